import { type BindingState, bindingDecider } from "../../../core/crawling/binding-decider.ts";
import { searchBindingStreamId, searchProfileStreamId } from "../../../core/crawling/events.ts";
import type { SearchProfile } from "../../../core/crawling/profile.ts";
import { profileDecider } from "../../../core/crawling/profile-decider.ts";
import { aggregateStream } from "../../../core/eventstore/aggregate-stream.ts";
import type { EventStore } from "../../../core/eventstore/types.ts";
import type { AdminDeps } from "../shell/deps.ts";
import type { BindingQuery, BindingRow, ListQuery, ProfileRow } from "./list-page.tsx";

export const BINDING_PAGE_SIZE = 50;

export type ProfileState = { profile: SearchProfile; paused: boolean };

export async function loadProfile(store: EventStore, id: string): Promise<ProfileState | null> {
  if (id.length > 200) return null;
  const { state } = await aggregateStream(store, searchProfileStreamId(id), profileDecider);
  return state.profile ? { profile: state.profile, paused: state.paused } : null;
}

export type LoadedBinding = BindingState & { binding: NonNullable<BindingState["binding"]> };

export async function loadBinding(store: EventStore, id: string): Promise<LoadedBinding | null> {
  if (id.length > 200) return null;
  const { state } = await aggregateStream(store, searchBindingStreamId(id), bindingDecider);
  return state.binding ? { ...state, binding: state.binding } : null;
}

const SORT_SQL: Record<ListQuery["sort"], string> = {
  label: "p.label",
  origin: "p.origin",
  useCase: "p.use_case",
  interval: "p.success_interval_minutes",
  priority: "p.priority + p.priority_boost",
  paused: "p.is_paused",
  bindings: "COALESCE(b.bindings, 0)",
  errors: "COALESCE(b.error, 0)",
  lastCrawl: "b.last_crawl_at",
};

export async function listProfiles(deps: AdminDeps, query: ListQuery): Promise<{ rows: ProfileRow[]; total: number }> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (query.origin) {
    params.push(query.origin);
    conditions.push(`p.origin = $${params.length}`);
  }
  if (query.paused) conditions.push(query.paused === "yes" ? "p.is_paused" : "NOT p.is_paused");
  if (query.q) {
    params.push(`%${query.q.replace(/[\\%_]/g, "\\$&")}%`);
    const n = params.length;
    conditions.push(`(p.label ILIKE $${n} OR p.use_case ILIKE $${n} OR p.id ILIKE $${n})`);
  }
  const where = conditions.length ? `WHERE ${conditions.join(" AND ")}` : "";
  const dir = query.dir === "desc" ? "DESC" : "ASC";
  const { sql } = deps.database;
  const [counted] = await sql.unsafe<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM search_profiles p ${where}`,
    params as never[],
  );
  // the read model's tables are views (no primary key to group by), so bindings are counted apart
  const rows = await sql.unsafe<ProfileRow[]>(
    `SELECT p.id, p.label, p.use_case AS "useCase", p.origin, p.params,
            p.success_interval_minutes AS "successIntervalMinutes", p.priority, p.priority_boost AS "priorityBoost",
            p.is_paused AS paused, COALESCE(b.bindings, 0) AS bindings, COALESCE(b.pending, 0) AS pending,
            COALESCE(b.success, 0) AS success, COALESCE(b.zero_result, 0) AS "zeroResult",
            COALESCE(b.error, 0) AS error, b.last_crawl_at AS "lastCrawlAt"
       FROM search_profiles p
       LEFT JOIN (
         SELECT profile_id, count(*)::int AS bindings,
                count(*) FILTER (WHERE last_crawl_status = 'pending')::int AS pending,
                count(*) FILTER (WHERE last_crawl_status = 'success')::int AS success,
                count(*) FILTER (WHERE last_crawl_status = 'zero_result')::int AS zero_result,
                count(*) FILTER (WHERE last_crawl_status = 'error')::int AS error,
                max(last_crawl_at) AS last_crawl_at
           FROM search_profile_bindings GROUP BY profile_id
       ) b ON b.profile_id = p.id
       ${where}
      ORDER BY ${SORT_SQL[query.sort]} ${dir} NULLS LAST, p.id
      LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
    params as never[],
  );
  return { rows, total: counted?.n ?? 0 };
}

export async function listBindings(
  deps: AdminDeps,
  profileId: string,
  query: BindingQuery,
): Promise<{ rows: BindingRow[]; total: number }> {
  const params: unknown[] = [profileId];
  let where = "WHERE profile_id = $1";
  if (query.status) {
    params.push(query.status);
    where += " AND last_crawl_status = $2";
  }
  const { sql } = deps.database;
  const [counted] = await sql.unsafe<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM search_profile_bindings ${where}`,
    params as never[],
  );
  const rows = await sql.unsafe<BindingRow[]>(
    `SELECT id, scope, destination_iata AS "destinationIata", country_code AS "countryCode",
            cadence_override_minutes AS "cadenceOverrideMinutes", priority_score AS "priorityScore", boost,
            last_crawl_status AS "lastCrawlStatus", last_crawl_at AS "lastCrawlAt",
            last_result_count AS "lastResultCount", last_error AS "lastError", failure_count AS "failureCount",
            next_run_at AS "nextRunAt", is_paused AS paused
       FROM search_profile_bindings ${where}
      ORDER BY priority_score + boost DESC, id
      LIMIT ${BINDING_PAGE_SIZE} OFFSET ${(query.bpage - 1) * BINDING_PAGE_SIZE}`,
    params as never[],
  );
  return { rows, total: counted?.n ?? 0 };
}
