import { sql } from "kysely";
import type { Db } from "../../core/db/database.ts";
import { officialSourceOf } from "../../core/visa/data/corrections-world.ts";
import { PASSPORT_INDEX_SOURCE } from "../../core/visa/passport-index.ts";
import { OWN_COUNTRY_CODE, type VisaRule } from "../../core/visa/rule.ts";
import { readModels } from "../schema.ts";

export interface VisaInfo {
  countryCode: string;
  nationalityCode: string;
  requirementType: string;
  /** Days a stay may last without a visa, when the rule says. */
  stayDays: number | null;
  passportValidityDays: number | null;
  /** What the travel document must satisfy, in the visitor's language. */
  passportRequirements: string;
  /** A Bulgarian identity card is enough (true), a passport is needed (false), or not known (null). */
  idCardAccepted: boolean | null;
  /** The passport's own country: Bulgarians need no visa to go home. */
  ownCountry: boolean;
  notes: string | null;
  /** The pages the rule was checked against; a dataset is where a rule came from, not its source. */
  sources: string[];
  /** Where a traveller checks the rule officially (shown beside a rule nobody has checked). */
  officialSource: string;
  /** When a person last checked the rule (ISO time): its verification day or an editor's approval. */
  lastVerified: string | null;
  manualOverride: boolean;
  manualOverrideFields: string[];
  /** For the admin screens; the public pages never lead with it. */
  needsReview: boolean;
  confidenceLevel: string | null;
}

const PASSPORT_TEXT = {
  bg: {
    ownCountry: "Влизате с валидна българска лична карта или паспорт.",
    idCard: "Достатъчна е валидна лична карта; може да пътувате и с паспорт.",
    passportOnly: "Нужен е паспорт: личната карта не се приема.",
    validity: (days: number) => `Паспортът трябва да е валиден поне ${days} дни след датата на влизане.`,
    unknown: "Проверете изискванията за валидност на паспорта в консулството преди пътуване.",
  },
  en: {
    ownCountry: "You enter on a valid Bulgarian identity card or passport.",
    idCard: "A valid identity card is enough; a passport will do as well.",
    passportOnly: "You need a passport: an identity card is not accepted.",
    validity: (days: number) => `Your passport must be valid for at least ${days} days after the date of entry.`,
    unknown: "Check the passport validity requirements with the consulate before you travel.",
  },
};

function passportText(
  lang: "bg" | "en",
  rule: { ownCountry: boolean; idCardAccepted: boolean | null; validityDays: number | null },
): string {
  const text = PASSPORT_TEXT[lang];
  if (rule.ownCountry) return text.ownCountry;
  if (rule.idCardAccepted === true)
    return rule.validityDays ? `${text.idCard} ${text.validity(rule.validityDays)}` : text.idCard;
  if (rule.validityDays) return text.validity(rule.validityDays);
  if (rule.idCardAccepted === false) return text.passportOnly;
  return text.unknown;
}

/** The later of a rule's verification day and an editor's approval (an import by the system is neither). */
function lastVerified(verifiedOn: string | null | undefined, approvedAt: Date | string | null, by: string | null) {
  const times = [
    verifiedOn ? new Date(`${verifiedOn}T00:00:00Z`).getTime() : Number.NaN,
    approvedAt && !by?.startsWith("system:") ? new Date(approvedAt).getTime() : Number.NaN,
  ].filter((t) => !Number.isNaN(t));
  return times.length ? new Date(Math.max(...times)).toISOString() : null;
}

/** The current visa rule for Bulgarian passport holders, or null when there is none. */
export async function visaInfo(db: Db, countryCode: string, lang: "bg" | "en"): Promise<VisaInfo | null> {
  const row = await readModels(db)
    .selectFrom("visaRequirements as v")
    .leftJoin("visaRequirementRevisions as r", "r.revisionId", "v.currentRevisionId")
    .selectAll("v")
    // fields added to the rule later live in the current revision's rule, not in columns of their own
    .select("r.rule as currentRule")
    .where("v.countryCode", "=", countryCode)
    .where("v.isActive", "=", true)
    .where("v.requirementType", "is not", null)
    .executeTakeFirst();
  if (!row?.requirementType) return null;
  const rule = (row.currentRule ?? {}) as Partial<VisaRule>;
  const ownCountry = row.countryCode === OWN_COUNTRY_CODE;
  const idCardAccepted = rule.idCardAccepted ?? null;
  return {
    countryCode: row.countryCode,
    nationalityCode: row.nationalityCode,
    requirementType: row.requirementType,
    stayDays: row.visaFreeDays,
    passportValidityDays: row.passportValidityMinDays,
    passportRequirements: passportText(lang, { ownCountry, idCardAccepted, validityDays: row.passportValidityMinDays }),
    idCardAccepted,
    ownCountry,
    notes: lang === "bg" ? row.notesBg : row.notesEn,
    sources: row.sources.filter((source) => source !== PASSPORT_INDEX_SOURCE),
    officialSource: officialSourceOf(row.countryCode),
    // an import approved by the system is not a verification: a verification day or a person's approval is
    lastVerified: lastVerified(rule.verifiedOn, row.lastVerifiedAt, row.lastVerifiedBy),
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
  const rows = await readModels(db)
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

/** A current rule no person has checked: no verification day, never approved by an editor. */
export interface UncheckedRule {
  countryCode: string;
  countryName: string | null;
  requirementType: string;
  /** The catalog's popularity of the country's destinations, added up: the queue's order. */
  popularity: number;
  officialSource: string;
}

/**
 * The rules nobody has checked, most-visited countries first (by the popularity of their
 * destinations in the catalog; a country with none comes last), and how many there are in all.
 */
export async function uncheckedVisaRules(db: Db, limit: number): Promise<{ total: number; rows: UncheckedRule[] }> {
  const result = await sql<Omit<UncheckedRule, "officialSource"> & { total: number }>`
    SELECT v.country_code, c.country_name_en AS country_name, v.requirement_type,
           COALESCE(p.popularity, 0)::int AS popularity, count(*) OVER ()::int AS total
      FROM visa_requirements v
      LEFT JOIN visa_requirement_revisions r ON r.revision_id = v.current_revision_id
      LEFT JOIN countries c ON c.country_code = v.country_code
      LEFT JOIN (
        SELECT country_code, sum(popularity_score) AS popularity FROM destinations WHERE is_active GROUP BY country_code
      ) p ON p.country_code = v.country_code
     WHERE v.is_active AND v.requirement_type IS NOT NULL
       AND COALESCE(r.rule->>'verifiedOn', '') = ''
       AND (v.last_verified_by IS NULL OR v.last_verified_by LIKE 'system:%')
     ORDER BY popularity DESC, v.country_code
     LIMIT ${limit}`.execute(db);
  return {
    total: result.rows[0]?.total ?? 0,
    rows: result.rows.map(({ total: _, ...row }) => ({ ...row, officialSource: officialSourceOf(row.countryCode) })),
  };
}
