/**
 * How a price stands against the route's usual price for its month: the seasonal median that
 * "why it's a deal" also compares with (core/pricing/season.ts). Within 15 % either way is the
 * usual price; the calendar says so in words beside its colours.
 */
export type PriceLevel = "low" | "typical" | "high";

/** A price at or below 85 % of the usual is low; at or above 115 %, high. */
export const PRICE_LEVEL_BANDS = { low: 0.85, high: 1.15 } as const;

/** Null when the route has no usual price yet for that month. */
export function priceLevel(priceBgn: number, usualBgn: number | null): PriceLevel | null {
  if (usualBgn === null || !(usualBgn > 0)) return null;
  if (priceBgn <= usualBgn * PRICE_LEVEL_BANDS.low) return "low";
  if (priceBgn >= usualBgn * PRICE_LEVEL_BANDS.high) return "high";
  return "typical";
}
