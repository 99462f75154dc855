import type { SnippetRow } from "../../../projections/cms/page-queries.ts";
import { CsrfField, describedBy, ErrorSummary, Field, fieldError, type Issue, Time } from "../shell/components.tsx";
import { type AdminChrome, AdminLayout } from "../shell/layout.tsx";
import { DataTable } from "../shell/list-parts.tsx";
import { CMS_LIST_PATH } from "./list-page.tsx";

/** Its own screen; the page key "snippets" is reserved for it. */
export const SNIPPETS_PATH = `${CMS_LIST_PATH}/snippets`;
export const deleteSnippetPath = (key: string) => `${SNIPPETS_PATH}/${encodeURIComponent(key)}/delete`;

export interface SnippetValues {
  key: string;
  bg: string;
  en: string;
}
export const EMPTY_SNIPPET: SnippetValues = { key: "", bg: "", en: "" };

function SnippetTable({ snippets, csrf }: { snippets: SnippetRow[]; csrf: string }) {
  return (
    <DataTable columns={["Key", "Bulgarian", "English", "Updated", "Action"]} rows={snippets} empty="No snippets yet.">
      {(snippet) => (
        <tr key={snippet.key}>
          <td>
            <code>{`{{${snippet.key}}}`}</code>
          </td>
          <td lang="bg">{snippet.bg}</td>
          <td lang="en">{snippet.en}</td>
          <td>
            <Time value={snippet.updatedAt} />
          </td>
          <td>
            <form method="post" action={deleteSnippetPath(snippet.key)} className="inline">
              <CsrfField token={csrf} />
              <button type="submit" className="danger" aria-label={`Delete ${snippet.key}`}>
                Delete
              </button>
            </form>
          </td>
        </tr>
      )}
    </DataTable>
  );
}

function TextField({
  name,
  label,
  hint,
  lang,
  values,
  issues,
}: {
  name: keyof SnippetValues;
  label: string;
  hint?: string;
  lang?: string;
  values: SnippetValues;
  issues?: Issue[];
}) {
  const id = `snippet-${name}`;
  const error = fieldError(issues, name);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        name={name}
        lang={lang}
        maxLength={name === "key" ? 40 : 160}
        defaultValue={values[name]}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </Field>
  );
}

/** Reusable SEO snippets: a phrase in both languages that titles and descriptions name as {{key}}. */
export function SnippetsPage({
  chrome,
  snippets,
  values,
  issues,
  message,
}: {
  chrome: AdminChrome;
  snippets: SnippetRow[];
  values: SnippetValues;
  issues?: Issue[];
  message?: string | null;
}) {
  const csrf = chrome.session?.csrfToken ?? "";
  return (
    <AdminLayout chrome={chrome}>
      <p>
        <a href={CMS_LIST_PATH}>All pages</a>
      </p>
      <ErrorSummary issues={issues} message={issues?.length ? null : message} />
      <p className="muted">
        A snippet is written once in both languages; a page's SEO title or description names it as{" "}
        <code>{"{{key}}"}</code>.
      </p>
      <SnippetTable snippets={snippets} csrf={csrf} />
      <form method="post" action={SNIPPETS_PATH} className="card">
        <h2>Add or update a snippet</h2>
        <CsrfField token={csrf} />
        <TextField
          name="key"
          label="Key"
          hint="Lowercase letters, digits and dashes; an existing key is updated."
          values={values}
          issues={issues}
        />
        <TextField name="bg" label="Bulgarian" lang="bg" values={values} issues={issues} />
        <TextField name="en" label="English" lang="en" values={values} issues={issues} />
        <div className="actions">
          <button type="submit">Save snippet</button>
        </div>
      </form>
    </AdminLayout>
  );
}
