import { Hono } from "hono";
import { z } from "zod";
import { DEFAULTS } from "../../core/constants.ts";
import type { Db } from "../../core/db/database.ts";
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

export function dealsApi(db: Db) {
  return new Hono()
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
