import { BULGARIAN_AIRPORTS as DEPARTURE_AIRPORTS } from "../catalog/seed.ts";
import { DEFAULT_FIRST_CURRENCY, showPrice } from "../pricing/display.ts";
import type { Currency } from "../pricing/fare.ts";
import type { AlertCriteria } from "./events.ts";

/** A destination's name in both languages, as the catalog has it. */
export type PlaceNames = { bg: string; en: string };

/**
 * A price cap in whole units, the settings' currency first: "77 € (150 лв.)", "€77 (BGN 150)".
 * Plain spaces: the description is words that a mail or a page lays out (mail/alert.tsx keeps
 * amount and symbol together itself).
 */
function cap(language: "bg" | "en", priceBgn: number, first: Currency): string {
  const { primary, secondary } = showPrice(language, priceBgn, first, { rounding: "whole" });
  return `${primary} (${secondary})`.replace(/\u00a0/g, " ");
}

/**
 * What an alert watches, in words, for its mails and the preference centre:
 * "полети от София до Лондон на цена до 77 € (150 лв.)", the lev first when the settings say BGN.
 */
export function describeAlert(
  criteria: AlertCriteria,
  destination: PlaceNames | null,
  language: "bg" | "en",
  priceFirst: Currency = DEFAULT_FIRST_CURRENCY,
): string {
  const airport = DEPARTURE_AIRPORTS.find((a) => a.iataCode === criteria.fromAirport);
  const from = airport ? (language === "bg" ? airport.cityBg : airport.cityEn) : null;
  const to = destination ? destination[language] : criteria.destinationId;
  const price = criteria.maxPriceBgn;
  if (language === "bg") {
    const what =
      from && to
        ? `полети от ${from} до ${to}`
        : to
          ? `полети до ${to} от всички летища в България`
          : `всички полети от ${from}`;
    return price === null ? what : `${what} на цена до ${cap(language, price, priceFirst)}`;
  }
  const what =
    from && to
      ? `flights from ${from} to ${to}`
      : to
        ? `flights to ${to} from any Bulgarian airport`
        : `every flight from ${from}`;
  return price === null ? what : `${what} under ${cap(language, price, priceFirst)}`;
}
