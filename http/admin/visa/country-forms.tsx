import { CsrfField, describedBy, Field, StatusBadge, Time } from "../shell/components.tsx";
import type { VisaCountryData, VisaFormError, VisaFormName } from "./country-data.ts";
import { FieldList, RuleFacts, ruleSummary, shortId, VISA_FIELD_LABELS } from "./parts.tsx";

// The country page's forms: approve or reject a pending revision, unlock fields, automatic
// updates on or off, roll back. Each posts to its own path; a refused one is shown again with its message.

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

export function PendingCard({
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

export function AutoUpdateForm({ data, csrfToken }: { data: VisaCountryData; csrfToken: string }) {
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

export function UnlockForm({ data, csrfToken, error }: { data: VisaCountryData; csrfToken: string; error?: string }) {
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

export function RollbackForm({
  data,
  csrfToken,
  form,
}: {
  data: VisaCountryData;
  csrfToken: string;
  form?: VisaFormError;
}) {
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
