import { Link } from "react-router";
import type { OperatorDetails } from "../../core/config/env.ts";
import { fill, useLanguage } from "../i18n/dictionary.ts";
import { legalCopy } from "../i18n/sections/legal.ts";
import { pathFor } from "../route-table.ts";
import { constantValues, LEGAL_PAGES, type LegalPage } from "./pages.ts";
import { type LegalValues, RichText } from "./rich-text.tsx";

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

/** The four legal screens, the current one marked. */
export function LegalNav({ current }: { current: LegalPage }) {
  const { lang } = useLanguage();
  const legal = legalCopy(lang);
  return (
    <nav className="legal-nav" aria-label={legal.navLabel}>
      <ul className="chip-list">
        {LEGAL_PAGES.map((page) => (
          <li key={page}>
            <Link className="chip" to={pathFor(page, lang)} aria-current={page === current ? "page" : undefined}>
              {legal.pages[page]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const sectionId = (index: number) => `section-${index + 1}`;

/** Long texts get a list of their headings first. */
export const CONTENTS_FROM_SECTIONS = 6;

export function LegalContents({ sections }: { sections: readonly LegalSection[] }) {
  const { lang } = useLanguage();
  const legal = legalCopy(lang);
  if (sections.length < CONTENTS_FROM_SECTIONS) return null;
  return (
    <nav className="legal-contents panel" aria-labelledby="legal-contents">
      <h2 id="legal-contents">{legal.contents}</h2>
      <ol>
        {sections.map((section, index) => (
          <li key={section.heading}>
            <a href={`#${sectionId(index)}`}>{section.heading}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function LegalSections({ sections, values }: { sections: readonly LegalSection[]; values: LegalValues }) {
  return (
    <div className="prose legal-text">
      {sections.map((section, index) => (
        <section key={section.heading} aria-labelledby={sectionId(index)}>
          <h2 id={sectionId(index)}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>
              <RichText text={paragraph} values={values} />
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}

/** The imprint's facts: only what is configured is shown, nothing is made up. */
export function OperatorFacts({ operator, values }: { operator: OperatorDetails; values: LegalValues }) {
  const { lang } = useLanguage();
  const legal = legalCopy(lang);
  const copy = legal.imprint;
  return (
    <section className="panel" aria-labelledby="operator" data-testid="operator">
      <h2 id="operator">{copy.operatorHeading}</h2>
      <dl className="facts">
        <div>
          <dt>{copy.name}</dt>
          <dd>{operator.name}</dd>
        </div>
        {operator.address && (
          <div>
            <dt>{copy.address}</dt>
            <dd>{operator.address}</dd>
          </div>
        )}
        {operator.vatId && (
          <div>
            <dt>{copy.vatId}</dt>
            <dd>{operator.vatId}</dd>
          </div>
        )}
        {operator.email ? (
          <div>
            <dt>{copy.email}</dt>
            <dd>
              <a href={`mailto:${operator.email}`}>{operator.email}</a>
            </dd>
          </div>
        ) : (
          <div>
            <dt>{copy.contact}</dt>
            <dd>
              <span>
                <RichText text={copy.noEmail} values={values} />
              </span>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/** Every cookie and storage entry; on phones each row becomes a card (see styles.css). */
export function CookieTable() {
  const { lang } = useLanguage();
  const legal = legalCopy(lang);
  const copy = legal.cookiePolicy.table;
  const constants = constantValues(lang);
  const columns = [copy.provider, copy.purpose, copy.duration, copy.category];
  return (
    <div className="legal-table-wrap">
      <table className="legal-table" data-testid="cookie-table">
        <caption>{copy.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.name}</th>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {copy.rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">
                <code>{fill(row.name, constants)}</code>
              </th>
              <td data-label={copy.provider}>{row.provider}</td>
              <td data-label={copy.purpose}>{row.purpose}</td>
              <td data-label={copy.duration}>{fill(row.duration, constants)}</td>
              <td data-label={copy.category}>{row.category}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
