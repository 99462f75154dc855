import type { SettingsField, SettingsFieldKey } from "../../../core/settings/schema.ts";
import type { SettingsVersion } from "../../../core/settings/service.ts";
import { CsrfField, describedBy, ErrorSummary, Field, fieldError, type Issue, Time } from "../shell/components.tsx";
import { type AdminChrome, AdminLayout } from "../shell/layout.tsx";
import { DataTable } from "../shell/list-parts.tsx";

const COPY: Record<SettingsFieldKey, { label: string; hint?: string }> = {
  killSwitch: { label: "Kill switch", hint: "Stops all social posting at once." },
  dailyCap: { label: "Daily cap", hint: "Posts per day, 1-150." },
  quietHoursStart: { label: "Quiet hours start", hint: "HH:MM, e.g. 23:00" },
  quietHoursEnd: { label: "Quiet hours end", hint: "HH:MM, e.g. 07:00" },
  timezone: { label: "Time zone", hint: "IANA name, e.g. Europe/Sofia" },
  minDiscountPercent: { label: "Minimum discount (%)", hint: "0-100" },
  minPriceDrop: { label: "Minimum price drop (BGN)", hint: "In leva whichever currency comes first, 0 or more." },
  crossNetworkDedupe: { label: "Cross-network dedupe", hint: "Post a deal to one network only." },
  cooldownHours: { label: "Cooldown (hours)", hint: "Before the same route is posted again, 1-168." },
  maxConcurrentPosts: { label: "Max concurrent posts", hint: "1-20" },
  excludedAirlines: { label: "Excluded airlines", hint: "2-character codes, separated by commas." },
  excludedDestinations: { label: "Excluded destinations", hint: "3-character airport codes, separated by commas." },
  excludedRoutes: { label: "Excluded routes", hint: "FROM-TO pairs such as SOF-LHR, separated by commas." },
  currency: {
    label: "Currency shown first",
    hint: "Prices show in euro and lev; this one comes first on pages, mails, feeds and posts.",
  },
  dynamicHomepageHero: { label: "Dynamic homepage hero" },
  ipAllowlist: {
    label: "Admin IP allowlist",
    hint: "One address or CIDR range per line, e.g. 203.0.113.0/24",
  },
  ipAllowlistEnforced: {
    label: "Enforce the IP allowlist",
    hint: "Other addresses get 403 on every admin page and API call. Your own address must be listed.",
  },
  "dealThresholds.standardMinPercent": { label: "Deal: from (%)" },
  "dealThresholds.standardMaxPercent": { label: "Deal: up to (%)" },
  "dealThresholds.greatMinPercent": { label: "Great deal: from (%)" },
  "dealThresholds.greatMaxPercent": { label: "Great deal: up to (%)" },
  "dealThresholds.hotPercent": { label: "Hot deal: from (%)" },
  "dealThresholds.lowestEverTolerance": { label: "Lowest-ever tolerance", hint: "1.03 = within 3 % of the lowest" },
  "dealThresholds.minSeasonalSamples": { label: "Minimum seasonal samples", hint: "Fares needed before judging" },
  "dealThresholds.statisticalZThreshold": { label: "Smart value z-score", hint: "0 or below, e.g. -1.5" },
  "dealThresholds.minAbsoluteSavings": { label: "Minimum savings (BGN)" },
  "dealThresholds.minSavingsPercent": { label: "Minimum savings (%)" },
  newsletterKillSwitch: { label: "Newsletter kill switch", hint: "Stops every digest and alert mail and message" },
  newsletterSendTime: { label: "Digest send time", hint: "HH:MM in the time zone above" },
  newsletterWeeklyDay: { label: "Weekly digest day", hint: "1 = Monday … 7 = Sunday" },
  alertDailyCap: { label: "Alert mails per subscriber per day" },
};

const GROUPS: { key: SettingsField["group"]; title: string }[] = [
  { key: "posting", title: "Social posting" },
  { key: "site", title: "Site" },
  { key: "newsletter", title: "Newsletter and alerts" },
  { key: "deals", title: "Deal thresholds (used by deal detection)" },
  { key: "access", title: "Admin access" },
];

export interface SettingsFormValue {
  field: SettingsField;
  text: string;
  checked: boolean;
}

export interface SettingsPageProps {
  chrome: AdminChrome;
  values: SettingsFormValue[];
  version: number;
  lastModifiedBy: string | null;
  lastModifiedAt: string | null;
  clientIp: string | null;
  issues?: Issue[];
  message?: string | null;
  history: SettingsVersion[];
}

function Control({ value, error }: { value: SettingsFormValue; error?: string }) {
  const { field } = value;
  const id = `setting-${field.key.replace(".", "-")}`;
  const copy = COPY[field.key];
  const aria = describedBy(id, copy.hint, error);
  if (field.kind === "boolean") {
    return (
      <Field id={id} label={copy.label} hint={copy.hint} error={error}>
        <input type="hidden" name={field.key} value="false" />
        <input
          id={id}
          type="checkbox"
          name={field.key}
          value="true"
          defaultChecked={value.checked}
          aria-describedby={aria}
        />
      </Field>
    );
  }
  if (field.kind === "currency") {
    return (
      <Field id={id} label={copy.label} hint={copy.hint} error={error}>
        <select id={id} name={field.key} defaultValue={value.text} aria-describedby={aria}>
          <option value="BGN">BGN</option>
          <option value="EUR">EUR</option>
        </select>
      </Field>
    );
  }
  if (field.kind === "ips") {
    return (
      <Field id={id} label={copy.label} hint={copy.hint} error={error}>
        <textarea id={id} name={field.key} defaultValue={value.text} rows={4} aria-describedby={aria} />
      </Field>
    );
  }
  return (
    <Field id={id} label={copy.label} hint={copy.hint} error={error}>
      <input
        id={id}
        name={field.key}
        defaultValue={value.text}
        inputMode={field.kind === "integer" || field.kind === "number" ? "decimal" : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={aria}
      />
    </Field>
  );
}

function issueFor(issues: Issue[] | undefined, key: string): string | undefined {
  return fieldError(issues, key) ?? issues?.find((issue) => issue.path.startsWith(`${key}.`))?.message;
}

export function SettingsPage(props: SettingsPageProps) {
  return (
    <AdminLayout chrome={props.chrome}>
      <p className="muted">
        {`Version ${props.version}`}
        {props.lastModifiedBy ? (
          <>
            {" "}
            {`· last changed by ${props.lastModifiedBy} at `}
            <Time value={props.lastModifiedAt} />
          </>
        ) : (
          " · defaults, never changed"
        )}{" "}
        · <a href="/nimda/streams/settings-system">every version</a> · your address: {props.clientIp ?? "unknown"}
      </p>
      <ErrorSummary issues={props.issues} message={props.message} />
      <form method="post" action="/nimda/settings">
        <CsrfField token={props.chrome.session?.csrfToken ?? ""} />
        {GROUPS.map((group) => (
          <fieldset key={group.key} className="card">
            <legend>{group.title}</legend>
            <div className="grid">
              {props.values
                .filter((value) => value.field.group === group.key)
                .map((value) => (
                  <Control key={value.field.key} value={value} error={issueFor(props.issues, value.field.key)} />
                ))}
            </div>
          </fieldset>
        ))}
        <button type="submit">Save settings</button>
      </form>
      <h2>Recent changes</h2>
      <DataTable columns={["Version", "When", "By", "Changes"]} rows={props.history} empty="No changes yet.">
        {(entry) => (
          <tr key={entry.version}>
            <td>
              <a href={`/nimda/streams/settings-system?from=${entry.version - 1}&to=${entry.version}`}>
                v{entry.version}
              </a>
            </td>
            <td>
              <Time value={entry.at} />
            </td>
            <td>{entry.by}</td>
            <td>
              <ul>
                {entry.changes.map((change) => (
                  <li key={change.path}>
                    <code>{change.path}</code>: {JSON.stringify(change.from)} → {JSON.stringify(change.to)}
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        )}
      </DataTable>
    </AdminLayout>
  );
}
