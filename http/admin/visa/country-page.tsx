import { ErrorSummary, StatusBadge, Time } from "../shell/components.tsx";
import { type AdminChrome, AdminLayout } from "../shell/layout.tsx";
import { DataTable } from "../shell/list-parts.tsx";
import type { VisaCountryData, VisaFormError, VisaRevisionRow } from "./country-data.ts";
import { AutoUpdateForm, PendingCard, RollbackForm, UnlockForm } from "./country-forms.tsx";
import { EditRuleForm, editValuesOf } from "./edit-form.tsx";
import { FieldList, RuleFacts, ruleSummary, shortId } from "./parts.tsx";

interface Props {
  chrome: AdminChrome;
  data: VisaCountryData;
  form?: VisaFormError;
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

function HistoryTable({ history }: { history: VisaRevisionRow[] }) {
  return (
    <DataTable
      columns={[
        "Revision",
        "Status",
        "Change type",
        "Rule",
        "Proposed by",
        "Proposed at",
        "Reviewer",
        "Reviewed at",
        "Comment",
      ]}
      rows={history}
    >
      {(r) => (
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
      )}
    </DataTable>
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
