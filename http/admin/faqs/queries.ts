import { type CatalogState, catalogDecider } from "../../../core/catalog/decider.ts";
import { catalogStreamId, type Faq } from "../../../core/catalog/entries.ts";
import type { CatalogEvent } from "../../../core/catalog/events.ts";
import { destinationPath } from "../../../core/catalog/page-paths.ts";
import type { Sql } from "../../../core/db/database.ts";
import { aggregateStream } from "../../../core/eventstore/aggregate-stream.ts";
import type { EventStore } from "../../../core/eventstore/types.ts";
import { escapeLike } from "../shell/like-pattern.ts";
import type { FaqListQuery } from "./input.ts";
import type { FaqListData } from "./pages.tsx";

const PAGE_SIZE = 50;
const FAQ_KEY = /^[a-z0-9][a-z0-9-]{0,63}$/;

export interface StoredFaq {
  id: string;
  entry: Faq;
  active: boolean;
}

/** The FAQ from its stream, so a page right after a change shows it even if the read model lags. */
export async function loadFaq(store: EventStore, id: string): Promise<StoredFaq | null> {
  if (!FAQ_KEY.test(id)) return null;
  const stream = catalogStreamId("faq", id);
  const { version, state } = await aggregateStream<CatalogEvent, CatalogState>(store, stream, catalogDecider);
  if (version === 0) return null;
  return state.entry ? { id, entry: state.entry as Faq, active: state.active } : null;
}

export function publicView(faq: StoredFaq) {
  return { ...faq.entry, id: faq.id, active: faq.active };
}

export async function listData(sql: Sql, query: FaqListQuery): Promise<FaqListData> {
  const dir = query.dir === "desc" ? "DESC" : "ASC";
  const order = {
    id: `id ${dir}`,
    iata: `iata_code ${dir} NULLS FIRST, id`,
    question: `question_bg ${dir}, id`,
    updated: `updated_at ${dir}, id`,
  }[query.sort ?? "id"];
  const where = `
      FROM faqs
     WHERE ($1::text IS NULL OR ($1 = 'NONE' AND iata_code IS NULL) OR iata_code = $1)
       AND ($2::boolean IS NULL OR is_active = $2)
       AND ($3::text IS NULL OR id ILIKE $3 OR question_bg ILIKE $3 OR answer_bg ILIKE $3
            OR question_en ILIKE $3 OR answer_en ILIKE $3 OR array_to_string(tags, ' ') ILIKE $3)`;
  const params = [
    query.iata ?? null,
    query.active === undefined ? null : query.active === "yes",
    query.q ? `%${escapeLike(query.q)}%` : null,
  ];
  const [rows, [count], codes] = await Promise.all([
    sql.unsafe<
      {
        id: string;
        question_bg: string;
        question_en: string;
        iata_code: string | null;
        tags: string[];
        is_active: boolean;
        updated_at: Date;
      }[]
    >(
      `SELECT id, question_bg, question_en, iata_code, tags, is_active, updated_at ${where}
        ORDER BY ${order} LIMIT $4 OFFSET $5`,
      [...params, PAGE_SIZE, (query.page - 1) * PAGE_SIZE] as never[],
    ),
    sql.unsafe<{ n: number }[]>(`SELECT count(*)::int AS n ${where}`, params as never[]),
    sql<{ code: string }[]>`SELECT DISTINCT iata_code AS code FROM faqs WHERE iata_code IS NOT NULL ORDER BY 1`,
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      questionBg: row.question_bg,
      questionEn: row.question_en,
      iataCode: row.iata_code,
      tags: row.tags,
      isActive: row.is_active,
      updatedAt: row.updated_at,
    })),
    total: count?.n ?? 0,
    page: query.page,
    pageSize: PAGE_SIZE,
    iataCodes: codes.map((c) => c.code),
  };
}

/** The public destination page the FAQ appears on, in both languages. */
export async function publicPaths(sql: Sql, iataCode: string | null) {
  if (!iataCode) return null;
  const [row] = await sql<{ countrySlugBg: string; citySlugBg: string; countrySlugEn: string; citySlugEn: string }[]>`
    SELECT country_slug_bg AS "countrySlugBg", city_slug_bg AS "citySlugBg",
           country_slug_en AS "countrySlugEn", city_slug_en AS "citySlugEn"
      FROM destinations WHERE iata_code = ${iataCode}`;
  return row ? { bg: destinationPath(row, "bg"), en: destinationPath(row, "en") } : null;
}
