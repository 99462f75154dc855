import { sql } from "kysely";
import type { Db } from "../../core/db/database.ts";
import type { HeroCandidate } from "../../core/hero/compose.ts";
import type { HeroLanguage, HeroRotation } from "../../core/hero/events.ts";
import { pathFor } from "../../core/routes/route-table.ts";
import { cheapestFaresByDestination } from "../pricing/fares.ts";

/** What the home page's hero shows: the latest rotation of the language, unless it was cleared. */
export type HomepageHero = Pick<
  HeroRotation,
  | "dealId"
  | "headline"
  | "subheadline"
  | "altText"
  | "ctaText"
  | "ctaUrl"
  | "imageUrl"
  | "imageWidth"
  | "imageHeight"
  | "fallbackSource"
> & {
  /** Who took the picture, when it is a photo an admin chose; null for our drawings. */
  photo: { photographerName: string; photographerUsername: string } | null;
};

export async function currentHero(db: Db, language: HeroLanguage): Promise<HomepageHero | null> {
  // a photo an admin chose for the destination is credited to its photographer (Unsplash's guidelines)
  const result = await sql<
    Omit<HomepageHero, "photo"> & {
      clearedReason: string | null;
      photographerName: string | null;
      photographerUsername: string | null;
    }
  >`
    SELECT h.deal_id, h.headline, h.subheadline, h.alt_text, h.cta_text, h.cta_url, h.image_url, h.image_width,
           h.image_height, h.fallback_source, h.cleared_reason, p.photographer_name, p.photographer_username
      FROM homepage_hero_rotations h
      LEFT JOIN LATERAL (
        SELECT d.photographer_name, d.photographer_username FROM destinations d
         WHERE d.image_url = h.image_url AND d.unsplash_image_id IS NOT NULL LIMIT 1
      ) p ON true
     WHERE h.language = ${language} ORDER BY h.position DESC LIMIT 1`.execute(db);
  const row = result.rows[0];
  if (!row || row.clearedReason !== null) return null;
  const { clearedReason: _cleared, photographerName, photographerUsername, ...hero } = row;
  return {
    ...hero,
    photo: photographerName && photographerUsername ? { photographerName, photographerUsername } : null,
  };
}

/** The best-ranked live deals that still depart in the future, best first. */
export async function heroDealCandidates(
  db: Db,
  language: HeroLanguage,
  today: string,
  limit = 5,
): Promise<HeroCandidate[]> {
  const en = language === "en";
  const result = await sql<{
    dealId: string;
    shortCode: string;
    fromAirport: string;
    toAirport: string;
    fromCity: string;
    toCity: string;
    currentPrice: string;
    savingsPercent: string;
    departureDate: string;
    returnDate: string | null;
    airlineName: string;
    imageUrl: string | null;
  }>`
    SELECT dd.id AS deal_id, dd.short_code, dd.from_airport, dd.to_airport,
           COALESCE(CASE WHEN ${en} THEN fa.city_en ELSE fa.city_bg END, dd.from_airport) AS from_city,
           COALESCE(CASE WHEN ${en} THEN ta.city_en ELSE ta.city_bg END,
                    CASE WHEN ${en} THEN d.city_en ELSE d.city END, dd.to_airport) AS to_city,
           dd.current_price, dd.savings_percent,
           to_char(dd.departure_date, 'YYYY-MM-DD') AS departure_date,
           to_char(dd.return_date, 'YYYY-MM-DD') AS return_date,
           COALESCE(dd.airline_name, al.name, dd.airline) AS airline_name,
           COALESCE(dd.og_image_url, d.image_url) AS image_url
      FROM best_deals_cache b
      JOIN destination_deals dd ON dd.id = b.deal_id
      LEFT JOIN destinations d ON d.iata_code = dd.destination_id
      LEFT JOIN airports fa ON fa.iata_code = dd.from_airport
      LEFT JOIN airports ta ON ta.iata_code = dd.to_airport
      LEFT JOIN airlines al ON al.iata_code = dd.airline
     WHERE dd.status = 'active' AND dd.departure_date > ${today}::date
     ORDER BY b.rank LIMIT ${limit}`.execute(db);
  return result.rows.map((row) => ({
    dealId: row.dealId,
    fromAirport: row.fromAirport,
    toAirport: row.toAirport,
    fromCity: row.fromCity,
    toCity: row.toCity,
    priceBgn: Number(row.currentPrice),
    savingsPercent: Number(row.savingsPercent),
    departureDate: row.departureDate,
    returnDate: row.returnDate,
    airlineName: row.airlineName,
    imageUrl: row.imageUrl,
    ctaPath: pathFor("dealById", language, { dealId: row.shortCode }),
  }));
}

/** With no live deal: the cheapest current fare, leading to its destination page (or the search). */
export async function heroFareCandidate(db: Db, language: HeroLanguage): Promise<HeroCandidate | null> {
  const [fare] = await cheapestFaresByDestination(db, { limit: 1 });
  if (!fare) return null;
  const en = language === "en";
  const slugs = fare.destinationSlugs;
  const image = fare.destinationCode
    ? await sql<{ imageUrl: string | null }>`
        SELECT image_url FROM destinations WHERE iata_code = ${fare.destinationCode}`.execute(db)
    : null;
  return {
    dealId: null,
    fromAirport: fare.fromAirport,
    toAirport: fare.toAirport,
    fromCity: en ? fare.origin.cityEn : fare.origin.cityBg,
    toCity: en ? fare.destination.cityEn : fare.destination.cityBg,
    priceBgn: fare.priceBgn,
    savingsPercent: null,
    departureDate: fare.flightDate,
    returnDate: fare.returnDate,
    airlineName: fare.airlineName,
    imageUrl: image?.rows[0]?.imageUrl ?? null,
    ctaPath: slugs
      ? pathFor("destination", language, {
          countrySlug: en ? slugs.countryEn : slugs.countryBg,
          citySlug: en ? slugs.cityEn : slugs.cityBg,
        })
      : `${pathFor("search", language)}?to=${fare.toAirport}`,
  };
}
