import { POST_LANGUAGES } from "../../../core/social/events.ts";
import { SOCIAL_NETWORKS, type SocialNetwork } from "../../../core/social/publisher.ts";
import { CsrfField, describedBy, ErrorSummary, Field, fieldError, type Issue } from "../shell/components.tsx";
import { type AdminChrome, AdminLayout } from "../shell/layout.tsx";
import { LANGUAGE_LABELS, networkLabel, SelectControl, SOCIAL_PATH, SocialLinks, TextControl } from "./parts.tsx";

/** The account form as sent: text, so a refused value comes back as it was typed. */
export interface AccountFormValues {
  network: string;
  name: string;
  target: string;
  language: string;
  enabled: boolean;
  maxPostsPerHour: string;
  minDealSavings: string;
}

/** What each network calls the place a post goes (core/social/publisher.ts SocialTarget). */
export const TARGET_HINTS: Record<SocialNetwork, string> = {
  telegram: "Telegram: the @channel name or the numeric chat id",
  facebook: "Facebook: the page id",
  twitter: "X: the account handle",
  linkedin: "LinkedIn: the organization URN, e.g. urn:li:organization:123",
};

export interface AccountFormPageProps {
  chrome: AdminChrome;
  /** Absent for a new account. */
  accountId?: string;
  values: AccountFormValues;
  issues?: Issue[];
  message?: string | null;
}

export function AccountFormPage({ chrome, accountId, values, issues, message }: AccountFormPageProps) {
  const error = (path: string) => fieldError(issues, path);
  const enabledError = error("enabled");
  return (
    <AdminLayout chrome={chrome}>
      <SocialLinks />
      <ErrorSummary issues={issues} message={issues?.length ? null : message} />
      {accountId ? (
        <p className="muted">
          Account <code>{accountId}</code> · <a href={`${SOCIAL_PATH}/posts?account=${accountId}`}>its posts</a> ·{" "}
          <a href={`/nimda/streams/socialaccount-${accountId}`}>history</a>
        </p>
      ) : null}
      <form method="post" action={`${SOCIAL_PATH}/accounts/${accountId ?? "new"}`} className="card">
        <CsrfField token={chrome.session?.csrfToken ?? ""} />
        <SelectControl
          id="account-network"
          name="network"
          label="Network"
          value={values.network}
          error={error("network")}
          options={SOCIAL_NETWORKS.map((n) => ({ value: n, label: networkLabel(n) }))}
        />
        <TextControl id="account-name" name="name" label="Name" value={values.name} error={error("name")} />
        <Field id="account-target" label="Target" error={error("target")}>
          <input
            id="account-target"
            name="target"
            defaultValue={values.target}
            aria-invalid={error("target") ? true : undefined}
            aria-describedby={describedBy("account-target", "hint", error("target"))}
          />
          <ul id="account-target-hint" className="hint muted" style={{ margin: 0, paddingLeft: 18 }}>
            {SOCIAL_NETWORKS.map((network) => (
              <li key={network}>{TARGET_HINTS[network]}</li>
            ))}
          </ul>
        </Field>
        <SelectControl
          id="account-language"
          name="language"
          label="Language of its posts"
          value={values.language}
          error={error("language")}
          options={POST_LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_LABELS[l] }))}
        />
        <div className={enabledError ? "field has-error" : "field"}>
          <label>
            <input
              type="checkbox"
              name="enabled"
              value="on"
              defaultChecked={values.enabled}
              aria-describedby={enabledError ? "account-enabled-error" : undefined}
            />{" "}
            Enabled: deals are posted to this account
          </label>
          {enabledError ? (
            <small id="account-enabled-error" className="field-error">
              {enabledError}
            </small>
          ) : null}
        </div>
        <TextControl
          id="account-maxPostsPerHour"
          name="maxPostsPerHour"
          label="Max posts per hour"
          hint="1 to 60"
          inputMode="decimal"
          value={values.maxPostsPerHour}
          error={error("maxPostsPerHour")}
        />
        <TextControl
          id="account-minDealSavings"
          name="minDealSavings"
          label="Min deal savings (%)"
          hint="0 to 100: only deals saving at least this much are posted here"
          inputMode="decimal"
          value={values.minDealSavings}
          error={error("minDealSavings")}
        />
        <p className="muted">The network's access token comes from the server's environment, never from this form.</p>
        <div className="actions">
          <button type="submit">{accountId ? "Save" : "Add account"}</button>
        </div>
      </form>
    </AdminLayout>
  );
}
