import type { Sql } from "../../../core/db/database.ts";
import { aggregateStream } from "../../../core/eventstore/aggregate-stream.ts";
import type { EventStore } from "../../../core/eventstore/types.ts";
import { type VisaState, visaDecider } from "../../../core/visa/decider.ts";
import { type VisaEvent, visaStreamId } from "../../../core/visa/events.ts";
import { changedFields, VISA_RULE_FIELDS, type VisaRule, type VisaRuleField } from "../../../core/visa/rule.ts";
import { visaHistory } from "../../../projections/visa/queries.ts";
import type { AdminDeps } from "../shell/deps.ts";
import { escapeLike } from "../shell/like-pattern.ts";
import type { VisaCountryData } from "./country-data.ts";
import type { QueueQuery, RulesQuery } from "./input.ts";
import type { VisaQueueData, VisaQueueRow, VisaRuleRow, VisaRulesData } from "./list-pages.tsx";

const QUEUE_PAGE_SIZE = 25;
const RULES_PAGE_SIZE = 50;

const bool = (v: "yes" | "no" | undefined) => (v === undefined ? null : v === "yes");

export async function queueData(sql: Sql, query: QueueQuery): Promise<VisaQueueData> {
  const dir = query.dir === "desc" ? "DESC" : "ASC";
  const order =
    query.sort === "country"
      ? `r.country_code ${dir}, r.proposed_at ASC, r.revision_id`
      : `r.proposed_at ${dir}, r.revision_id`;
  const country = query.country ?? null;
  const rows = await sql.unsafe<
    {
      revision_id: string;
      country_code: string;
      country_name: string | null;
      change_type: string;
      proposed_by: string;
      proposed_at: Date;
      rule: VisaRule;
      kept_locked_fields: string[];
      current_rule: VisaRule | null;
    }[]
  >(
    `SELECT r.revision_id, r.country_code, c.country_name_en AS country_name, r.change_type, r.proposed_by,
            r.proposed_at, r.rule, r.kept_locked_fields, cur.rule AS current_rule
       FROM visa_requirement_revisions r
       LEFT JOIN countries c ON c.country_code = r.country_code
       LEFT JOIN visa_requirements v ON v.country_code = r.country_code
       LEFT JOIN visa_requirement_revisions cur ON cur.revision_id = v.current_revision_id
      WHERE r.status = 'pending' AND ($1::text IS NULL OR r.country_code = $1)
      ORDER BY ${order}
      LIMIT $2 OFFSET $3`,
    [country, QUEUE_PAGE_SIZE, (query.page - 1) * QUEUE_PAGE_SIZE] as never[],
  );
  const [[count], countries] = await Promise.all([
    sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM visa_requirement_revisions
       WHERE status = 'pending' AND (${country}::text IS NULL OR country_code = ${country})`,
    sql<{ code: string; name: string | null }[]>`
      SELECT DISTINCT r.country_code AS code, c.country_name_en AS name
        FROM visa_requirement_revisions r LEFT JOIN countries c ON c.country_code = r.country_code
       WHERE r.status = 'pending' ORDER BY 1`,
  ]);
  return {
    rows: rows.map(
      (row): VisaQueueRow => ({
        revisionId: row.revision_id,
        countryCode: row.country_code,
        countryName: row.country_name,
        changeType: row.change_type,
        proposedBy: row.proposed_by,
        proposedAt: row.proposed_at,
        rule: row.rule,
        currentRule: row.current_rule,
        changedFields: row.current_rule ? changedFields(row.current_rule, row.rule) : [...VISA_RULE_FIELDS],
        keptLockedFields: row.kept_locked_fields,
      }),
    ),
    total: count?.n ?? 0,
    page: query.page,
    pageSize: QUEUE_PAGE_SIZE,
    countries: [...countries],
  };
}

export async function rulesData(sql: Sql, query: RulesQuery): Promise<VisaRulesData> {
  const dir = query.dir === "desc" ? "DESC" : "ASC";
  const order = {
    country: `v.country_code ${dir}`,
    type: `v.requirement_type ${dir} NULLS LAST, v.country_code`,
    pending: `pending ${dir}, v.country_code`,
    verified: `v.last_verified_at ${dir} NULLS LAST, v.country_code`,
  }[query.sort ?? "country"];
  const where = `
       FROM visa_requirements v LEFT JOIN countries c ON c.country_code = v.country_code
      WHERE ($1::text IS NULL OR v.requirement_type = $1)
        AND ($2::boolean IS NULL OR v.needs_review = $2)
        AND ($3::boolean IS NULL OR (cardinality(v.manual_override_fields) > 0) = $3)
        AND ($4::text IS NULL OR v.country_code ILIKE $4 OR c.country_name_en ILIKE $4 OR c.country_name_bg ILIKE $4)`;
  const params = [
    query.type ?? null,
    bool(query.needsReview),
    bool(query.overrides),
    query.q ? `%${escapeLike(query.q)}%` : null,
  ];
  const [rows, [count]] = await Promise.all([
    sql.unsafe<
      {
        country_code: string;
        country_name: string | null;
        requirement_type: string | null;
        visa_free_days: number | null;
        passport_validity_min_days: number | null;
        confidence_level: string | null;
        needs_review: boolean;
        manual_override_fields: string[];
        auto_update_disabled: boolean;
        pending: number;
        last_verified_at: Date | null;
        last_verified_by: string | null;
      }[]
    >(
      `SELECT v.country_code, c.country_name_en AS country_name, v.requirement_type, v.visa_free_days,
              v.passport_validity_min_days, v.confidence_level, v.needs_review, v.manual_override_fields,
              v.auto_update_disabled, v.last_verified_at, v.last_verified_by,
              (SELECT count(*) FROM visa_requirement_revisions p
                WHERE p.country_code = v.country_code AND p.status = 'pending')::int AS pending
       ${where}
       ORDER BY ${order} LIMIT $5 OFFSET $6`,
      [...params, RULES_PAGE_SIZE, (query.page - 1) * RULES_PAGE_SIZE] as never[],
    ),
    sql.unsafe<{ n: number }[]>(`SELECT count(*)::int AS n ${where}`, params as never[]),
  ]);
  return {
    rows: rows.map(
      (row): VisaRuleRow => ({
        countryCode: row.country_code,
        countryName: row.country_name,
        requirementType: row.requirement_type,
        visaFreeDays: row.visa_free_days,
        passportValidityMinDays: row.passport_validity_min_days,
        confidenceLevel: row.confidence_level,
        needsReview: row.needs_review,
        manualOverrideFields: row.manual_override_fields,
        autoUpdateDisabled: row.auto_update_disabled,
        pending: row.pending,
        lastVerifiedAt: row.last_verified_at,
        lastVerifiedBy: row.last_verified_by,
      }),
    ),
    total: count?.n ?? 0,
    page: query.page,
    pageSize: RULES_PAGE_SIZE,
  };
}

export async function countryData(deps: AdminDeps, countryCode: string): Promise<VisaCountryData | null> {
  const { sql, db } = deps.database;
  const [row] = await sql<
    {
      country_name: string | null;
      manual_override_fields: string[];
      auto_update_disabled: boolean;
      current_revision_id: string | null;
      last_verified_at: Date | null;
      last_verified_by: string | null;
    }[]
  >`
    SELECT c.country_name_en AS country_name, v.manual_override_fields, v.auto_update_disabled,
           v.current_revision_id, v.last_verified_at, v.last_verified_by
      FROM visa_requirements v LEFT JOIN countries c ON c.country_code = v.country_code
     WHERE v.country_code = ${countryCode}`;
  if (!row) return null;
  const history = (await visaHistory(db, countryCode)).map((r) => ({ ...r, rule: r.rule as VisaRule }));
  const current = history.find((r) => r.revisionId === row.current_revision_id) ?? null;
  const pending = history
    .filter((r) => r.status === "pending")
    .reverse()
    .map((r) => ({ ...r, changedFields: current ? changedFields(current.rule, r.rule) : [...VISA_RULE_FIELDS] }));
  return {
    countryCode,
    countryName: row.country_name,
    current,
    lockedFields: row.manual_override_fields as VisaRuleField[],
    autoUpdateDisabled: row.auto_update_disabled,
    lastVerifiedAt: row.last_verified_at ? new Date(row.last_verified_at).toISOString() : null,
    lastVerifiedBy: row.last_verified_by,
    pending,
    history,
  };
}

/** The rule's state from its stream: commands decide on it, so the diff of an edit is exact. */
export async function loadVisa(store: EventStore, countryCode: string): Promise<VisaState | null> {
  const visa = await aggregateStream<VisaEvent, VisaState>(store, visaStreamId(countryCode), visaDecider);
  return visa.version === 0 ? null : visa.state;
}
