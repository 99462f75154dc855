import { Hono } from "hono";
import { queryAudit } from "../../../core/audit/audit.ts";
import { fareModeOr } from "../../../core/pricing/fare-mode.ts";
import { systemClock } from "../../../core/time/clock.ts";
import { currentHero } from "../../../projections/hero/queries.ts";
import { fareSourceHealth } from "../../../projections/pricing/fare-source-queries.ts";
import { postAttemptCounts } from "../../../projections/social/queries.ts";
import { uncheckedVisaRules } from "../../../projections/visa/queries.ts";
import type { AdminEnv } from "../shell/context.ts";
import type { AdminDeps } from "../shell/deps.ts";
import { chromeOf, renderPage } from "../shell/render.ts";
import { type DashboardData, DashboardPage } from "./page.tsx";

async function failedJobCount(deps: AdminDeps): Promise<number | null> {
  try {
    const [row] = await deps.database.sql<
      { n: number }[]
    >`SELECT count(*)::int AS n FROM pgboss.job WHERE state = 'failed'`;
    return row?.n ?? 0;
  } catch {
    // pg-boss has not created its schema: no workers have ever started on this database
    return null;
  }
}

async function dashboardData(deps: AdminDeps): Promise<DashboardData> {
  const { sql } = deps.database;
  const [
    [events],
    [streams],
    [visa],
    [profiles],
    statuses,
    failedJobs,
    recent,
    [postedToday],
    posts,
    hero,
    unchecked,
    fareSources,
  ] = await Promise.all([
    sql<{ n: number }[]>`SELECT COALESCE(max(global_position), 0)::bigint AS n FROM events`,
    sql<{ n: number }[]>`SELECT count(*)::int AS n FROM streams`,
    sql<{ n: number }[]>`SELECT count(*)::int AS n FROM visa_requirement_revisions WHERE status = 'pending'`,
    sql<{ active: number; paused: number; failing: number }[]>`
      SELECT (SELECT count(*) FROM search_profiles WHERE NOT is_paused)::int AS active,
             (SELECT count(*) FROM search_profiles WHERE is_paused)::int AS paused,
             (SELECT count(*) FROM search_profile_bindings WHERE last_crawl_status = 'error')::int AS failing`,
    deps.projections.status(),
    failedJobCount(deps),
    queryAudit(sql, { limit: 10 }),
    sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM post_attempts WHERE status = 'posted' AND posted_at > now() - interval '24 hours'`,
    postAttemptCounts(deps.database.db),
    currentHero(deps.database.db, "bg"),
    uncheckedVisaRules(deps.database.db, 1),
    fareSourceHealth(deps.database.db, (deps.clock ?? systemClock)()),
  ]);
  return {
    events: Number(events?.n ?? 0),
    streams: streams?.n ?? 0,
    projections: statuses.map((s) => ({
      name: s.name,
      lag: s.lag,
      lastError: s.lastError,
      rebuilding: s.rebuild !== null,
    })),
    pendingVisaRevisions: visa?.n ?? 0,
    uncheckedVisaRules: unchecked.total,
    fareMode: fareModeOr(deps.fareMode),
    fareSources,
    failedJobs,
    searchProfiles: {
      active: profiles?.active ?? 0,
      paused: profiles?.paused ?? 0,
      failingBindings: profiles?.failing ?? 0,
    },
    recent,
    social: { postedLastDay: postedToday?.n ?? 0, pending: posts.pending, failed: posts.failed },
    heroHeadline: hero?.headline ?? null,
  };
}

export function dashboardScreens(deps: AdminDeps) {
  return new Hono<AdminEnv>().get("/nimda/dash", async (c) =>
    renderPage(c, <DashboardPage chrome={chromeOf(c, "Dashboard")} data={await dashboardData(deps)} />),
  );
}
