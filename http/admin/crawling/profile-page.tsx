import { CRAWL_STATUSES, type SearchProfile } from "../../../core/crawling/profile.ts";
import { CsrfField, ErrorSummary, Pager, StatusBadge, Time } from "../shell/components.tsx";
import { queryHref } from "../shell/href.ts";
import { type AdminChrome, AdminLayout } from "../shell/layout.tsx";
import { DataTable } from "../shell/list-parts.tsx";
import { BindingEditForm, BindingForm, bindingEditValues, type FormState, ProfileForm } from "./forms.tsx";
import { type BindingQuery, type BindingRow, CRAWLING_PATH, paramsSummary, profilePath, signed } from "./list-page.tsx";

export type ProfileFormState = FormState;
export type BindingFormState = FormState;
/** A binding's edit that was refused: shown above the table, whichever page the binding is on. */
export type BindingEditState = FormState & { id: string };

export const bindingPath = (id: string) => `${CRAWLING_PATH}/bindings/${encodeURIComponent(id)}`;

export function NewProfilePage({ chrome, form }: { chrome: AdminChrome; form: ProfileFormState }) {
  return (
    <AdminLayout chrome={chrome}>
      <p>
        <a href={CRAWLING_PATH}>← All search profiles</a>
      </p>
      <ProfileForm
        action={`${CRAWLING_PATH}/profiles/new`}
        csrfToken={chrome.session?.csrfToken ?? ""}
        form={form}
        submitLabel="Create profile"
      />
    </AdminLayout>
  );
}

export function ProfileNotFoundPage({ chrome, id }: { chrome: AdminChrome; id: string }) {
  return (
    <AdminLayout chrome={chrome}>
      <p>
        There is no search profile <code>{id}</code>. <a href={CRAWLING_PATH}>All search profiles</a>
      </p>
    </AdminLayout>
  );
}

function target(row: BindingRow): string {
  return row.destinationIata ?? row.countryCode ?? "everywhere";
}

function BindingActions({ row, csrfToken }: { row: BindingRow; csrfToken: string }) {
  const path = bindingPath(row.id);
  const action = row.paused ? "Resume" : "Pause";
  return (
    <>
      <div className="actions">
        <form method="post" action={`${path}/crawl`}>
          <CsrfField token={csrfToken} />
          <button type="submit" className="secondary" aria-label={`Crawl now: ${target(row)}`}>
            Crawl now
          </button>
        </form>
        <form method="post" action={`${path}/${action.toLowerCase()}`}>
          <CsrfField token={csrfToken} />
          <button type="submit" className="secondary" aria-label={`${action}: ${target(row)}`}>
            {action}
          </button>
        </form>
      </div>
      <details>
        <summary aria-label={`Edit: ${target(row)}`}>Edit</summary>
        <BindingEditForm
          action={path}
          csrfToken={csrfToken}
          form={{ values: bindingEditValues(row) }}
          prefix={`edit-${row.id.replace(/\W/g, "-")}`}
        />
      </details>
    </>
  );
}

function BindingsTable({
  rows,
  profile,
  csrfToken,
}: {
  rows: BindingRow[];
  profile: SearchProfile;
  csrfToken: string;
}) {
  return (
    <DataTable
      columns={[
        "Binding",
        "Scope",
        "Target",
        "Cadence",
        "Score",
        "Boost",
        "Last crawl",
        "Last crawl at",
        "Results",
        "Last error",
        "Failures",
        "Next run",
        "Actions",
      ]}
      rows={rows}
    >
      {(row) => (
        <tr key={row.id}>
          <td>
            <code>{row.id}</code>
            {row.paused ? (
              <>
                {" "}
                <StatusBadge status="paused" />
              </>
            ) : null}
          </td>
          <td>{row.scope}</td>
          <td>{target(row)}</td>
          <td>
            {row.cadenceOverrideMinutes === null ? (
              <span className="muted">{`profile (${profile.successIntervalMinutes} min)`}</span>
            ) : (
              `${row.cadenceOverrideMinutes} min`
            )}
          </td>
          <td className="num">{row.priorityScore}</td>
          <td className="num">{signed(row.boost)}</td>
          <td>
            <StatusBadge status={row.lastCrawlStatus} />
          </td>
          <td>
            <Time value={row.lastCrawlAt} />
          </td>
          <td className="num">{row.lastResultCount ?? "—"}</td>
          <td>{row.lastError ?? "—"}</td>
          <td className="num">{row.failureCount}</td>
          <td>
            <Time value={row.nextRunAt} />
          </td>
          <td>
            <BindingActions row={row} csrfToken={csrfToken} />
          </td>
        </tr>
      )}
    </DataTable>
  );
}

function BindingFilter({ path, query }: { path: string; query: BindingQuery }) {
  return (
    <form className="filters" method="get" action={path}>
      <div className="field">
        <label htmlFor="b-status">Last crawl status</label>
        <select id="b-status" name="status" defaultValue={query.status ?? ""}>
          <option value="">any</option>
          {CRAWL_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <button type="submit">Filter bindings</button>
      </div>
    </form>
  );
}

export function ProfilePage({
  chrome,
  id,
  profile,
  paused,
  bindings,
  bindingTotal,
  bindingPageSize,
  bindingQuery,
  queryError,
  edit,
  binding,
  bindingEdit,
}: {
  chrome: AdminChrome;
  id: string;
  profile: SearchProfile;
  paused: boolean;
  bindings: BindingRow[];
  bindingTotal: number;
  bindingPageSize: number;
  bindingQuery: BindingQuery;
  queryError: string | null;
  edit: ProfileFormState;
  binding: BindingFormState;
  bindingEdit: BindingEditState | null;
}) {
  const path = profilePath(id);
  const csrfToken = chrome.session?.csrfToken ?? "";
  const pages = Math.max(1, Math.ceil(bindingTotal / bindingPageSize));
  const current = { status: bindingQuery.status };
  return (
    <AdminLayout chrome={chrome}>
      <p>
        <a href={CRAWLING_PATH}>← All search profiles</a>
      </p>
      <section className="card" aria-label="Summary">
        <dl className="facts">
          <dt>Id</dt>
          <dd>
            <code>{id}</code>
          </dd>
          <dt>State</dt>
          <dd>{paused ? <StatusBadge status="paused" /> : "active"}</dd>
          <dt>Searches</dt>
          <dd>{`from ${profile.params.origin}: ${paramsSummary(profile.params)}`}</dd>
          <dt>Params hash</dt>
          <dd>
            <code>{profile.paramsHash}</code>
          </dd>
        </dl>
        <form method="post" action={`${path}/${paused ? "resume" : "pause"}`} className="actions">
          <CsrfField token={csrfToken} />
          <button type="submit" className={paused ? undefined : "danger"}>
            {paused ? "Resume profile" : "Pause profile"}
          </button>
          <span className="muted">
            {paused
              ? "Its bindings are not crawled while paused."
              : "Pausing stops the scheduler crawling its bindings."}
          </span>
        </form>
      </section>

      <h2 id="bindings">{`Bindings (${bindingTotal})`}</h2>
      <ErrorSummary message={queryError} />
      {bindingEdit ? (
        <section className="card" aria-labelledby="edit-binding">
          <h3 id="edit-binding">
            Edit binding <code>{bindingEdit.id}</code>
          </h3>
          <BindingEditForm
            action={bindingPath(bindingEdit.id)}
            csrfToken={csrfToken}
            form={bindingEdit}
            prefix="binding-edit"
          />
        </section>
      ) : null}
      <BindingFilter path={path} query={bindingQuery} />
      {bindings.length === 0 ? (
        <p className="muted">{bindingQuery.status ? "No bindings with that status." : "No bindings yet."}</p>
      ) : (
        <BindingsTable rows={bindings} profile={profile} csrfToken={csrfToken} />
      )}
      {pages > 1 ? (
        <Pager
          newer={bindingQuery.bpage > 1 ? queryHref(path, current, { bpage: bindingQuery.bpage - 1 }) : null}
          older={bindingQuery.bpage < pages ? queryHref(path, current, { bpage: bindingQuery.bpage + 1 }) : null}
          summary={`Page ${bindingQuery.bpage} of ${pages}`}
        />
      ) : null}

      <h2 id="add-binding">Add a binding</h2>
      <BindingForm action={`${path}/bindings`} csrfToken={csrfToken} form={binding} />

      <h2 id="edit">Edit profile</h2>
      <ProfileForm action={path} csrfToken={csrfToken} form={edit} submitLabel="Save profile" />
    </AdminLayout>
  );
}
