import type { PostLanguage } from "./events.ts";
import type { SocialNetwork } from "./publisher.ts";

/** What a post template can say about a deal; every value is already formatted for its language. */
export interface PostContext {
  from: string;
  fromCity: string;
  to: string;
  toCity: string;
  country: string;
  /** The amount alone in the settings' currency, "61.36"; {currency} names it. */
  price: string;
  currency: string;
  median: string;
  /** Both currencies, the settings' one first: "61,36 € / 120 лв." (decision 0045). */
  priceBoth: string;
  medianBoth: string;
  savings: string;
  departure: string;
  return: string;
  airline: string;
  dealType: string;
  url: string;
}

export const PLACEHOLDERS: readonly (keyof PostContext)[] = [
  "from",
  "fromCity",
  "to",
  "toCity",
  "country",
  "price",
  "currency",
  "median",
  "priceBoth",
  "medianBoth",
  "savings",
  "departure",
  "return",
  "airline",
  "dealType",
  "url",
];

const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

/** The `{name}`s in a body that no deal can fill, as written. */
export function unknownPlaceholders(body: string): string[] {
  const known = new Set<string>(PLACEHOLDERS);
  return [...body.matchAll(PLACEHOLDER)].filter((m) => !known.has(m[1] as string)).map((m) => m[0]);
}

/** Used when no published template exists for an account's network and language. */
export const DEFAULT_TEMPLATES: Record<PostLanguage, string> = {
  bg: "✈️ {dealType}: {fromCity} → {toCity} за {priceBoth} (−{savings}% спрямо обичайните {medianBoth})\n📅 {departure} – {return}, {airline}\n{url}",
  en: "✈️ {dealType}: {fromCity} → {toCity} for {priceBoth} ({savings}% below the usual {medianBoth})\n📅 {departure} – {return}, {airline}\n{url}",
};

/** X counts every link as 23 characters whatever its length. */
const X_LIMIT = 280;
const X_LINK_LENGTH = 23;

function xLength(text: string): number {
  return [...text.replace(/https?:\/\/\S+/g, "x".repeat(X_LINK_LENGTH))].length;
}

/** What a post begins with while the fares are simulated (docs/decisions/0087): no one shares a made-up fare as real. */
export const DEMO_POST_PREFIX: Record<PostLanguage, string> = { bg: "[Демо] ", en: "[Demo] " };

/**
 * Fills a template, after `prefix` (the demo mark); on X a text over the limit loses words
 * before the link, never the link nor the mark.
 */
export function renderPost(body: string, context: PostContext, network: SocialNetwork, prefix = ""): string {
  const text =
    prefix +
    body.replace(PLACEHOLDER, (whole, name: string) => (name in context ? context[name as keyof PostContext] : whole));
  if (network !== "twitter" || xLength(text) <= X_LIMIT) return text;
  const withoutLink = text.replace(context.url, "").trim();
  const room = X_LIMIT - X_LINK_LENGTH - 2;
  const chars = [...withoutLink];
  return `${chars.slice(0, room).join("").trimEnd()}…\n${context.url}`;
}
