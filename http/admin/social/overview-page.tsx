import { ATTEMPT_STATUSES, type AttemptStatus, type SocialAccount } from "../../../core/social/events.ts";
import { SOCIAL_NETWORKS, type SocialNetwork } from "../../../core/social/publisher.ts";
import { CsrfField, ErrorSummary, type Issue, StatusBadge } from "../shell/components.tsx";
import { type AdminChrome, AdminLayout } from "../shell/layout.tsx";
import { DataTable } from "../shell/list-parts.tsx";
import { networkLabel, SOCIAL_PATH, SocialLinks } from "./parts.tsx";

export interface SocialOverviewData {
  accounts: SocialAccount[];
  counts: Record<AttemptStatus, number>;
  /** The share buttons the public site offers. */
  shareNetworks: SocialNetwork[];
  killSwitch: boolean;
  delivery: "outbox" | "http";
}

function AccountsTable({ accounts }: { accounts: SocialAccount[] }) {
  if (accounts.length === 0) {
    return (
      <p className="muted">
        No accounts yet: nothing is posted until you <a href={`${SOCIAL_PATH}/accounts/new`}>add one</a>.
      </p>
    );
  }
  return (
    <DataTable
      columns={["Network", "Name", "Target", "Language", "Enabled", "Max posts/hour", "Min deal savings %", "Actions"]}
      rows={accounts}
    >
      {(account) => (
        <tr key={account.accountId}>
          <td>{networkLabel(account.network)}</td>
          <td>{account.name}</td>
          <td>
            <code>{account.target}</code>
          </td>
          <td>{account.language}</td>
          <td>{account.enabled ? "Yes" : <span className="badge badge-paused">No</span>}</td>
          <td className="num">{account.maxPostsPerHour}</td>
          <td className="num">{account.minDealSavings}</td>
          <td>
            <a href={`${SOCIAL_PATH}/accounts/${account.accountId}`} aria-label={`Edit ${account.name}`}>
              Edit
            </a>
          </td>
        </tr>
      )}
    </DataTable>
  );
}

function ShareForm({
  networks,
  csrfToken,
  issues,
}: {
  networks: SocialNetwork[];
  csrfToken: string;
  issues?: Issue[];
}) {
  return (
    <form method="post" action={`${SOCIAL_PATH}/share-networks`} className="card">
      <CsrfField token={csrfToken} />
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend>The share buttons visitors see on deal and destination pages</legend>
        <ErrorSummary issues={issues} />
        {SOCIAL_NETWORKS.map((network) => (
          <div key={network}>
            <label>
              <input type="checkbox" name="networks" value={network} defaultChecked={networks.includes(network)} />{" "}
              {networkLabel(network)}
            </label>
          </div>
        ))}
      </fieldset>
      <div className="actions" style={{ marginTop: 8 }}>
        <button type="submit">Save share buttons</button>
      </div>
    </form>
  );
}

export function SocialOverviewPage({
  chrome,
  data,
  shareIssues,
}: {
  chrome: AdminChrome;
  data: SocialOverviewData;
  shareIssues?: Issue[];
}) {
  return (
    <AdminLayout chrome={chrome}>
      <SocialLinks />
      <p>
        {data.killSwitch ? (
          <strong>Kill switch on: nothing is posted, due posts are skipped.</strong>
        ) : (
          "Kill switch off: posting runs."
        )}{" "}
        The kill switch, daily cap, quiet hours and the other posting rules are in{" "}
        <a href="/nimda/settings">Settings</a>.
      </p>
      <p>
        {data.delivery === "outbox"
          ? "SOCIAL=outbox: posts are recorded as posted (ids outbox-…) and nothing is sent to the networks."
          : "SOCIAL=http: posts are sent to each network's API with the tokens from the environment."}
      </p>
      <h2>Accounts</h2>
      <p>
        <a className="button" href={`${SOCIAL_PATH}/accounts/new`}>
          Add an account
        </a>
      </p>
      <AccountsTable accounts={data.accounts} />
      <h2>Posts</h2>
      <section className="grid" aria-label="Posts by status">
        {ATTEMPT_STATUSES.map((status) => (
          <div className="card" key={status}>
            <div className="stat">{data.counts[status]}</div>
            <a href={`${SOCIAL_PATH}/posts?status=${status}`}>
              <StatusBadge status={status} /> posts
            </a>
          </div>
        ))}
      </section>
      <h2>Share buttons</h2>
      <ShareForm networks={data.shareNetworks} csrfToken={chrome.session?.csrfToken ?? ""} issues={shareIssues} />
    </AdminLayout>
  );
}
