import type { Airline, Airport, CatalogKind, Country, Destination, Faq, Sight } from "../../core/catalog/entries.ts";
import { CATALOG_EVENT_TYPES, type CatalogEvent } from "../../core/catalog/events.ts";
import type { Tx } from "../../core/eventstore/checkpointed-batch.ts";
import type { Recorded } from "../../core/eventstore/types.ts";
import { createTablesSql, ident, type Projection } from "../projection.ts";

type Row = Record<string, unknown>;

/** Each kind's table, primary key and row (snake_case columns) built from the whole entry. */
const TABLES: Record<CatalogKind, { table: string; key: string; row(entry: never, key: string): Row }> = {
  destination: {
    table: "destinations",
    key: "iata_code",
    row: (d: Destination) => ({
      id: d.iataCode,
      iata_code: d.iataCode,
      name: d.cityBg,
      city: d.cityBg,
      city_code: d.iataCode,
      country: d.countryBg,
      name_en: d.cityEn,
      city_en: d.cityEn,
      country_en: d.countryEn,
      country_code: d.countryCode,
      canonical_slug_iata: d.iataCode.toLowerCase(),
      popularity_score: d.popularityScore,
      latitude: d.latitude,
      longitude: d.longitude,
      timezone: d.timezone,
      airports: d.airports,
      alternative_departure_points: d.airports.slice(1),
      image_url: d.imageUrl,
      high_res_image_url: d.highResImageUrl,
      unsplash_image_id: d.unsplashImageId,
      photographer_name: d.photographerName,
      photographer_username: d.photographerUsername,
      auto_created: d.autoCreated,
      auto_created_at: d.autoCreatedAt ?? null,
      auto_created_by: d.autoCreatedBy,
      country_slug_bg: d.countrySlugBg,
      country_slug_en: d.countrySlugEn,
      city_slug_bg: d.citySlugBg,
      city_slug_en: d.citySlugEn,
    }),
  },
  airport: {
    table: "airports",
    key: "iata_code",
    row: (a: Airport) => ({
      iata_code: a.iataCode,
      name_bg: a.nameBg,
      name_en: a.nameEn,
      city_bg: a.cityBg,
      city_en: a.cityEn,
      city_code: a.cityCode,
      country_code: a.countryCode,
      country_bg: a.countryBg,
      country_en: a.countryEn,
      latitude: a.latitude,
      longitude: a.longitude,
      timezone: a.timezone,
      popularity_score: a.popularityScore,
      alternative_departure_points: a.alternativeDeparturePoints,
      slug_bg: a.slugBg,
      slug_en: a.slugEn,
    }),
  },
  country: {
    table: "countries",
    key: "country_code",
    row: (c: Country) => ({
      country_code: c.countryCode,
      country_name_bg: c.countryNameBg,
      country_name_en: c.countryNameEn,
      country_slug_bg: c.countrySlugBg,
      country_slug_en: c.countrySlugEn,
    }),
  },
  airline: {
    table: "airlines",
    key: "iata_code",
    row: (a: Airline) => ({
      iata_code: a.iataCode,
      name: a.name,
      name_bg: a.nameBg,
      slug_bg: a.slugBg,
      slug_en: a.slugEn,
      logo_url: a.logoUrl,
      is_low_cost: a.isLowCost,
      alliance_code: a.allianceCode,
      brand_color: a.brandColor,
    }),
  },
  sight: {
    table: "sights",
    key: "id",
    row: (s: Sight) => ({
      id: s.id,
      destination_iata: s.destinationIata,
      name_bg: s.name.bg,
      name_en: s.name.en,
      slug_bg: s.slug.bg,
      slug_en: s.slug.en,
      description_bg: s.description.bg,
      description_en: s.description.en,
      image_url: s.imageUrl,
      high_res_image_url: s.highResImageUrl,
      photographer_name: s.photographerName,
      photographer_username: s.photographerUsername,
      latitude: s.latitude,
      longitude: s.longitude,
      distance_km: s.distanceKm,
      transport_info_bg: s.transportInfo.bg,
      transport_info_en: s.transportInfo.en,
      selection_reason_bg: s.selectionReason.bg,
      selection_reason_en: s.selectionReason.en,
      seo_title_bg: s.seoTitle.bg,
      seo_title_en: s.seoTitle.en,
      seo_description_bg: s.seoDescription.bg,
      seo_description_en: s.seoDescription.en,
      keywords_bg: s.keywords.bg,
      keywords_en: s.keywords.en,
      sections: s.sections,
      faq: s.faq,
      wikidata_id: s.wikidataId,
      osm_id: s.osmId,
    }),
  },
  faq: {
    table: "faqs",
    key: "id",
    row: (f: Faq) => ({
      id: f.id,
      question_bg: f.questionBg,
      answer_bg: f.answerBg,
      question_en: f.questionEn,
      answer_en: f.answerEn,
      iata_code: f.iataCode,
      related_slugs: f.relatedSlugs,
      tags: f.tags,
    }),
  },
};

async function upsert(tx: Tx, schema: string, kind: CatalogKind, entry: unknown, key: string, at: Date) {
  const { table, key: keyColumn, row } = TABLES[kind];
  const values = { ...row(entry as never, key), is_active: true, updated_at: at };
  const columns = Object.keys(values);
  const s = ident(schema);
  await tx.unsafe(
    `INSERT INTO ${s}.${ident(table)} (${columns.map(ident).join(", ")}, created_at)
     SELECT ${columns.map(ident).join(", ")}, $2 FROM json_populate_record(NULL::${s}.${ident(table)}, $1::text::json)
     ON CONFLICT (${ident(keyColumn)}) DO UPDATE SET
       ${columns
         .filter((c) => c !== keyColumn && c !== "is_active")
         .map((c) => `${ident(c)} = EXCLUDED.${ident(c)}`)
         .join(", ")}`,
    [JSON.stringify(values), at] as never[],
  );
  if (kind === "sight") {
    const sight = entry as Sight;
    await tx.unsafe(
      `INSERT INTO ${s}.destination_sights (destination_iata, sight_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [sight.destinationIata, sight.id] as never[],
    );
  }
}

/** A chosen photo, or none (the built-in picture's address), into the destination's image columns. */
async function setPicture(tx: Tx, schema: string, event: Recorded<CatalogEvent>) {
  if (event.type !== "DestinationPictureChosen" && event.type !== "DestinationPictureCleared") return;
  const d = event.data;
  const chosen = event.type === "DestinationPictureChosen" ? event.data : null;
  await tx.unsafe(
    `UPDATE ${ident(schema)}.destinations
        SET image_url = $2, high_res_image_url = $3, unsplash_image_id = $4, photographer_name = $5,
            photographer_username = $6, updated_at = $7
      WHERE iata_code = $1`,
    [
      d.key,
      d.imageUrl,
      chosen?.highResImageUrl ?? null,
      chosen?.unsplashImageId ?? null,
      chosen?.photographerName ?? null,
      chosen?.photographerUsername ?? null,
      event.createdAt,
    ] as never[],
  );
}

async function setActive(tx: Tx, schema: string, kind: CatalogKind, key: string, active: boolean, at: Date) {
  const { table, key: keyColumn } = TABLES[kind];
  await tx.unsafe(
    `UPDATE ${ident(schema)}.${ident(table)} SET is_active = $2, updated_at = $3 WHERE ${ident(keyColumn)} = $1`,
    [key, active, at] as never[],
  );
}

/**
 * The catalog read models: destinations (with their SEO slugs), airports, countries (with the
 * number of active destinations), airlines, sights and FAQs. The picture events only ever came
 * after this fold existed, so adding them needed no rebuild (version unchanged).
 */
export const catalogProjection: Projection<CatalogEvent> = {
  name: "catalog",
  version: 1,
  eventTypes: CATALOG_EVENT_TYPES,
  tables: [
    "destinations",
    "destination_seo",
    "airports",
    "countries",
    "airlines",
    "sights",
    "destination_sights",
    "faqs",
  ],

  createTables: createTablesSql(
    (s) => `
      CREATE TABLE ${s}.destinations (
        id text NOT NULL, iata_code text PRIMARY KEY, name text NOT NULL, city text NOT NULL, city_code text NOT NULL,
        country text NOT NULL, name_en text NOT NULL, city_en text NOT NULL, country_en text NOT NULL,
        country_code text NOT NULL, canonical_slug_iata text NOT NULL, popularity_score integer NOT NULL,
        latitude double precision NOT NULL, longitude double precision NOT NULL, timezone text,
        airports text[] NOT NULL, alternative_departure_points text[] NOT NULL DEFAULT '{}',
        image_url text, high_res_image_url text, unsplash_image_id text, photographer_name text,
        photographer_username text, auto_created boolean NOT NULL DEFAULT false, auto_created_at timestamptz,
        auto_created_by text, country_slug_bg text NOT NULL, country_slug_en text NOT NULL,
        city_slug_bg text NOT NULL, city_slug_en text NOT NULL,
        is_active boolean NOT NULL DEFAULT true, created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL
      );
      CREATE UNIQUE INDEX ON ${s}.destinations (country_slug_bg, city_slug_bg);
      CREATE UNIQUE INDEX ON ${s}.destinations (country_slug_en, city_slug_en);
      CREATE INDEX ON ${s}.destinations (country_code);
      -- destination_seo: the slug pairs, each unique, as the spec names them
      CREATE VIEW ${s}.destination_seo AS
        SELECT iata_code, country_slug_bg, city_slug_bg, country_slug_en, city_slug_en FROM ${s}.destinations;

      CREATE TABLE ${s}.airports (
        iata_code text PRIMARY KEY, name_bg text NOT NULL, name_en text NOT NULL, city_bg text NOT NULL,
        city_en text NOT NULL, city_code text NOT NULL, country_code text NOT NULL, country_bg text NOT NULL,
        country_en text NOT NULL, latitude double precision NOT NULL, longitude double precision NOT NULL,
        timezone text, popularity_score integer NOT NULL, alternative_departure_points text[] NOT NULL,
        slug_bg text UNIQUE, slug_en text UNIQUE,
        is_active boolean NOT NULL DEFAULT true, created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL
      );
      CREATE INDEX ON ${s}.airports (city_code);

      CREATE TABLE ${s}.countries (
        country_code text PRIMARY KEY, country_name_bg text NOT NULL, country_name_en text NOT NULL,
        country_slug_bg text NOT NULL UNIQUE, country_slug_en text NOT NULL UNIQUE,
        is_active boolean NOT NULL DEFAULT true, created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL
      );

      CREATE TABLE ${s}.airlines (
        iata_code text PRIMARY KEY, name text NOT NULL, name_bg text NOT NULL, slug_bg text NOT NULL UNIQUE,
        slug_en text NOT NULL UNIQUE, logo_url text NOT NULL, is_low_cost boolean NOT NULL,
        alliance_code text, brand_color text NOT NULL,
        is_active boolean NOT NULL DEFAULT true, created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL
      );

      CREATE TABLE ${s}.sights (
        id text PRIMARY KEY, destination_iata text NOT NULL, name_bg text NOT NULL, name_en text NOT NULL,
        slug_bg text NOT NULL, slug_en text NOT NULL, description_bg text NOT NULL, description_en text NOT NULL,
        image_url text, high_res_image_url text, photographer_name text, photographer_username text,
        latitude double precision NOT NULL, longitude double precision NOT NULL, distance_km double precision NOT NULL,
        transport_info_bg text NOT NULL, transport_info_en text NOT NULL, selection_reason_bg text NOT NULL,
        selection_reason_en text NOT NULL, seo_title_bg text NOT NULL, seo_title_en text NOT NULL,
        seo_description_bg text NOT NULL, seo_description_en text NOT NULL, keywords_bg text[] NOT NULL,
        keywords_en text[] NOT NULL, sections jsonb NOT NULL, faq jsonb NOT NULL, wikidata_id text, osm_id text,
        is_active boolean NOT NULL DEFAULT true, created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL,
        UNIQUE (destination_iata, slug_bg), UNIQUE (destination_iata, slug_en)
      );
      CREATE TABLE ${s}.destination_sights (
        destination_iata text NOT NULL, sight_id text NOT NULL, PRIMARY KEY (destination_iata, sight_id)
      );

      CREATE TABLE ${s}.faqs (
        id text PRIMARY KEY, question_bg text NOT NULL, answer_bg text NOT NULL, question_en text NOT NULL,
        answer_en text NOT NULL, iata_code text, related_slugs text[] NOT NULL, tags text[] NOT NULL,
        is_active boolean NOT NULL DEFAULT true, created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL
      );
      CREATE INDEX ON ${s}.faqs (iata_code);
    `,
  ),

  async handle(tx, events, schema) {
    for (const event of events) {
      const { kind, key } = event.data;
      switch (event.type) {
        case "CatalogEntryRegistered":
        case "CatalogEntryUpdated":
          await upsert(tx, schema, kind, event.data.entry, key, event.createdAt);
          break;
        case "CatalogEntryActivated":
        case "CatalogEntryDeactivated":
          await setActive(tx, schema, kind, key, event.type === "CatalogEntryActivated", event.createdAt);
          break;
        // a photo chosen in the admin, or the built-in picture back (docs/decisions/0044)
        case "DestinationPictureChosen":
        case "DestinationPictureCleared":
          await setPicture(tx, schema, event);
          break;
      }
    }
  },
};
