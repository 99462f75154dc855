import { randomUUID } from "node:crypto";
import { createRoute, z } from "@hono/zod-openapi";
import { type Context, Hono } from "hono";
import { isbot } from "isbot";
import { deviceClassOf, siteReferral } from "../../core/clickouts/classify.ts";
import { recordClickOut, recordSearchClickOut } from "../../core/clickouts/record.ts";
import { searchClickOutFields, searchClickOutQuery } from "../../core/clickouts/search-clickout.ts";
import { SITE_TIME_ZONE } from "../../core/constants.ts";
import type { Database } from "../../core/db/database.ts";
import { bookingSearchUrl, DEFAULT_AFFILIATE_MARKER } from "../../core/deals/booking-url.ts";
import { SHORT_CODE_IN_URL } from "../../core/deals/short-code.ts";
import type { EventStore } from "../../core/eventstore/types.ts";
import { type FareMode, fareModeOr } from "../../core/pricing/fare-mode.ts";
import { referrerOrigin } from "../../core/privacy/referrer.ts";
import { pathFor } from "../../core/routes/route-table.ts";
import { dealByIdOrCode } from "../../projections/deals/queries.ts";
import { requestAddress } from "../client-ip.ts";
import { ApiError } from "../errors.ts";
import { invalidOrMissing } from "../openapi-responses.ts";
import { demoClickOutHtml } from "./demo-click-out-page.tsx";

const FALLBACK_TIME_ZONE = SITE_TIME_ZONE;
/** Where a click came from when not from the site: `nl.<issue id>` for a digest, `alert` for an alert (decision 0041). */
const CAMPAIGN = /^(nl\.[A-Za-z0-9.-]{1,80}|alert)$/;

function validTimeZone(zone: string | undefined): string | null {
  if (!zone) return null;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return zone;
  } catch {
    return null;
  }
}

/**
 * The click-out as http/openapi.ts documents it. Only documented: the route itself is a plain
 * Hono route, because its path takes only a short code (another path falls through to the
 * pages), which createRoute's paths cannot say.
 */
export const clickOutRoute = createRoute({
  method: "get",
  path: "/{shortCode}",
  summary: "Click-out: records the click and redirects to the booking site",
  request: {
    params: z.object({ shortCode: z.string().regex(new RegExp(`^${SHORT_CODE_IN_URL}$`)) }),
    query: z.object({ tz: z.string().optional().meta({ description: "the visitor's IANA time zone" }) }),
  },
  responses: {
    302: { description: "Redirect to the provider" },
    404: invalidOrMissing,
  },
});

/** The same for a /search result's link (core/clickouts/search-clickout.ts builds it). */
export const searchClickOutRoute = createRoute({
  method: "get",
  path: "/search",
  summary: "Click-out from a search result: records the click and redirects to the booking site's search",
  request: { query: searchClickOutFields.extend({ tz: z.string().optional() }) },
  responses: {
    302: { description: "Redirect to the provider's search with these fields and our affiliate marker" },
    400: invalidOrMissing,
  },
});

/** What both click-outs record of the request: its context for the event, its person for clickout_pii. */
async function visitorOfClick(c: Context, deps: ClickOutDeps, publicHost: string) {
  const userAgent = c.req.header("user-agent") ?? "";
  if (isbot(userAgent)) return null;
  const clickId = randomUUID();
  const clientZone = validTimeZone(c.req.query("tz"));
  const ip = requestAddress(c); // read once through TRUST_PROXY, never a header the client wrote
  await deps.database.sql`INSERT INTO clickout_pii (click_id, ip_address, user_agent)
                          VALUES (${clickId}, ${ip}, ${userAgent.slice(0, 512)})`;
  const referrer = c.req.header("referer");
  const { fromSite, language } = siteReferral(referrer, [publicHost, c.req.header("host")]);
  return {
    clickId,
    timeZone: clientZone ?? FALLBACK_TIME_ZONE,
    // spec: time-zone source client, ip or fallback (default fallback); no geo-IP lookup here
    timeZoneSource: clientZone ? ("client" as const) : ("fallback" as const),
    // the sending site only: a path or query can carry anything (decision 0052)
    referrer: referrerOrigin(referrer),
    // classes and a flag, read here so the event keeps no agent and no path (decision 0062)
    deviceClass: deviceClassOf(userAgent),
    language,
    fromSite,
  };
}

interface ClickOutDeps {
  database: Database;
  store: EventStore;
  publicUrl: string;
  /** The booking links' affiliate marker (AFFILIATE_MARKER). */
  affiliateMarker?: string;
  /** With "demo" fares a click ends on a page of ours that says so, not at the booking site. */
  fareMode?: FareMode;
}

/**
 * Where a click goes: the booking site, or while the fares are simulated, our page that says so,
 * with the booking site's real search for the same route as a plainly labelled link.
 */
function destination(
  c: Context,
  deps: ClickOutDeps,
  publicHost: string,
  trip: { from: string; to: string; bookingUrl: string },
) {
  if (fareModeOr(deps.fareMode) === "live") return c.redirect(trip.bookingUrl, 302);
  const referrer = c.req.header("referer");
  const { fromSite, language } = siteReferral(referrer, [publicHost, c.req.header("host")]);
  const lang = language ?? (/^en\b/i.test(c.req.header("accept-language") ?? "") ? "en" : "bg");
  // back to the page the click came from when it was one of ours; a path, so never elsewhere
  const from = fromSite && referrer ? new URL(referrer) : null;
  const backPath = from ? `${from.pathname}${from.search}` : pathFor("home", lang);
  c.header("cache-control", "no-store");
  return c.html(
    demoClickOutHtml(
      { lang, from: trip.from, to: trip.to, realSearchUrl: trip.bookingUrl, backPath },
      c.get("cspNonce") ?? "",
    ),
  );
}

/**
 * GET /go/{shortCode}: records a click-out and sends the visitor to the booking site. The event
 * carries the click's id and context; the IP and user agent go to clickout_pii (decision 0015).
 * Known bots are redirected but not counted. GET /go/search does the same for a /search result,
 * whose link carries the itinerary and the search's settings instead of a deal.
 */
export function clickOutRoutes(deps: ClickOutDeps) {
  const publicHost = new URL(deps.publicUrl).host;
  const marker = deps.affiliateMarker ?? DEFAULT_AFFILIATE_MARKER;
  return new Hono()
    .get("/search", async (c) => {
      const parsed = searchClickOutQuery.safeParse(c.req.query());
      if (!parsed.success) {
        throw new ApiError(400, "invalid_search_link", "This booking link is incomplete or was changed");
      }
      const visitor = await visitorOfClick(c, deps, publicHost);
      if (visitor) await recordSearchClickOut(deps.store, { ...visitor, search: parsed.data });
      const search = parsed.data;
      const bookingUrl = bookingSearchUrl(search, marker);
      return destination(c, deps, publicHost, { from: search.fromAirport, to: search.toAirport, bookingUrl });
    })
    .get(`/:shortCode{${SHORT_CODE_IN_URL}}`, async (c) => {
      const deal = await dealByIdOrCode(deps.database.db, c.req.param("shortCode"));
      if (!deal) throw new ApiError(404, "deal_not_found", "This deal may have expired or been removed");
      const visitor = await visitorOfClick(c, deps, publicHost);
      if (visitor) {
        await recordClickOut(deps.store, {
          ...visitor,
          dealId: deal.id,
          shortCode: deal.shortCode,
          // a tag that is not ours is dropped rather than stored: it could carry anything
          campaign: CAMPAIGN.test(c.req.query("campaign") ?? "") ? (c.req.query("campaign") as string) : null,
        });
      }
      return destination(c, deps, publicHost, {
        from: deal.fromAirport,
        to: deal.toAirport,
        bookingUrl: deal.bookingUrl,
      });
    });
}
