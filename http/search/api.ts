import { createRoute, z } from "@hono/zod-openapi";
import { retryAfterSeconds } from "../../core/limits/rate-limiter.ts";
import { SEARCH_MESSAGES } from "../../core/search/messages.ts";
import { MAX_RESULTS } from "../../core/search/resolver.ts";
import {
  DiscoveryLimitedError,
  DiscoveryUnavailableError,
  type JobStatusResponse,
  type SearchResponse,
  type SearchService,
} from "../../core/search/service.ts";
import { requestAddress } from "../client-ip.ts";
import { ApiError, errorBody } from "../errors.ts";
import { answers, errorAnswer } from "../openapi-responses.ts";
import { apiRoutes } from "../validation.ts";

/**
 * GET /api/search?q=&lang=&suggest= resolves a country, city or airport code (spec section 3's
 * search resolution response); GET /api/search/jobs/{jobId} reports a destination discovery.
 * Decisions in docs/decisions/0024.
 */

const lang = z.enum(["bg", "en"], { error: "lang must be bg or en" }).default("bg");

export const searchQuery = z.object({
  q: z
    .string({ error: "q is required" })
    .min(1, "q must be 1-100 characters")
    .max(100, "q must be 1-100 characters")
    .refine((value) => value.trim().length > 0, "q must not be blank")
    .meta({ description: "what the visitor typed" }),
  lang: lang.meta({ description: "language of labels and page URLs" }),
  suggest: z
    .enum(["true", "false", "1", "0"], { error: "suggest must be true or false" })
    .optional()
    .transform((value) => value === "true" || value === "1")
    .meta({ description: "autocomplete: resolve only, start no job and record no search" }),
});

export const jobStatusQuery = z.object({ lang: lang.meta({ description: "language of the page URL" }) });

/** Job ids are short: a longer one is no job (404), not bad input. */
const JOB_ID_MAX_LENGTH = 64;
const jobParams = z.object({
  // documented, not checked: the handler answers a longer one with 404
  jobId: z.string().meta({ description: "from a discovering search", maxLength: JOB_ID_MAX_LENGTH }),
});

/** What GET /api/search answers; typed against SearchResponse, so the two cannot part. */
const searchResponse: z.ZodType<SearchResponse> = z.object({
  success: z.literal(true),
  action: z.enum(["redirect", "disambiguate", "discovering", "empty"]),
  url: z.string().nullable(),
  results: z
    .array(
      z.object({
        type: z.enum(["country", "destination", "airport"]),
        label: z.string(),
        url: z.string(),
        score: z.number().min(0).max(1),
        iataCode: z.string().nullable(),
        city: z.string().nullable(),
        country: z.string(),
      }),
    )
    .max(MAX_RESULTS),
  matchType: z.enum(["code", "exact", "prefix", "fuzzy", "none"]),
  jobId: z.string().nullable(),
  destination: z
    .object({
      iataCode: z.string(),
      city: z.string(),
      country: z.string(),
      countryCode: z.string(),
      url: z.string().nullable(),
    })
    .nullable(),
});

/** What GET /api/search/jobs/{jobId} answers; typed against JobStatusResponse. */
const jobStatusResponse: z.ZodType<JobStatusResponse> = z.object({
  success: z.literal(true),
  status: z.enum(["pending", "running", "completed", "failed"]),
  jobId: z.string(),
  url: z.string().nullable(),
  error: z.string().nullable(),
});

/** The routes under /api/search, as http/openapi.ts documents them. */
export const searchRoutes = {
  job: createRoute({
    method: "get",
    path: "/jobs/{jobId}",
    summary: "Status of a destination discovery job",
    request: { params: jobParams, query: jobStatusQuery },
    responses: answers("the job; url is the new destination page once completed", jobStatusResponse),
  }),
  search: createRoute({
    method: "get",
    path: "/",
    summary: "Resolves a country, city or airport IATA code (Bulgarian or English, any script, typos tolerated)",
    description:
      "redirect: one clear match, url is its page; disambiguate: several close matches in results; discovering: an airport code not yet in the catalog, a discovery job was started (or reused) and jobId names it; empty: nothing found. Scores run 0..1, 1 only for an exact code or name.",
    request: { query: searchQuery },
    responses: {
      ...answers("the resolution", searchResponse),
      429: errorAnswer(
        "A new discovery was due, but this address has started as many as it may for now (10 an hour); Retry-After says when to come back",
      ),
      503: errorAnswer("A discovery was due but cannot start here"),
    },
  }),
};

/** A search that would start a discovery over the address's limit answers 429 (docs/decisions/0054). */
export function searchApi(search: SearchService) {
  return apiRoutes()
    .openapi(searchRoutes.job, async (c) => {
      const { jobId } = c.req.valid("param");
      const status =
        jobId.length <= JOB_ID_MAX_LENGTH ? await search.jobStatus(jobId, c.req.valid("query").lang) : null;
      if (!status) throw new ApiError(404, "job_not_found", "No such search job");
      c.header("cache-control", "no-store");
      return c.json(status, 200);
    })
    .openapi(searchRoutes.search, async (c) => {
      const { q, lang, suggest } = c.req.valid("query");
      try {
        const response = await search.search({ q, lang, suggest, source: "api", client: requestAddress(c) });
        // a submitted search is recorded and may start a job: only suggestions may be cached
        c.header("cache-control", suggest ? "private, max-age=60" : "no-store");
        return c.json(response, 200);
      } catch (error) {
        if (error instanceof DiscoveryLimitedError) {
          c.header("cache-control", "no-store");
          c.header("retry-after", String(retryAfterSeconds(error.retryAfterMs)));
          return c.json(errorBody("rate_limited", SEARCH_MESSAGES.tooManyDiscoveries), 429);
        }
        if (error instanceof DiscoveryUnavailableError) {
          throw new ApiError(503, "discovery_unavailable", "There was a problem with the search. Please try again.");
        }
        throw error;
      }
    });
}
