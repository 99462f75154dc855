import { createContext, createElement, type ReactNode, use, useContext, useMemo } from "react";
import { DEFAULT_FIRST_CURRENCY, formatMoney } from "../../core/pricing/display.ts";
import type { Currency } from "../../core/pricing/fare.ts";
import type { Language } from "../route-table.ts";
import { bundledDictionaries } from "./bundled-dictionaries.ts";
import type { Dictionary } from "./dictionary-shape.ts";

export type { Dictionary } from "./dictionary-shape.ts";
/** Forms keyed by Intl.PluralRules category; Bulgarian and English only use these two. */
export interface PluralForms {
  one: string;
  other: string;
}

const loading = new Map<Language, Promise<Dictionary>>();

/** Loads a language's dictionary (in the browser, its own chunk; elsewhere it is already there). */
export function loadDictionary(lang: Language): Promise<Dictionary> {
  const ready = bundledDictionaries[lang];
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(lang);
  if (!pending) {
    pending = (lang === "bg" ? import("./bg.ts").then((m) => m.bg) : import("./en.ts").then((m) => m.en)).then(
      (dictionary) => {
        bundledDictionaries[lang] = dictionary;
        return dictionary;
      },
    );
    loading.set(lang, pending);
  }
  return pending;
}

/** A loaded dictionary; the layout has loaded the page's own before anything below it renders. */
export function dictionaryOf(lang: Language): Dictionary {
  const dictionary = bundledDictionaries[lang];
  if (!dictionary) throw new Error(`The ${lang} dictionary is not loaded: call loadDictionary("${lang}") first`);
  return dictionary;
}

/**
 * The page's dictionary for the layout: at once when loaded; on a move to the other language
 * in the browser, the navigation's transition waits for it while the old page stays.
 */
export function useDictionaryLoaded(lang: Language): Dictionary {
  return bundledDictionaries[lang] ?? use(loadDictionary(lang));
}

export const LOCALES: Record<Language, string> = { bg: "bg-BG", en: "en-GB" };

interface LanguageValue {
  lang: Language;
  locale: string;
  t: Dictionary;
  /** Which currency prices show first: the `currency` system setting (core/pricing/display.ts). */
  priceFirst: Currency;
}

const LanguageContext = createContext<LanguageValue | null>(null);

export function LanguageProvider({
  lang,
  priceFirst = DEFAULT_FIRST_CURRENCY,
  children,
}: {
  lang: Language;
  priceFirst?: Currency;
  children?: ReactNode;
}) {
  const t = useDictionaryLoaded(lang);
  const value = useMemo(() => ({ lang, locale: LOCALES[lang], t, priceFirst }), [lang, t, priceFirst]);
  return createElement(LanguageContext.Provider, { value }, children);
}

export function useLanguage(): LanguageValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error("useLanguage() and useT() must be used inside <LanguageProvider>");
  return value;
}

export function useT(): Dictionary {
  return useLanguage().t;
}

/** Puts values into a `{name}` template; an unknown name stays visible rather than vanishing. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

// Building Intl formatters is slow compared to using them; a page formats hundreds of values.
const formatters = new Map<string, unknown>();
function cached<T>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

export function plural(lang: Language, forms: PluralForms, count: number): string {
  const rules = cached(`plural:${lang}`, () => new Intl.PluralRules(LOCALES[lang]));
  return fill(rules.select(count) === "one" ? forms.one : forms.other, { count });
}

/**
 * Whole amounts without decimals ("129 лв."), anything else with the 2 decimals prices carry.
 * One currency; a price with both, in the order of the settings, is showPrice (core/pricing/display.ts).
 */
export function formatPrice(lang: Language, amount: number, currency: Currency): string {
  return formatMoney(lang, amount, currency);
}

export function formatNumber(lang: Language, value: number, maximumFractionDigits: number): string {
  return cached(
    `number:${lang}:${maximumFractionDigits}`,
    () => new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits }),
  ).format(value);
}

/** A calendar day ("2026-06-12"), read in UTC so the server's and the browser's time zones cannot disagree. */
export function formatDay(lang: Language, isoDay: string): string {
  const format = cached(
    `day:${lang}`,
    () => new Intl.DateTimeFormat(LOCALES[lang], { weekday: "short", day: "numeric", month: "long", timeZone: "UTC" }),
  );
  return format.format(new Date(`${isoDay.slice(0, 10)}T00:00:00Z`));
}

/** A date with the year ("12 юни 2026 г.", "12 June 2026"), read in UTC like formatDay. */
export function formatDate(lang: Language, isoDate: string): string {
  const format = cached(
    `date:${lang}`,
    () => new Intl.DateTimeFormat(LOCALES[lang], { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
  );
  return format.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

/** A month ("2026-12") with its year, as a calendar names it: "декември 2026 г.", "December 2026". */
export function formatMonth(lang: Language, month: string): string {
  const format = cached(
    `month:${lang}`,
    () => new Intl.DateTimeFormat(LOCALES[lang], { month: "long", year: "numeric", timeZone: "UTC" }),
  );
  return format.format(new Date(`${month.slice(0, 7)}-01T00:00:00Z`));
}

/**
 * A month's name and year for a short list: "декември 2026", "December 2026" (Bulgarian's own
 * short form is "12.2026 г.", which reads as a date).
 */
export function formatMonthName(lang: Language, month: string): string {
  const name = cached(
    `month-name:${lang}`,
    () => new Intl.DateTimeFormat(LOCALES[lang], { month: "long", timeZone: "UTC" }),
  );
  return `${name.format(new Date(`${month.slice(0, 7)}-01T00:00:00Z`))} ${month.slice(0, 4)}`;
}

export function formatDuration(t: Dictionary, totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return fill(t.fare.durationMinutes, { minutes });
  if (minutes === 0) return fill(t.fare.durationHours, { hours });
  return fill(t.fare.durationHoursMinutes, { hours, minutes });
}

/**
 * "3 hours ago", in whole minutes, hours or days, against a given `now`. Every time it says is
 * one that has happened (a fare found, a list refreshed): one after `now`, which only clocks
 * apart can give, reads as now, never "in 34 minutes".
 */
export function formatRelativeTime(lang: Language, at: string, now: string): string {
  const minutes = Math.min(0, Math.trunc((Date.parse(at) - Date.parse(now)) / 60_000));
  const relative = cached(`relative:${lang}`, () => new Intl.RelativeTimeFormat(LOCALES[lang], { numeric: "auto" }));
  const size = Math.abs(minutes);
  if (size < 60) return relative.format(minutes, "minute");
  if (size < 24 * 60) return relative.format(Math.trunc(minutes / 60), "hour");
  return relative.format(Math.trunc(minutes / (24 * 60)), "day");
}

/** "Found 3 hours ago", measured against the request time so server and browser render the same text. */
export function formatFoundAgo(lang: Language, foundAt: string, now: string): string {
  const t = dictionaryOf(lang);
  const minutes = Math.floor((Date.parse(now) - Date.parse(foundAt)) / 60_000);
  if (!(minutes >= 1)) return t.fare.foundJustNow;
  return fill(t.fare.foundAgo, { time: formatRelativeTime(lang, foundAt, now) });
}
