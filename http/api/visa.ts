import { Hono } from "hono";
import { z } from "zod";
import type { Db } from "../../core/db/database.ts";
import { visaInfo } from "../../projections/queries/visa.ts";
import { ApiError } from "../errors.ts";
import { validate } from "../validation.ts";

const params = z.object({
  countryCode: z
    .string()
    .regex(/^[A-Za-z]{2}$/, "Country code must be 2 letters (ISO 3166-1 alpha-2)")
    .transform((code) => code.toUpperCase()),
});
const query = z.object({ lang: z.enum(["bg", "en"]).default("bg") });

export function visaApi(db: Db) {
  return new Hono().get("/:countryCode", validate("param", params), validate("query", query), async (c) => {
    const { countryCode } = c.req.valid("param");
    const { lang } = c.req.valid("query");
    const info = await visaInfo(db, countryCode, lang);
    if (!info) throw new ApiError(404, "visa_not_found", `No visa information for ${countryCode}`);
    return c.json({ success: true as const, data: info });
  });
}
