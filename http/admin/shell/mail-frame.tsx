/**
 * The mail as a mail client shows it. sandbox="" runs no script, submits no form and gives the
 * mail an origin of its own, so nothing in it can reach the admin page; srcdoc is an attribute
 * React escapes, so the mail's markup cannot end it early.
 */
export function MailFrame({ html, title }: { html: string; title: string }) {
  return (
    <iframe
      sandbox=""
      srcDoc={html}
      title={title}
      style={{
        display: "block",
        width: "100%",
        height: "80vh",
        minHeight: 480,
        border: "1px solid var(--line)",
        borderRadius: 8,
        background: "#fff",
      }}
    />
  );
}
