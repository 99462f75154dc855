import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { bg } from "./bg.ts";
import {
  dictionaryOf,
  fill,
  formatDate,
  formatDay,
  formatDuration,
  formatFoundAgo,
  formatPrice,
  formatRelativeTime,
  LanguageProvider,
  plural,
  useLanguage,
} from "./dictionary.ts";
import { en } from "./en.ts";

function leaves(value: unknown, prefix = ""): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of leaves(child, prefix ? `${prefix}.${key}` : key)) found.set(path, leaf);
    }
  } else {
    found.set(prefix, value);
  }
  return found;
}

const HomeTitle = () => useLanguage().t.home.title;

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("dictionaries", () => {
  const bgLeaves = leaves(bg);
  const enLeaves = leaves(en);

  it("have identical key sets", () => {
    expect([...enLeaves.keys()].sort()).toEqual([...bgLeaves.keys()].sort());
  });

  it("hold only non-empty strings", () => {
    for (const [path, value] of [...bgLeaves, ...enLeaves]) {
      expect(typeof value, path).toBe("string");
      expect((value as string).trim(), path).not.toBe("");
    }
  });

  it("use the same placeholders in both languages", () => {
    for (const [path, value] of bgLeaves) {
      expect(placeholders(enLeaves.get(path) as string), path).toEqual(placeholders(value as string));
    }
  });

  it("refuse to work outside the provider", () => {
    expect(() => renderToString(createElement(HomeTitle))).toThrow(/inside <LanguageProvider>/);
    expect(renderToString(createElement(LanguageProvider, { lang: "en" }, createElement(HomeTitle)))).toBe(
      "Cheap flights from Bulgaria",
    );
  });
});

describe("formatting", () => {
  it("fills templates and leaves unknown names visible", () => {
    expect(fill("от {price}", { price: "129 лв." })).toBe("от 129 лв.");
    expect(fill("{a} {b}", { a: 1 })).toBe("1 {b}");
  });

  it("formats prices per locale, decimals only when needed", () => {
    // CLDR puts no-break spaces between amount and symbol; compare them as plain spaces.
    const price = (...args: Parameters<typeof formatPrice>) => formatPrice(...args).replace(/\s/g, " ");
    expect(price("bg", 129, "BGN")).toBe("129 лв.");
    expect(price("bg", 65.96, "EUR")).toBe("65,96 €");
    expect(price("en", 65.96, "EUR")).toBe("€65.96");
    expect(price("en", 129, "BGN")).toBe("BGN 129");
  });

  it("formats durations, plurals, days and relative times", () => {
    expect(formatDuration(dictionaryOf("bg"), 135)).toBe("2 ч 15 мин");
    expect(formatDuration(dictionaryOf("en"), 135)).toBe("2h 15m");
    expect(formatDuration(dictionaryOf("en"), 120)).toBe("2h");
    expect(formatDuration(dictionaryOf("bg"), 45)).toBe("45 мин");
    expect(plural("bg", dictionaryOf("bg").fare.stops, 1)).toBe("С 1 прекачване");
    expect(plural("en", dictionaryOf("en").fare.stops, 2)).toBe("2 stops");
    expect(formatDay("bg", "2026-06-12")).toBe("пт, 12 юни");
    expect(formatDay("en", "2026-06-12")).toBe("Fri 12 June");
    expect(formatDate("bg", "2026-06-12T23:30:00.000Z")).toBe("12 юни 2026 г.");
    expect(formatDate("en", "2026-06-12")).toBe("12 June 2026");
    const now = "2026-06-01T12:00:00.000Z";
    expect(formatFoundAgo("bg", "2026-06-01T09:00:00.000Z", now)).toBe("Намерена преди 3 часа");
    expect(formatFoundAgo("en", "2026-06-01T11:55:00.000Z", now)).toBe("Found 5 minutes ago");
    expect(formatFoundAgo("en", "2026-05-31T10:00:00.000Z", now)).toBe("Found yesterday");
    expect(formatFoundAgo("bg", "2026-06-01T12:00:30.000Z", now)).toBe("Намерена току-що");
    // a time after the clock (clocks apart) is now, never "in 34 minutes"
    expect(formatRelativeTime("en", "2026-06-01T12:34:00.000Z", now)).toBe("this minute");
    expect(formatRelativeTime("bg", "2026-06-01T12:34:00.000Z", now)).toBe("в тази минута");
  });
});
