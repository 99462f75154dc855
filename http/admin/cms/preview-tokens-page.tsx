import type { PreviewTokenSummary } from "../../../core/cms/preview-tokens.ts";
import {
  CsrfField,
  describedBy,
  ErrorSummary,
  Field,
  fieldError,
  type Issue,
  StatusBadge,
  Time,
} from "../shell/components.tsx";
import { type AdminChrome, AdminLayout } from "../shell/layout.tsx";
import { DataTable } from "../shell/list-parts.tsx";
import { CMS_LIST_PATH, PREVIEW_TOKENS_PATH } from "./list-page.tsx";

export const revokePreviewTokenPath = (tokenId: string) =>
  `${PREVIEW_TOKENS_PATH}/${encodeURIComponent(tokenId)}/revoke`;
export const DEFAULT_PREVIEW_DAYS = "7";

export interface IssueTokenValues {
  label: string;
  days: string;
}

/** The token just issued: on this one response and nowhere else. */
function IssuedToken({ token }: { token: string }) {
  const url = `/api/bootstrap/cms?includeDraft=true&previewToken=${encodeURIComponent(token)}`;
  return (
    <section className="card" aria-labelledby="issued-token">
      <h2 id="issued-token">New preview token</h2>
      <p>Copy it now: only its hash is stored, so it cannot be shown again.</p>
      <div className="field">
        <label htmlFor="preview-token-value">Preview token</label>
        <input id="preview-token-value" readOnly value={token} />
      </div>
      <p className="muted">
        Send it in the <code>x-preview-token</code> header or as the <code>previewToken</code> query parameter, e.g.{" "}
        <code>{url}</code>
      </p>
    </section>
  );
}

function IssueForm({ csrf, values, issues }: { csrf: string; values: IssueTokenValues; issues?: Issue[] }) {
  const labelError = fieldError(issues, "label");
  const daysError = fieldError(issues, "days");
  const labelHint = "Who or what it is for, e.g. Summer sale review by marketing.";
  const daysHint = "1 to 30 days.";
  return (
    <form method="post" action={PREVIEW_TOKENS_PATH} className="card">
      <h2>Issue a token</h2>
      <CsrfField token={csrf} />
      <Field id="preview-label" label="Label" hint={labelHint} error={labelError}>
        <input
          id="preview-label"
          name="label"
          maxLength={120}
          defaultValue={values.label}
          aria-invalid={labelError ? true : undefined}
          aria-describedby={describedBy("preview-label", labelHint, labelError)}
        />
      </Field>
      <Field id="preview-days" label="Days valid" hint={daysHint} error={daysError}>
        <input
          id="preview-days"
          name="days"
          type="number"
          min={1}
          max={30}
          defaultValue={values.days}
          aria-invalid={daysError ? true : undefined}
          aria-describedby={describedBy("preview-days", daysHint, daysError)}
        />
      </Field>
      <div className="actions">
        <button type="submit">Issue token</button>
      </div>
    </form>
  );
}

function TokenTable({ tokens, csrf }: { tokens: PreviewTokenSummary[]; csrf: string }) {
  return (
    <DataTable
      columns={["Label", "Issued by", "Issued", "Expires", "Status", "Action"]}
      rows={tokens}
      empty="No preview tokens yet."
    >
      {(token) => (
        <tr key={token.tokenId}>
          <td>{token.label}</td>
          <td>{token.issuedBy}</td>
          <td>
            <Time value={token.issuedAt} />
          </td>
          <td>
            <Time value={token.expiresAt} />
          </td>
          <td>
            <StatusBadge status={token.status} />
            {token.revokedBy ? <span className="muted"> by {token.revokedBy}</span> : null}
          </td>
          <td>
            {token.status === "active" ? (
              <form method="post" action={revokePreviewTokenPath(token.tokenId)} className="inline">
                <CsrfField token={csrf} />
                <button type="submit" className="danger" aria-label={`Revoke ${token.label}`}>
                  Revoke
                </button>
              </form>
            ) : (
              <span className="muted">—</span>
            )}
          </td>
        </tr>
      )}
    </DataTable>
  );
}

/** Preview tokens let someone without an admin session see draft pages (spec section 6). */
export function PreviewTokensPage({
  chrome,
  tokens,
  values,
  issues,
  message,
  issuedToken,
}: {
  chrome: AdminChrome;
  tokens: PreviewTokenSummary[];
  values: IssueTokenValues;
  issues?: Issue[];
  message?: string | null;
  issuedToken?: string;
}) {
  const csrf = chrome.session?.csrfToken ?? "";
  return (
    <AdminLayout chrome={chrome}>
      <p>
        <a href={CMS_LIST_PATH}>All pages</a>
      </p>
      <ErrorSummary issues={issues} message={issues?.length ? null : message} />
      {issuedToken ? <IssuedToken token={issuedToken} /> : null}
      <p className="muted">
        A preview token shows draft pages to someone without an admin session until it expires or is revoked.
      </p>
      <TokenTable tokens={tokens} csrf={csrf} />
      <IssueForm csrf={csrf} values={values} issues={issues} />
    </AdminLayout>
  );
}
