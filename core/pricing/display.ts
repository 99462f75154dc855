import { SYSTEM_SETTINGS_DEFAULTS } from "../constants.ts";
import type { Currency } from "./fare.ts";
import { bgnToEur, roundPrice } from "./money.ts";

/**
 * How every price is shown (docs/decisions/0045): in euro and in lev, the currency of the
 * `currency` system setting first (the euro unless an admin chose the lev), the other beside it.
 * Amounts are kept in BGN; the euro is worked out at the fixed rate (core/pricing/money.ts).
 * Pure: the pages, the mails, the feeds, the social posts and the hero all format through here.
 */

export type PriceLanguage = "bg" | "en";

/**
 * "cents": to the stotinka or cent, whole amounts without decimals ("129 лв.", "65,96 €");
 * "whole": to the nearest unit, for headlines and subjects ("66 €");
 * "up": up to the next unit, for a "from" price that must never look cheaper than it is.
 */
export type PriceRounding = "cents" | "whole" | "up";

/** Which currency comes first when the settings say nothing (an admin never chose one). */
export const DEFAULT_FIRST_CURRENCY: Currency = SYSTEM_SETTINGS_DEFAULTS.currency;

const LOCALES: Record<PriceLanguage, string> = { bg: "bg-BG", en: "en-GB" };

// Intl formatters are slow to build and quick to use; a page formats hundreds of prices.
const formatters = new Map<string, Intl.NumberFormat>();

function rounded(amount: number, rounding: PriceRounding): number {
  const cents = roundPrice(amount);
  if (rounding === "whole") return Math.round(cents);
  if (rounding === "up") return Math.ceil(cents);
  return cents;
}

/**
 * One amount in one currency as the language writes it (CLDR, with a no-break space between
 * amount and symbol): "129 лв.", "65,96 €" in Bulgarian, "BGN 129", "€65.96" in English.
 */
export function formatMoney(
  lang: PriceLanguage,
  amount: number,
  currency: Currency,
  rounding: PriceRounding = "cents",
): string {
  const value = rounded(amount, rounding);
  const decimals = Number.isInteger(value) ? 0 : 2;
  const key = `${lang}:${currency}:${decimals}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang], {
      style: "currency",
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, format);
  }
  return format.format(value);
}

/** A price in both currencies, the one that comes first as `primary`. */
export interface ShownPrice {
  first: Currency;
  second: Currency;
  /** In the first currency, e.g. "61,36 €" */
  primary: string;
  /** In the other one, e.g. "120 лв." */
  secondary: string;
}

export interface ShowPriceOptions {
  rounding?: PriceRounding;
  /** The euro amount when it is known already; else it is worked out from the BGN at the fixed rate. */
  eur?: number;
}

/** A price kept in BGN, in euro and lev, the `first` currency first. */
export function showPrice(
  lang: PriceLanguage,
  amountBgn: number,
  first: Currency = DEFAULT_FIRST_CURRENCY,
  options: ShowPriceOptions = {},
): ShownPrice {
  const rounding = options.rounding ?? "cents";
  const eur = formatMoney(lang, options.eur ?? bgnToEur(amountBgn), "EUR", rounding);
  const bgn = formatMoney(lang, amountBgn, "BGN", rounding);
  return first === "BGN"
    ? { first: "BGN", second: "EUR", primary: bgn, secondary: eur }
    : { first: "EUR", second: "BGN", primary: eur, secondary: bgn };
}

/**
 * A price as one piece of text: "61,36 € (120 лв.)", "€61.36 (BGN 120)", or with `join: "slash"`
 * "61,36 € / 120 лв." where the text around it has brackets of its own.
 */
export function priceText(
  lang: PriceLanguage,
  amountBgn: number,
  first: Currency = DEFAULT_FIRST_CURRENCY,
  options: ShowPriceOptions & { join?: "brackets" | "slash" } = {},
): string {
  const { primary, secondary } = showPrice(lang, amountBgn, first, options);
  return options.join === "slash" ? `${primary} / ${secondary}` : `${primary} (${secondary})`;
}

/** The amount of a price in the currency that comes first, 2 decimals: what a post submission records. */
export function amountIn(currency: Currency, amountBgn: number): number {
  return currency === "EUR" ? bgnToEur(amountBgn) : roundPrice(amountBgn);
}

/** A settings value or anything else as the currency that comes first; unknown values get the default. */
export function firstCurrencyOf(value: unknown): Currency {
  return value === "BGN" || value === "EUR" ? value : DEFAULT_FIRST_CURRENCY;
}
