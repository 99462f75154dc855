/** What the newsletter mails are made from and what rendering one gives. */

import type { Currency } from "../core/pricing/fare.ts";
import type { FareMode } from "../core/pricing/fare-mode.ts";

export interface DigestDeal {
  shortCode: string;
  /** IATA, e.g. "SOF" */
  fromAirport: string;
  /** In the mail's language, e.g. "София" */
  fromCity: string;
  toAirport: string;
  toCity: string;
  country: string;
  /** ISO day, e.g. "2026-12-04" */
  departureDate: string;
  returnDate: string | null;
  /** Current price in BGN */
  priceBgn: number;
  /** The route's usual (median) price in BGN */
  usualPriceBgn: number;
  /** 0..100 */
  savingsPercent: number;
  isDirect: boolean;
  /** Absolute URL of a 1200x630 PNG */
  imageUrl: string;
  /** Absolute URL of the deal page */
  dealUrl: string;
  /** Absolute click-out URL, already carrying the campaign tag */
  bookUrl: string;
}

export type DigestLanguage = "bg" | "en";
export type DigestFrequency = "daily" | "weekly" | "monthly";

export interface DigestMailInput {
  language: DigestLanguage;
  frequency: DigestFrequency;
  /** ISO day the issue is for, e.g. "2026-11-26" */
  issueDay: string;
  /** Departure airports of this issue, e.g. ["SOF", "VAR"] with their city names */
  airports: Array<{ code: string; city: string }>;
  /** 1..10, best first */
  deals: DigestDeal[];
  /** e.g. "https://flydeals.bg" */
  publicUrl: string;
  unsubscribeUrl: string;
  preferencesUrl: string;
  /** Which currency the prices show first, the `currency` setting; the euro when left out (decision 0045). */
  priceFirst?: Currency;
  /** "demo": the mail says its fares are simulated, in its subject and at its top (decision 0087). */
  fareMode?: FareMode;
}

export type DigestTemplateInput = Omit<DigestMailInput, "unsubscribeUrl" | "preferencesUrl">;

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface PersonalLinks {
  unsubscribeUrl: string;
  preferencesUrl: string;
}
