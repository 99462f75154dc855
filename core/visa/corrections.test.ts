import { describe, expect, it } from "vitest";
import { isCountryCode } from "../catalog/country-codes.ts";
import { DESTINATIONS } from "../catalog/data/index.ts";
import { applyCorrections } from "./corrections.ts";
import { CORRECTIONS_VERIFIED_ON, VISA_CORRECTIONS } from "./data/corrections.ts";
import { WORLD_CHECKED_ON } from "./data/corrections-world.ts";
import { visaDecider as decider, type VisaState } from "./decider.ts";
import { PASSPORT_INDEX_SOURCE, readPassportIndex } from "./passport-index.ts";
import { passportIndexProvider } from "./passport-index-provider.ts";
import { isIsoDay, OWN_COUNTRY_CODE, REQUIREMENT_TYPES, type VisaRule } from "./rule.ts";

const dataset = readPassportIndex();
const corrected = applyCorrections(dataset);
const ruleOf = (code: string) => corrected.find((r) => r.countryCode === code);

const EU_AND_EEA = [
  "AT",
  "BE",
  "HR",
  "CY",
  "CZ",
  "DK",
  "EE",
  "FI",
  "FR",
  "DE",
  "GR",
  "HU",
  "IE",
  "IT",
  "LV",
  "LT",
  "LU",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SK",
  "SI",
  "ES",
  "SE",
  "IS",
  "LI",
  "NO",
  "CH",
];

describe("the visa corrections (data)", () => {
  it("each names a real country once, a requirement, https sources, a verification day and copy in both languages", () => {
    expect(new Set(VISA_CORRECTIONS.map((c) => c.countryCode)).size).toBe(VISA_CORRECTIONS.length);
    for (const c of VISA_CORRECTIONS) {
      expect(isCountryCode(c.countryCode), c.countryCode).toBe(true);
      expect(REQUIREMENT_TYPES, c.countryCode).toContain(c.requirementType);
      expect(c.sources.length, c.countryCode).toBeGreaterThan(0);
      for (const source of c.sources) expect(new URL(source).protocol, source).toBe("https:");
      expect(isIsoDay(c.verifiedOn), c.countryCode).toBe(true);
      expect([CORRECTIONS_VERIFIED_ON, WORLD_CHECKED_ON]).toContain(c.verifiedOn);
      // a repository is where a dataset lives, not a source for a rule
      for (const source of c.sources) expect(new URL(source).hostname, source).not.toBe("github.com");
      expect(c.notesBg, c.countryCode).toMatch(/[а-я]/);
      expect(c.notesEn, c.countryCode).toMatch(/^[^а-я]+$/i);
      expect(c.reason.trim(), c.countryCode).not.toBe("");
    }
  });

  it("cover every EU, EEA and Swiss destination with 'an identity card is enough'", () => {
    for (const code of EU_AND_EEA) {
      expect(ruleOf(code)?.rule, code).toMatchObject({
        requirementType: "visa_free",
        visaFreeDays: null,
        idCardAccepted: true,
        verifiedOn: CORRECTIONS_VERIFIED_ON,
        needsReview: false,
        confidenceLevel: "high",
      });
    }
    // Schengen pages say Bulgaria is a full member since 2025 and that ETIAS and EES are not for EU citizens
    expect(ruleOf("DE")?.rule.notesBg).toContain("пълноправен член от 1 януари 2025 г.");
    expect(ruleOf("DE")?.rule.notesEn).toContain("ETIAS and EES do not apply to EU citizens");
    expect(ruleOf("CH")?.rule.notesEn).toContain("not in the EU");
    // Ireland is outside Schengen; Cyprus is left without a word on it
    expect(ruleOf("IE")?.rule.notesEn).toContain("not in the Schengen area");
    expect(ruleOf("CY")?.rule.notesEn).not.toContain("Schengen");
  });

  it("correct every destination country's rule where the dataset is wrong or silent on the identity card", () => {
    const destinationCountries = new Set(DESTINATIONS.map((d) => d.countryCode));
    for (const code of ["AL", "BA", "GE", "MD", "ME", "MK", "RS"]) {
      expect(destinationCountries.has(code), code).toBe(true);
      expect(ruleOf(code)?.rule, code).toMatchObject({ requirementType: "visa_free", idCardAccepted: true });
    }
    // the dataset's stay is kept where the correction says nothing about it
    expect(ruleOf("RS")?.rule.visaFreeDays).toBe(90);
    expect(ruleOf("RS")?.rule.sources).not.toContain(PASSPORT_INDEX_SOURCE);
    expect(ruleOf("GE")?.rule.visaFreeDays).toBe(365);
    expect(ruleOf("AU")?.rule).toMatchObject({ requirementType: "evisa", idCardAccepted: false });
    expect(ruleOf("AU")?.rule.notesEn).toContain("eVisitor visa (subclass 651)");
    expect(ruleOf("CA")?.rule).toMatchObject({ requirementType: "eta" });
    expect(ruleOf("CA")?.rule.notesEn).toContain("1 December 2017");
    expect(ruleOf("IL")?.rule).toMatchObject({
      requirementType: "eta",
      sources: ["https://israel-entry.piba.gov.il/"],
    });
  });

  it("check the US visa and Turkey's identity card, and leave alone what nobody could confirm", () => {
    expect(ruleOf("US")?.rule).toMatchObject({ requirementType: "embassy_visa", verifiedOn: WORLD_CHECKED_ON });
    expect(ruleOf("TR")?.rule).toMatchObject({ visaFreeDays: 90, idCardAccepted: true, verifiedOn: WORLD_CHECKED_ON });
    const untouched = (code: string) => dataset.find((r) => r.countryCode === code);
    expect(ruleOf("TH")).toEqual(untouched("TH"));
    expect(ruleOf("TH")?.rule.verifiedOn ?? null).toBeNull();
  });
});

describe("the United Kingdom", () => {
  it("needs an ETA since 2 April 2025, with gov.uk as the source and the day it was verified", () => {
    const uk = ruleOf("GB");
    expect(uk?.rule).toMatchObject({
      requirementType: "eta",
      visaFreeDays: null,
      idCardAccepted: false,
      sources: ["https://www.gov.uk/eta"],
      verifiedOn: "2026-11-25",
      needsReview: false,
    });
    expect(uk?.rule.notesBg).toContain("електронно разрешение за пътуване (ETA)");
    expect(uk?.rule.notesBg).toContain("2 април 2025 г.");
    expect(uk?.rule.notesBg).toContain("16 британски лири");
    expect(uk?.rule.notesEn).toContain("£16");
    expect(uk?.rule.notesEn).toContain("valid for 2 years");
    expect(uk?.rule.notesEn).toContain("up to 6 months");
    expect(uk?.comment).toMatch(/^Correction verified on 2026-11-25: .*ETA/);
  });
});

describe("Bulgaria, the passport's own country", () => {
  it("has a rule although the dataset has none: no visa, it is your own country", () => {
    expect(dataset.some((r) => r.countryCode === OWN_COUNTRY_CODE)).toBe(false);
    const home = ruleOf(OWN_COUNTRY_CODE);
    expect(home?.rule).toMatchObject({
      requirementType: "visa_free",
      visaFreeDays: null,
      idCardAccepted: true,
      verifiedOn: "2026-11-25",
    });
    expect(home?.rule.notesBg).toContain("България е вашата собствена държава");
    expect(home?.rule.notesEn).toContain("Bulgaria is your own country");
    expect(`${home?.rule.notesBg} ${home?.rule.notesEn}`).not.toMatch(/консулств|consulate/i);
  });
});

describe("applying the corrections", () => {
  it("is what the built-in provider proposes: the dataset's countries and Bulgaria", async () => {
    const rules = await passportIndexProvider.fetchRules();
    expect(rules).toHaveLength(dataset.length + 1);
    expect(rules).toEqual(corrected);
  });

  it("refuses two corrections for one country", () => {
    const [first] = VISA_CORRECTIONS;
    expect(() => applyCorrections(dataset, [first!, first!])).toThrow(/Two visa corrections/);
  });

  it("given the seed's import, when the corrected source is fetched, then a verified rule takes effect at once", () => {
    const base = dataset.find((r) => r.countryCode === "GB")?.rule as VisaRule;
    const seeded = [
      ...decider.decide(
        {
          type: "ProposeAutomatedRevision",
          countryCode: "GB",
          revisionId: "r1",
          rule: base,
          proposedBy: "system:seed",
        },
        decider.initialState(),
      ),
    ];
    const state = [
      ...seeded,
      ...decider.decide({ type: "ApproveRevision", revisionId: "r1", reviewer: "system:seed" }, fold(seeded)),
    ];
    const uk = ruleOf("GB");
    const events = decider.decide(
      {
        type: "ProposeAutomatedRevision",
        countryCode: "GB",
        revisionId: "c1",
        rule: uk?.rule as VisaRule,
        comment: uk?.comment,
        proposedBy: "system:fetch:passport-index",
      },
      fold(state),
    );
    expect(events.map((e) => e.type)).toEqual(["VisaRevisionProposed", "VisaRevisionApproved"]);
  });
});

function fold(events: ReturnType<typeof decider.decide>): VisaState {
  return events.reduce((s, e) => decider.evolve(s, e), decider.initialState());
}
