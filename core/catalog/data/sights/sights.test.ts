import { describe, expect, it } from "vitest";
import { slugify } from "../../transliterate.ts";
import type { LocalizedText, SightSeed } from "../types.ts";
import { SIGHTS } from "./index.ts";

/** The 30 most popular destinations, three sights each. */
const DESTINATIONS = [
  ...["LON", "PAR", "ROM", "BCN", "MIL", "IST", "ATH", "VIE", "BER", "AMS", "PRG", "BUD", "MAD", "LIS", "DXB"],
  ...["BRU", "MUC", "FRA", "VCE", "NAP", "TLV", "WAW", "KRK", "ZRH", "CPH", "DUB", "SKG", "LCA", "MLA", "OSL"],
  ...["AYT", "NYC", "PMI", "HRG", "MAN", "EDI", "VLC", "AGP", "NCE"],
] as const;

const CYRILLIC = /[\u0400-\u04FF]/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function distanceKm(a: SightSeed, b: SightSeed): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Every localized text of a sight, with a label for the failure message. */
function texts(sight: SightSeed): [string, LocalizedText][] {
  const out: [string, LocalizedText][] = [
    ["name", sight.name],
    ["description", sight.description],
    ["transportInfo", sight.transportInfo],
    ["selectionReason", sight.selectionReason],
    ["seoTitle", sight.seoTitle],
    ["seoDescription", sight.seoDescription],
  ];
  for (const [key, text] of Object.entries(sight.sections)) if (text) out.push([`sections.${key}`, text]);
  sight.faq.forEach((faq, i) => {
    out.push([`faq[${i}].question`, faq.question], [`faq[${i}].answer`, faq.answer]);
  });
  return out;
}

const label = (sight: SightSeed) => `${sight.destinationIata} ${sight.slug.en}`;

describe("sights", () => {
  it("has exactly 3 sights for each listed destination", () => {
    expect(SIGHTS).toHaveLength(DESTINATIONS.length * 3);
    const counts = new Map<string, number>();
    for (const sight of SIGHTS) counts.set(sight.destinationIata, (counts.get(sight.destinationIata) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual([...DESTINATIONS].sort());
    for (const iata of DESTINATIONS) expect(counts.get(iata), iata).toBe(3);
  });

  it("derives each slug from the name in its language", () => {
    for (const sight of SIGHTS) {
      expect(sight.slug.bg, label(sight)).toBe(slugify(sight.name.bg));
      expect(sight.slug.en, label(sight)).toBe(slugify(sight.name.en));
      expect(sight.slug.bg).toMatch(SLUG);
      expect(sight.slug.en).toMatch(SLUG);
    }
  });

  it("keeps slugs unique within a destination, per language", () => {
    for (const iata of DESTINATIONS) {
      const sights = SIGHTS.filter((s) => s.destinationIata === iata);
      for (const lang of ["bg", "en"] as const) {
        const slugs = sights.map((s) => s.slug[lang]);
        expect(new Set(slugs).size, `${iata} ${lang}`).toBe(slugs.length);
      }
    }
  });

  it("places the sights of one destination within 60 km of each other", () => {
    for (const iata of DESTINATIONS) {
      const sights = SIGHTS.filter((s) => s.destinationIata === iata);
      for (const a of sights)
        for (const b of sights) expect(distanceKm(a, b), `${label(a)} – ${label(b)}`).toBeLessThanOrEqual(60);
    }
  });

  it("has plausible coordinates and distances, with the documented precision", () => {
    for (const sight of SIGHTS) {
      expect(Math.abs(sight.latitude), label(sight)).toBeLessThanOrEqual(90);
      expect(Math.abs(sight.longitude), label(sight)).toBeLessThanOrEqual(180);
      expect(Number(sight.latitude.toFixed(4)), label(sight)).toBe(sight.latitude);
      expect(Number(sight.longitude.toFixed(4)), label(sight)).toBe(sight.longitude);
      expect(Number(sight.distanceKm.toFixed(1)), label(sight)).toBe(sight.distanceKm);
      expect(sight.distanceKm, label(sight)).toBeGreaterThanOrEqual(0);
      expect(sight.distanceKm, label(sight)).toBeLessThanOrEqual(60);
    }
  });

  it("writes the Bulgarian texts in Cyrillic and fills both languages", () => {
    for (const sight of SIGHTS) {
      for (const [field, text] of texts(sight)) {
        expect(text.bg, `${label(sight)} ${field}`).toMatch(CYRILLIC);
        expect(text.en.trim().length, `${label(sight)} ${field}`).toBeGreaterThan(0);
        expect(text.en, `${label(sight)} ${field}`).not.toMatch(CYRILLIC);
      }
      expect(
        sight.keywords.bg.some((k) => CYRILLIC.test(k)),
        label(sight),
      ).toBe(true);
    }
  });

  it("keeps SEO titles within 60 and descriptions within 155 characters", () => {
    for (const sight of SIGHTS) {
      for (const lang of ["bg", "en"] as const) {
        expect(sight.seoTitle[lang].length, `${label(sight)} seoTitle.${lang}`).toBeLessThanOrEqual(60);
        expect(sight.seoDescription[lang].length, `${label(sight)} seoDescription.${lang}`).toBeLessThanOrEqual(155);
      }
    }
  });

  it("has 3-6 keywords per language and two FAQ entries", () => {
    for (const sight of SIGHTS) {
      for (const lang of ["bg", "en"] as const) {
        expect(sight.keywords[lang].length, `${label(sight)} ${lang}`).toBeGreaterThanOrEqual(3);
        expect(sight.keywords[lang].length, `${label(sight)} ${lang}`).toBeLessThanOrEqual(6);
      }
      expect(sight.faq, label(sight)).toHaveLength(2);
      expect(sight.wikidataId === null || /^Q[1-9]\d*$/.test(sight.wikidataId), label(sight)).toBe(true);
    }
  });

  it("leaves some of every section out, so that the pages' fallback texts are exercised", () => {
    for (const key of ["context", "highlights", "practical", "gettingThere", "nearby"] as const) {
      expect(
        SIGHTS.some((s) => s.sections[key] === undefined),
        key,
      ).toBe(true);
    }
    expect(SIGHTS.every((s) => s.sections.intro !== undefined)).toBe(true);
  });

  it("writes every section as a short paragraph of two to six sentences per language", () => {
    for (const sight of SIGHTS) {
      for (const [key, text] of Object.entries(sight.sections)) {
        if (!text) continue;
        for (const lang of ["bg", "en"] as const) {
          const sentences = text[lang].split(/(?<=[.!?])\s+(?=[A-ZА-Я„“"'])/u).filter((x) => x.trim().length > 0);
          expect(sentences.length, `${label(sight)} sections.${key}.${lang}`).toBeGreaterThanOrEqual(2);
          expect(sentences.length, `${label(sight)} sections.${key}.${lang}`).toBeLessThanOrEqual(6);
        }
      }
    }
  });

  it("keeps prices out of the texts", () => {
    for (const sight of SIGHTS)
      for (const [field, text] of texts(sight))
        for (const lang of ["bg", "en"] as const)
          expect(text[lang], `${label(sight)} ${field}.${lang}`).not.toMatch(
            /[€$£]|\b(?:EUR|USD|GBP|TRY|EGP)\b|(?<!\p{L})(?:лв|лева|евро|лири|паунда|долара)(?!\p{L})/u,
          );
  });
});
