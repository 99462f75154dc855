import type { RequirementType } from "../rule.ts";

/** One country's rule for Bulgarian citizens, checked by a person against its sources (corrections.ts). */
export interface VisaCorrection {
  countryCode: string;
  /** What the dataset gets wrong or leaves out: the revision's comment in the admin's queue. */
  reason: string;
  requirementType: RequirementType;
  /** Visa-free days; null for none, undefined to keep the dataset's. */
  visaFreeDays?: number | null;
  idCardAccepted: boolean | null;
  notesBg: string;
  notesEn: string;
  /** The pages the rule was checked against (https). */
  sources: string[];
  verifiedOn: string;
}
