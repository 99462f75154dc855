/** Words, prices and days as the mails write them. */
import { BGN_PER_EUR, DAY_MS } from "../core/constants.ts";
import { DEFAULT_FIRST_CURRENCY, priceText, showPrice } from "../core/pricing/display.ts";
import type { Currency } from "../core/pricing/fare.ts";
import { COPY, type Copy, type PluralForms } from "./copy.ts";
import type { DigestDeal, DigestLanguage, DigestTemplateInput } from "./mail-types.ts";

/** Puts values into a `{name}` template; an unknown name stays visible rather than vanishing. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole: string, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

// Building Intl objects costs far more than using them, and a worker renders many issues.
const pluralRules = new Map<string, Intl.PluralRules>();

export function plural(copy: Copy, forms: PluralForms, count: number): string {
  let rules = pluralRules.get(copy.locale);
  if (!rules) {
    rules = new Intl.PluralRules(copy.locale);
    pluralRules.set(copy.locale, rules);
  }
  return fill(rules.select(count) === "one" ? forms.one : forms.other, { count });
}

/** The peg as written in the language: "1,95583", "1.95583". */
function formatRate(copy: Copy): string {
  return new Intl.NumberFormat(copy.locale, { maximumFractionDigits: 5 }).format(BGN_PER_EUR);
}

/** The footer's note that prices can change and how the second currency's amounts are worked out. */
export function pricesNote(language: DigestLanguage, priceFirst: Currency = DEFAULT_FIRST_CURRENCY): string {
  const copy = COPY[language];
  return fill(priceFirst === "BGN" ? copy.pricesNoteLevFirst : copy.pricesNote, { rate: formatRate(copy) });
}

/**
 * Both currencies, the settings' one first, the other beside it at the fixed rate (core/pricing/display.ts):
 * "89 € (174 лв.)", "€89 (BGN 174)", or "174 лв. (89 €)" with the lev first.
 */
export function formatDualPrice(
  language: DigestLanguage,
  priceBgn: number,
  priceFirst: Currency = DEFAULT_FIRST_CURRENCY,
): string {
  return priceText(language, priceBgn, priceFirst);
}

/** The price in the currency that comes first only, for a subject or a preview line: "89 €", "€89". */
export function formatFirst(language: DigestLanguage, priceBgn: number, priceFirst: Currency | undefined): string {
  return showPrice(language, priceBgn, priceFirst).primary;
}

/** Reads an ISO day at UTC midnight so the server's time zone cannot shift it. */
function parseDay(isoDay: string, field: string): Date {
  const date = /^\d{4}-\d{2}-\d{2}/.test(isoDay) ? new Date(`${isoDay.slice(0, 10)}T00:00:00Z`) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) throw new RangeError(`digest mail: ${field} is not an ISO day: ${isoDay}`);
  return date;
}

/**
 * "пт, 4 дек." / "Fri 4 Dec". Built from the copy rather than Intl: bg-BG's short month in ICU is
 * "4.12", which is not how a Bulgarian writes a travel date.
 */
export function formatTravelDay(language: DigestLanguage, isoDay: string): string {
  const copy = COPY[language];
  const date = parseDay(isoDay, "travel day");
  return fill(copy.day, {
    weekday: copy.weekdays[date.getUTCDay()]!,
    day: date.getUTCDate(),
    month: copy.months[date.getUTCMonth()]!,
  });
}

export function formatIssueDate(copy: Copy, isoDay: string): string {
  const date = parseDay(isoDay, "issueDay");
  return fill(copy.issueDate, {
    day: date.getUTCDate(),
    month: copy.monthsLong[date.getUTCMonth()]!,
    year: date.getUTCFullYear(),
  });
}

/** The trip in words: "пт, 4 дек. – пт, 11 дек. · 7 нощи", "Fri 15 Jan · one way". */
export function formatTrip(language: DigestLanguage, deal: DigestDeal): string {
  const copy = COPY[language];
  const out = formatTravelDay(language, deal.departureDate);
  if (deal.returnDate === null) return fill(copy.oneWay, { out });
  const back = formatTravelDay(language, deal.returnDate);
  const nights = Math.round(
    (parseDay(deal.returnDate, "returnDate").getTime() - parseDay(deal.departureDate, "departureDate").getTime()) /
      DAY_MS,
  );
  const range = fill(copy.roundTrip, { out, back });
  return nights > 0 ? `${range} · ${plural(copy, copy.nights, nights)}` : range;
}

/** "София", "София и Варна", "София, Варна и Бургас". */
export function joinCities(copy: Copy, cities: readonly string[]): string {
  if (cities.length <= 1) return cities[0] ?? "";
  return `${cities.slice(0, -1).join(", ")} ${copy.and} ${cities.at(-1)}`;
}

/** The issue's departure cities; without a list, the cities the deals leave from. */
export function departureCities(input: DigestTemplateInput): string[] {
  const named = input.airports.map((airport) => airport.city);
  const cities = named.length > 0 ? named : input.deals.map((deal) => deal.fromCity);
  return [...new Set(cities)];
}

export function siteHost(publicUrl: string): string {
  return new URL(publicUrl).host;
}

// A subject is a header: a stray line break in a city name must not start a new one.
export function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}
