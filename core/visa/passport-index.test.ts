import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isCountryCode } from "../catalog/country-codes.ts";
import { PASSPORT_INDEX_FILE, parsePassportIndexCsv, readPassportIndex, ruleFromRow } from "./passport-index.ts";
import { REQUIREMENT_TYPES } from "./rule.ts";

describe("passport-index seed mapping", () => {
  const rows = parsePassportIndexCsv(readFileSync(PASSPORT_INDEX_FILE, "utf8"));

  it("maps every row of the dataset to a valid requirement (except the passport's own country)", () => {
    expect(rows).toHaveLength(199);
    const rules = readPassportIndex();
    expect(rules).toHaveLength(198);
    expect(new Set(rules.map((r) => r.countryCode)).size).toBe(198);
    for (const { countryCode, rule } of rules) {
      expect(isCountryCode(countryCode)).toBe(true);
      expect(REQUIREMENT_TYPES).toContain(rule.requirementType);
      if (rule.visaFreeDays !== null) expect(rule.requirementType).toBe("visa_free");
      expect(rule).toMatchObject({ confidenceLevel: "medium", needsReview: true });
    }
  });

  it.each([
    [
      { passport: "BGR", destination: "ALB", requirement: "90" },
      { countryCode: "AL", requirementType: "visa_free", visaFreeDays: 90 },
    ],
    [
      { passport: "BGR", destination: "DZA", requirement: "visa required" },
      { countryCode: "DZ", requirementType: "embassy_visa" },
    ],
    [
      { passport: "BGR", destination: "AUS", requirement: "eta" },
      { countryCode: "AU", requirementType: "eta" },
    ],
    [
      { passport: "BGR", destination: "IND", requirement: "e-visa" },
      { countryCode: "IN", requirementType: "evisa" },
    ],
    [
      { passport: "BGR", destination: "EGY", requirement: "visa on arrival" },
      { countryCode: "EG", requirementType: "visa_on_arrival" },
    ],
    [
      { passport: "BGR", destination: "DEU", requirement: "visa free" },
      { countryCode: "DE", requirementType: "visa_free", visaFreeDays: null },
    ],
  ])("maps %o", (row, expected) => {
    const mapped = ruleFromRow(row);
    expect({ countryCode: mapped?.countryCode, ...mapped?.rule }).toMatchObject(expected);
  });

  it("skips the passport's own country and refuses unknown values", () => {
    expect(ruleFromRow({ passport: "BGR", destination: "BGR", requirement: "-1" })).toBeNull();
    expect(() => ruleFromRow({ passport: "BGR", destination: "XXX", requirement: "90" })).toThrow(/Unknown country/);
    expect(() => ruleFromRow({ passport: "BGR", destination: "DEU", requirement: "maybe" })).toThrow(
      /Unknown requirement/,
    );
  });
});
