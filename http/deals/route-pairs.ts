import { createRoute, z } from "@hono/zod-openapi";
import type { Db } from "../../core/db/database.ts";
import type { Clock } from "../../core/time/clock.ts";
import { routeHistory } from "../../projections/deals/deal-views.ts";
import { routeStats } from "../../projections/pricing/route-stats.ts";
import { ApiError } from "../errors.ts";
import { answers } from "../openapi-responses.ts";
import { apiRoutes, validate } from "../validation.ts";

const iata = z
  .string()
  .trim()
  .length(3, "Airport code must be 3 letters")
  .regex(/^[A-Za-z]{3}$/, "Airport code must be 3 letters")
  .transform((code) => code.toUpperCase());

/** An airport pair: where from, where to. */
const pairParams = z.object({ from: iata, to: iata });

const statsQuery = z.object({
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

// OpenAPIHono checks the query before the path; this API has always answered a bad pair first
const pairFirst = validate("param", pairParams);

/** The routes under /api/routes (airport pairs; the URL says "routes"), as http/openapi.ts documents them. */
export const routePairRoutes = {
  history: createRoute({
    method: "get",
    path: "/{from}/{to}/history",
    summary: "Lowest and median price per day, for charts",
    middleware: pairFirst,
    request: { params: pairParams, query: historyQuery },
    responses: answers("points of date, minPrice, medianPrice, samples"),
  }),
  stats: createRoute({
    method: "get",
    path: "/{from}/{to}/stats",
    summary: "Price statistics per season, direct and stopover split",
    middleware: pairFirst,
    request: { params: pairParams, query: statsQuery },
    responses: answers(
      "seasons with sampleCount, median, mean, stddev, min, max, directFlightStats, stopoverFlightStats",
    ),
  }),
};

/** GET /api/routes/{from}/{to}/stats and /history: an airport pair's price statistics and daily prices. */
export function routePairsApi(db: Db, clock: Clock) {
  return apiRoutes()
    .openapi(routePairRoutes.history, async (c) => {
      const { from, to } = c.req.valid("param");
      const { days, month } = c.req.valid("query");
      const points = await routeHistory(db, from, to, { days, departureMonth: month, now: clock() });
      return c.json(
        { success: true as const, data: { fromAirport: from, toAirport: to, currency: "BGN", points } },
        200,
      );
    })
    .openapi(routePairRoutes.stats, async (c) => {
      const { from, to } = c.req.valid("param");
      const { season } = c.req.valid("query");
      const stats = await routeStats(db, from, to, season);
      if (!stats) throw new ApiError(404, "route_not_found", `No price statistics for ${from}-${to} yet`);
      return c.json({ success: true as const, data: stats }, 200);
    });
}
