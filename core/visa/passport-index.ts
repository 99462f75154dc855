import { readFileSync } from "node:fs";
import { alpha3ToAlpha2 } from "../catalog/country-codes.ts";
import type { VisaRule } from "./rule.ts";

/**
 * The passport-index dataset (MIT, core/visa/data/LICENSE) for Bulgarian passports: one row per
 * destination, the requirement as a number of visa-free days or a phrase.
 */
export const PASSPORT_INDEX_SOURCE = "https://github.com/ilyankou/passport-index-dataset";
export const PASSPORT_INDEX_FILE = new URL("./data/passport-index-bgr.csv", import.meta.url);

export interface PassportIndexRow {
  passport: string;
  destination: string;
  requirement: string;
}

export function parsePassportIndexCsv(text: string): PassportIndexRow[] {
  const [header, ...lines] = text.trim().split(/\r?\n/);
  if (header?.trim() !== "Passport,Destination,Requirement") throw new Error(`Unexpected header: ${header}`);
  return lines
    .filter((line) => line.trim())
    .map((line, index) => {
      const [passport, destination, requirement] = line.split(",").map((cell) => cell.trim());
      if (!passport || !destination || !requirement) throw new Error(`Line ${index + 2} is incomplete: ${line}`);
      return { passport, destination, requirement };
    });
}

/**
 * Maps a dataset row to a rule: a number of days is visa-free for that many days; "-1" is the
 * passport's own country (no rule). The dataset is secondary and over a year old, so every rule
 * from it has medium confidence and waits for review.
 */
export function ruleFromRow(row: PassportIndexRow): { countryCode: string; rule: VisaRule } | null {
  if (row.requirement === "-1") return null;
  const countryCode = alpha3ToAlpha2(row.destination);
  if (!countryCode) throw new Error(`Unknown country code ${row.destination}`);
  const base = {
    visaFreeDays: null,
    passportValidityMinDays: null,
    notesBg: null,
    notesEn: null,
    sources: [PASSPORT_INDEX_SOURCE],
    confidenceLevel: "medium" as const,
    needsReview: true,
  };
  const days = Number(row.requirement);
  if (Number.isInteger(days) && days > 0)
    return { countryCode, rule: { ...base, requirementType: "visa_free", visaFreeDays: days } };
  const byPhrase: Record<string, VisaRule["requirementType"]> = {
    "visa free": "visa_free",
    "visa on arrival": "visa_on_arrival",
    "e-visa": "evisa",
    eta: "eta",
    "visa required": "embassy_visa",
  };
  const requirementType = byPhrase[row.requirement.toLowerCase()];
  if (!requirementType) throw new Error(`Unknown requirement "${row.requirement}" for ${row.destination}`);
  return { countryCode, rule: { ...base, requirementType } };
}

export function readPassportIndex(): Array<{ countryCode: string; rule: VisaRule }> {
  const rows = parsePassportIndexCsv(readFileSync(PASSPORT_INDEX_FILE, "utf8"));
  return rows.map(ruleFromRow).filter((r): r is { countryCode: string; rule: VisaRule } => r !== null);
}
