import { BULGARIAN_AIRPORTS, type BulgarianAirport } from "../constants.ts";

/**
 * What a subscriber receives. The spec's deals, tips and frequency (default weekly), and what a
 * traveller means by "my deals" (docs/decisions/0041): the airports they fly from, the countries
 * they care about (none: all), and the most they would pay. Paused keeps the subscription and
 * sends nothing. No imports but constants: the screens use it.
 */
export const NEWSLETTER_FREQUENCIES = ["daily", "weekly", "monthly", "paused"] as const;
export type NewsletterFrequency = (typeof NEWSLETTER_FREQUENCIES)[number];
/** The frequencies that produce issues. */
export type IssueFrequency = Exclude<NewsletterFrequency, "paused">;

export interface NewsletterPreferences {
  deals: boolean;
  tips: boolean;
  frequency: NewsletterFrequency;
  /** Departure airports, at least one, in BULGARIAN_AIRPORTS order. */
  airports: BulgarianAirport[];
  /** ISO 3166 alpha-2 codes of destination countries; empty means every country. */
  countries: string[];
  /** The highest price in BGN a deal may have to be mailed; null for any price. */
  maxPriceBgn: number | null;
}

/** Deals are what people sign up for; tips are opt-in. */
export const DEFAULT_PREFERENCES: NewsletterPreferences = {
  deals: true,
  tips: false,
  frequency: "weekly",
  airports: ["SOF"],
  countries: [],
  maxPriceBgn: null,
};

/**
 * Preferences as recorded before airports, countries and a price cap existed take the defaults
 * for the missing fields, so every reader sees the same complete shape.
 */
export function completePreferences(recorded: Partial<NewsletterPreferences>): NewsletterPreferences {
  const airports = (recorded.airports ?? []).filter((code): code is BulgarianAirport =>
    (BULGARIAN_AIRPORTS as readonly string[]).includes(code),
  );
  return {
    ...DEFAULT_PREFERENCES,
    ...recorded,
    airports: airports.length > 0 ? sortAirports(airports) : DEFAULT_PREFERENCES.airports,
    countries: recorded.countries ?? [],
    maxPriceBgn: recorded.maxPriceBgn ?? null,
  };
}

/** One spelling per airport set: BULGARIAN_AIRPORTS order, no repeats. */
export function sortAirports(airports: readonly BulgarianAirport[]): BulgarianAirport[] {
  return BULGARIAN_AIRPORTS.filter((code) => airports.includes(code));
}
