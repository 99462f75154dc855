import { VISA_CORRECTIONS } from "./data/corrections.ts";
import type { VisaCorrection } from "./data/visa-correction.ts";
import type { VisaRule } from "./rule.ts";

export interface SourcedRule {
  countryCode: string;
  rule: VisaRule;
  /** Why the rule differs from the dataset: the proposal's comment for the reviewer. */
  comment?: string;
}

/** The dataset's rule with a correction laid over it: what a person checked replaces what the file said. */
export function correctedRule(correction: VisaCorrection, base: VisaRule | undefined): VisaRule {
  return {
    requirementType: correction.requirementType,
    visaFreeDays: correction.visaFreeDays === undefined ? (base?.visaFreeDays ?? null) : correction.visaFreeDays,
    passportValidityMinDays: base?.passportValidityMinDays ?? null,
    notesBg: correction.notesBg,
    notesEn: correction.notesEn,
    sources: [...correction.sources],
    confidenceLevel: "high",
    needsReview: false,
    idCardAccepted: correction.idCardAccepted,
    verifiedOn: correction.verifiedOn,
  };
}

/**
 * Applies the corrections (core/visa/data/corrections.ts) to the rules read from the dataset:
 * a corrected country gets the correction's rule, a country the dataset lacks (Bulgaria itself)
 * gets one, the others pass through untouched. The result is what a provider proposes, so the
 * revision workflow (and an editor's locks and edits) still decides what the site shows.
 */
export function applyCorrections(
  rules: ReadonlyArray<{ countryCode: string; rule: VisaRule }>,
  corrections: readonly VisaCorrection[] = VISA_CORRECTIONS,
): SourcedRule[] {
  const byCountry = new Map(corrections.map((c) => [c.countryCode, c]));
  if (byCountry.size !== corrections.length) throw new Error("Two visa corrections for one country");
  const seen = new Set<string>();
  const result: SourcedRule[] = rules.map(({ countryCode, rule }) => {
    seen.add(countryCode);
    const correction = byCountry.get(countryCode);
    return correction ? corrected(correction, rule) : { countryCode, rule };
  });
  for (const correction of corrections) {
    if (!seen.has(correction.countryCode)) result.push(corrected(correction, undefined));
  }
  return result;
}

function corrected(correction: VisaCorrection, base: VisaRule | undefined): SourcedRule {
  return {
    countryCode: correction.countryCode,
    rule: correctedRule(correction, base),
    comment: `Correction verified on ${correction.verifiedOn}: ${correction.reason}`,
  };
}
