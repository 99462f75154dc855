import { HERO_EVENT_TYPES, type HeroEvent } from "../../core/hero/events.ts";
import { createTablesSql, eachEvent, type Projection } from "../projection.ts";

/** homepage_hero_rotations (spec section 3): every hero the home page showed, newest last per language. */
export const heroProjection: Projection<HeroEvent> = {
  name: "hero",
  version: 1,
  eventTypes: HERO_EVENT_TYPES,
  tables: ["homepage_hero_rotations"],

  createTables: createTablesSql(
    (s) => `
      CREATE TABLE ${s}.homepage_hero_rotations (
        position bigint PRIMARY KEY, language text NOT NULL, deal_id text, route text, price numeric(12,2),
        currency text, headline text, subheadline text, alt_text text, cta_text text, cta_url text,
        image_url text, image_width integer, image_height integer, served_from timestamptz,
        served_until timestamptz, fallback_source text, cleared_reason text, rotated_at timestamptz NOT NULL
      );
      CREATE INDEX ON ${s}.homepage_hero_rotations (language, position DESC);
    `,
  ),

  handle: eachEvent(async (tx, event, s) => {
    if (event.type === "HomepageHeroCleared") {
      await tx.unsafe(
        `INSERT INTO ${s}.homepage_hero_rotations (position, language, cleared_reason, rotated_at)
         VALUES ($1, $2, $3, $4) ON CONFLICT (position) DO NOTHING`,
        [event.globalPosition, event.data.language, event.data.reason, event.createdAt] as never[],
      );
      return;
    }
    const r = event.data;
    await tx.unsafe(
      `INSERT INTO ${s}.homepage_hero_rotations VALUES
         ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, NULL, $18)
       ON CONFLICT (position) DO NOTHING`,
      [
        event.globalPosition,
        r.language,
        r.dealId,
        r.route,
        r.price,
        r.currency,
        r.headline,
        r.subheadline,
        r.altText,
        r.ctaText,
        r.ctaUrl,
        r.imageUrl,
        r.imageWidth,
        r.imageHeight,
        r.servedFor.from,
        r.servedFor.until,
        r.fallbackSource,
        event.createdAt,
      ] as never[],
    );
  }),
};
