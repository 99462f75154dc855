import { createRoute, z } from "@hono/zod-openapi";
import type { Db } from "../../core/db/database.ts";
import { isMonth } from "../../core/deals/month-grid.ts";
import { DEFAULT_TRIP_LENGTH, TRIP_LENGTHS } from "../../core/deals/trip-length.ts";
import { bgnToEur } from "../../core/pricing/money.ts";
import type { Clock } from "../../core/time/clock.ts";
import { airportsOfCode } from "../../projections/catalog/airports-airlines.ts";
import { routeHistory } from "../../projections/deals/deal-views.ts";
import { routeCalendar } from "../../projections/pricing/route-calendar.ts";
import { routeStats } from "../../projections/pricing/route-stats.ts";
import { ApiError } from "../errors.ts";
import { answers, invalidOrMissing } from "../openapi-responses.ts";
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

const calendarQuery = z.object({
  month: z
    .string()
    .refine(isMonth, "month must be YYYY-MM")
    .optional()
    .openapi({ description: "The month to show, YYYY-MM; this month when left out, held to the twelve ahead" }),
  nights: z
    .enum(TRIP_LENGTHS, { error: `nights must be one of ${TRIP_LENGTHS.join(", ")}` })
    .default(DEFAULT_TRIP_LENGTH)
    .openapi({ description: "weekend, short (3-5 nights), week (6-8), fortnight (13-15)" }),
});

/** The pair as the issue that asked for the calendar writes it: SOF-LON. */
const joinedPairParams = z.object({
  pair: z
    .string()
    .regex(/^[A-Za-z]{3}-[A-Za-z]{3}$/, "The route must be two 3-letter codes joined by a hyphen, as SOF-LON")
    .openapi({ example: "SOF-LON" }),
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
  calendar: createRoute({
    method: "get",
    path: "/{from}/{to}/calendar",
    summary: "Price calendar: the cheapest current fare of each departure day of a month, for one trip length",
    description:
      "`to` is an airport or a catalog destination (a city code such as LON: each day the cheapest of its airports). " +
      "Prices in BGN and EUR; `level` compares each day with the route's usual price for the month (low, typical, high).",
    middleware: pairFirst,
    request: { params: pairParams, query: calendarQuery },
    responses: answers(
      "fromAirport, toAirports, tripLength, month, usualBgn, days (date, returnDate, toAirport, priceBgn, priceEur, airline, isDirectFlight, level, dealCode), months (month, cheapestBgn), cheapestMonth",
    ),
  }),
  calendarJoined: createRoute({
    method: "get",
    path: "/{pair}/calendar",
    summary:
      "The price calendar at SOF-LON/calendar: a permanent redirect to /{from}/{to}/calendar with the same query",
    request: { params: joinedPairParams, query: calendarQuery },
    responses: { 308: { description: "Moved to /api/routes/{from}/{to}/calendar" }, 400: invalidOrMissing },
  }),
};

/**
 * GET /api/routes/{from}/{to}/stats, /history and /calendar: an airport pair's price statistics,
 * daily prices and price calendar.
 */
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
    })
    .openapi(routePairRoutes.calendar, async (c) => {
      const { from, to } = c.req.valid("param");
      const { month, nights } = c.req.valid("query");
      const calendar = await routeCalendar(db, {
        fromAirport: from,
        toAirports: await airportsOfCode(db, to),
        tripLength: nights,
        month: month ?? null,
        now: clock(),
      });
      const days = calendar.days.map((day) => ({ ...day, priceEur: bgnToEur(day.priceBgn) }));
      return c.json({ success: true as const, data: { ...calendar, currency: "BGN", days } }, 200);
    })
    .openapi(routePairRoutes.calendarJoined, (c) => {
      const [from, to] = c.req.valid("param").pair.toUpperCase().split("-");
      const query = new URL(c.req.url).search;
      return c.redirect(`/api/routes/${from}/${to}/calendar${query}`, 308);
    });
}
