import type { BulgarianAirport } from "../constants.ts";
import type { IssueFrequency, NewsletterPreferences } from "./preferences.ts";

/** Deals in one digest: enough to find something, few enough to read on a phone. */
export const DEALS_PER_DIGEST = 6;
/** Live deals an issue considers, best first; subscribers' filters pick from these. */
export const DIGEST_POOL_SIZE = 40;
/** How far back "already sent to this subscriber" looks. */
export const SENT_MEMORY_DAYS = 60;

/** A live deal an issue may carry, as the choice needs it. */
export interface DigestCandidate {
  dealId: string;
  fromAirport: string;
  /** The destination (city) id: one deal per destination in a mail. */
  destinationId: string;
  countryCode: string | null;
  priceBgn: number;
}

export interface IssueKey {
  /** Local day (YYYY-MM-DD) of the schedule. */
  day: string;
  frequency: IssueFrequency;
  language: "bg" | "en";
  airports: readonly BulgarianAirport[];
}

/**
 * One issue per day, frequency, language and airport set, named so that planning the same
 * issue twice finds the first: `2026-11-26.weekly.bg.SOF-VAR`. It is also the click-out
 * campaign tag (`nl.` + id), which says which issue a click came from and nothing about who.
 */
export function issueIdOf(key: IssueKey): string {
  return `${key.day}.${key.frequency}.${key.language}.${key.airports.join("-")}`;
}

export const ISSUE_ID_PATTERN = /^\d{4}-\d{2}-\d{2}\.(daily|weekly|monthly)\.(bg|en)\.[A-Z]{3}(-[A-Z]{3}){0,3}$/;

export function campaignOfIssue(issueId: string): string {
  return `nl.${issueId}`;
}

/**
 * The deals one subscriber gets from an issue's pool (best first): those matching their
 * countries and price cap, none they were sent before, at most one per destination.
 */
export function chooseDeals(
  pool: readonly DigestCandidate[],
  preferences: Pick<NewsletterPreferences, "countries" | "maxPriceBgn">,
  alreadySent: ReadonlySet<string>,
  limit = DEALS_PER_DIGEST,
): string[] {
  const chosen: string[] = [];
  const destinations = new Set<string>();
  for (const deal of pool) {
    if (chosen.length === limit) break;
    if (alreadySent.has(deal.dealId) || destinations.has(deal.destinationId)) continue;
    if (preferences.maxPriceBgn !== null && deal.priceBgn > preferences.maxPriceBgn) continue;
    if (preferences.countries.length > 0 && !preferences.countries.includes(deal.countryCode ?? "")) continue;
    chosen.push(deal.dealId);
    destinations.add(deal.destinationId);
  }
  return chosen;
}
