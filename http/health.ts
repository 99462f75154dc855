import { type Context, Hono } from "hono";
import type { Database } from "../core/db/database.ts";
import { pendingMigrations } from "../core/db/migrate.ts";
import type { ProjectionRunner } from "../projections/runner.ts";
import { isLoopback, requestAddress } from "./client-ip.ts";

export interface HealthDeps {
  database: Database;
  projections: ProjectionRunner;
  maxLag: number;
  /** A signed-in admin (from an allowed address) sees the detail from anywhere. */
  isAdmin?: (c: Context) => Promise<boolean>;
}

/**
 * /healthz: the process answers. /readyz: it can serve real data (database, schema, read
 * models). The checks' detail (projection names, positions, errors) is for the machine itself
 * and a signed-in admin; anyone else, a load balancer included, gets the bare status with the
 * same status code.
 */
export function healthRoutes(deps: HealthDeps) {
  return new Hono()
    .get("/healthz", (c) => c.json({ status: "ok" }))
    .get("/readyz", async (c) => {
      const checks: Record<string, unknown> = {};
      let ready = true;
      try {
        await deps.database.sql`SELECT 1`;
        checks.database = "ok";
        const pending = await pendingMigrations(deps.database.db as never);
        checks.migrations = pending.length === 0 ? "ok" : { pending };
        if (pending.length > 0) ready = false;
        const statuses = await deps.projections.status();
        checks.projections = statuses.map((s) => ({
          name: s.name,
          position: s.position,
          lag: s.lag,
          lastError: s.lastError,
          rebuilding: s.rebuild !== null,
        }));
        const installed = new Set(statuses.map((s) => s.name));
        if (deps.projections.projections.some((p) => !installed.has(p.name))) ready = false;
        if (statuses.some((s) => s.lag > deps.maxLag)) ready = false;
        // a replica down or behind takes no reads; the primary serves them, so the instance is ready
        const replicas = deps.database.read.replicas();
        if (replicas.length > 0) {
          checks.replicas = replicas.map((r) => ({
            name: r.name,
            healthy: r.healthy,
            lagMs: r.lagMs,
            lagBytes: r.lagBytes,
            error: r.error,
          }));
        }
      } catch {
        checks.database = "unreachable";
        ready = false;
      }
      const status = ready ? "ready" : "not_ready";
      c.header("cache-control", "no-store");
      // with the database down the admin check fails too: then only the machine itself sees why
      const admin = async () => (deps.isAdmin ? await deps.isAdmin(c).catch(() => false) : false);
      const detail = isLoopback(requestAddress(c)) || (await admin());
      return c.json(detail ? { status, checks } : { status }, ready ? 200 : 503);
    });
}
