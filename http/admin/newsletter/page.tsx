import { BULGARIAN_AIRPORTS, type BulgarianAirport } from "../../../core/constants.ts";
import type { SubscriberCounts } from "../../../projections/newsletter/queries.ts";
import type { RecheckDrops } from "../../../projections/pricing/fare-source-queries.ts";
import type { PushDeviceCounts } from "../../../projections/push/queries.ts";
import { CsrfField, ErrorSummary, Facts } from "../shell/components.tsx";
import { type AdminChrome, AdminLayout } from "../shell/layout.tsx";
import { DataTable } from "../shell/list-parts.tsx";
import { airportList, number } from "./format.ts";
import { IssuesTable, type NewsletterIssueRow } from "./issues-table.tsx";

export const NEWSLETTER_PATH = "/nimda/newsletter";
export const NEWSLETTER_PREVIEW_PATH = `${NEWSLETTER_PATH}/preview`;

/** The frequencies that make issues ("paused" sends nothing), as the forms offer them. */
export const ISSUE_FREQUENCIES = ["daily", "weekly", "monthly"] as const;
/** What the preview shows without a query (the link here, a bookmark): a new subscriber's defaults. */
export const PREVIEW_DEFAULTS: { language: "bg"; airports: BulgarianAirport[]; frequency: "weekly" } = {
  language: "bg",
  airports: ["SOF"],
  frequency: "weekly",
};
export const LANGUAGE_LABELS: Record<"bg" | "en", string> = { bg: "Bulgarian (bg)", en: "English (en)" };

/** ISO weekdays, 1 = Monday, as the settings store the weekly day. */
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export const weekdayName = (isoDay: number): string => WEEKDAYS[isoDay - 1] ?? `day ${isoDay}`;

/** The preview page's address for an issue: the form's GET, and where the test form returns to. */
export function previewHref(query: { language: string; airports: readonly string[]; frequency: string }): string {
  const params = new URLSearchParams({ language: query.language });
  for (const airport of query.airports) params.append("airports", airport);
  params.set("frequency", query.frequency);
  return `${NEWSLETTER_PREVIEW_PATH}?${params}`;
}

export interface NewsletterSchedule {
  /** HH:MM local time of `timezone`. */
  sendTime: string;
  /** ISO weekday of the weekly and monthly digests, and its name. */
  weeklyDay: number;
  weeklyDayName: string;
  timezone: string;
  killSwitch: boolean;
  alertDailyCap: number;
}

export interface NewsletterOverviewData {
  counts: SubscriberCounts;
  schedule: NewsletterSchedule;
  delivery: "outbox" | "smtp";
  /** The Telegram bot alerts can go to; null when none is configured. */
  telegramBot: string | null;
  /** Devices that take deals as Web Push notifications (docs/decisions/0106). */
  push: PushDeviceCounts;
  /** pg-boss runs in this process: "send now" can queue its job. */
  workersRunning: boolean;
  /** This process has a pg-boss to queue the send job with (false in the Deno web tier). */
  canQueue: boolean;
  issues: NewsletterIssueRow[];
  /** Deals held back because their fare had changed when asked again before sending. */
  recheckDrops: { recent: RecheckDrops[]; ever: RecheckDrops[] };
}

/** The preview form's values as given: they may be invalid (the page then says which). */
export interface PreviewFormValues {
  language?: string;
  airports: string[];
  frequency?: string;
}

/** Subscription states the way an admin reads them: the ones that get mail first. */
const STATUS_ORDER = ["active", "pending", "unsubscribed", "undeliverable"];
const byOrder = (order: readonly string[]) => (a: string, b: string) => {
  const ia = order.indexOf(a);
  const ib = order.indexOf(b);
  return (ia === -1 ? order.length : ia) - (ib === -1 ? order.length : ib) || a.localeCompare(b);
};

function CountList({
  counts,
  order,
  label,
}: {
  counts: Record<string, number>;
  order?: string[];
  label?: (key: string) => string;
}) {
  const keys = Object.keys(counts);
  if (keys.length === 0) return <p className="muted">None.</p>;
  // without an order the biggest group first: airport sets are many and only the big ones matter
  keys.sort(order ? byOrder(order) : (a, b) => (counts[b] ?? 0) - (counts[a] ?? 0) || a.localeCompare(b));
  return <Facts rows={keys.map((key): [string, string] => [label ? label(key) : key, number(counts[key])])} />;
}

function Subscribers({ counts }: { counts: SubscriberCounts }) {
  const total = Object.values(counts.byStatus).reduce((sum, n) => sum + n, 0);
  const active = counts.byStatus.active ?? 0;
  return (
    <section aria-labelledby="nl-subscribers">
      <h2 id="nl-subscribers">Subscribers</h2>
      {total === 0 ? (
        <p className="muted">No subscriptions yet.</p>
      ) : (
        <div className="grid">
          <div className="card">
            <div className="stat">{number(active)}</div>
            <p style={{ marginTop: 0 }}>{`active (confirmed) of ${number(total)} subscriptions`}</p>
            <CountList counts={counts.byStatus} order={STATUS_ORDER} />
          </div>
          <div className="card">
            <h3 style={{ marginTop: 0 }}>Active by language</h3>
            <CountList
              counts={counts.active.byLanguage}
              order={["bg", "en"]}
              label={(key) => LANGUAGE_LABELS[key as "bg" | "en"] ?? key}
            />
          </div>
          <div className="card">
            <h3 style={{ marginTop: 0 }}>Active by frequency</h3>
            <CountList counts={counts.active.byFrequency} order={[...ISSUE_FREQUENCIES, "paused"]} />
          </div>
          <div className="card">
            <h3 style={{ marginTop: 0 }}>Active by departure airports</h3>
            <CountList counts={counts.active.byAirports} label={(key) => airportList(key.split("-"))} />
          </div>
        </div>
      )}
    </section>
  );
}

function Schedule({ data }: { data: NewsletterOverviewData }) {
  const { schedule } = data;
  const at = `${schedule.sendTime} (${schedule.timezone})`;
  // red like a failure: with it on, nobody gets a digest
  const killSwitch = schedule.killSwitch ? (
    <span key="on" className="badge badge-failed">
      on
    </span>
  ) : (
    "off"
  );
  return (
    <section className="card" aria-labelledby="nl-schedule">
      <h2 id="nl-schedule" style={{ marginTop: 0 }}>
        Schedule
      </h2>
      <p>
        {schedule.killSwitch ? (
          <strong>Kill switch on: no digest is planned or sent.</strong>
        ) : (
          "Kill switch off: digests go out on schedule."
        )}{" "}
        The kill switch, send time and weekly day are in <a href="/nimda/settings">Settings</a>.
      </p>
      <Facts
        rows={[
          ["Kill switch", killSwitch],
          ["Daily digest", `every day at ${at}`],
          ["Weekly digest", `every ${schedule.weeklyDayName} at ${at}`],
          ["Monthly digest", `the first ${schedule.weeklyDayName} of the month at ${at}`],
          ["Deal alerts", `at most ${schedule.alertDailyCap} a day per subscriber`],
          [
            "Delivery",
            <>
              {data.delivery === "outbox"
                ? "MAIL=outbox: mails are recorded and nothing is sent."
                : "MAIL=smtp: mails are recorded, then sent over SMTP."}{" "}
              Every mail is in <a href="/nimda/mail">Mail</a>.
            </>,
          ],
          [
            "Telegram alerts",
            data.telegramBot ? (
              `On: subscribers can have their price alerts sent by @${data.telegramBot} (they link it in their preference centre).`
            ) : (
              <>
                Off: no bot is configured. Create one with @BotFather in Telegram, set TELEGRAM_BOT_TOKEN and
                TELEGRAM_BOT_USERNAME (its name without @), and restart; subscribers then link it in their preference
                centre.
              </>
            ),
          ],
          [
            "Push notifications",
            `${data.push.devices} device(s) take them: ${data.push.watching} watching deals of their own, ${data.push.dailyBest} the deal of the day, ${data.push.bound} linked to a subscriber's alerts. Same daily cap and kill switch as the alerts; quiet hours from Settings.`,
          ],
        ]}
      />
    </section>
  );
}

/** Language, airports and frequency of an issue: the preview's GET form, shown here and on the preview. */
export function PreviewForm({ values, title }: { values: PreviewFormValues; title: string }) {
  return (
    <form method="get" action={NEWSLETTER_PREVIEW_PATH} className="card">
      <h2 style={{ marginTop: 0 }}>{title}</h2>
      <div style={{ display: "flex", flexWrap: "wrap", gap: "8px 16px", alignItems: "flex-end" }}>
        <div className="field">
          <label htmlFor="preview-language">Language</label>
          <select id="preview-language" name="language" defaultValue={values.language ?? "bg"}>
            <option value="bg">{LANGUAGE_LABELS.bg}</option>
            <option value="en">{LANGUAGE_LABELS.en}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="preview-frequency">Frequency</label>
          <select id="preview-frequency" name="frequency" defaultValue={values.frequency ?? "weekly"}>
            {ISSUE_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {frequency}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="field" style={{ border: 0, padding: 0, margin: "0 0 12px" }}>
          <legend style={{ fontWeight: 600, padding: 0 }}>Departure airports</legend>
          <div className="actions">
            {BULGARIAN_AIRPORTS.map((code) => (
              <label key={code} style={{ fontWeight: 400 }}>
                <input type="checkbox" name="airports" value={code} defaultChecked={values.airports.includes(code)} />{" "}
                {code}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <button type="submit">Preview</button>
        </div>
      </div>
    </form>
  );
}

function SendNowForm({ data, csrfToken }: { data: NewsletterOverviewData; csrfToken: string }) {
  const blocked = data.schedule.killSwitch
    ? "The newsletter kill switch is on: nothing can be sent until it is turned off in Settings."
    : !data.canQueue
      ? "Workers are not running in this process (WORKERS=false): the send job cannot be queued from here."
      : !data.workersRunning
        ? "No instance on this database runs workers (all have WORKERS=false): nothing would send the issue."
        : null;
  return (
    <form method="post" action={`${NEWSLETTER_PATH}/send-now`} className="card">
      <h2 style={{ marginTop: 0 }}>Send today's issue now</h2>
      <CsrfField token={csrfToken} />
      <p className="muted" style={{ marginTop: 0 }}>
        Plans and sends today's issue of one frequency at once, whatever the hour or weekday. Subscribers already
        planned for today's issue do not get it twice.
      </p>
      {blocked ? <p id="send-now-blocked">{blocked}</p> : null}
      <div className="actions" style={{ alignItems: "flex-end" }}>
        <div className="field" style={{ marginBottom: 0 }}>
          <label htmlFor="send-now-frequency">Frequency</label>
          <select id="send-now-frequency" name="frequency" defaultValue="weekly">
            {ISSUE_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {frequency}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" disabled={blocked !== null} aria-describedby={blocked ? "send-now-blocked" : undefined}>
          Send now
        </button>
      </div>
    </form>
  );
}

const CHANNEL_NAMES: Record<string, string> = { newsletter: "Digests", alert: "Price alerts", social: "Social posts" };

/** How many deals were held back per channel, since yesterday and ever, and why. */
function RecheckDropsSection({ drops }: { drops: NewsletterOverviewData["recheckDrops"] }) {
  const channels = [...new Set([...drops.ever.map((d) => d.channel), "newsletter", "alert", "social"])];
  const of = (rows: RecheckDrops[], channel: string) => rows.find((row) => row.channel === channel);
  return (
    <section aria-labelledby="nl-rechecks">
      <h2 id="nl-rechecks">Deals held back: the fare had changed</h2>
      <p className="muted">
        Before a deal goes out its fare is asked of its source again; gone, or at least 5 % dearer, it is not sent and
        its route is crawled again.
      </p>
      <DataTable
        columns={["Channel", "Gone, since yesterday", "Dearer, since yesterday", "Gone, ever", "Dearer, ever"]}
        rows={channels}
      >
        {(channel) => (
          <tr key={channel}>
            <td>{CHANNEL_NAMES[channel] ?? channel}</td>
            <td className="num">{of(drops.recent, channel)?.gone ?? 0}</td>
            <td className="num">{of(drops.recent, channel)?.dearer ?? 0}</td>
            <td className="num">{of(drops.ever, channel)?.gone ?? 0}</td>
            <td className="num">{of(drops.ever, channel)?.dearer ?? 0}</td>
          </tr>
        )}
      </DataTable>
    </section>
  );
}

export function NewsletterPage({
  chrome,
  data,
  message,
}: {
  chrome: AdminChrome;
  data: NewsletterOverviewData;
  /** Why a "send now" was refused. */
  message?: string | null;
}) {
  return (
    <AdminLayout chrome={chrome}>
      <ErrorSummary message={message} />
      <Schedule data={data} />
      <Subscribers counts={data.counts} />
      <div className="side-by-side" style={{ marginTop: 16 }}>
        <PreviewForm values={PREVIEW_DEFAULTS} title="Preview the next issue" />
        <SendNowForm data={data} csrfToken={chrome.session?.csrfToken ?? ""} />
      </div>
      <h2>Latest issues</h2>
      <IssuesTable issues={data.issues} />
      <RecheckDropsSection drops={data.recheckDrops} />
    </AdminLayout>
  );
}
