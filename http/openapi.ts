import { DEFAULTS } from "../core/constants.ts";
import { WEEKEND_PATTERNS } from "../core/deals/calendar.ts";
import { DEAL_SORTS, DEAL_STOPS } from "../core/deals/listing.ts";

type Param = {
  name: string;
  in: "query" | "path";
  required?: boolean;
  description?: string;
  schema: Record<string, unknown>;
};

const q = (name: string, schema: Record<string, unknown>, description?: string): Param => ({
  name,
  in: "query",
  schema,
  description,
});
const p = (name: string, schema: Record<string, unknown>, description?: string): Param => ({
  name,
  in: "path",
  required: true,
  schema,
  description,
});
const iata = { type: "string", pattern: "^[A-Za-z]{3}$" };
const month = { type: "string", pattern: "^\\d{4}-(0[1-9]|1[0-2])$" };

const errorResponse = {
  description: "Invalid input (400) or not found (404)",
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
};
const ok = (description: string, schema: Record<string, unknown> = { type: "object" }) => ({
  "200": { description, content: { "application/json": { schema } } },
  "400": errorResponse,
  "404": errorResponse,
});

/** The public JSON API as OpenAPI 3.1, served at /api/openapi.json. Enums come from the code. */
export const openApiDocument = {
  openapi: "3.1.0",
  info: {
    title: "flydealsbg public API",
    version: "1.0.0",
    description:
      "Cheap flights from Bulgaria: deals, route statistics and visa rules for Bulgarian passports. Prices in BGN.",
  },
  paths: {
    "/api/deals": {
      get: {
        summary: "Active deals with filters, sorting and pages",
        parameters: [
          q("sortBy", { type: "string", enum: DEAL_SORTS, default: "price-asc" }),
          q("stops", { type: "string", enum: DEAL_STOPS, default: "any" }),
          q("from", iata, "departure airport"),
          q("country", { type: "string", pattern: "^[A-Za-z]{2}$" }, "destination country code"),
          q("destination", iata, "destination city code"),
          q("month", month, "departure month"),
          q("minPrice", { type: "number", minimum: 0 }),
          q("maxPrice", { type: "number", minimum: 0 }),
          q("page", { type: "integer", minimum: 1, default: 1 }),
          q("pageSize", { type: "integer", minimum: 1, maximum: DEFAULTS.maxPageSize, default: DEFAULTS.pageSize }),
        ],
        responses: ok(
          "success, data, total, page, pageSize, filters, dealsUpdatedAt, counts { all, direct, stopover }",
        ),
      },
    },
    "/api/deals/best": {
      get: {
        summary: "Best deals of the day, ranked",
        parameters: [
          q("origin", { type: "string", minLength: 3, maxLength: 4 }),
          q("country", { type: "string", minLength: 2, maxLength: 64 }),
          q("alliance", { type: "string", maxLength: 16 }),
          q("maxStops", { type: "integer", minimum: 0, maximum: 3 }),
          q("limit", { type: "integer", minimum: 1, maximum: 300, default: DEFAULTS.bestDealsLimit }),
          q("carrierComposition", {
            type: "string",
            enum: ["single_carrier", "multi_carrier", "multi_low_cost", "mixed"],
          }),
        ],
        responses: ok("data of rank, score, popularityTier, refreshedAt, ttlSeconds, scoreBreakdown, deal"),
      },
    },
    "/api/deals/weekend": {
      get: {
        summary: "Weekend trips by weekend",
        parameters: [
          q("origin", { type: "string", enum: ["ALL", "SOF", "VAR", "BOJ", "PDV"], default: "ALL" }),
          q("weeks", { type: "integer", minimum: 1, maximum: 24, default: DEFAULTS.weekendWeeks }),
          q("pattern", { type: "string", enum: Object.keys(WEEKEND_PATTERNS) }),
        ],
        responses: ok(
          "weekendKey, weekendStart, weekendEnd, totalDeals, patterns, deals with nights, pattern, needsPto",
        ),
      },
    },
    "/api/deals/last-minute": {
      get: {
        summary: "Deals departing soon, with urgency",
        parameters: [
          q("limit", { type: "integer", minimum: 4, maximum: 80, default: DEFAULTS.lastMinuteLimit }),
          q("maxDepartureDays", {
            type: "integer",
            minimum: 1,
            maximum: 7,
            default: DEFAULTS.lastMinuteMaxDepartureDays,
          }),
        ],
        responses: ok("deals with urgency { departureInHours, departureInDays }"),
      },
    },
    "/api/deals/christmas": {
      get: { summary: "Trips over the Bulgarian Christmas and New Year holidays", responses: ok("season and deals") },
    },
    "/api/deals/{id}": {
      get: {
        summary: "One deal by id or short code",
        parameters: [p("id", { type: "string" }, "deal id (uuid) or short code (letter-digit-letter-digit[-letter])")],
        responses: ok("the deal"),
      },
    },
    "/api/routes/{from}/{to}/stats": {
      get: {
        summary: "Price statistics per season, direct and stopover split",
        parameters: [
          p("from", iata),
          p("to", iata),
          q("season", { type: "string", pattern: "^(m(0[1-9]|1[0-2])|all)$" }),
        ],
        responses: ok(
          "seasons with sampleCount, median, mean, stddev, min, max, directFlightStats, stopoverFlightStats",
        ),
      },
    },
    "/api/routes/{from}/{to}/history": {
      get: {
        summary: "Lowest and median price per day, for charts",
        parameters: [
          p("from", iata),
          p("to", iata),
          q("days", { type: "integer", minimum: 1, maximum: 365, default: 90 }),
          q("month", month),
        ],
        responses: ok("points of date, minPrice, medianPrice, samples"),
      },
    },
    "/api/bootstrap/cms": {
      get: {
        summary:
          "The server page list: live pages with their localizations (drafts need an admin session or a preview token)",
        parameters: [
          q("includeDraft", { type: "string", enum: ["true", "false"] }, "an admin session or a preview token"),
          q("previewToken", { type: "string" }, "a CMS preview token (or the x-preview-token header)"),
        ],
        responses: {
          ...ok(
            "success, data.pages[] { pageKey, pageType, publishingState, localizations[] { locale, status, slugPath } }",
          ),
          "401": errorResponse,
        },
      },
    },
    "/api/visa/{countryCode}": {
      get: {
        summary: "Visa rule for Bulgarian passport holders",
        parameters: [
          p("countryCode", { type: "string", pattern: "^[A-Za-z]{2}$" }),
          q("lang", { type: "string", enum: ["bg", "en"], default: "bg" }),
        ],
        responses: ok(
          "requirementType, stayDays, passportValidityDays, passportRequirements, notes, sources, lastVerified, manualOverride",
        ),
      },
    },
    "/api/share/networks": {
      get: {
        summary: "Social networks a visitor can share to",
        responses: ok("success, data[] { network: facebook | telegram | twitter | linkedin, label }"),
      },
    },
    "/api/search": {
      get: {
        summary: "Resolves a country, city or airport IATA code (Bulgarian or English, any script, typos tolerated)",
        description:
          "redirect: one clear match, url is its page; disambiguate: several close matches in results; discovering: an airport code not yet in the catalog, a discovery job was started (or reused) and jobId names it; empty: nothing found. Scores run 0..1, 1 only for an exact code or name.",
        parameters: [
          q("q", { type: "string", minLength: 1, maxLength: 100 }, "what the visitor typed"),
          q("lang", { type: "string", enum: ["bg", "en"], default: "bg" }, "language of labels and page URLs"),
          q(
            "suggest",
            { type: "string", enum: ["true", "false"], default: "false" },
            "autocomplete: resolve only, start no job and record no search",
          ),
        ],
        responses: {
          ...ok("the resolution", {
            type: "object",
            required: ["success", "action", "url", "results", "matchType", "jobId", "destination"],
            properties: {
              success: { const: true },
              action: { type: "string", enum: ["redirect", "disambiguate", "discovering", "empty"] },
              url: { type: ["string", "null"] },
              results: {
                type: "array",
                maxItems: 10,
                items: {
                  type: "object",
                  properties: {
                    type: { type: "string", enum: ["country", "destination", "airport"] },
                    label: { type: "string" },
                    url: { type: "string" },
                    score: { type: "number", minimum: 0, maximum: 1 },
                    iataCode: { type: ["string", "null"] },
                    city: { type: ["string", "null"] },
                    country: { type: "string" },
                  },
                },
              },
              matchType: { type: "string", enum: ["code", "exact", "prefix", "fuzzy", "none"] },
              jobId: { type: ["string", "null"] },
              destination: {
                type: ["object", "null"],
                properties: {
                  iataCode: { type: "string" },
                  city: { type: "string" },
                  country: { type: "string" },
                  countryCode: { type: "string" },
                  url: { type: ["string", "null"] },
                },
              },
            },
          }),
          "429": {
            ...errorResponse,
            description:
              "A new discovery was due, but this address has started as many as it may for now (10 an hour); Retry-After says when to come back",
          },
          "503": { ...errorResponse, description: "A discovery was due but cannot start here" },
        },
      },
    },
    "/api/search/jobs/{jobId}": {
      get: {
        summary: "Status of a destination discovery job",
        parameters: [
          p("jobId", { type: "string", maxLength: 64 }, "from a discovering search"),
          q("lang", { type: "string", enum: ["bg", "en"], default: "bg" }, "language of the page URL"),
        ],
        responses: ok("the job; url is the new destination page once completed", {
          type: "object",
          required: ["success", "status", "jobId", "url", "error"],
          properties: {
            success: { const: true },
            status: { type: "string", enum: ["pending", "running", "completed", "failed"] },
            jobId: { type: "string" },
            url: { type: ["string", "null"] },
            error: { type: ["string", "null"] },
          },
        }),
      },
    },
    "/go/{shortCode}": {
      get: {
        summary: "Click-out: records the click and redirects to the booking site",
        parameters: [p("shortCode", { type: "string" }), q("tz", { type: "string" }, "the visitor's IANA time zone")],
        responses: { "302": { description: "Redirect to the provider" }, "404": errorResponse },
      },
    },
  },
  components: {
    schemas: {
      Error: {
        type: "object",
        required: ["success", "error"],
        properties: {
          success: { const: false },
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: { type: "string" },
              message: { type: "string" },
              issues: {
                type: "array",
                items: { type: "object", properties: { path: { type: "string" }, message: { type: "string" } } },
              },
            },
          },
        },
      },
    },
  },
} as const;
