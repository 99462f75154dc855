import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { alpha3ToAlpha2 } from "../../catalog/country-codes.ts";
import { VISA_CORRECTIONS } from "./corrections.ts";
import { officialSourceOf, WORLD_CHECKED_ON, WORLD_CORRECTIONS } from "./corrections-world.ts";

/** The alpha-2 code of every destination in the dataset, read the way the provider reads it. */
const datasetCountries = readFileSync(new URL("./passport-index-bgr.csv", import.meta.url), "utf8")
  .trim()
  .split(/\r?\n/)
  .slice(1)
  .map((line) => {
    const destination = line.split(",")[1]?.trim() ?? "";
    return alpha3ToAlpha2(destination) ?? destination;
  });

const NOT_OFFICIAL = /(^|\.)(github\.com|githubusercontent\.com|wikipedia\.org)$/;

const byCountry = (code: string) => WORLD_CORRECTIONS.find((c) => c.countryCode === code);

describe("the checked rules for the rest of the world (data)", () => {
  it("cite only official https pages: no GitHub, no Wikipedia", () => {
    for (const c of WORLD_CORRECTIONS) {
      expect(c.sources.length, c.countryCode).toBeGreaterThan(0);
      for (const source of c.sources) {
        const url = new URL(source);
        expect(url.protocol, source).toBe("https:");
        expect(url.hostname, source).not.toMatch(NOT_OFFICIAL);
      }
    }
  });

  it("are among the corrections, each country once", () => {
    const codes = VISA_CORRECTIONS.map((c) => c.countryCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of WORLD_CORRECTIONS) expect(codes, c.countryCode).toContain(c.countryCode);
  });

  it("are all checked on the same day, with copy in both languages", () => {
    for (const c of WORLD_CORRECTIONS) {
      expect(c.verifiedOn, c.countryCode).toBe(WORLD_CHECKED_ON);
      expect(c.notesBg, c.countryCode).toMatch(/[а-я]/);
      expect(c.notesEn, c.countryCode).toMatch(/^[^а-я]+$/i);
      expect(c.reason.trim(), c.countryCode).not.toBe("");
      if (c.requirementType !== "visa_free") expect(c.visaFreeDays, c.countryCode).toBeNull();
    }
  });

  it("let a Bulgarian identity card into Türkiye for 90 days", () => {
    expect(byCountry("TR")).toMatchObject({ requirementType: "visa_free", idCardAccepted: true, visaFreeDays: 90 });
  });

  it("ask a visa of Bulgarians for the United States", () => {
    expect(byCountry("US")?.requirementType).toBe("embassy_visa");
  });

  it("give an official page for every country of the dataset", () => {
    expect(officialSourceOf("US")).toBe("https://www.mfa.bg/bg/embassyinfo/usa");
    expect(officialSourceOf("PE")).toBe("https://www.mfa.bg/bg/embassyinfo");
    expect(datasetCountries).toHaveLength(199);
    for (const code of datasetCountries) {
      const url = new URL(officialSourceOf(code));
      expect(url.protocol, code).toBe("https:");
      expect(url.hostname, code).not.toMatch(NOT_OFFICIAL);
    }
  });
});
