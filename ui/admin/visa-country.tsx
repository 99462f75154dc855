import type { VisaRule, VisaRuleField } from "../../core/visa/rule.ts";
import {
  CsrfField,
  describedBy,
  ErrorSummary,
  Field,
  type Issue,
  StatusBadge,
  Time,
} from "../../http/admin/shell/components.tsx";
import { type AdminChrome, AdminLayout } from "../../http/admin/shell/layout.tsx";
import type { VisaRevisionView } from "../../projections/queries/visa.ts";
import { type EditFormValues, EditRuleForm, editValuesOf } from "./visa-edit.tsx";
import { FieldList, RuleFacts, ruleSummary, shortId, VISA_FIELD_LABELS } from "./visa-parts.tsx";

/** A revision as the public history query reads it, its rule typed. */
export type VisaRevisionRow = Omit<VisaRevisionView, "rule"> & { rule: VisaRule };

export interface VisaCountryData {
  countryCode: string;
  countryName: string | null;
  current: VisaRevisionRow | null;
  lockedFields: VisaRuleField[];
  autoUpdateDisabled: boolean;
  lastVerifiedAt: string | null;
  lastVerifiedBy: string | null;
  /** Oldest first, each with the fields it would change against the current rule. */
  pending: (VisaRevisionRow & { changedFields: VisaRuleField[] })[];
  /** Newest first. */
  history: VisaRevisionRow[];
}

export type VisaFormName = "approve" | "reject" | "edit" | "unlock" | "auto-update" | "rollback";

/** A refused form, shown again with its message beside it. */
export interface VisaFormError {
  name: VisaFormName;
  revisionId?: string;
  message: string;
  issues?: Issue[];
  /** The edit form as submitted. */
  values?: EditFormValues;
  comment?: string;
}

interface Props {
  chrome: AdminChrome;
  data: VisaCountryData;
  form?: VisaFormError;
}

function CommentForm({
  action,
  csrfToken,
  id,
  label,
  button,
  danger,
  error,
  defaultValue,
}: {
  action: string;
  csrfToken: string;
  id: string;
  label: string;
  button: string;
  danger?: boolean;
  error?: string;
  defaultValue?: string;
}) {
  return (
    <form method="post" action={action}>
      <CsrfField token={csrfToken} />
      <Field id={id} label={label} error={error}>
        <textarea
          id={id}
          name="comment"
          rows={2}
          defaultValue={defaultValue}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, undefined, error)}
        />
      </Field>
      <button type="submit" className={danger ? "danger" : undefined}>
        {button}
      </button>
    </form>
  );
}

function PendingCard({
  countryCode,
  revision,
  csrfToken,
  form,
}: {
  countryCode: string;
  revision: VisaCountryData["pending"][number];
  csrfToken: string;
  form?: VisaFormError;
}) {
  const base = `/nimda/visa/${countryCode}/revisions/${revision.revisionId}`;
  const errorFor = (name: VisaFormName) =>
    form?.name === name && form.revisionId === revision.revisionId ? form.message : undefined;
  return (
    <section className="card" id={`revision-${revision.revisionId}`} aria-labelledby={`h-${revision.revisionId}`}>
      <h3 id={`h-${revision.revisionId}`}>
        Pending revision <code>{shortId(revision.revisionId)}</code>
      </h3>
      <p className="muted">
        <StatusBadge status={revision.changeType} /> by {revision.proposedBy}, <Time value={revision.proposedAt} />
      </p>
      <p>
        Changes: <FieldList fields={revision.changedFields} empty="nothing (same as the current rule)" />
      </p>
      {revision.keptLockedFields.length > 0 ? (
        <p className="muted">
          The source also differed on locked fields, kept as they are: <FieldList fields={revision.keptLockedFields} />
        </p>
      ) : null}
      <RuleFacts rule={revision.rule} changed={revision.changedFields} />
      <div className="grid">
        <CommentForm
          action={`${base}/approve`}
          csrfToken={csrfToken}
          id={`approve-${revision.revisionId}`}
          label="Approval comment (optional)"
          button="Approve"
          error={errorFor("approve")}
        />
        <CommentForm
          action={`${base}/reject`}
          csrfToken={csrfToken}
          id={`reject-${revision.revisionId}`}
          label="Why reject it? (required)"
          button="Reject"
          danger
          error={errorFor("reject")}
          defaultValue={errorFor("reject") ? form?.comment : undefined}
        />
      </div>
    </section>
  );
}

function AutoUpdateForm({ data, csrfToken }: { data: VisaCountryData; csrfToken: string }) {
  return (
    <form method="post" action={`/nimda/visa/${data.countryCode}/auto-update`} className="inline">
      <CsrfField token={csrfToken} />
      <input type="hidden" name="autoUpdateDisabled" value={data.autoUpdateDisabled ? "false" : "true"} />
      <button type="submit" className="secondary">
        {data.autoUpdateDisabled ? "Enable automatic updates" : "Disable automatic updates"}
      </button>
    </form>
  );
}

function Summary({ data, csrfToken }: { data: VisaCountryData; csrfToken: string }) {
  return (
    <section className="card" aria-label="Summary">
      <dl className="facts">
        <dt>Country</dt>
        <dd>
          {data.countryName ? `${data.countryName} ` : ""}
          <code>{data.countryCode}</code>
        </dd>
        <dt>Current rule</dt>
        <dd>{data.current ? ruleSummary(data.current.rule) : "none approved yet"}</dd>
        <dt>Last verified</dt>
        <dd>
          <Time value={data.lastVerifiedAt} />
          {data.lastVerifiedBy ? ` by ${data.lastVerifiedBy}` : ""}
        </dd>
        <dt>Review comment</dt>
        <dd>{data.current?.comment ?? "—"}</dd>
        <dt>Locked fields</dt>
        <dd>
          <FieldList fields={data.lockedFields} />
        </dd>
        <dt>Automatic updates</dt>
        <dd>
          {data.autoUpdateDisabled ? "Disabled: automated fetches propose nothing" : "On"}{" "}
          <AutoUpdateForm data={data} csrfToken={csrfToken} />
        </dd>
      </dl>
    </section>
  );
}

function UnlockForm({ data, csrfToken, error }: { data: VisaCountryData; csrfToken: string; error?: string }) {
  return (
    <form method="post" action={`/nimda/visa/${data.countryCode}/unlock`} className="card">
      <CsrfField token={csrfToken} />
      <fieldset aria-describedby={error ? "unlock-error" : undefined}>
        <legend>Fields to unlock</legend>
        {data.lockedFields.map((field) => (
          <div key={field}>
            <label>
              <input type="checkbox" name="fields" value={field} /> {VISA_FIELD_LABELS[field]}
            </label>
          </div>
        ))}
      </fieldset>
      {error ? (
        <p id="unlock-error" className="field-error">
          {error}
        </p>
      ) : null}
      <button type="submit">Unlock</button>
    </form>
  );
}

function RollbackForm({ data, csrfToken, form }: { data: VisaCountryData; csrfToken: string; form?: VisaFormError }) {
  const restorable = data.history.filter((r) => r.status === "superseded");
  const error = form?.name === "rollback" ? form.message : undefined;
  return (
    <form method="post" action={`/nimda/visa/${data.countryCode}/rollback`} className="card">
      <CsrfField token={csrfToken} />
      <Field id="rollback-to" label="Revision to restore">
        <select id="rollback-to" name="toRevisionId" defaultValue={form?.revisionId}>
          {restorable.map((r) => (
            <option key={r.revisionId} value={r.revisionId}>
              {`${shortId(r.revisionId)} · ${ruleSummary(r.rule)} · approved by ${r.reviewer ?? "?"}, ${r.reviewedAt?.slice(0, 10) ?? ""}`}
            </option>
          ))}
        </select>
      </Field>
      <Field id="rollback-comment" label="Why roll back? (required)" error={error}>
        <textarea
          id="rollback-comment"
          name="comment"
          rows={2}
          defaultValue={error ? form?.comment : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy("rollback-comment", undefined, error)}
        />
      </Field>
      <button type="submit" className="danger">
        Roll back
      </button>
    </form>
  );
}

function HistoryTable({ history }: { history: VisaRevisionRow[] }) {
  return (
    <div className="table-wrap">
      <table className="data">
        <thead>
          <tr>
            <th scope="col">Revision</th>
            <th scope="col">Status</th>
            <th scope="col">Change type</th>
            <th scope="col">Rule</th>
            <th scope="col">Proposed by</th>
            <th scope="col">Proposed at</th>
            <th scope="col">Reviewer</th>
            <th scope="col">Reviewed at</th>
            <th scope="col">Comment</th>
          </tr>
        </thead>
        <tbody>
          {history.map((r) => (
            <tr key={r.revisionId}>
              <td>
                <code title={r.revisionId}>{shortId(r.revisionId)}</code>
                {r.restoresRevisionId ? <div className="muted">restores {shortId(r.restoresRevisionId)}</div> : null}
              </td>
              <td>
                <StatusBadge status={r.status} />
              </td>
              <td>{r.changeType}</td>
              <td>{ruleSummary(r.rule)}</td>
              <td>{r.proposedBy}</td>
              <td>
                <Time value={r.proposedAt} />
              </td>
              <td>{r.reviewer ?? "—"}</td>
              <td>
                <Time value={r.reviewedAt} />
              </td>
              <td style={{ whiteSpace: "pre-wrap" }}>{r.comment ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One country's rule: what is live, what waits for review side by side, and every way to change it. */
export function VisaCountryPage({ chrome, data, form }: Props) {
  const csrfToken = chrome.session?.csrfToken ?? "";
  const generalError = form && !form.issues?.length ? form.message : null;
  const canRollBack = data.history.some((r) => r.status === "superseded");
  return (
    <AdminLayout chrome={chrome}>
      <p>
        <a href="/nimda/visa">Review queue</a> · <a href="/nimda/visa/rules">All countries</a>
      </p>
      <ErrorSummary message={generalError} issues={form?.issues} />
      <Summary data={data} csrfToken={csrfToken} />

      <h2>Current rule and pending revisions</h2>
      <div className="side-by-side">
        <section className="card" aria-labelledby="current-heading">
          <h3 id="current-heading">Current (approved)</h3>
          {data.current ? (
            <>
              <p className="muted">
                <code>{shortId(data.current.revisionId)}</code> · {data.current.changeType}, approved by{" "}
                {data.current.reviewer ?? "—"} <Time value={data.current.reviewedAt} />
              </p>
              <RuleFacts rule={data.current.rule} locked={data.lockedFields} />
            </>
          ) : (
            <p className="muted">No rule has been approved for this country yet.</p>
          )}
        </section>
        {data.pending.map((revision) => (
          <PendingCard
            key={revision.revisionId}
            countryCode={data.countryCode}
            revision={revision}
            csrfToken={csrfToken}
            form={form}
          />
        ))}
      </div>
      {data.pending.length === 0 ? <p className="muted">No revisions are waiting for review.</p> : null}

      <h2 id="edit">Edit the rule</h2>
      <p className="muted">A manual edit takes effect at once as a new approved revision.</p>
      <EditRuleForm
        countryCode={data.countryCode}
        csrfToken={csrfToken}
        values={form?.name === "edit" && form.values ? form.values : editValuesOf(data.current?.rule ?? null)}
        issues={form?.name === "edit" ? form.issues : undefined}
      />

      {data.lockedFields.length > 0 ? (
        <>
          <h2 id="unlock">Unlock fields</h2>
          <p className="muted">Unlocked fields take automated updates again.</p>
          <UnlockForm data={data} csrfToken={csrfToken} error={form?.name === "unlock" ? form.message : undefined} />
        </>
      ) : null}

      {canRollBack ? (
        <>
          <h2 id="rollback">Roll back</h2>
          <p className="muted">Restores an earlier approved rule as a new revision.</p>
          <RollbackForm data={data} csrfToken={csrfToken} form={form} />
        </>
      ) : null}

      <h2 id="history">Revision history</h2>
      <HistoryTable history={data.history} />
    </AdminLayout>
  );
}
