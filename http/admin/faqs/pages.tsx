import {
  ChoiceFilter,
  CsrfField,
  describedBy,
  ErrorSummary,
  Field,
  fieldError,
  type Issue,
  PageNumbers,
  Time,
} from "../shell/components.tsx";
import { type AdminChrome, AdminLayout } from "../shell/layout.tsx";
import { DataTable, FilterForm, TextFilter } from "../shell/list-parts.tsx";

export interface FaqRow {
  id: string;
  questionBg: string;
  questionEn: string;
  iataCode: string | null;
  tags: string[];
  isActive: boolean;
  updatedAt: Date;
}

export interface FaqListData {
  rows: FaqRow[];
  total: number;
  page: number;
  pageSize: number;
  /** The IATA codes FAQs name, for the filter. */
  iataCodes: string[];
}

export const FAQ_FORM_KEYS = [
  "questionBg",
  "answerBg",
  "questionEn",
  "answerEn",
  "iataCode",
  "relatedSlugs",
  "tags",
] as const;
/** The form as text; related slugs and tags are comma-separated. */
export type FaqFormValues = Record<(typeof FAQ_FORM_KEYS)[number], string>;

export const EMPTY_FAQ_FORM: FaqFormValues = {
  questionBg: "",
  answerBg: "",
  questionEn: "",
  answerEn: "",
  iataCode: "",
  relatedSlugs: "",
  tags: "",
};

type Query = Record<string, string | undefined>;

const clip = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max)}…` : text);

function Filters({ query, iataCodes }: { query: Query; iataCodes: string[] }) {
  return (
    <FilterForm action="/nimda/faqs" query={query}>
      <TextFilter id="faq-q" name="q" label="Text" value={query.q} placeholder="Question, answer, tag or id" />
      <ChoiceFilter
        id="faq-iata"
        name="iata"
        label="IATA code"
        value={query.iata}
        options={[{ value: "NONE", label: "General (none)" }, ...iataCodes]}
      />
      <ChoiceFilter
        id="faq-active"
        name="active"
        label="Active"
        value={query.active}
        options={[
          { value: "yes", label: "Active" },
          { value: "no", label: "Inactive" },
        ]}
      />
    </FilterForm>
  );
}

export function FaqListPage({
  chrome,
  data,
  query,
  issues,
}: {
  chrome: AdminChrome;
  data: FaqListData;
  query: Query;
  issues?: Issue[];
}) {
  const path = "/nimda/faqs";
  return (
    <AdminLayout chrome={chrome}>
      <ErrorSummary issues={issues} />
      <p>
        <a className="button" href="/nimda/faqs/new">
          New FAQ
        </a>
      </p>
      <Filters query={query} iataCodes={data.iataCodes} />
      <DataTable
        columns={[
          { label: "Id", sort: "id" },
          { label: "IATA", sort: "iata" },
          { label: "Question (Bulgarian)", sort: "question" },
          "Question (English)",
          "Tags",
          "Active",
          { label: "Updated", sort: "updated" },
        ]}
        rows={data.rows}
        empty="No FAQs match."
        sorting={{ path, query }}
      >
        {(row) => (
          <tr key={row.id}>
            <td>
              <a href={`/nimda/faqs/${row.id}`}>{row.id}</a>
            </td>
            <td>{row.iataCode ?? <span className="muted">general</span>}</td>
            <td lang="bg">{clip(row.questionBg)}</td>
            <td>{row.questionEn ? clip(row.questionEn) : <span className="muted">—</span>}</td>
            <td>{row.tags.join(", ")}</td>
            <td>{row.isActive ? "Yes" : <span className="badge badge-paused">No</span>}</td>
            <td>
              <Time value={row.updatedAt} />
            </td>
          </tr>
        )}
      </DataTable>
      <PageNumbers path={path} query={query} page={data.page} pageSize={data.pageSize} total={data.total} />
    </AdminLayout>
  );
}

const LABELS: Record<keyof FaqFormValues, { label: string; hint?: string; rows?: number; lang?: string }> = {
  questionBg: { label: "Question (Bulgarian)", rows: 2, lang: "bg" },
  answerBg: { label: "Answer (Bulgarian)", rows: 6, lang: "bg" },
  questionEn: { label: "Question (English)", rows: 2, lang: "en" },
  answerEn: { label: "Answer (English)", rows: 6, lang: "en" },
  iataCode: { label: "IATA code", hint: "The destination's 3-character city code; empty for a general question." },
  relatedSlugs: { label: "Related slugs", hint: "Separated by commas, e.g. italiya/rim" },
  tags: { label: "Tags", hint: "Separated by commas, e.g. visa, documents" },
};

function Control({ name, value, error }: { name: keyof FaqFormValues; value: string; error?: string }) {
  const id = `faq-${name}`;
  const { label, hint, rows, lang } = LABELS[name];
  const aria = describedBy(id, hint, error);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {rows ? (
        <textarea
          id={id}
          name={name}
          rows={rows}
          lang={lang}
          defaultValue={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={aria}
        />
      ) : (
        <input
          id={id}
          name={name}
          defaultValue={value}
          maxLength={name === "iataCode" ? 3 : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={aria}
        />
      )}
    </Field>
  );
}

export interface FaqFormPageProps {
  chrome: AdminChrome;
  /** Absent for a new FAQ. */
  faq?: { id: string; active: boolean; publicPaths: { bg: string; en: string } | null };
  values: FaqFormValues;
  issues?: Issue[];
  message?: string | null;
}

/** One form for a new FAQ and an existing one; answers are plain text, shown escaped on the site. */
export function FaqFormPage({ chrome, faq, values, issues, message }: FaqFormPageProps) {
  const csrfToken = chrome.session?.csrfToken ?? "";
  return (
    <AdminLayout chrome={chrome}>
      <p>
        <a href="/nimda/faqs">All FAQs</a>
      </p>
      <ErrorSummary issues={issues} message={issues?.length ? null : message} />
      {faq ? (
        <section className="card" aria-label="Status">
          <dl className="facts">
            <dt>Id</dt>
            <dd>
              <code>{faq.id}</code>
            </dd>
            <dt>Status</dt>
            <dd>
              {faq.active ? "Active: shown on the site" : "Inactive: hidden from the site"}{" "}
              <form
                method="post"
                action={`/nimda/faqs/${faq.id}/${faq.active ? "deactivate" : "activate"}`}
                className="inline"
              >
                <CsrfField token={csrfToken} />
                <button type="submit" className={faq.active ? "danger" : "secondary"}>
                  {faq.active ? "Deactivate" : "Activate"}
                </button>
              </form>
            </dd>
            {faq.publicPaths ? (
              <>
                <dt>Shown on</dt>
                <dd>
                  <a href={faq.publicPaths.bg}>{faq.publicPaths.bg}</a> ·{" "}
                  <a href={faq.publicPaths.en}>{faq.publicPaths.en}</a>
                </dd>
              </>
            ) : null}
          </dl>
        </section>
      ) : null}
      <form method="post" action={faq ? `/nimda/faqs/${faq.id}` : "/nimda/faqs/new"} className="card">
        <CsrfField token={csrfToken} />
        {FAQ_FORM_KEYS.map((name) => (
          <Control key={name} name={name} value={values[name]} error={fieldError(issues, name)} />
        ))}
        <div className="actions">
          <button type="submit">{faq ? "Save" : "Create"}</button>
        </div>
      </form>
    </AdminLayout>
  );
}
