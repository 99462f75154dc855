export const REQUIREMENT_TYPES = [
  "visa_free",
  "eta",
  "evisa",
  "visa_on_arrival",
  "embassy_visa",
  "transit_visa",
] as const;
export type RequirementType = (typeof REQUIREMENT_TYPES)[number];
export const CONFIDENCE_LEVELS = ["high", "medium", "low"] as const;
export type ConfidenceLevel = (typeof CONFIDENCE_LEVELS)[number];
export const REVISION_STATUSES = ["pending", "approved", "rejected", "superseded"] as const;
export type RevisionStatus = (typeof REVISION_STATUSES)[number];
export const CHANGE_TYPES = ["automated_fetch", "manual_override", "manual_edit", "rollback"] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

export const NATIONALITY_BG = "BGR";
export const DEFAULT_PROVIDER = "MFA_BG";

/** The content of a visa rule: what a revision proposes and an approval makes current. */
export interface VisaRule {
  requirementType: RequirementType;
  visaFreeDays: number | null;
  passportValidityMinDays: number | null;
  notesBg: string | null;
  notesEn: string | null;
  sources: string[];
  confidenceLevel: ConfidenceLevel;
  needsReview: boolean;
}

export type VisaRuleField = keyof VisaRule;
export const VISA_RULE_FIELDS: readonly VisaRuleField[] = [
  "requirementType",
  "visaFreeDays",
  "passportValidityMinDays",
  "notesBg",
  "notesEn",
  "sources",
  "confidenceLevel",
  "needsReview",
];

export function changedFields(from: VisaRule, to: VisaRule): VisaRuleField[] {
  return VISA_RULE_FIELDS.filter((field) => JSON.stringify(from[field]) !== JSON.stringify(to[field]));
}
