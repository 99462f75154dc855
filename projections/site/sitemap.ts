import { sql } from "kysely";
import type { Db } from "../../core/db/database.ts";

/**
 * The content pages the sitemap lists, with their slugs in both languages and when each last
 * changed (docs/decisions/0023). Only pages a visitor would find something on: countries and
 * visa pages of countries we fly to or hold a visa rule for, active destinations and their sights,
 * active airlines.
 */
export interface SlugPair {
  slugBg: string;
  slugEn: string;
  /** When the read-model row (or what the page lists) last changed. */
  updatedAt: Date;
}

export interface DestinationSlugs {
  countrySlugBg: string;
  countrySlugEn: string;
  citySlugBg: string;
  citySlugEn: string;
  updatedAt: Date;
}

export interface SightSlugs extends DestinationSlugs {
  sightSlugBg: string;
  sightSlugEn: string;
}

export interface SitemapContent {
  countries: SlugPair[];
  destinations: DestinationSlugs[];
  sights: SightSlugs[];
  airlines: SlugPair[];
  /** Visa pages, keyed by the country's slugs. */
  visas: SlugPair[];
}

/** A country page lists its destinations, so it changes when they do. */
async function countries(db: Db): Promise<SlugPair[]> {
  const result = await sql<SlugPair>`
    SELECT k.country_slug_bg AS slug_bg, k.country_slug_en AS slug_en,
           greatest(k.updated_at, max(d.updated_at)) AS updated_at
      FROM countries k JOIN destinations d ON d.country_code = k.country_code AND d.is_active
     WHERE k.is_active
     GROUP BY k.country_code, k.country_slug_bg, k.country_slug_en, k.updated_at
     ORDER BY k.country_slug_en`.execute(db);
  return result.rows;
}

/** A destination page lists its sights, so it changes when they do. */
async function destinations(db: Db): Promise<DestinationSlugs[]> {
  const result = await sql<DestinationSlugs>`
    SELECT d.country_slug_bg, d.country_slug_en, d.city_slug_bg, d.city_slug_en,
           greatest(d.updated_at, (SELECT max(s.updated_at) FROM sights s
                                    WHERE s.destination_iata = d.iata_code AND s.is_active)) AS updated_at
      FROM destinations d
     WHERE d.is_active
     ORDER BY d.country_slug_en, d.city_slug_en`.execute(db);
  return result.rows;
}

async function sights(db: Db): Promise<SightSlugs[]> {
  const result = await sql<SightSlugs>`
    SELECT d.country_slug_bg, d.country_slug_en, d.city_slug_bg, d.city_slug_en,
           s.slug_bg AS sight_slug_bg, s.slug_en AS sight_slug_en, s.updated_at
      FROM sights s JOIN destinations d ON d.iata_code = s.destination_iata AND d.is_active
     WHERE s.is_active
     ORDER BY d.country_slug_en, d.city_slug_en, s.slug_en`.execute(db);
  return result.rows;
}

async function airlines(db: Db): Promise<SlugPair[]> {
  const result = await sql<SlugPair>`
    SELECT slug_bg, slug_en, updated_at FROM airlines WHERE is_active ORDER BY slug_en`.execute(db);
  return result.rows;
}

/** Countries with a current rule; without one the page only says to ask the consulate. */
async function visas(db: Db): Promise<SlugPair[]> {
  const result = await sql<SlugPair>`
    SELECT k.country_slug_bg AS slug_bg, k.country_slug_en AS slug_en, v.updated_at
      FROM countries k JOIN visa_requirements v ON v.country_code = k.country_code
     WHERE k.is_active AND v.is_active AND v.requirement_type IS NOT NULL
     ORDER BY k.country_slug_en`.execute(db);
  return result.rows;
}

export async function sitemapContent(db: Db): Promise<SitemapContent> {
  const [countryRows, destinationRows, sightRows, airlineRows, visaRows] = await Promise.all([
    countries(db),
    destinations(db),
    sights(db),
    airlines(db),
    visas(db),
  ]);
  return {
    countries: countryRows,
    destinations: destinationRows,
    sights: sightRows,
    airlines: airlineRows,
    visas: visaRows,
  };
}
