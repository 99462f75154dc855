import { Hono } from "hono";
import { z } from "zod";
import { DEFAULTS } from "../../core/constants.ts";
import type { Db } from "../../core/db/database.ts";
import { WEEKEND_PATTERNS, type WeekendPattern } from "../../core/deals/calendar.ts";
import { bestDeals, christmasDeals, lastMinuteDeals, weekendDeals } from "../../projections/queries/deal-views.ts";
import { DEAL_SORTS, DEAL_STOPS, dealByIdOrCode, listDeals } from "../../projections/queries/deals.ts";
import { ApiError } from "../errors.ts";
import { validate } from "../validation.ts";

const price = z.coerce.number({ message: "must be a number" }).min(0, "must be >= 0");
const listQuery = z
  .object({
    sortBy: z
      .enum(DEAL_SORTS, { message: "sortBy must be price-asc, price-desc, popularity or savings" })
      .default("price-asc"),
    stops: z.enum(DEAL_STOPS, { message: "stops must be any, direct or stopover" }).default("any"),
    from: z
      .string()
      .regex(/^[A-Za-z]{3}$/, "from must be a 3-letter airport code")
      .transform((v) => v.toUpperCase())
      .optional(),
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, "country must be a 2-letter country code")
      .transform((v) => v.toUpperCase())
      .optional(),
    destination: z
      .string()
      .regex(/^[A-Za-z]{3}$/, "destination must be a 3-letter city code")
      .transform((v) => v.toUpperCase())
      .optional(),
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "month must be YYYY-MM")
      .optional(),
    minPrice: price.optional(),
    maxPrice: price.optional(),
    page: z.coerce.number().int("page must be a whole number").min(1, "page must be >= 1").default(1),
    pageSize: z.coerce
      .number()
      .int("pageSize must be a whole number")
      .min(1, "pageSize must be between 1 and 100")
      .max(DEFAULTS.maxPageSize, "pageSize must be between 1 and 100")
      .default(DEFAULTS.pageSize),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: "minPrice must be <= maxPrice",
    path: ["minPrice"],
  });

const lastMinuteQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(4, "limit must be between 4 and 80")
    .max(80, "limit must be between 4 and 80")
    .default(DEFAULTS.lastMinuteLimit),
  maxDepartureDays: z.coerce
    .number()
    .int()
    .min(1, "maxDepartureDays must be between 1 and 7")
    .max(7, "maxDepartureDays must be between 1 and 7")
    .default(DEFAULTS.lastMinuteMaxDepartureDays),
});

const weekendQuery = z.object({
  origin: z
    .string()
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(["ALL", "SOF", "VAR", "BOJ", "PDV"], { message: "origin must be ALL, SOF, VAR, BOJ or PDV" }))
    .default("ALL"),
  weeks: z.coerce
    .number()
    .int()
    .min(1, "weeks must be between 1 and 24")
    .max(24, "weeks must be between 1 and 24")
    .default(DEFAULTS.weekendWeeks),
  pattern: z
    .enum(Object.keys(WEEKEND_PATTERNS) as [WeekendPattern, ...WeekendPattern[]], {
      message: "pattern must be fri-sun, fri-mon, sat-mon or thu-mon",
    })
    .optional(),
});

const bestQuery = z.object({
  origin: z
    .string()
    .min(3, "origin must be 3-4 characters")
    .max(4, "origin must be 3-4 characters")
    .transform((v) => v.toUpperCase())
    .optional(),
  country: z.string().min(2, "country must be 2-64 characters").max(64, "country must be 2-64 characters").optional(),
  alliance: z.string().min(1).max(16, "alliance must be at most 16 characters").optional(),
  maxStops: z.coerce
    .number()
    .int()
    .min(0, "maxStops must be between 0 and 3")
    .max(3, "maxStops must be between 0 and 3")
    .optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, "limit must be between 1 and 300")
    .max(300, "limit must be between 1 and 300")
    .default(DEFAULTS.bestDealsLimit),
  carrierComposition: z
    .enum(["single_carrier", "multi_carrier", "multi_low_cost", "mixed"], {
      message: "carrierComposition must be single_carrier, multi_carrier, multi_low_cost or mixed",
    })
    .optional(),
});

export function dealsApi(db: Db) {
  return new Hono()
    .get("/best", validate("query", bestQuery), async (c) => {
      const data = await bestDeals(db, c.req.valid("query"));
      return c.json({ success: true as const, data, total: data.length });
    })
    .get("/last-minute", validate("query", lastMinuteQuery), async (c) => {
      const data = await lastMinuteDeals(db, c.req.valid("query"));
      return c.json({ success: true as const, data, total: data.length });
    })
    .get("/weekend", validate("query", weekendQuery), async (c) => {
      const data = await weekendDeals(db, c.req.valid("query"));
      return c.json({ success: true as const, data });
    })
    .get("/christmas", async (c) => {
      const { season, deals } = await christmasDeals(db);
      return c.json({ success: true as const, season, data: deals, total: deals.length });
    })
    .get("/", validate("query", listQuery), async (c) => {
      const result = await listDeals(db, c.req.valid("query"));
      return c.json({ success: true as const, ...result });
    })
    .get("/:id", async (c) => {
      const id = c.req.param("id");
      if (!/^([0-9a-f-]{36}|[A-Za-z][0-9][A-Za-z][0-9][A-Za-z]?)$/i.test(id)) {
        throw new ApiError(400, "validation_failed", "id must be a deal id or a 4-5 character short code");
      }
      const deal = await dealByIdOrCode(db, id);
      if (!deal) throw new ApiError(404, "deal_not_found", "This deal may have expired or been removed");
      return c.json({ success: true as const, data: deal });
    });
}
