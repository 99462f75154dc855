import type { IssueMailCounts } from "../../../core/newsletter/deliveries.ts";
import { newsletterIssueStreamId } from "../../../core/newsletter/issue-decider.ts";
import type { IssueSummary } from "../../../projections/newsletter/queries.ts";
import { formatTime, StatusBadge } from "../shell/components.tsx";
import { streamHref } from "../shell/event-views.tsx";
import { DataTable } from "../shell/list-parts.tsx";
import { airportList, number } from "./format.ts";

export interface NewsletterIssueRow extends IssueSummary {
  /** What the mail port did with the issue's mails (kept 30 days). */
  mail: IssueMailCounts;
}

// The overview's table of recent issues: each one's day, audience, deal pool, recipients and what
// happened to its mails.

function IssueStatus({ issue }: { issue: IssueSummary }) {
  if (!issue.completedAt) return <StatusBadge status="sending" />;
  return (
    <>
      <StatusBadge status="completed" />
      <div className="muted" style={{ whiteSpace: "nowrap" }}>
        {/* month, day and minute: the year is the issue's, and the whole time is in the tooltip */}
        <time dateTime={issue.completedAt} title={formatTime(issue.completedAt)}>
          {`${formatTime(issue.completedAt).slice(5, 16)} UTC`}
        </time>
      </div>
    </>
  );
}

const MAIL_STATES = ["sent", "failed", "undeliverable", "recorded"] as const;

/** The mail port's states that occur, one a line: four mostly-zero columns would push the table off a laptop screen. */
function MailCounts({ mail }: { mail: IssueMailCounts }) {
  const states = MAIL_STATES.filter((state) => mail[state] > 0);
  if (states.length === 0) return <span className="muted">none</span>;
  return (
    <>
      {states.map((state) => (
        <div key={state} style={{ whiteSpace: "nowrap" }}>
          {`${number(mail[state])} ${state}`}
        </div>
      ))}
    </>
  );
}

export function IssuesTable({ issues }: { issues: NewsletterIssueRow[] }) {
  return (
    <DataTable
      columns={[
        "Day",
        "Frequency",
        "Language",
        "Airports",
        "Deal pool",
        "Recipients",
        "Handed over",
        "Skipped",
        "Mails",
        "Click-outs",
        "Status",
      ]}
      rows={issues}
      empty="No issue has been planned yet."
      caption={`The latest ${issues.length} issues, newest first. The deal pool is what the issue chose from (each recipient gets up to 6); mails are counted in mail_outbox, which keeps them 30 days.`}
    >
      {(issue) => (
        <tr key={issue.issueId}>
          <td style={{ whiteSpace: "nowrap" }}>
            <a href={streamHref(newsletterIssueStreamId(issue.issueId))} title={issue.issueId}>
              {issue.day}
            </a>
          </td>
          <td>{issue.frequency}</td>
          <td>{issue.language}</td>
          <td>{airportList(issue.airports)}</td>
          <td className="num">{number(issue.dealCount)}</td>
          <td className="num">{number(issue.recipients)}</td>
          <td className="num">{number(issue.handedOver)}</td>
          <td className="num">{number(issue.skipped)}</td>
          <td>
            <MailCounts mail={issue.mail} />
          </td>
          <td className="num">{number(issue.clickOuts)}</td>
          <td>
            <IssueStatus issue={issue} />
          </td>
        </tr>
      )}
    </DataTable>
  );
}
