import { createRoute, z } from "@hono/zod-openapi";
import type { Db } from "../../core/db/database.ts";
import { visaInfo } from "../../projections/visa/queries.ts";
import { ApiError } from "../errors.ts";
import { answers } from "../openapi-responses.ts";
import { apiRoutes, validate } from "../validation.ts";

const params = z.object({
  countryCode: z
    .string()
    .regex(/^[A-Za-z]{2}$/, "Country code must be 2 letters (ISO 3166-1 alpha-2)")
    .transform((code) => code.toUpperCase()),
});
const query = z.object({ lang: z.enum(["bg", "en"]).default("bg") });

/** The route under /api/visa, as http/openapi.ts documents it. */
export const visaRoutes = {
  rule: createRoute({
    method: "get",
    path: "/{countryCode}",
    summary: "Visa rule for Bulgarian passport holders",
    // OpenAPIHono checks the query before the path; this API has always answered a bad country first
    middleware: validate("param", params),
    request: { params, query },
    responses: answers(
      "requirementType, stayDays, passportValidityDays, passportRequirements, notes, sources, officialSource, lastVerified, manualOverride",
    ),
  }),
};

export function visaApi(db: Db) {
  return apiRoutes().openapi(visaRoutes.rule, async (c) => {
    const { countryCode } = c.req.valid("param");
    const { lang } = c.req.valid("query");
    const info = await visaInfo(db, countryCode, lang);
    if (!info) throw new ApiError(404, "visa_not_found", `No visa information for ${countryCode}`);
    return c.json({ success: true as const, data: info }, 200);
  });
}
