import type { DiffEntry } from "../../../core/audit/json-diff.ts";
import type { CmsLocale } from "../../../core/cms/events.ts";
import type { PageSeo } from "../../../core/cms/seo.ts";
import { CsrfField, ErrorSummary, type Issue, StatusBadge, Time } from "../shell/components.tsx";
import { DiffTable } from "../shell/diff-table.tsx";
import { type AdminChrome, AdminLayout } from "../shell/layout.tsx";
import { DataTable } from "../shell/list-parts.tsx";
import { BlockFieldset, NewBlockFieldset } from "./block-fields.tsx";
import type { BlockFormValues } from "./content-form.ts";
import type { LoadedContent } from "./content-queries.ts";
import { cmsPagePath, LOCALE_NAMES } from "./list-page.tsx";
import { SeoForm } from "./seo-form.tsx";

export const contentPath = (pageKey: string, locale: CmsLocale) => `${cmsPagePath(pageKey)}/content/${locale}`;

/** What the editor shows: the content, the form as sent when refused, a comparison if asked. */
export interface ContentScreenProps {
  chrome: AdminChrome;
  pageKey: string;
  locale: CmsLocale;
  /** The localization's address, or null before it has one. */
  slugPath: string | null;
  content: LoadedContent;
  values: BlockFormValues[];
  failure?: { form: "blocks" | "workflow" | "seo"; message?: string; issues?: Issue[] };
  seo: PageSeo | null;
  seoValues?: Record<string, string>;
  comparison?: { from: number; to: number; diff: DiffEntry[] };
}

function Workflow({ props, csrf }: { props: ContentScreenProps; csrf: string }) {
  const { state } = props.content;
  const base = contentPath(props.pageKey, props.locale);
  const failure = props.failure?.form === "workflow" ? props.failure : undefined;
  return (
    <section className="card" aria-labelledby="content-workflow">
      <h2 id="content-workflow">Workflow</h2>
      {failure ? <ErrorSummary issues={failure.issues} message={failure.message} /> : null}
      <p>
        {state.status ? <StatusBadge status={state.status} /> : <span className="muted">Nothing written yet.</span>}
        {state.current !== null ? ` Version ${state.current} is the latest.` : ""}
        {state.live !== null ? ` Version ${state.live} is live.` : " Nothing is live yet."}
      </p>
      <div className="actions">
        {state.status === "draft" ? (
          <form method="post" action={`${base}/submit`} className="inline">
            <CsrfField token={csrf} />
            <button type="submit">Send to review</button>
          </form>
        ) : null}
        {state.status === "review" ? (
          <form method="post" action={`${base}/publish`} className="inline">
            <CsrfField token={csrf} />
            <button type="submit">Publish</button>
          </form>
        ) : null}
        {state.current !== null && props.slugPath ? (
          <form method="post" action={`${base}/preview`} className="inline">
            <CsrfField token={csrf} />
            <button type="submit" className="secondary">
              Preview the draft
            </button>
          </form>
        ) : null}
      </div>
      {state.status === "review" ? (
        <form method="post" action={`${base}/return`}>
          <CsrfField token={csrf} />
          <label htmlFor="return-reason">Why it goes back to draft</label>
          <textarea id="return-reason" name="reason" rows={2} />
          <div className="actions">
            <button type="submit" className="secondary">
              Return to draft
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}

function Snapshots({ props, csrf }: { props: ContentScreenProps; csrf: string }) {
  const { snapshots, state, workflow } = props.content;
  const base = contentPath(props.pageKey, props.locale);
  if (snapshots.length === 0) return null;
  return (
    <section className="card" aria-labelledby="content-snapshots">
      <h2 id="content-snapshots">Versions</h2>
      <DataTable columns={["Version", "Saved", "By", "Blocks", "Compare", "Restore"]} rows={snapshots} label="Versions">
        {(snapshot) => (
          <tr key={snapshot.snapshot} data-testid="snapshot-row">
            <td>
              {snapshot.snapshot}
              {snapshot.snapshot === state.live ? " (live)" : ""}
              {snapshot.restoredFrom !== null ? ` · restores ${snapshot.restoredFrom}` : ""}
            </td>
            <td>
              <Time value={snapshot.at} />
            </td>
            <td>{snapshot.by}</td>
            <td>{snapshot.blockCount}</td>
            <td>
              {snapshot.snapshot > 1 ? (
                <a href={`${base}?from=${snapshot.snapshot - 1}&to=${snapshot.snapshot}#comparison`}>
                  with {snapshot.snapshot - 1}
                </a>
              ) : null}
              {state.current !== null && snapshot.snapshot !== state.current ? (
                <>
                  {" "}
                  <a href={`${base}?from=${snapshot.snapshot}&to=${state.current}#comparison`}>with latest</a>
                </>
              ) : null}
            </td>
            <td>
              {snapshot.snapshot !== state.current ? (
                <form method="post" action={`${base}/restore`} className="inline">
                  <CsrfField token={csrf} />
                  <input type="hidden" name="snapshot" value={snapshot.snapshot} />
                  <button type="submit" className="secondary">
                    Restore {snapshot.snapshot}
                  </button>
                </form>
              ) : null}
            </td>
          </tr>
        )}
      </DataTable>
      {workflow.length > 0 ? (
        <ul className="muted">
          {workflow.map((step) => (
            <li key={`${step.type}-${step.at}`}>
              <Time value={step.at} /> {step.by} {step.type === "submitted" ? "sent" : step.type} version{" "}
              {step.snapshot}
              {step.reason ? ` to draft: ${step.reason}` : ""}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** A page's content in one language: the blocks, the workflow, SEO, versions and their comparison. */
export function ContentScreen(props: ContentScreenProps) {
  const csrf = props.chrome.session?.csrfToken ?? "";
  const base = contentPath(props.pageKey, props.locale);
  const blocksFailure = props.failure?.form === "blocks" ? props.failure : undefined;
  return (
    <AdminLayout chrome={props.chrome}>
      <p>
        <a href={cmsPagePath(props.pageKey)}>Page {props.pageKey}</a>
        {" · "}
        <a href={contentPath(props.pageKey, props.locale === "bg" ? "en" : "bg")}>
          {LOCALE_NAMES[props.locale === "bg" ? "en" : "bg"]} content
        </a>
        {props.slugPath ? (
          <>
            {" · "}
            <code>{props.slugPath}</code>
          </>
        ) : (
          " · no address yet: give the page one on its page"
        )}
      </p>
      <Workflow props={props} csrf={csrf} />
      <form method="post" action={base} className="content-form">
        <CsrfField token={csrf} />
        <h2>Blocks</h2>
        {blocksFailure ? <ErrorSummary issues={blocksFailure.issues} message={blocksFailure.message} /> : null}
        <input type="hidden" name="blockCount" value={props.values.length} />
        {props.values.map((values, row) =>
          values.type === "" ? null : (
            // rows are the form's own numbering
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <BlockFieldset key={row} row={row} values={values} issues={blocksFailure?.issues} />
          ),
        )}
        {/* an empty page opens on its first block: nothing to edit is nothing hidden */}
        <NewBlockFieldset issues={blocksFailure?.issues} open={props.values.every((values) => values.type === "")} />
        <div className="actions">
          <button type="submit">Save draft</button>
        </div>
      </form>
      <SeoForm
        props={{
          action: `${base}/seo`,
          language: LOCALE_NAMES[props.locale],
          seo: props.seo,
          seoValues: props.seoValues,
          failure: props.failure?.form === "seo" ? props.failure : undefined,
        }}
        csrf={csrf}
      />
      <Snapshots props={props} csrf={csrf} />
      {props.comparison ? (
        <section className="card" id="comparison" aria-labelledby="comparison-heading">
          <h2 id="comparison-heading">
            Version {props.comparison.from} → version {props.comparison.to}
          </h2>
          <DiffTable diff={props.comparison.diff} />
        </section>
      ) : null}
    </AdminLayout>
  );
}
