import { z } from "zod";

/** Catalog entities and their validation (spec sections 3 and 5). Messages are the spec's own. */

const iata3 = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().length(3, "IATA code must be exactly 3 characters"));
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Slug must be lowercase letters, digits and hyphens");
const localized = z.object({ bg: z.string(), en: z.string() });
const nullableUrl = z.string().min(1).nullable();

export const destinationSchema = z.object({
  iataCode: iata3,
  airports: z.array(iata3).min(1),
  cityBg: z.string().min(1, "Required"),
  cityEn: z.string().min(1, "Required"),
  countryCode: z.string().length(2),
  countryBg: z.string().min(1, "Required"),
  countryEn: z.string().min(1, "Required"),
  citySlugBg: slug,
  citySlugEn: slug,
  countrySlugBg: slug,
  countrySlugEn: slug,
  popularityScore: z.number().int().min(0).max(100),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  timezone: z.string().nullable(),
  imageUrl: nullableUrl,
  highResImageUrl: nullableUrl,
  unsplashImageId: z.string().nullable(),
  photographerName: z.string().nullable(),
  photographerUsername: z.string().nullable(),
  autoCreated: z.boolean(),
  /** When a job created the entry (destination discovery); absent on curated entries. */
  autoCreatedAt: z.iso.datetime().nullable().optional(),
  autoCreatedBy: z.string().nullable(),
});

export const airportSchema = z.object({
  iataCode: iata3,
  nameBg: z.string().min(1, "Required"),
  nameEn: z.string().min(1, "Required"),
  cityBg: z.string().min(1, "Required"),
  cityEn: z.string().min(1, "Required"),
  cityCode: iata3,
  countryCode: z.string().length(2),
  countryBg: z.string().min(1, "Required"),
  countryEn: z.string().min(1, "Required"),
  latitude: z.number(),
  longitude: z.number(),
  timezone: z.string().nullable(),
  popularityScore: z.number().int().min(0).max(100),
  alternativeDeparturePoints: z.array(iata3),
  /** Only the Bulgarian departure airports have pages: /poleti-ot/{slugBg}, /en/flights-from/{slugEn}. */
  slugBg: slug.nullable(),
  slugEn: slug.nullable(),
});

export const countrySchema = z.object({
  countryCode: z.string().length(2),
  countryNameBg: z.string().min(1, "Required"),
  countryNameEn: z.string().min(1, "Required"),
  countrySlugBg: slug,
  countrySlugEn: slug,
});

export const airlineSchema = z.object({
  iataCode: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{2}$/, "Airline codes must be 2 characters")),
  name: z.string().min(1, "Required"),
  nameBg: z.string().min(1, "Required"),
  slugBg: slug,
  slugEn: slug,
  logoUrl: z.string().min(1),
  isLowCost: z.boolean(),
  allianceCode: z.enum(["STAR", "ONEWORLD", "SKYTEAM"]).nullable(),
  brandColor: z.string().regex(/^#[0-9a-f]{6}$/i),
});

const sections = z.object({
  intro: localized.optional(),
  context: localized.optional(),
  highlights: localized.optional(),
  practical: localized.optional(),
  gettingThere: localized.optional(),
  nearby: localized.optional(),
});

export const sightSchema = z.object({
  id: z.string().min(1),
  destinationIata: iata3,
  name: localized,
  slug: z.object({ bg: slug, en: slug }),
  description: localized,
  imageUrl: nullableUrl,
  highResImageUrl: nullableUrl,
  photographerName: z.string().nullable(),
  photographerUsername: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  distanceKm: z.number().min(0),
  transportInfo: localized,
  selectionReason: localized,
  seoTitle: localized,
  seoDescription: localized,
  keywords: z.object({ bg: z.array(z.string()), en: z.array(z.string()) }),
  sections,
  faq: z.array(z.object({ question: localized, answer: localized })),
  wikidataId: z.string().nullable(),
  osmId: z.string().nullable(),
});

export const faqSchema = z.object({
  id: z.string().min(1),
  questionBg: z.string().trim().min(1, "Bulgarian question is required"),
  answerBg: z.string().trim().min(1, "Bulgarian answer is required"),
  questionEn: z.string().trim(),
  answerEn: z.string().trim(),
  iataCode: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().length(3, "IATA code must be exactly 3 characters"))
    .nullable(),
  relatedSlugs: z.array(z.string()),
  tags: z.array(z.string()),
});

export const CATALOG_SCHEMAS = {
  destination: destinationSchema,
  airport: airportSchema,
  country: countrySchema,
  airline: airlineSchema,
  sight: sightSchema,
  faq: faqSchema,
} as const;

export type CatalogKind = keyof typeof CATALOG_SCHEMAS;
export type CatalogEntry<K extends CatalogKind> = z.infer<(typeof CATALOG_SCHEMAS)[K]>;
export type Destination = CatalogEntry<"destination">;
export type Airport = CatalogEntry<"airport">;
export type Country = CatalogEntry<"country">;
export type Airline = CatalogEntry<"airline">;
export type Sight = CatalogEntry<"sight">;
export type Faq = CatalogEntry<"faq">;

export function catalogStreamId(kind: CatalogKind, key: string): string {
  return `${kind}-${key}`;
}
