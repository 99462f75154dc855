import { Hono } from "hono";
import { z } from "zod";
import { retryAfterSeconds } from "../../core/limits/rate-limiter.ts";
import { SEARCH_MESSAGES } from "../../core/search/messages.ts";
import { DiscoveryLimitedError, DiscoveryUnavailableError, type SearchService } from "../../core/search/service.ts";
import { requestAddress } from "../client-ip.ts";
import { ApiError, errorBody } from "../errors.ts";
import { validate } from "../validation.ts";

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
    .refine((value) => value.trim().length > 0, "q must not be blank"),
  lang,
  suggest: z
    .enum(["true", "false", "1", "0"], { error: "suggest must be true or false" })
    .optional()
    .transform((value) => value === "true" || value === "1"),
});

export const jobStatusQuery = z.object({ lang });

/** A search that would start a discovery over the address's limit answers 429 (docs/decisions/0054). */
export function searchApi(search: SearchService) {
  return new Hono()
    .get("/jobs/:jobId", validate("query", jobStatusQuery), async (c) => {
      const jobId = c.req.param("jobId");
      const status = jobId.length <= 64 ? await search.jobStatus(jobId, c.req.valid("query").lang) : null;
      if (!status) throw new ApiError(404, "job_not_found", "No such search job");
      c.header("cache-control", "no-store");
      return c.json(status);
    })
    .get("/", validate("query", searchQuery), async (c) => {
      const { q, lang, suggest } = c.req.valid("query");
      try {
        const response = await search.search({ q, lang, suggest, source: "api", client: requestAddress(c) });
        // a submitted search is recorded and may start a job: only suggestions may be cached
        c.header("cache-control", suggest ? "private, max-age=60" : "no-store");
        return c.json(response);
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
