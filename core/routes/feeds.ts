/**
 * The feeds of live deals: where they live and what they are called, for the feed routes
 * (http/deals/feeds.ts) and the pages that announce them (autodiscovery links in ui/site/meta.ts).
 */
import { PRODUCT_KEY } from "../constants.ts";
import type { Language } from "./route-table.ts";

export const FEED_FORMATS = ["rss", "atom", "json"] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

/** The media type of each format (the `type` of an autodiscovery link) and its name for readers. */
export const FEED_KINDS: Record<FeedFormat, { mediaType: string; label: string }> = {
  rss: { mediaType: "application/rss+xml", label: "RSS" },
  atom: { mediaType: "application/atom+xml", label: "Atom" },
  json: { mediaType: "application/feed+json", label: "JSON Feed" },
};

const FEED_ROOTS: Record<Language, string> = { bg: "/feeds", en: "/en/feeds" };

/** A feed's path; `from` (a departure airport's IATA code) narrows it to that airport. */
export function feedPath(lang: Language, format: FeedFormat, from?: string): string {
  const path = `${FEED_ROOTS[lang]}/deals.${format}`;
  return from ? `${path}?from=${encodeURIComponent(from)}` : path;
}

const TITLES: Record<Language, { prefix: string; country: string }> = {
  bg: { prefix: "евтини полети от", country: "България" },
  en: { prefix: "cheap flights from", country: "Bulgaria" },
};

/** "flydealsbg – cheap flights from Bulgaria", or from the departure city when the feed is narrowed to one. */
export function feedTitle(lang: Language, city?: string): string {
  const copy = TITLES[lang];
  return `${PRODUCT_KEY} – ${copy.prefix} ${city ?? copy.country}`;
}
