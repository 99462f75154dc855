import { Feed } from "feed";
import { Hono } from "hono";
import { BULGARIAN_AIRPORTS, type BulgarianAirport } from "../../core/constants.ts";
import type { Db } from "../../core/db/database.ts";
import { escapeHtml } from "../../core/html-escape.ts";
import { socialPreviewImage } from "../../core/images/landscape.ts";
import { priceText as dualPrice } from "../../core/pricing/display.ts";
import type { Currency } from "../../core/pricing/fare.ts";
import { type FareMode, fareModeOr } from "../../core/pricing/fare-mode.ts";
import { FEED_FORMATS, FEED_KINDS, type FeedFormat, feedPath, feedTitle } from "../../core/routes/feeds.ts";
import { LANGUAGES, type Language, pathFor } from "../../core/routes/route-table.ts";
import { loadSettingsFromDb } from "../../core/settings/service.ts";
import type { Clock } from "../../core/time/clock.ts";
import { liveDealsForFeed } from "../../projections/deals/feeds.ts";
import type { DealResponse } from "../../projections/deals/queries.ts";
import { dictionaryOf, fill, formatDate } from "../../ui/i18n/dictionary.ts";
import { ApiError } from "../errors.ts";

/**
 * The live deals as RSS 2.0, Atom 1.0 and JSON Feed 1.1 in both languages, optionally from one
 * Bulgarian airport (`?from=SOF`), each item leading to its deal page. Readers poll them, so
 * every answer carries an ETag and Last-Modified and an unchanged feed costs a 304.
 */

export const FEED_ITEM_LIMIT = 50;
/** Deals change with the crawls (every few minutes); a reader may keep a feed that long. */
const FEED_CACHE_CONTROL = "public, max-age=300";
const JSON_FEED_VERSION = "https://jsonfeed.org/version/1.1";

export interface FeedDeps {
  db: Db;
  publicUrl: string;
  clock: Clock;
  /** Demo unless the fares are real (core/pricing/fare-mode.ts). */
  fareMode?: FareMode;
}

interface FeedRequest {
  lang: Language;
  format: FeedFormat;
  from: BulgarianAirport | undefined;
  /** Which currency prices show first: the `currency` setting (docs/decisions/0045). */
  priceFirst: Currency;
  /** Simulated fares: each item's title says "Demo" and the item has the category "demo" (decision 0087). */
  fareMode: FareMode;
}

function departureAirport(value: string | undefined): BulgarianAirport | undefined {
  if (value === undefined) return undefined;
  const airport = BULGARIAN_AIRPORTS.find((code) => code === value.toUpperCase());
  if (!airport) throw new ApiError(400, "validation_failed", "Unknown departure airport");
  return airport;
}

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : origin + url);

/** Whole amounts read better in a headline: "89 € (174 лв.)", "€89 (BGN 174)", or the lev first as the settings say. */
function priceText(request: FeedRequest, bgn: number): string {
  return dualPrice(request.lang, bgn, request.priceFirst, { rounding: "whole" });
}

function itemTitle(deal: DealResponse, request: FeedRequest): string {
  const { lang } = request;
  const fromCity = dictionaryOf(lang).deals.origins[deal.fromAirport] ?? deal.fromAirport;
  const toCity = (lang === "bg" ? deal.destination.city : deal.destination.cityEn) ?? deal.toAirport;
  const title = `${fromCity} → ${toCity}: ${priceText(request, Number(deal.currentPrice))}`;
  return request.fareMode === "demo" ? `${dictionaryOf(lang).demo.mark}: ${title}` : title;
}

/** The dates, then the usual price and the saving, in the wording of the deal cards. */
function itemDescription(deal: DealResponse, request: FeedRequest): string {
  const { lang } = request;
  const card = dictionaryOf(lang).deals.card;
  const dates = [`${card.outbound}: ${formatDate(lang, deal.departureDate)}`];
  if (deal.returnDate) dates.push(`${card.inbound}: ${formatDate(lang, deal.returnDate)}`);
  const price = [
    `${card.typical}: ${priceText(request, deal.medianPrice)}`,
    fill(card.save, { amount: `${Math.round(deal.savingsPercent)}%` }),
  ];
  return [dates, price].map((line) => `<p>${escapeHtml(line.join(" · "))}</p>`).join("");
}

function buildFeed(deals: readonly DealResponse[], request: FeedRequest, origin: string, updated: Date | null): Feed {
  const { lang, from } = request;
  const t = dictionaryOf(lang);
  const city = from ? t.deals.origins[from] : undefined;
  const url = (format: FeedFormat) => origin + feedPath(lang, format, from);
  const feed = new Feed({
    id: url(request.format),
    title: feedTitle(lang, city),
    description: city ? fill(t.airport.metaDescription, { airport: city }) : t.home.metaDescription,
    link: origin + pathFor("home", lang),
    language: lang,
    ...(updated ? { updated } : {}),
    // each format's self link is the entry of its own format
    feedLinks: { rss: url("rss"), atom: url("atom"), json: url("json") },
  });
  for (const deal of deals) {
    const link = origin + pathFor("dealById", lang, { dealId: deal.shortCode });
    feed.addItem({
      id: link,
      link,
      title: itemTitle(deal, request),
      description: itemDescription(deal, request),
      date: new Date(deal.lastUpdated),
      published: new Date(deal.foundAt),
      ...(request.fareMode === "demo" ? { category: [{ name: "demo", term: "demo" }] } : {}),
      // the deal page's og:image: readers, like social networks, may not show our SVG pictures
      ...(deal.ogImageUrl ? { image: absolute(origin, socialPreviewImage(deal.ogImageUrl).url) } : {}),
    });
  }
  return feed;
}

/** feed 6 writes JSON Feed 1.0; 1.1 only adds fields (language) and drops none we use. */
function jsonFeed(feed: Feed, lang: Language): string {
  const json = JSON.parse(feed.json1()) as Record<string, unknown>;
  return JSON.stringify({ ...json, version: JSON_FEED_VERSION, language: lang });
}

function render(feed: Feed, request: FeedRequest): string {
  if (request.format === "rss") return feed.rss2();
  if (request.format === "atom") return feed.atom1();
  return jsonFeed(feed, request.lang);
}

/** Weak: the tag stands for the items, not the bytes (and compression would weaken it anyway). */
async function entityTag(deals: readonly DealResponse[], request: FeedRequest): Promise<string> {
  const key = [
    request.lang,
    request.format,
    request.from ?? "",
    // the same deals in the other currency order, or said to be demo, are another feed
    request.priceFirst,
    request.fareMode,
    ...deals.map((d) => `${d.id}@${d.lastUpdated}`),
  ];
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(key.join("\n")));
  const hex = [...new Uint8Array(digest).slice(0, 16)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `W/"${hex}"`;
}

const opaqueTag = (tag: string) => tag.trim().replace(/^W\//, "");

function notModified(headers: Headers, etag: string, lastModified: Date | null): boolean {
  const ifNoneMatch = headers.get("if-none-match");
  // RFC 9110 13.1.3: when If-None-Match is sent, If-Modified-Since is ignored
  if (ifNoneMatch !== null) {
    return ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => opaqueTag(tag) === opaqueTag(etag));
  }
  const since = Date.parse(headers.get("if-modified-since") ?? "");
  // HTTP dates carry whole seconds; lastUpdated has milliseconds
  return lastModified !== null && !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

const newest = (deals: readonly DealResponse[]): Date | null =>
  deals.reduce<Date | null>((max, deal) => {
    const at = new Date(deal.lastUpdated);
    return !max || at > max ? at : max;
  }, null);

export function feedRoutes(deps: FeedDeps) {
  const origin = deps.publicUrl.replace(/\/+$/, "");
  const app = new Hono();
  for (const lang of LANGUAGES) {
    for (const format of FEED_FORMATS) {
      app.get(feedPath(lang, format), async (c) => {
        const from = departureAirport(c.req.query("from"));
        const [deals, { settings }] = await Promise.all([
          liveDealsForFeed(deps.db, { from, limit: FEED_ITEM_LIMIT, now: deps.clock() }),
          loadSettingsFromDb(deps.db),
        ]);
        const request: FeedRequest = {
          lang,
          format,
          from,
          priceFirst: settings.currency,
          fareMode: fareModeOr(deps.fareMode),
        };
        const lastModified = newest(deals);
        const etag = await entityTag(deals, request);
        const headers: Record<string, string> = { etag, "cache-control": FEED_CACHE_CONTROL };
        if (lastModified) headers["last-modified"] = lastModified.toUTCString();
        if (notModified(c.req.raw.headers, etag, lastModified)) return new Response(null, { status: 304, headers });
        return new Response(render(buildFeed(deals, request, origin, lastModified), request), {
          headers: { ...headers, "content-type": `${FEED_KINDS[format].mediaType}; charset=utf-8` },
        });
      });
    }
  }
  return app;
}
