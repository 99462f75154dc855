import { Hono } from "hono";
import { z } from "zod";
import type { Db } from "../../core/db/database.ts";
import type { Clock } from "../../core/time/clock.ts";
import { routeHistory } from "../../projections/queries/deal-views.ts";
import { routeStats } from "../../projections/queries/route-stats.ts";
import { ApiError } from "../errors.ts";
import { validate } from "../validation.ts";

const iata = z
  .string()
  .trim()
  .length(3, "Airport code must be 3 letters")
  .regex(/^[A-Za-z]{3}$/, "Airport code must be 3 letters")
  .transform((code) => code.toUpperCase());

const params = z.object({ from: iata, to: iata });
const query = z.object({
  season: z
    .string()
    .regex(/^(m(0[1-9]|1[0-2])|all)$/, "season must be m01..m12 or all")
    .optional(),
});

const historyQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .min(1, "days must be between 1 and 365")
    .max(365, "days must be between 1 and 365")
    .default(90),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "month must be YYYY-MM")
    .optional(),
});

/** GET /api/routes/{from}/{to}/stats and /history: an airport pair's price statistics and daily prices (the URL says "routes"). */
export function routePairsApi(db: Db, clock: Clock) {
  return new Hono()
    .get("/:from/:to/history", validate("param", params), validate("query", historyQuery), async (c) => {
      const { from, to } = c.req.valid("param");
      const { days, month } = c.req.valid("query");
      const points = await routeHistory(db, from, to, { days, departureMonth: month, now: clock() });
      return c.json({ success: true as const, data: { fromAirport: from, toAirport: to, currency: "BGN", points } });
    })
    .get("/:from/:to/stats", validate("param", params), validate("query", query), async (c) => {
      const { from, to } = c.req.valid("param");
      const { season } = c.req.valid("query");
      const stats = await routeStats(db, from, to, season);
      if (!stats) throw new ApiError(404, "route_not_found", `No price statistics for ${from}-${to} yet`);
      return c.json({ success: true as const, data: stats });
    });
}
