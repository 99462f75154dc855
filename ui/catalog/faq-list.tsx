export interface FaqEntry {
  question: string;
  answer: string;
}

/** Questions as disclosure widgets: the answers are in the HTML for crawlers and work without JavaScript. */
export function FaqList({ items }: { items: FaqEntry[] }) {
  return (
    <div className="faq-list">
      {items.map((item) => (
        <details key={item.question} className="faq-list__item">
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
