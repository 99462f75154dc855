import type { BulgarianAirport } from "../../../core/constants.ts";
import { EMAIL_MAX_LENGTH } from "../../../core/constants.ts";
import type { IssueFrequency } from "../../../core/newsletter/preferences.ts";
import { priceText } from "../../../core/pricing/display.ts";
import type { DigestDealFacts } from "../../../projections/newsletter/queries.ts";
import {
  CsrfField,
  describedBy,
  ErrorSummary,
  Facts,
  Field,
  fieldError,
  type Issue,
  TextView,
} from "../shell/components.tsx";
import { type AdminChrome, AdminLayout } from "../shell/layout.tsx";
import { DataTable } from "../shell/list-parts.tsx";
import { MailFrame } from "../shell/mail-frame.tsx";
import { LANGUAGE_LABELS, NEWSLETTER_PATH, PreviewForm, type PreviewFormValues } from "./page.tsx";

export interface PreviewIssue {
  /** The local day the issue would be for: today in the settings' time zone. */
  day: string;
  frequency: IssueFrequency;
  language: "bg" | "en";
  airports: BulgarianAirport[];
}

/** The next issue as a subscriber with no filters and no history would get it; nulls when nothing would go out. */
export interface NewsletterPreviewData {
  issue: PreviewIssue;
  subject: string | null;
  html: string | null;
  text: string | null;
  deals: DigestDealFacts[];
  /** Set when nothing would go out, saying why. */
  notice: string | null;
}

export interface TestFormState {
  to: string;
  issues?: Issue[];
  /** Why the test was refused as a whole (nothing to send, SMTP). */
  message?: string | null;
}

/** Euro first, as the site and the mail show prices: "€31 (BGN 61)". */
const price = (amountBgn: number) => priceText("en", amountBgn, "EUR", { rounding: "whole" });

function DealsTable({ deals, language }: { deals: DigestDealFacts[]; language: "bg" | "en" }) {
  return (
    // on a phone the table scrolls inside its box and holds no link, so the box takes focus itself
    <DataTable
      columns={["Destination", "Route", "Dates", "Price", "Usual", "Saving", "Code"]}
      rows={deals}
      region="Deals in this issue"
    >
      {(deal) => (
        <tr key={deal.dealId}>
          <td>
            {deal.city[language]}
            {deal.country[language] ? <div className="muted">{deal.country[language]}</div> : null}
          </td>
          <td style={{ whiteSpace: "nowrap" }}>
            {deal.fromAirport} → {deal.toAirport}
            {deal.isDirect ? null : <div className="muted">with stops</div>}
          </td>
          <td style={{ whiteSpace: "nowrap" }}>
            {deal.departureDate}
            {deal.returnDate ? <div className="muted">back {deal.returnDate}</div> : null}
          </td>
          <td className="num">{price(deal.priceBgn)}</td>
          <td className="num">{price(deal.usualPriceBgn)}</td>
          <td className="num">{Math.round(deal.savingsPercent)}%</td>
          <td>
            <code>{deal.shortCode}</code>
          </td>
        </tr>
      )}
    </DataTable>
  );
}

function TestForm({ issue, state, csrfToken }: { issue: PreviewIssue; state: TestFormState; csrfToken: string }) {
  const toError = fieldError(state.issues, "to");
  const hint = "The mail goes to this address only, its subject starting with [TEST]. The address is not stored.";
  return (
    <form method="post" action={`${NEWSLETTER_PATH}/test`} className="card">
      <h2 style={{ marginTop: 0 }}>Send a test mail</h2>
      <CsrfField token={csrfToken} />
      <ErrorSummary message={state.message} issues={state.issues?.filter((issue) => issue.path !== "to")} />
      <input type="hidden" name="language" value={issue.language} />
      <input type="hidden" name="frequency" value={issue.frequency} />
      {issue.airports.map((code) => (
        <input key={code} type="hidden" name="airports" value={code} />
      ))}
      <Field id="test-to" label="Send to" hint={hint} error={toError}>
        <input
          id="test-to"
          name="to"
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          defaultValue={state.to}
          aria-invalid={toError ? true : undefined}
          aria-describedby={describedBy("test-to", hint, toError)}
        />
      </Field>
      <div className="actions">
        <button type="submit">Send test mail</button>
      </div>
    </form>
  );
}

export function NewsletterPreviewPage({
  chrome,
  values,
  data,
  issues,
  test,
}: {
  chrome: AdminChrome;
  /** The form's values as given, valid or not. */
  values: PreviewFormValues;
  /** Null when the query was refused. */
  data: NewsletterPreviewData | null;
  issues?: Issue[];
  test: TestFormState;
}) {
  const csrfToken = chrome.session?.csrfToken ?? "";
  return (
    <AdminLayout chrome={chrome}>
      <p>
        <a href={NEWSLETTER_PATH}>← Newsletter</a>
      </p>
      <ErrorSummary issues={issues} />
      {/* a test refused because nothing would go out: the form is gone, the reason stays */}
      {data?.html === null ? <ErrorSummary message={test.message} /> : null}
      <PreviewForm values={values} title="Which issue" />
      {data ? (
        <>
          <Facts
            rows={[
              ["Issue", `${data.issue.frequency}, ${LANGUAGE_LABELS[data.issue.language]}`],
              ["Departure airports", data.issue.airports.join(", ")],
              ["Day", `${data.issue.day} (today in the settings' time zone)`],
              ["Deals", String(data.deals.length)],
              ["Subject", data.subject ?? "—"],
            ]}
          />
          {data.html === null || data.text === null ? (
            <div className="card" role="status" style={{ marginTop: 16 }}>
              <strong>Nothing would go out.</strong> {data.notice}
            </div>
          ) : (
            <>
              <h2>Deals in this issue</h2>
              <DealsTable deals={data.deals} language={data.issue.language} />
              <h2>The mail</h2>
              <p className="muted">
                As a subscriber with no country filter, no price cap and no deals sent before would get it. The
                preference and unsubscribe links point at the public newsletter page.
              </p>
              <MailFrame html={data.html} title={`Mail preview: ${data.subject ?? ""}`} />
              <h2>Plain-text part</h2>
              <TextView text={data.text} label="Plain-text part of the mail" />
              <div style={{ marginTop: 16 }}>
                <TestForm issue={data.issue} state={test} csrfToken={csrfToken} />
              </div>
            </>
          )}
        </>
      ) : null}
    </AdminLayout>
  );
}
