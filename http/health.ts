import { Hono } from "hono";
import type { Database } from "../core/db/database.ts";
import { pendingMigrations } from "../core/db/migrate.ts";
import type { ProjectionRunner } from "../projections/runner.ts";

export interface HealthDeps {
  database: Database;
  projections: ProjectionRunner;
  maxLag: number;
}

/** /healthz: the process answers. /readyz: it can serve real data (database, schema, read models). */
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
      } catch {
        checks.database = "unreachable";
        ready = false;
      }
      return c.json({ status: ready ? "ready" : "not_ready", checks }, ready ? 200 : 503);
    });
}
