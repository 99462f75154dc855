import type { Db } from "../../core/db/database.ts";

export interface VisaInfo {
  countryCode: string;
  nationalityCode: string;
  requirementType: string;
  /** Days a stay may last without a visa, when the rule says. */
  stayDays: number | null;
  passportValidityDays: number | null;
  /** What the passport must satisfy, in the visitor's language. */
  passportRequirements: string;
  notes: string | null;
  sources: string[];
  lastVerified: string | null;
  manualOverride: boolean;
  manualOverrideFields: string[];
  needsReview: boolean;
  confidenceLevel: string | null;
}

const PASSPORT_TEXT = {
  bg: (days: number | null) =>
    days
      ? `Паспортът трябва да е валиден поне ${days} дни след датата на влизане.`
      : "Проверете изискванията за валидност на паспорта в консулството преди пътуване.",
  en: (days: number | null) =>
    days
      ? `Your passport must be valid for at least ${days} days after the date of entry.`
      : "Check the passport validity requirements with the consulate before you travel.",
};

/** The current visa rule for Bulgarian passport holders, or null when there is none. */
export async function visaInfo(db: Db, countryCode: string, lang: "bg" | "en"): Promise<VisaInfo | null> {
  const row = await db
    .selectFrom("visaRequirements")
    .selectAll()
    .where("countryCode", "=", countryCode)
    .where("isActive", "=", true)
    .where("requirementType", "is not", null)
    .executeTakeFirst();
  if (!row?.requirementType) return null;
  return {
    countryCode: row.countryCode,
    nationalityCode: row.nationalityCode,
    requirementType: row.requirementType,
    stayDays: row.visaFreeDays,
    passportValidityDays: row.passportValidityMinDays,
    passportRequirements: PASSPORT_TEXT[lang](row.passportValidityMinDays),
    notes: lang === "bg" ? row.notesBg : row.notesEn,
    sources: row.sources,
    // an import approved by the system is not a verification: only a person's approval counts
    lastVerified:
      row.lastVerifiedAt && !row.lastVerifiedBy?.startsWith("system:")
        ? new Date(row.lastVerifiedAt).toISOString()
        : null,
    manualOverride: row.manualOverrideFields.length > 0,
    manualOverrideFields: row.manualOverrideFields,
    needsReview: row.needsReview,
    confidenceLevel: row.confidenceLevel,
  };
}

export interface VisaRevisionView {
  revisionId: string;
  status: string;
  changeType: string;
  rule: unknown;
  proposedBy: string;
  proposedAt: string;
  reviewer: string | null;
  reviewedAt: string | null;
  comment: string | null;
  keptLockedFields: string[];
  restoresRevisionId: string | null;
}

/** Every revision of a country's rule, newest first: the history an editor reviews. */
export async function visaHistory(db: Db, countryCode: string): Promise<VisaRevisionView[]> {
  const rows = await db
    .selectFrom("visaRequirementRevisions")
    .selectAll()
    .where("countryCode", "=", countryCode)
    .orderBy("proposedAt", "desc")
    .execute();
  return rows.map((row) => ({
    revisionId: row.revisionId,
    status: row.status,
    changeType: row.changeType,
    rule: row.rule,
    proposedBy: row.proposedBy,
    proposedAt: new Date(row.proposedAt).toISOString(),
    reviewer: row.reviewer,
    reviewedAt: row.reviewedAt ? new Date(row.reviewedAt).toISOString() : null,
    comment: row.comment,
    keptLockedFields: row.keptLockedFields,
    restoresRevisionId: row.restoresRevisionId,
  }));
}
