import { Hono } from "hono";
import type { Db } from "../../core/db/database.ts";
import { bestDealsQuery, dealListQuery, lastMinuteQuery, weekendQuery } from "../../core/deals/query-schemas.ts";
import { isShortCodeInUrl } from "../../core/deals/short-code.ts";
import { isUuid } from "../../core/ids.ts";
import type { Clock } from "../../core/time/clock.ts";
import { bestDeals, christmasDeals, lastMinuteDeals, weekendDeals } from "../../projections/queries/deal-views.ts";
import { dealByIdOrCode, listDeals } from "../../projections/queries/deals.ts";
import { ApiError } from "../errors.ts";
import { validate } from "../validation.ts";

/** `clock` says what day it is for the last-minute, weekend and Christmas views. */
export function dealsApi(db: Db, clock: Clock) {
  return new Hono()
    .get("/best", validate("query", bestDealsQuery), async (c) => {
      const data = await bestDeals(db, c.req.valid("query"), clock());
      return c.json({ success: true as const, data, total: data.length });
    })
    .get("/last-minute", validate("query", lastMinuteQuery), async (c) => {
      const data = await lastMinuteDeals(db, { ...c.req.valid("query"), now: clock() });
      return c.json({ success: true as const, data, total: data.length });
    })
    .get("/weekend", validate("query", weekendQuery), async (c) => {
      const data = await weekendDeals(db, { ...c.req.valid("query"), now: clock() });
      return c.json({ success: true as const, data });
    })
    .get("/christmas", async (c) => {
      const { season, deals } = await christmasDeals(db, clock());
      return c.json({ success: true as const, season, data: deals, total: deals.length });
    })
    .get("/", validate("query", dealListQuery), async (c) => {
      const result = await listDeals(db, c.req.valid("query"), clock());
      return c.json({ success: true as const, ...result });
    })
    .get("/:id", async (c) => {
      const id = c.req.param("id");
      if (!isUuid(id) && !isShortCodeInUrl(id)) {
        throw new ApiError(400, "validation_failed", "id must be a deal id or a 4-5 character short code");
      }
      const deal = await dealByIdOrCode(db, id);
      if (!deal) throw new ApiError(404, "deal_not_found", "This deal may have expired or been removed");
      return c.json({ success: true as const, data: deal });
    });
}
