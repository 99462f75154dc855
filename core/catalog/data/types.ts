/** Hand-written catalog content: names as people write them. Coordinates come from the airport data package. */

export interface DestinationSeed {
  /**
   * The city's IATA code, unique: the metropolitan code where the city has several airports
   * (LON, MIL, PAR, ROM, STO, OSL, BER ...), else its airport's code (BCN, VIE).
   */
  iataCode: string;
  /** IATA codes of the airports that serve the city, main airport first: ["LHR", "LGW", "STN", "LTN"]. */
  airports: string[];
  /** The city as a Bulgarian writes it: "Лондон", "Милано", "Солун". */
  cityBg: string;
  cityEn: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** 1-100: how much Bulgarian travellers look for it. */
  popularityScore: number;
}

export interface AirlineSeed {
  iataCode: string;
  name: string;
  /** How Bulgarian sites write it; often the same Latin name ("Wizz Air"), sometimes Cyrillic ("България Еър"). */
  nameBg: string;
  isLowCost: boolean;
  allianceCode: "STAR" | "ONEWORLD" | "SKYTEAM" | null;
  /** Brand colour for the generated monogram logo, #rrggbb. */
  brandColor: string;
}

export interface LocalizedText {
  bg: string;
  en: string;
}

export interface SightFaq {
  question: LocalizedText;
  answer: LocalizedText;
}

export interface SightSeed {
  /** Destination IATA code the sight belongs to. */
  destinationIata: string;
  name: LocalizedText;
  /** URL slugs per language, lowercase a-z0-9 and hyphens; the Bulgarian one transliterated from the Bulgarian name. */
  slug: LocalizedText;
  /** One or two sentences. */
  description: LocalizedText;
  latitude: number;
  longitude: number;
  /** Straight-line distance from the city centre, km. */
  distanceKm: number;
  /** How to get there by public transport from the centre. */
  transportInfo: LocalizedText;
  /** Why it was selected, one sentence. */
  selectionReason: LocalizedText;
  seoTitle: LocalizedText;
  seoDescription: LocalizedText;
  keywords: { bg: string[]; en: string[] };
  /** Content sections; any may be missing, the page then shows a fallback text. */
  sections: {
    intro?: LocalizedText;
    context?: LocalizedText;
    highlights?: LocalizedText;
    practical?: LocalizedText;
    gettingThere?: LocalizedText;
    nearby?: LocalizedText;
  };
  faq: SightFaq[];
  /** Wikidata item id, e.g. "Q243", when known for sure; else null. */
  wikidataId: string | null;
}

export interface FaqSeed {
  questionBg: string;
  answerBg: string;
  questionEn: string;
  answerEn: string;
  /** Destination IATA code the question is about, or null for general questions. */
  iataCode: string | null;
  relatedSlugs: string[];
  tags: string[];
}
