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
/** The passport's own country (alpha-2 of NATIONALITY_BG): no visa rule applies to going home. */
export const OWN_COUNTRY_CODE = "BG";
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
  /** An editor's flag for the admin screens; the public pages never lead with it. */
  needsReview: boolean;
  /**
   * Whether a Bulgarian identity card is enough to enter (true in the EU, EEA and Switzerland and
   * a few neighbours), a passport is required (false), or nobody has said (null or absent).
   * Added after the first rules were recorded, hence optional: older revisions lack it.
   */
  idCardAccepted?: boolean | null;
  /** The day (YYYY-MM-DD) a person last checked the rule against its sources; absent when nobody has. */
  verifiedOn?: string | null;
}

export type VisaRuleField = keyof VisaRule;
/** Fields added later: a rule without them equals one with null, and hashes as it always did. */
export const OPTIONAL_RULE_FIELDS: readonly VisaRuleField[] = ["idCardAccepted", "verifiedOn"];
export const VISA_RULE_FIELDS: readonly VisaRuleField[] = [
  "requirementType",
  "visaFreeDays",
  "passportValidityMinDays",
  "notesBg",
  "notesEn",
  "sources",
  "confidenceLevel",
  "needsReview",
  ...OPTIONAL_RULE_FIELDS,
];

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day written YYYY-MM-DD. */
export function isIsoDay(value: string): boolean {
  return ISO_DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

export function changedFields(from: VisaRule, to: VisaRule): VisaRuleField[] {
  return VISA_RULE_FIELDS.filter((field) => JSON.stringify(from[field] ?? null) !== JSON.stringify(to[field] ?? null));
}
