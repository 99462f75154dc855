import { createRequire } from "node:module";

// i18n-iso-countries is CommonJS with JSON locale files; createRequire loads both the same way
// under Node, tsx and Deno.
const require = createRequire(import.meta.url);
const countries = require("i18n-iso-countries") as {
  registerLocale(locale: unknown): void;
  alpha3ToAlpha2(code: string): string | undefined;
  getName(code: string, lang: string, options?: { select: "official" | "alias" | "all" }): string | undefined;
  isValid(code: string): boolean;
  getAlpha2Codes(): Record<string, string>;
};
countries.registerLocale(require("i18n-iso-countries/langs/bg.json"));
countries.registerLocale(require("i18n-iso-countries/langs/en.json"));

/** Kosovo has no ISO 3166 code; XK/XKX are the codes in common use (EU, passport data). */
const NOT_IN_ISO: Record<string, { alpha3: string; bg: string; en: string }> = {
  XK: { alpha3: "XKX", bg: "Косово", en: "Kosovo" },
};

export function alpha3ToAlpha2(code: string): string | undefined {
  const upper = code.toUpperCase();
  const extra = Object.entries(NOT_IN_ISO).find(([, value]) => value.alpha3 === upper);
  return extra ? extra[0] : countries.alpha3ToAlpha2(upper);
}

export function isCountryCode(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && (code in NOT_IN_ISO || countries.isValid(code));
}

/** The ISO name of a country in Bulgarian and English (before our own overrides). */
export function isoCountryName(code: string, lang: "bg" | "en"): string | undefined {
  return NOT_IN_ISO[code]?.[lang] ?? countries.getName(code, lang, { select: "official" });
}

export function allCountryCodes(): string[] {
  return [...new Set([...Object.keys(countries.getAlpha2Codes()), ...Object.keys(NOT_IN_ISO)])];
}
