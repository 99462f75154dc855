import { createRoute, z } from "@hono/zod-openapi";
import type { Db } from "../../core/db/database.ts";
import { bestDealsQuery, dealListQuery, lastMinuteQuery, weekendQuery } from "../../core/deals/query-schemas.ts";
import { isShortCodeInUrl } from "../../core/deals/short-code.ts";
import { isUuid } from "../../core/ids.ts";
import type { Clock } from "../../core/time/clock.ts";
import { bestDeals, christmasDeals, lastMinuteDeals, weekendDeals } from "../../projections/deals/deal-views.ts";
import { dealByIdOrCode, listDeals } from "../../projections/deals/queries.ts";
import { ApiError } from "../errors.ts";
import { answers } from "../openapi-responses.ts";
import { apiRoutes } from "../validation.ts";

/** The routes under /api/deals, as http/openapi.ts documents them. */
export const dealRoutes = {
  best: createRoute({
    method: "get",
    path: "/best",
    summary: "Best deals of the day, ranked",
    request: { query: bestDealsQuery },
    responses: answers("data of rank, score, popularityTier, refreshedAt, ttlSeconds, scoreBreakdown, deal"),
  }),
  lastMinute: createRoute({
    method: "get",
    path: "/last-minute",
    summary: "Deals departing soon, with urgency",
    request: { query: lastMinuteQuery },
    responses: answers("deals with urgency { departureInHours, departureInDays }"),
  }),
  weekend: createRoute({
    method: "get",
    path: "/weekend",
    summary: "Weekend trips by weekend",
    request: { query: weekendQuery },
    responses: answers(
      "weekendKey, weekendStart, weekendEnd, totalDeals, patterns, deals with nights, pattern, needsPto",
    ),
  }),
  christmas: createRoute({
    method: "get",
    path: "/christmas",
    summary: "Trips over the Bulgarian Christmas and New Year holidays",
    responses: answers("season and deals"),
  }),
  list: createRoute({
    method: "get",
    path: "/",
    summary: "Active deals with filters, sorting and pages",
    request: { query: dealListQuery },
    responses: answers(
      "success, data, total, page, pageSize, filters, dealsUpdatedAt, counts { all, direct, stopover }",
    ),
  }),
  one: createRoute({
    method: "get",
    path: "/{id}",
    summary: "One deal by id or short code",
    request: {
      // any text passes here: the handler answers a wrong shape with its own message
      params: z.object({
        id: z.string().meta({ description: "deal id (uuid) or short code (letter-digit-letter-digit[-letter])" }),
      }),
    },
    responses: answers("the deal"),
  }),
};

/** `clock` says what day it is for the last-minute, weekend and Christmas views. */
export function dealsApi(db: Db, clock: Clock) {
  return apiRoutes()
    .openapi(dealRoutes.best, async (c) => {
      const data = await bestDeals(db, c.req.valid("query"), clock());
      return c.json({ success: true as const, data, total: data.length }, 200);
    })
    .openapi(dealRoutes.lastMinute, async (c) => {
      const data = await lastMinuteDeals(db, { ...c.req.valid("query"), now: clock() });
      return c.json({ success: true as const, data, total: data.length }, 200);
    })
    .openapi(dealRoutes.weekend, async (c) => {
      const data = await weekendDeals(db, { ...c.req.valid("query"), now: clock() });
      return c.json({ success: true as const, data }, 200);
    })
    .openapi(dealRoutes.christmas, async (c) => {
      const { season, deals } = await christmasDeals(db, clock());
      return c.json({ success: true as const, season, data: deals, total: deals.length }, 200);
    })
    .openapi(dealRoutes.list, async (c) => {
      const result = await listDeals(db, c.req.valid("query"), clock());
      return c.json({ success: true as const, ...result }, 200);
    })
    .openapi(dealRoutes.one, async (c) => {
      const { id } = c.req.valid("param");
      if (!isUuid(id) && !isShortCodeInUrl(id)) {
        throw new ApiError(400, "validation_failed", "id must be a deal id or a 4-5 character short code");
      }
      const deal = await dealByIdOrCode(db, id);
      if (!deal) throw new ApiError(404, "deal_not_found", "This deal may have expired or been removed");
      return c.json({ success: true as const, data: deal }, 200);
    });
}
