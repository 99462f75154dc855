import { REQUIREMENT_TYPES, type VisaRule, type VisaRuleField } from "../../../core/visa/rule.ts";
import type { UncheckedRule } from "../../../projections/visa/queries.ts";
import { ChoiceFilter, ErrorSummary, type Issue, PageNumbers, StatusBadge, Time } from "../shell/components.tsx";
import { type AdminChrome, AdminLayout } from "../shell/layout.tsx";
import { DataTable, FilterForm, TextFilter } from "../shell/list-parts.tsx";
import { FieldList, ruleSummary } from "./parts.tsx";
import { UncheckedRulesSection } from "./unchecked-section.tsx";

export interface VisaQueueRow {
  revisionId: string;
  countryCode: string;
  countryName: string | null;
  changeType: string;
  proposedBy: string;
  proposedAt: Date;
  rule: VisaRule;
  currentRule: VisaRule | null;
  changedFields: VisaRuleField[];
  keptLockedFields: string[];
}

export interface VisaQueueData {
  rows: VisaQueueRow[];
  total: number;
  page: number;
  pageSize: number;
  /** The countries with revisions waiting, for the filter. */
  countries: { code: string; name: string | null }[];
}

export interface VisaRuleRow {
  countryCode: string;
  countryName: string | null;
  requirementType: string | null;
  visaFreeDays: number | null;
  passportValidityMinDays: number | null;
  confidenceLevel: string | null;
  needsReview: boolean;
  manualOverrideFields: string[];
  autoUpdateDisabled: boolean;
  pending: number;
  lastVerifiedAt: Date | null;
  lastVerifiedBy: string | null;
}

export interface VisaRulesData {
  rows: VisaRuleRow[];
  total: number;
  page: number;
  pageSize: number;
}

type Query = Record<string, string | undefined>;

const countryLabel = (code: string, name: string | null) => (name ? `${name} (${code})` : code);

function QueueFilters({ query, countries }: { query: Query; countries: VisaQueueData["countries"] }) {
  return (
    <FilterForm action="/nimda/visa" query={query}>
      <div className="field">
        <label htmlFor="queue-country">Country</label>
        <select id="queue-country" name="country" defaultValue={query.country ?? ""}>
          <option value="">All countries</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {countryLabel(c.code, c.name)}
            </option>
          ))}
        </select>
      </div>
    </FilterForm>
  );
}

/** The review queue: automated proposals waiting for a person, oldest first unless sorted otherwise. */
export function VisaQueuePage({
  chrome,
  data,
  unchecked,
  query,
  issues,
}: {
  chrome: AdminChrome;
  data: VisaQueueData;
  unchecked: { total: number; rows: UncheckedRule[] };
  query: Query;
  issues?: Issue[];
}) {
  const path = "/nimda/visa";
  return (
    <AdminLayout chrome={chrome}>
      <ErrorSummary issues={issues} />
      <p>
        <a href="/nimda/visa/rules">All countries' current rules</a>
      </p>
      <h2>Revisions awaiting review</h2>
      <QueueFilters query={query} countries={data.countries} />
      <DataTable
        columns={[
          { label: "Country", sort: "country" },
          { label: "Proposed", sort: "proposed" },
          "Change type",
          "Proposed by",
          "Current rule",
          "Proposed rule",
          "Changed fields",
        ]}
        rows={data.rows}
        empty="No revisions are waiting for review."
        sorting={{ path, query }}
      >
        {(row) => (
          <tr key={row.revisionId}>
            <td>
              <a href={`/nimda/visa/${row.countryCode}#revision-${row.revisionId}`}>
                {countryLabel(row.countryCode, row.countryName)}
              </a>
            </td>
            <td>
              <Time value={row.proposedAt} />
            </td>
            <td>
              <StatusBadge status={row.changeType} />
            </td>
            <td>{row.proposedBy}</td>
            <td>{row.currentRule ? ruleSummary(row.currentRule) : <span className="muted">none yet</span>}</td>
            <td>{ruleSummary(row.rule)}</td>
            <td>
              <FieldList fields={row.changedFields} />
              {row.keptLockedFields.length > 0 ? (
                <div className="muted">
                  Kept locked: <FieldList fields={row.keptLockedFields} />
                </div>
              ) : null}
            </td>
          </tr>
        )}
      </DataTable>
      <PageNumbers path={path} query={query} page={data.page} pageSize={data.pageSize} total={data.total} />
      <UncheckedRulesSection total={unchecked.total} rows={unchecked.rows} />
    </AdminLayout>
  );
}

const YES_NO = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];

function RulesFilters({ query }: { query: Query }) {
  return (
    <FilterForm action="/nimda/visa/rules" query={query}>
      <TextFilter id="rules-q" name="q" label="Country" value={query.q} placeholder="Code or name" />
      <ChoiceFilter
        id="rules-type"
        name="type"
        label="Requirement type"
        value={query.type}
        options={REQUIREMENT_TYPES}
      />
      <ChoiceFilter
        id="rules-review"
        name="needsReview"
        label="Needs review"
        value={query.needsReview}
        options={YES_NO}
      />
      <ChoiceFilter
        id="rules-overrides"
        name="overrides"
        label="Has locked fields"
        value={query.overrides}
        options={YES_NO}
      />
    </FilterForm>
  );
}

/** Every country's current rule, to find the ones flagged for review or overridden by hand. */
export function VisaRulesPage({
  chrome,
  data,
  query,
  issues,
}: {
  chrome: AdminChrome;
  data: VisaRulesData;
  query: Query;
  issues?: Issue[];
}) {
  const path = "/nimda/visa/rules";
  return (
    <AdminLayout chrome={chrome}>
      <ErrorSummary issues={issues} />
      <p>
        <a href="/nimda/visa">Back to the review queue</a>
      </p>
      <RulesFilters query={query} />
      <DataTable
        columns={[
          { label: "Country", sort: "country" },
          { label: "Requirement", sort: "type" },
          "Visa-free days",
          "Passport validity",
          "Confidence",
          "Needs review",
          "Locked fields",
          "Auto-update",
          { label: "Pending", sort: "pending" },
          { label: "Last verified", sort: "verified" },
        ]}
        rows={data.rows}
        empty="No visa rules match."
        sorting={{ path, query }}
      >
        {(row) => (
          <tr key={row.countryCode}>
            <td>
              <a href={`/nimda/visa/${row.countryCode}`}>{countryLabel(row.countryCode, row.countryName)}</a>
            </td>
            <td>{row.requirementType ?? <span className="muted">none approved</span>}</td>
            <td className="num">{row.visaFreeDays ?? "—"}</td>
            <td className="num">{row.passportValidityMinDays ?? "—"}</td>
            <td>{row.confidenceLevel ?? "—"}</td>
            <td>{row.needsReview ? <span className="badge badge-pending">Yes</span> : "No"}</td>
            <td>
              <FieldList fields={row.manualOverrideFields} />
            </td>
            <td>{row.autoUpdateDisabled ? "Disabled" : "On"}</td>
            <td className="num">{row.pending}</td>
            <td>
              <Time value={row.lastVerifiedAt} />
              {row.lastVerifiedBy ? <div className="muted">{row.lastVerifiedBy}</div> : null}
            </td>
          </tr>
        )}
      </DataTable>
      <PageNumbers path={path} query={query} page={data.page} pageSize={data.pageSize} total={data.total} />
    </AdminLayout>
  );
}
