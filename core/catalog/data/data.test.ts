import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { AIRLINE_NAMES, SIMULATED_DESTINATIONS } from "../../pricing/simulated-routes.ts";
import { airportRecord } from "../airport-data.ts";
import { slugify } from "../transliterate.ts";
import { AIRLINES } from "./airlines.ts";
import { COUNTRY_NAME_BG_OVERRIDES, COUNTRY_NAME_EN_OVERRIDES, DESTINATIONS } from "./destinations.ts";
import { FAQS } from "./faqs.ts";

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
