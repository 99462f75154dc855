import { z } from "zod";

/**
 * The shape of each catalog data file beside this module (decision 0067). The files are
 * hand-written content: names as people write them; coordinates come from the airport data
 * package. data.test.ts parses every file with its schema; the loader (index.ts) does not, to
 * keep starts fast. Objects are strict, so a misspelt key fails the test instead of being lost.
 * A `note` on an entry says why it is as it is; the loader drops it.
 */

const note = z.string().min(1).optional();

export const destinationSchema = z.strictObject({
  /**
   * The city's IATA code, unique: the metropolitan code where the city has several airports
   * (LON, MIL, PAR, ROM, STO, OSL, BER ...), else its airport's code (BCN, VIE).
   */
  iataCode: z.string(),
  /**
   * IATA codes of the airports that serve the city, main airport first: ["LHR", "LGW", "STN", "LTN"].
   * A secondary airport belongs to the city the airlines sell it under (STN → Лондон, BGY → Милано).
   */
  airports: z.array(z.string()),
  /** The city as a Bulgarian writes it: "Лондон", "Милано", "Солун". */
  cityBg: z.string(),
  cityEn: z.string(),
  /** ISO 3166-1 alpha-2. */
  countryCode: z.string(),
  /** 1-100: how much Bulgarian travellers look for it. */
  popularityScore: z.number(),
});
export type DestinationSeed = z.infer<typeof destinationSchema>;

/**
 * destinations.json: destinations reachable from Sofia, Varna, Burgas and Plovdiv, direct or
 * with one change, by region. Russia and Belarus are left out: no flights from Bulgaria.
 * Islands and resorts without a city of the same name (Тенерифе, Малдиви, Бали) carry the name
 * people search for.
 */
export const destinationsFileSchema = z.array(
  z.strictObject({
    region: z.string(),
    destinations: z.array(destinationSchema.extend({ note })),
  }),
);

export const airlineSchema = z.strictObject({
  iataCode: z.string(),
  name: z.string(),
  /** How Bulgarian sites write it; often the same Latin name ("Wizz Air"), sometimes Cyrillic ("България Еър"). */
  nameBg: z.string(),
  isLowCost: z.boolean(),
  /** Membership as of 2026; an airline in a group but not in its alliance (Eurowings, Vueling) carries null. */
  allianceCode: z.enum(["STAR", "ONEWORLD", "SKYTEAM"]).nullable(),
  /** Brand colour for the generated monogram logo, #rrggbb. */
  brandColor: z.string(),
});
export type AirlineSeed = z.infer<typeof airlineSchema>;

/** airlines.json: airlines that fly to and from Bulgaria, and the hub carriers Bulgarians connect through. */
export const airlinesFileSchema = z.array(
  z.strictObject({
    group: z.string(),
    airlines: z.array(airlineSchema.extend({ note })),
  }),
);

export const localizedTextSchema = z.strictObject({ bg: z.string(), en: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export const sightFaqSchema = z.strictObject({ question: localizedTextSchema, answer: localizedTextSchema });
export type SightFaq = z.infer<typeof sightFaqSchema>;

export const sightSchema = z.strictObject({
  /** Destination IATA code the sight belongs to. */
  destinationIata: z.string(),
  name: localizedTextSchema,
  /** URL slugs per language, lowercase a-z0-9 and hyphens; the Bulgarian one transliterated from the Bulgarian name. */
  slug: localizedTextSchema,
  /** One or two sentences. */
  description: localizedTextSchema,
  latitude: z.number(),
  longitude: z.number(),
  /**
   * Straight-line distance from the city centre, km. The centre is a named point: Charing Cross
   * (London), Notre-Dame parvis (Paris), Piazza Venezia (Rome), Plaça de Catalunya (Barcelona),
   * Piazza del Duomo (Milan), Sultanahmet Square (Istanbul), Syntagma Square (Athens),
   * Stephansplatz (Vienna), Unter den Linden / Friedrichstraße (Berlin), Dam Square (Amsterdam),
   * Old Town Square (Prague), Deák Ferenc tér (Budapest), Puerta del Sol (Madrid), Rossio (Lisbon),
   * Bur Dubai on the Creek (Dubai), the Clock Tower (Saat Kulesi) at the edge of Kaleiçi (Antalya),
   * Times Square (New York), Plaça de Cort (Palma), El Dahar, the old downtown (Hurghada), Albert
   * Square (Manchester), Waverley Station (Edinburgh), Plaça de l'Ajuntament (Valencia), Plaza de
   * la Constitución (Málaga), Place Masséna (Nice).
   */
  distanceKm: z.number(),
  /** How to get there by public transport from the centre. */
  transportInfo: localizedTextSchema,
  /** Why it was selected, one sentence. */
  selectionReason: localizedTextSchema,
  seoTitle: localizedTextSchema,
  seoDescription: localizedTextSchema,
  keywords: z.strictObject({ bg: z.array(z.string()), en: z.array(z.string()) }),
  /**
   * Content sections; any but the intro may be missing, the page then shows a fallback text. Some
   * are left out on purpose so the fallbacks are exercised (the data test checks each is missing
   * somewhere). Opening hours and prices change, so the texts give patterns and advice, never
   * exact figures.
   */
  sections: z.strictObject({
    intro: localizedTextSchema.optional(),
    context: localizedTextSchema.optional(),
    highlights: localizedTextSchema.optional(),
    practical: localizedTextSchema.optional(),
    gettingThere: localizedTextSchema.optional(),
    nearby: localizedTextSchema.optional(),
  }),
  faq: z.array(sightFaqSchema),
  /** Wikidata item id, e.g. "Q243", when known for sure; else null. */
  wikidataId: z.string().nullable(),
});
export type SightSeed = z.infer<typeof sightSchema>;

/** sights/<IATA>.json: the sights of one destination, three for each of the most popular ones. */
export const sightsFileSchema = z.array(sightSchema);

export const faqSchema = z.strictObject({
  questionBg: z.string(),
  answerBg: z.string(),
  questionEn: z.string(),
  answerEn: z.string(),
  /** Destination IATA code the question is about, or null for general questions. */
  iataCode: z.string().nullable(),
  /** The destination's slug path, "{country}/{city}" in Bulgarian. */
  relatedSlugs: z.array(z.string()),
  tags: z.array(z.string()),
});
export type FaqSeed = z.infer<typeof faqSchema>;

/**
 * faqs.json: frequently asked questions by topic. Entry rules are for Bulgarian citizens and
 * change: answers name the rule and where to check, never a fee or a timetable.
 */
export const faqsFileSchema = z.array(
  z.strictObject({
    topic: z.string(),
    faqs: z.array(faqSchema.extend({ note })),
  }),
);

/**
 * city-names-bg.json: cities whose Bulgarian names are convention, not transcription: "New York"
 * is "Ню Йорк", "Munich" is "Мюнхен", "Thessaloniki" is "Солун". Keys are English names as the
 * airport data writes them (data/airport-cities), looked up without regard to case, accents or
 * punctuation. core/catalog/cyrillic.ts reads this first, then the catalog's own cities
 * (destinations.json), and transcribes only what neither knows. Where a city is in the catalog,
 * the two must agree. `notes` explain a name, by the same key.
 */
export const cityNamesFileSchema = z.array(
  z.strictObject({
    group: z.string(),
    names: z.record(z.string(), z.string()),
    notes: z.record(z.string(), z.string()).optional(),
  }),
);

const countryNameSchema = z.strictObject({ name: z.string(), note });

/**
 * country-names.json: where i18n-iso-countries' name is not what a travel site writes, by
 * language and ISO code. The Bulgarian country slug in URLs comes from this name:
 * "Великобритания" → /velikobritaniya/london.
 */
export const countryNamesFileSchema = z.strictObject({
  bg: z.record(z.string(), countryNameSchema),
  en: z.record(z.string(), countryNameSchema),
});
