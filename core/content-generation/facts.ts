import { countryNames } from "../catalog/country-name.ts";
import { AIRLINES, DESTINATIONS, FAQS, type LocalizedText, SIGHTS, type SightSeed } from "../catalog/data/index.ts";
import { BULGARIAN_AIRPORTS } from "../catalog/seed.ts";
import type { GenerationTarget } from "./targets.ts";

/** The cheapest current fare from one airport to the destination, as the read models have it when the job runs. */
export interface FoundFare {
  fromAirport: string;
  priceEur: number;
  airlineCode: string;
  airlineName: string;
  direct: boolean;
}

/** A fare from a Bulgarian airport, as a generator says it. */
export interface FareFact {
  fromAirport: string;
  from: LocalizedText;
  /** Whole euros. */
  priceEur: number;
  airline: string;
  /** From the catalog's airlines; null for an airline it does not list. */
  lowCost: boolean | null;
  direct: boolean;
}

export interface DestinationFacts {
  iata: string;
  city: LocalizedText;
  country: LocalizedText;
  countryCode: string;
  /** Main airport first. */
  airports: string[];
  /** 1-100: how much Bulgarian travellers look for it. */
  popularityScore: number;
  sights: Array<{ name: LocalizedText; description: LocalizedText; distanceKm: number }>;
  faqs: Array<{ question: LocalizedText; answer: LocalizedText }>;
  /** Other catalog destinations in the same country, most popular first. */
  sameCountry: LocalizedText[];
  /** Cheapest first; empty when no current fares are known. */
  fares: FareFact[];
}

/** Everything a generator may say: only what the catalog and the read models know, nothing invented. */
export type EntityFacts =
  | { kind: "destination"; destination: DestinationFacts }
  | { kind: "sight"; destination: DestinationFacts; sight: SightSeed };

/** The fares from Bulgarian airports, cheapest first, one per airport; the others are not ours to tell. */
function fareFacts(fares: readonly FoundFare[]): FareFact[] {
  const facts: FareFact[] = [];
  for (const fare of [...fares].sort((a, b) => a.priceEur - b.priceEur)) {
    const airport = BULGARIAN_AIRPORTS.find((a) => a.iataCode === fare.fromAirport);
    if (!airport || facts.some((f) => f.fromAirport === fare.fromAirport)) continue;
    facts.push({
      fromAirport: fare.fromAirport,
      from: { bg: airport.cityBg, en: airport.cityEn },
      priceEur: Math.round(fare.priceEur),
      airline: fare.airlineName || fare.airlineCode,
      lowCost: AIRLINES.find((a) => a.iataCode === fare.airlineCode)?.isLowCost ?? null,
      direct: fare.direct,
    });
  }
  return facts;
}

/** The facts of a target from the catalog, with the fares the caller found in the read models. */
export function catalogFacts(target: GenerationTarget, fares: readonly FoundFare[] = []): EntityFacts {
  const d = target.destination;
  const destination: DestinationFacts = {
    iata: d.iataCode,
    city: { bg: d.cityBg, en: d.cityEn },
    country: countryNames(d.countryCode),
    countryCode: d.countryCode,
    airports: [...d.airports],
    popularityScore: d.popularityScore,
    sights: SIGHTS.filter((s) => s.destinationIata === d.iataCode).map((s) => ({
      name: s.name,
      description: s.description,
      distanceKm: s.distanceKm,
    })),
    faqs: FAQS.filter((f) => f.iataCode === d.iataCode).map((f) => ({
      question: { bg: f.questionBg, en: f.questionEn },
      answer: { bg: f.answerBg, en: f.answerEn },
    })),
    sameCountry: DESTINATIONS.filter((other) => other.countryCode === d.countryCode && other.iataCode !== d.iataCode)
      .sort((a, b) => b.popularityScore - a.popularityScore)
      .slice(0, 5)
      .map((other) => ({ bg: other.cityBg, en: other.cityEn })),
    fares: fareFacts(fares),
  };
  return target.kind === "sight"
    ? { kind: "sight", destination, sight: target.sight }
    : { kind: "destination", destination };
}
