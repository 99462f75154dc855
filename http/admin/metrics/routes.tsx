import { Hono } from "hono";
import type { AdminEnv } from "../shell/context.ts";
import type { AdminDeps } from "../shell/deps.ts";
import { chromeOf, renderPage } from "../shell/render.ts";
import { MetricsPage } from "./page.tsx";

/** The figures of /metrics for people, and its JSON twin. */
export function metricsScreens(deps: AdminDeps) {
  return new Hono<AdminEnv>()
    .get("/nimda/metrics", async (c) => {
      const snapshot = deps.metrics ? await deps.metrics.snapshot() : null;
      c.header("cache-control", "no-store");
      return renderPage(c, <MetricsPage chrome={chromeOf(c, "Metrics")} snapshot={snapshot} />);
    })
    .get("/nimda/api/metrics", async (c) => {
      const snapshot = deps.metrics ? await deps.metrics.snapshot() : null;
      return c.json({ success: true as const, data: snapshot });
    });
}
