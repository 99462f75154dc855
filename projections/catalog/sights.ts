/** Read-side queries of the sight pages and the FAQs beside them. */
import { sql } from "kysely";
import type { Db } from "../../core/db/database.ts";
import type { Lang, Localised, Raw } from "./queries.ts";

export interface SightSummary {
  id: string;
  destinationIata: string;
  nameBg: string;
  nameEn: string;
  slugBg: string;
  slugEn: string;
  descriptionBg: string;
  descriptionEn: string;
  imageUrl: string | null;
  distanceKm: number;
}

export interface LocalizedText {
  bg: string;
  en: string;
}

export interface SightDetail extends SightSummary {
  latitude: number;
  longitude: number;
  transportInfo: LocalizedText;
  selectionReason: LocalizedText;
  seoTitle: LocalizedText;
  seoDescription: LocalizedText;
  keywords: { bg: string[]; en: string[] };
  sections: Partial<
    Record<"intro" | "context" | "highlights" | "practical" | "gettingThere" | "nearby", LocalizedText>
  >;
  faq: Array<{ question: LocalizedText; answer: LocalizedText }>;
  wikidataId: string | null;
  photographerName: string | null;
}

export async function sightsOf(db: Db, destinationIata: string): Promise<SightSummary[]> {
  const result = await sql<SightSummary>`
    SELECT id, destination_iata, name_bg, name_en, slug_bg, slug_en, description_bg, description_en, image_url, distance_km
      FROM sights WHERE destination_iata = ${destinationIata} AND is_active ORDER BY distance_km, name_en`.execute(db);
  return result.rows;
}

export async function sightBySlug(
  db: Db,
  destinationIata: string,
  slug: string,
): Promise<Localised<SightDetail> | null> {
  const result = await sql<Raw>`
    SELECT *, CASE WHEN slug_bg = ${slug} THEN 'bg' ELSE 'en' END AS matched
      FROM sights WHERE destination_iata = ${destinationIata} AND is_active AND (slug_bg = ${slug} OR slug_en = ${slug})
     LIMIT 1`.execute(db);
  const r = result.rows[0];
  if (!r) return null;
  const pair = (bg: string, en: string): LocalizedText => ({ bg: r[bg] as string, en: r[en] as string });
  return {
    matched: r.matched as Lang,
    value: {
      id: r.id as string,
      destinationIata: r.destinationIata as string,
      nameBg: r.nameBg as string,
      nameEn: r.nameEn as string,
      slugBg: r.slugBg as string,
      slugEn: r.slugEn as string,
      descriptionBg: r.descriptionBg as string,
      descriptionEn: r.descriptionEn as string,
      imageUrl: (r.imageUrl as string | null) ?? null,
      distanceKm: r.distanceKm as number,
      latitude: r.latitude as number,
      longitude: r.longitude as number,
      transportInfo: pair("transportInfoBg", "transportInfoEn"),
      selectionReason: pair("selectionReasonBg", "selectionReasonEn"),
      seoTitle: pair("seoTitleBg", "seoTitleEn"),
      seoDescription: pair("seoDescriptionBg", "seoDescriptionEn"),
      keywords: { bg: r.keywordsBg as string[], en: r.keywordsEn as string[] },
      sections: r.sections as SightDetail["sections"],
      faq: r.faq as SightDetail["faq"],
      wikidataId: (r.wikidataId as string | null) ?? null,
      photographerName: (r.photographerName as string | null) ?? null,
    },
  };
}

export interface FaqItem {
  id: string;
  questionBg: string;
  answerBg: string;
  questionEn: string;
  answerEn: string;
}

/** FAQs about a destination, or the general ones when iataCode is null. */
export async function faqsFor(db: Db, iataCode: string | null): Promise<FaqItem[]> {
  const result = await sql<FaqItem>`
    SELECT id, question_bg, answer_bg, question_en, answer_en FROM faqs
     WHERE is_active AND ${iataCode === null ? sql`iata_code IS NULL` : sql`iata_code = ${iataCode}`}
     ORDER BY id`.execute(db);
  return result.rows;
}
