import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { AIRLINE_NAMES, SIMULATED_DESTINATIONS } from "../../pricing/simulated-routes.ts";
import { airportRecord } from "../airport-data.ts";
import { slugify } from "../transliterate.ts";
import {
  AIRLINES,
  COUNTRY_NAME_BG_OVERRIDES,
  COUNTRY_NAME_EN_OVERRIDES,
  DATA_FILES,
  DESTINATIONS,
  FAQS,
  type LocalizedText,
  SIGHTS,
  type SightSeed,
} from "./index.ts";
import {
  airlinesFileSchema,
  cityNamesFileSchema,
  countryNamesFileSchema,
  destinationsFileSchema,
  faqsFileSchema,
  sightsFileSchema,
} from "./schema.ts";

const require = createRequire(import.meta.url);
const countries = require("i18n-iso-countries") as {
  registerLocale(locale: unknown): void;
  isValid(code: string): boolean;
  getName(code: string, lang: string): string | undefined;
};
countries.registerLocale(require("i18n-iso-countries/langs/bg.json"));
countries.registerLocale(require("i18n-iso-countries/langs/en.json"));

const CYRILLIC_NAME = /^[А-Яа-яЁё]+(?:[ '\-/][А-Яа-яЁё]+)*$/u;
const LATIN_NAME = /^\p{Script=Latin}+(?:[ '\-/.]\p{Script=Latin}+)*$/u;
const IATA_AIRPORT = /^[A-Z]{3}$/;

const unique = (values: string[]) => new Set(values).size === values.length;
const duplicates = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);

function countryBg(code: string): string {
  return COUNTRY_NAME_BG_OVERRIDES[code] ?? countries.getName(code, "bg") ?? "";
}
function countryEn(code: string): string {
  return COUNTRY_NAME_EN_OVERRIDES[code] ?? countries.getName(code, "en") ?? "";
}
const pathBg = (d: (typeof DESTINATIONS)[number]) => `${slugify(countryBg(d.countryCode))}/${slugify(d.cityBg)}`;
const pathEn = (d: (typeof DESTINATIONS)[number]) => `${slugify(countryEn(d.countryCode))}/${slugify(d.cityEn)}`;

const SCHEMAS: Record<string, z.ZodType> = {
  "destinations.json": destinationsFileSchema,
  "airlines.json": airlinesFileSchema,
  "faqs.json": faqsFileSchema,
  "city-names-bg.json": cityNamesFileSchema,
  "country-names.json": countryNamesFileSchema,
};
const schemaOf = (path: string) => (path.startsWith("sights/") ? sightsFileSchema : SCHEMAS[path]);

/** What names an entry for a person: its code, slug or question, else its group's heading. */
function entryLabel(node: unknown): string | undefined {
  if (typeof node !== "object" || node === null || Array.isArray(node)) return undefined;
  const entry = node as Record<string, unknown>;
  if (typeof entry.destinationIata === "string") {
    const slug = (entry.slug as { en?: unknown } | undefined)?.en;
    return `${entry.destinationIata} ${typeof slug === "string" ? slug : "(no slug)"}`;
  }
  for (const key of ["iataCode", "questionEn", "region", "group", "topic", "name"]) {
    if (typeof entry[key] === "string") return `${key} ${JSON.stringify(entry[key])}`;
  }
  return undefined;
}

/** Each way a data file breaks its schema, one line each, naming the entry: "airlines.json, iataCode "FB": ...". */
function schemaProblems(path: string, content: unknown): string[] {
  const schema = schemaOf(path);
  if (!schema) return [`${path}: no schema for this file in data.test.ts`];
  const result = schema.safeParse(content);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    let node: unknown = content;
    let label: string | undefined;
    for (const key of issue.path) {
      node = (node as Record<PropertyKey, unknown> | undefined)?.[key as PropertyKey];
      label = entryLabel(node) ?? label;
    }
    const where = issue.path.map(String).join(".") || "(the file)";
    return `${path}${label ? `, ${label}` : ""}: ${where}: ${issue.message}`;
  });
}

describe("data files", () => {
  it("match their schemas", () => {
    const problems = Object.entries(DATA_FILES).flatMap(([path, content]) => schemaProblems(path, content));
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("name the entry when one breaks its schema", () => {
    const broken = structuredClone(DATA_FILES["destinations.json"]) as { destinations: Record<string, unknown>[] }[];
    const leeds = broken.flatMap((region) => region.destinations).find((d) => d.iataCode === "LBA")!;
    delete leeds.cityBg;
    leeds.popularityScore = "20";
    expect(schemaProblems("destinations.json", broken)).toEqual([
      'destinations.json, iataCode "LBA": 0.destinations.7.cityBg: Invalid input: expected string, received undefined',
      'destinations.json, iataCode "LBA": 0.destinations.7.popularityScore: Invalid input: expected number, received string',
    ]);
    const sights = structuredClone(DATA_FILES["sights/LON.json"]) as Record<string, unknown>[];
    sights[1]!.wikidataID = "Q1";
    expect(schemaProblems("sights/LON.json", sights)).toEqual([
      'sights/LON.json, LON british-museum: 1: Unrecognized key: "wikidataID"',
    ]);
  });

  it("list every sights file in sights/index.ts, each holding its own destination's sights", () => {
    const onDisk = readdirSync(new URL("./sights/", import.meta.url)).filter((name) => name.endsWith(".json"));
    const listed = Object.keys(DATA_FILES).filter((path) => path.startsWith("sights/"));
    expect(listed.map((path) => path.slice("sights/".length)).sort()).toEqual(onDisk.sort());
    for (const path of listed) {
      const code = path.slice("sights/".length, -".json".length);
      for (const sight of DATA_FILES[path] as SightSeed[]) expect(sight.destinationIata, path).toBe(code);
    }
  });
});

describe("destinations", () => {
  it("has at least 160 destinations with unique, well-formed city codes", () => {
    expect(DESTINATIONS.length).toBeGreaterThanOrEqual(160);
    const codes = DESTINATIONS.map((d) => d.iataCode);
    expect(duplicates(codes)).toEqual([]);
    for (const code of codes) expect(code).toMatch(IATA_AIRPORT);
  });

  it("lists each airport once, and a city code never names another city's airport", () => {
    const airports = DESTINATIONS.flatMap((d) => d.airports);
    expect(duplicates(airports)).toEqual([]);
    for (const d of DESTINATIONS) {
      expect(d.airports.length, d.iataCode).toBeGreaterThan(0);
      for (const a of d.airports) expect(a).toMatch(IATA_AIRPORT);
      // one airport: the city code is that airport's code; several: a metropolitan code
      if (d.airports.length === 1) expect(d.iataCode).toBe(d.airports[0]);
      const owner = DESTINATIONS.find((other) => other.airports.includes(d.iataCode));
      if (owner) expect(owner.iataCode).toBe(d.iataCode);
    }
  });

  it("lists only airports the airport data package knows, in the destination's country", async () => {
    for (const d of DESTINATIONS) {
      for (const code of d.airports) {
        const record = await airportRecord(code);
        expect(record, code).toBeDefined();
        // EuroAirport Basel-Mulhouse stands on French soil but serves Basel
        const crossBorder: Record<string, string> = { BSL: "FR" };
        expect(record?.country_code, code).toBe(crossBorder[code] ?? d.countryCode);
        expect(record?.time, code).toMatch(/^[A-Z][A-Za-z_]+\/[A-Za-z_/-]+$/);
      }
    }
  });

  it("covers every destination airport of the simulated fare source, in the same country", () => {
    for (const sim of SIMULATED_DESTINATIONS) {
      const owner = DESTINATIONS.find((d) => d.airports.includes(sim.iataCode));
      expect(owner, sim.iataCode).toBeDefined();
      expect(owner?.countryCode, sim.iataCode).toBe(sim.countryCode);
    }
  });

  it("uses valid ISO country codes and popularity scores", () => {
    for (const d of DESTINATIONS) {
      expect(countries.isValid(d.countryCode), d.countryCode).toBe(true);
      expect(d.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(Number.isInteger(d.popularityScore)).toBe(true);
      expect(d.popularityScore).toBeGreaterThanOrEqual(1);
      expect(d.popularityScore).toBeLessThanOrEqual(100);
    }
  });

  it("writes city and country names in Cyrillic for Bulgarian and Latin for English", () => {
    for (const d of DESTINATIONS) {
      expect(d.cityBg, d.iataCode).toMatch(CYRILLIC_NAME);
      expect(d.cityEn, d.iataCode).toMatch(LATIN_NAME);
      expect(countryBg(d.countryCode), d.countryCode).toMatch(CYRILLIC_NAME);
      expect(countryEn(d.countryCode), d.countryCode).toMatch(LATIN_NAME);
    }
  });

  it("gives every destination a unique country/city slug path in each language", () => {
    for (const d of DESTINATIONS) {
      expect(slugify(d.cityBg), d.iataCode).not.toBe("");
      expect(slugify(d.cityEn), d.iataCode).not.toBe("");
    }
    expect(duplicates(DESTINATIONS.map(pathBg))).toEqual([]);
    expect(duplicates(DESTINATIONS.map(pathEn))).toEqual([]);
    expect(pathBg(DESTINATIONS.find((d) => d.iataCode === "LON")!)).toBe("velikobritaniya/london");
  });

  it("overrides only country names that are in use and differ from the package's", () => {
    const used = new Set(DESTINATIONS.map((d) => d.countryCode));
    for (const [code, name] of Object.entries(COUNTRY_NAME_BG_OVERRIDES)) {
      expect(used.has(code), code).toBe(true);
      expect(name).not.toBe(countries.getName(code, "bg"));
    }
    for (const [code, name] of Object.entries(COUNTRY_NAME_EN_OVERRIDES)) {
      expect(used.has(code), code).toBe(true);
      expect(name).not.toBe(countries.getName(code, "en"));
    }
  });
});

describe("airlines", () => {
  it("has unique, well-formed codes and fields", () => {
    expect(duplicates(AIRLINES.map((a) => a.iataCode))).toEqual([]);
    expect(unique(AIRLINES.map((a) => slugify(a.name)))).toBe(true);
    for (const a of AIRLINES) {
      expect(a.iataCode).toMatch(/^[A-Z0-9]{2}$/);
      expect(a.name.trim()).not.toBe("");
      expect(a.nameBg.trim()).not.toBe("");
      expect(a.brandColor).toMatch(/^#[0-9A-Fa-f]{6}$/);
      expect([null, "STAR", "ONEWORLD", "SKYTEAM"]).toContain(a.allianceCode);
      // low-cost carriers belong to no alliance
      if (a.isLowCost) expect(a.allianceCode).toBeNull();
    }
  });

  it("includes every airline of the simulated fare source under the same name", () => {
    for (const [code, name] of Object.entries(AIRLINE_NAMES)) {
      expect(AIRLINES.find((a) => a.iataCode === code)?.name, code).toBe(name);
    }
  });
});

describe("faqs", () => {
  const byIata = new Map(DESTINATIONS.map((d) => [d.iataCode, d]));
  const pathsBg = new Set(DESTINATIONS.map(pathBg));

  it("has at least 30 entries with both languages filled in", () => {
    expect(FAQS.length).toBeGreaterThanOrEqual(30);
    for (const f of FAQS) {
      expect(f.questionBg.trim()).not.toBe("");
      expect(f.answerBg.trim()).not.toBe("");
      expect(f.questionEn.trim()).not.toBe("");
      expect(f.answerEn.trim()).not.toBe("");
      expect(f.questionBg).toMatch(/\?$/);
      expect(f.questionEn).toMatch(/\?$/);
      expect(f.tags.length).toBeGreaterThan(0);
      for (const tag of f.tags) expect(tag).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
    }
    expect(unique(FAQS.map((f) => f.questionBg))).toBe(true);
    expect(unique(FAQS.map((f) => f.questionEn))).toBe(true);
  });

  it("ties destination questions to a destination and its slug path", () => {
    for (const f of FAQS) {
      for (const slug of f.relatedSlugs) expect(pathsBg.has(slug), slug).toBe(true);
      if (f.iataCode === null) continue;
      expect(f.iataCode).toMatch(/^[A-Z]{3}$/);
      const destination = byIata.get(f.iataCode);
      expect(destination, f.iataCode).toBeDefined();
      if (destination) expect(f.relatedSlugs).toContain(pathBg(destination));
    }
    expect(FAQS.filter((f) => f.iataCode === null).length).toBeGreaterThanOrEqual(10);
    expect(FAQS.filter((f) => f.iataCode !== null).length).toBeGreaterThanOrEqual(15);
  });
});

/** The 30 most popular destinations, three sights each. */
const SIGHT_DESTINATIONS = [
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
    expect(SIGHTS).toHaveLength(SIGHT_DESTINATIONS.length * 3);
    const counts = new Map<string, number>();
    for (const sight of SIGHTS) counts.set(sight.destinationIata, (counts.get(sight.destinationIata) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual([...SIGHT_DESTINATIONS].sort());
    for (const iata of SIGHT_DESTINATIONS) expect(counts.get(iata), iata).toBe(3);
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
    for (const iata of SIGHT_DESTINATIONS) {
      const sights = SIGHTS.filter((s) => s.destinationIata === iata);
      for (const lang of ["bg", "en"] as const) {
        const slugs = sights.map((s) => s.slug[lang]);
        expect(new Set(slugs).size, `${iata} ${lang}`).toBe(slugs.length);
      }
    }
  });

  it("places the sights of one destination within 60 km of each other", () => {
    for (const iata of SIGHT_DESTINATIONS) {
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
