import type { CmsLocale } from "../../../core/cms/events.ts";
import { PAGE_TYPES, PUBLISHING_STATES } from "../../../core/cms/events.ts";
import {
  ChoiceFilter,
  CsrfField,
  describedBy,
  ErrorSummary,
  Field,
  fieldError,
  type Issue,
  PageNumbers,
  StatusBadge,
  Time,
} from "../shell/components.tsx";
import { type AdminChrome, AdminLayout } from "../shell/layout.tsx";
import { DataTable, FilterForm, TextFilter } from "../shell/list-parts.tsx";

/** The admin says which language in words, not codes. */
export const LOCALE_NAMES: Record<CmsLocale, string> = { bg: "Bulgarian", en: "English" };

export const CMS_LIST_PATH = "/nimda/cms";
/** Its own screen (preview-tokens-routes.tsx); the page key "preview-tokens" is reserved for it. */
export const PREVIEW_TOKENS_PATH = `${CMS_LIST_PATH}/preview-tokens`;
export const cmsPagePath = (pageKey: string) => `${CMS_LIST_PATH}/${encodeURIComponent(pageKey)}`;

export interface CmsLocalizationCell {
  slugPath: string;
  status: string;
}

export interface CmsPageRow {
  pageKey: string;
  pageType: string;
  publishingState: string;
  bg: CmsLocalizationCell | null;
  en: CmsLocalizationCell | null;
  /** Live in both languages without `:parameter` segments: the client pairs its bg and en paths. */
  inLanguageMapping: boolean;
  updatedAt: Date | string;
}

export interface CmsListData {
  rows: CmsPageRow[];
  total: number;
  page: number;
  pageSize: number;
}

type Query = Record<string, string | undefined>;

function Filters({ query }: { query: Query }) {
  return (
    <FilterForm action={CMS_LIST_PATH} query={query}>
      <TextFilter id="cms-q" name="q" label="Text" value={query.q} placeholder="Page key or slug path" />
      <ChoiceFilter id="cms-type" name="type" label="Page type" value={query.type} options={PAGE_TYPES} />
      <ChoiceFilter
        id="cms-state"
        name="state"
        label="Publishing state"
        value={query.state}
        options={PUBLISHING_STATES}
      />
    </FilterForm>
  );
}

function SlugCell({ cell, lang }: { cell: CmsLocalizationCell | null; lang: string }) {
  if (!cell) return <span className="muted">none</span>;
  return (
    <>
      <code lang={lang}>{cell.slugPath}</code> <StatusBadge status={cell.status} />
    </>
  );
}

export function CmsListPage({
  chrome,
  data,
  query,
  issues,
}: {
  chrome: AdminChrome;
  data: CmsListData;
  query: Query;
  issues?: Issue[];
}) {
  const path = CMS_LIST_PATH;
  return (
    <AdminLayout chrome={chrome}>
      <ErrorSummary issues={issues} />
      <p>
        <a className="button" href={`${CMS_LIST_PATH}/new`}>
          New page
        </a>{" "}
        <a href={PREVIEW_TOKENS_PATH}>Preview tokens</a> · <a href={`${CMS_LIST_PATH}/snippets`}>SEO snippets</a>
      </p>
      <p className="muted">
        The site routes live pages by their live localizations; a page enters the language switch's mapping when it is
        live in both languages and its paths have no <code>:parameter</code> segment.
      </p>
      <Filters query={query} />
      <DataTable
        columns={[
          { label: "Page key", sort: "key" },
          { label: "Type", sort: "type" },
          { label: "Publishing state", sort: "state" },
          "Bulgarian slug",
          "English slug",
          "Language mapping",
          { label: "Updated", sort: "updated" },
        ]}
        rows={data.rows}
        empty="No pages match."
        sorting={{ path, query }}
      >
        {(row) => (
          <tr key={row.pageKey}>
            <td>
              <a href={cmsPagePath(row.pageKey)}>{row.pageKey}</a>
            </td>
            <td>{row.pageType}</td>
            <td>
              <StatusBadge status={row.publishingState} />
            </td>
            <td>
              <SlugCell cell={row.bg} lang="bg" />
            </td>
            <td>
              <SlugCell cell={row.en} lang="en" />
            </td>
            <td>{row.inLanguageMapping ? "Yes" : <span className="muted">No</span>}</td>
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

export const NEW_PAGE_KEYS = ["pageKey", "pageType", "bgSlugPath", "enSlugPath"] as const;
export type NewPageValues = Record<(typeof NEW_PAGE_KEYS)[number], string>;
export const EMPTY_NEW_PAGE: NewPageValues = { pageKey: "", pageType: "", bgSlugPath: "", enSlugPath: "" };

function TextControl({
  name,
  label,
  hint,
  value,
  error,
  lang,
}: {
  name: keyof NewPageValues;
  label: string;
  hint: string;
  value: string;
  error?: string;
  lang?: string;
}) {
  const id = `cms-${name}`;
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        name={name}
        lang={lang}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </Field>
  );
}

/** A new page starts as a draft; slugs given here become draft localizations. */
export function NewCmsPage({
  chrome,
  values,
  issues,
  message,
}: {
  chrome: AdminChrome;
  values: NewPageValues;
  issues?: Issue[];
  message?: string | null;
}) {
  const typeError = fieldError(issues, "pageType");
  const typeHint = "Chooses the screen that renders the page.";
  return (
    <AdminLayout chrome={chrome}>
      <p>
        <a href={CMS_LIST_PATH}>All pages</a>
      </p>
      <ErrorSummary issues={issues} message={issues?.length ? null : message} />
      <form method="post" action={`${CMS_LIST_PATH}/new`} className="card">
        <CsrfField token={chrome.session?.csrfToken ?? ""} />
        <TextControl
          name="pageKey"
          label="Page key"
          hint="Lowercase letters, digits and dashes, starting with a letter, e.g. summer-sale."
          value={values.pageKey}
          error={fieldError(issues, "pageKey")}
        />
        <Field id="cms-pageType" label="Page type" hint={typeHint} error={typeError}>
          <select
            id="cms-pageType"
            name="pageType"
            defaultValue={values.pageType}
            aria-invalid={typeError ? true : undefined}
            aria-describedby={describedBy("cms-pageType", typeHint, typeError)}
          >
            <option value="">Choose…</option>
            {PAGE_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </Field>
        <TextControl
          name="bgSlugPath"
          label="Bulgarian slug path (optional)"
          hint="Starts with /, never with /en, e.g. /letni-oferti. Saved as a draft localization."
          value={values.bgSlugPath}
          error={fieldError(issues, "bgSlugPath")}
          lang="bg"
        />
        <TextControl
          name="enSlugPath"
          label="English slug path (optional)"
          hint="Starts with /en, e.g. /en/summer-deals. Saved as a draft localization."
          value={values.enSlugPath}
          error={fieldError(issues, "enSlugPath")}
          lang="en"
        />
        <div className="actions">
          <button type="submit">Create draft page</button>
        </div>
      </form>
    </AdminLayout>
  );
}
