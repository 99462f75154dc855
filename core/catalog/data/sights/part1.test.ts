import { describe, expect, it } from "vitest";
import { slugify } from "../../transliterate.ts";
import type { LocalizedText, SightSeed } from "../types.ts";
import { SIGHTS_PART_1 } from "./part1.ts";

const DESTINATIONS = [
  "LON",
  "PAR",
  "ROM",
  "BCN",
  "MIL",
  "IST",
  "ATH",
  "VIE",
  "BER",
  "AMS",
  "PRG",
  "BUD",
  "MAD",
  "LIS",
  "DXB",
] as const;

const SECTION_KEYS = ["intro", "context", "highlights", "practical", "gettingThere", "nearby"] as const;
const CYRILLIC = /[\u0400-\u04FF]/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function distanceKm(a: SightSeed, b: SightSeed): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Every bilingual text of a sight, with a label for error messages. */
function localizedTexts(sight: SightSeed): [string, LocalizedText][] {
  const texts: [string, LocalizedText][] = [
    ["name", sight.name],
    ["description", sight.description],
    ["transportInfo", sight.transportInfo],
    ["selectionReason", sight.selectionReason],
    ["seoTitle", sight.seoTitle],
    ["seoDescription", sight.seoDescription],
  ];
  for (const key of SECTION_KEYS) {
    const section = sight.sections[key];
    if (section) texts.push([`sections.${key}`, section]);
  }
  sight.faq.forEach((item, i) => {
    texts.push([`faq[${i}].question`, item.question], [`faq[${i}].answer`, item.answer]);
  });
  return texts;
}

const label = (sight: SightSeed) => `${sight.destinationIata}/${sight.slug.en}`;

describe("SIGHTS_PART_1", () => {
  it("has 45 sights, exactly 3 for each listed destination", () => {
    expect(SIGHTS_PART_1).toHaveLength(45);
    for (const iata of DESTINATIONS) {
      expect(
        SIGHTS_PART_1.filter((s) => s.destinationIata === iata),
        iata,
      ).toHaveLength(3);
    }
    expect(new Set(SIGHTS_PART_1.map((s) => s.destinationIata))).toEqual(new Set(DESTINATIONS));
  });

  it("derives each slug from the name in its language", () => {
    for (const sight of SIGHTS_PART_1) {
      expect(sight.slug.bg, label(sight)).toBe(slugify(sight.name.bg));
      expect(sight.slug.en, label(sight)).toBe(slugify(sight.name.en));
      expect(sight.slug.bg).toMatch(SLUG);
      expect(sight.slug.en).toMatch(SLUG);
    }
  });

  it("has slugs unique within a destination in each language", () => {
    for (const iata of DESTINATIONS) {
      const sights = SIGHTS_PART_1.filter((s) => s.destinationIata === iata);
      for (const lang of ["bg", "en"] as const) {
        const slugs = sights.map((s) => s.slug[lang]);
        expect(new Set(slugs).size, `${iata} ${lang}`).toBe(slugs.length);
      }
    }
  });

  it("places the sights of a destination within 60 km of each other", () => {
    for (const iata of DESTINATIONS) {
      const sights = SIGHTS_PART_1.filter((s) => s.destinationIata === iata);
      for (const a of sights) {
        for (const b of sights) {
          expect(distanceKm(a, b), `${label(a)} – ${label(b)}`).toBeLessThanOrEqual(60);
        }
      }
    }
  });

  it("has plausible coordinates and distances", () => {
    for (const sight of SIGHTS_PART_1) {
      expect(Math.abs(sight.latitude), label(sight)).toBeLessThanOrEqual(90);
      expect(Math.abs(sight.longitude), label(sight)).toBeLessThanOrEqual(180);
      expect(sight.distanceKm, label(sight)).toBeGreaterThanOrEqual(0);
      expect(sight.distanceKm, label(sight)).toBeLessThan(60);
    }
  });

  it("writes the Bulgarian texts in Cyrillic and fills both languages", () => {
    for (const sight of SIGHTS_PART_1) {
      for (const [field, text] of localizedTexts(sight)) {
        expect(text.bg, `${label(sight)} ${field}`).toMatch(CYRILLIC);
        expect(text.en.trim().length, `${label(sight)} ${field}`).toBeGreaterThan(0);
        expect(text.en, `${label(sight)} ${field}`).not.toMatch(CYRILLIC);
      }
      for (const keyword of sight.keywords.bg) expect(keyword, label(sight)).toMatch(CYRILLIC);
    }
  });

  it("keeps SEO titles within 60 and descriptions within 155 characters", () => {
    for (const sight of SIGHTS_PART_1) {
      for (const lang of ["bg", "en"] as const) {
        expect(sight.seoTitle[lang].length, `${label(sight)} seoTitle.${lang}`).toBeLessThanOrEqual(60);
        expect(sight.seoDescription[lang].length, `${label(sight)} seoDescription.${lang}`).toBeLessThanOrEqual(155);
      }
    }
  });

  it("has 3-6 keywords per language and two FAQ entries", () => {
    for (const sight of SIGHTS_PART_1) {
      for (const lang of ["bg", "en"] as const) {
        expect(sight.keywords[lang].length, `${label(sight)} ${lang}`).toBeGreaterThanOrEqual(3);
        expect(sight.keywords[lang].length, `${label(sight)} ${lang}`).toBeLessThanOrEqual(6);
      }
      expect(sight.faq, label(sight)).toHaveLength(2);
    }
  });

  it("uses well-formed Wikidata ids or null", () => {
    for (const sight of SIGHTS_PART_1) {
      if (sight.wikidataId !== null) expect(sight.wikidataId, label(sight)).toMatch(/^Q[1-9][0-9]*$/);
    }
    const ids = SIGHTS_PART_1.flatMap((s) => (s.wikidataId ? [s.wikidataId] : []));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("leaves some sections out so the pages show their fallbacks", () => {
    expect(SIGHTS_PART_1.some((s) => s.sections.nearby === undefined)).toBe(true);
    expect(SIGHTS_PART_1.some((s) => s.sections.context === undefined)).toBe(true);
    // ... but most sights have them all
    const complete = SIGHTS_PART_1.filter((s) => SECTION_KEYS.every((key) => s.sections[key] !== undefined));
    expect(complete.length).toBeGreaterThanOrEqual(35);
  });
});
