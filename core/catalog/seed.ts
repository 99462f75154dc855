import { handleCommand } from "../eventstore/command-handler.ts";
import type { EventStore } from "../eventstore/types.ts";
import type { Logger } from "../log/logger.ts";
import { type AirportRecord, airportRecords } from "./airport-data.ts";
import { allCountryCodes } from "./country-codes.ts";
import { countryNames } from "./country-name.ts";
import { AIRLINES, DESTINATIONS, FAQS, SIGHTS } from "./data/index.ts";
import { type CatalogCommand, catalogDecider } from "./decider.ts";
import {
  type Airline,
  type Airport,
  type CatalogKind,
  type Country,
  catalogStreamId,
  type Destination,
  type Faq,
  type Sight,
} from "./entries.ts";
import { slugify } from "./transliterate.ts";

/** The Bulgarian departure airports; their pages live at /poleti-ot/{slugBg} and /en/flights-from/{slugEn}. */
export const BULGARIAN_AIRPORTS = [
  { iataCode: "SOF", cityBg: "София", cityEn: "Sofia", slugBg: "sofiya", slugEn: "sofia", popularityScore: 100 },
  { iataCode: "VAR", cityBg: "Варна", cityEn: "Varna", slugBg: "varna", slugEn: "varna", popularityScore: 70 },
  { iataCode: "BOJ", cityBg: "Бургас", cityEn: "Burgas", slugBg: "burgas", slugEn: "burgas", popularityScore: 65 },
  { iataCode: "PDV", cityBg: "Пловдив", cityEn: "Plovdiv", slugBg: "plovdiv", slugEn: "plovdiv", popularityScore: 40 },
] as const;

/** Every airport the catalog names, looked up once in the airport data package. */
async function knownAirports(): Promise<Map<string, AirportRecord>> {
  return airportRecords([...BULGARIAN_AIRPORTS.map((a) => a.iataCode), ...DESTINATIONS.flatMap((d) => d.airports)]);
}

function requireAirport(airports: Map<string, AirportRecord>, iata: string): AirportRecord {
  const airport = airports.get(iata);
  if (!airport) throw new Error(`Airport ${iata} is not in the airport data`);
  return airport;
}

export function countryEntries(): Country[] {
  return allCountryCodes()
    .sort()
    .map((code) => {
      const names = countryNames(code);
      return {
        countryCode: code,
        countryNameBg: names.bg,
        countryNameEn: names.en,
        countrySlugBg: slugify(names.bg),
        countrySlugEn: slugify(names.en),
      };
    });
}

export async function destinationEntries(): Promise<Destination[]> {
  const airports = await knownAirports();
  return DESTINATIONS.map((d) => {
    const main = requireAirport(airports, d.airports[0] as string);
    const country = countryNames(d.countryCode);
    return {
      iataCode: d.iataCode,
      airports: [...d.airports],
      cityBg: d.cityBg,
      cityEn: d.cityEn,
      countryCode: d.countryCode,
      countryBg: country.bg,
      countryEn: country.en,
      citySlugBg: slugify(d.cityBg),
      citySlugEn: slugify(d.cityEn),
      countrySlugBg: slugify(country.bg),
      countrySlugEn: slugify(country.en),
      popularityScore: d.popularityScore,
      latitude: main.latitude,
      longitude: main.longitude,
      timezone: main.time,
      imageUrl: `/images/destinations/${d.iataCode}.svg`,
      highResImageUrl: null,
      unsplashImageId: null,
      photographerName: null,
      photographerUsername: null,
      autoCreated: false,
      autoCreatedBy: null,
    };
  });
}

export async function airportEntries(): Promise<Airport[]> {
  const airports = await knownAirports();
  const bulgarian: Airport[] = BULGARIAN_AIRPORTS.map((a) => {
    const data = requireAirport(airports, a.iataCode);
    return {
      iataCode: a.iataCode,
      nameBg: `Летище ${a.cityBg}`,
      nameEn: data.airport,
      cityBg: a.cityBg,
      cityEn: a.cityEn,
      cityCode: a.iataCode,
      countryCode: "BG",
      countryBg: "България",
      countryEn: "Bulgaria",
      latitude: data.latitude,
      longitude: data.longitude,
      timezone: data.time,
      popularityScore: a.popularityScore,
      alternativeDeparturePoints: BULGARIAN_AIRPORTS.filter((o) => o.iataCode !== a.iataCode).map((o) => o.iataCode),
      slugBg: a.slugBg,
      slugEn: a.slugEn,
    };
  });
  const abroad = DESTINATIONS.flatMap((d) => {
    const country = countryNames(d.countryCode);
    return d.airports.map((iata): Airport => {
      const data = requireAirport(airports, iata);
      return {
        iataCode: iata,
        // airports abroad have no established Bulgarian names; the page adds the IATA code
        nameBg: `Летище ${d.cityBg}`,
        nameEn: data.airport,
        cityBg: d.cityBg,
        cityEn: d.cityEn,
        cityCode: d.iataCode,
        countryCode: d.countryCode,
        countryBg: country.bg,
        countryEn: country.en,
        latitude: data.latitude,
        longitude: data.longitude,
        timezone: data.time,
        popularityScore: d.popularityScore,
        alternativeDeparturePoints: d.airports.filter((other) => other !== iata),
        slugBg: null,
        slugEn: null,
      };
    });
  });
  return [...bulgarian, ...abroad];
}

export function airlineEntries(): Airline[] {
  return AIRLINES.map((a) => ({
    iataCode: a.iataCode,
    name: a.name,
    nameBg: a.nameBg,
    slugBg: slugify(a.nameBg),
    slugEn: slugify(a.name),
    logoUrl: `/images/airlines/${a.iataCode}.svg`,
    isLowCost: a.isLowCost,
    allianceCode: a.allianceCode,
    brandColor: a.brandColor,
  }));
}

export function sightEntries(): Sight[] {
  return SIGHTS.map((s) => {
    const id = `${s.destinationIata}-${s.slug.en}`;
    return {
      id,
      destinationIata: s.destinationIata,
      name: s.name,
      slug: s.slug,
      description: s.description,
      imageUrl: `/images/sights/${id}.svg`,
      highResImageUrl: null,
      photographerName: null,
      photographerUsername: null,
      latitude: s.latitude,
      longitude: s.longitude,
      distanceKm: s.distanceKm,
      transportInfo: s.transportInfo,
      selectionReason: s.selectionReason,
      seoTitle: s.seoTitle,
      seoDescription: s.seoDescription,
      keywords: s.keywords,
      sections: s.sections,
      faq: s.faq,
      wikidataId: s.wikidataId,
      osmId: null,
    };
  });
}

export function faqEntries(): Faq[] {
  return FAQS.map((f, index) => ({ id: `faq-${String(index + 1).padStart(3, "0")}`, ...f }));
}

/** Every entry of the seed, keyed for its stream. */
export async function catalogSeed(): Promise<Array<{ kind: CatalogKind; key: string; entry: unknown }>> {
  return [
    ...countryEntries().map((entry) => ({ kind: "country" as const, key: entry.countryCode, entry })),
    ...(await airportEntries()).map((entry) => ({ kind: "airport" as const, key: entry.iataCode, entry })),
    ...(await destinationEntries()).map((entry) => ({ kind: "destination" as const, key: entry.iataCode, entry })),
    ...airlineEntries().map((entry) => ({ kind: "airline" as const, key: entry.iataCode, entry })),
    ...sightEntries().map((entry) => ({ kind: "sight" as const, key: entry.id, entry })),
    ...faqEntries().map((entry) => ({ kind: "faq" as const, key: entry.id, entry })),
  ];
}

export function runCatalogCommand(store: EventStore, command: CatalogCommand, metadata?: Record<string, unknown>) {
  return handleCommand(store, catalogStreamId(command.kind, command.key), catalogDecider, command, { metadata });
}

/** Registers the seed through the catalog's commands; entries already registered are skipped. */
export async function seedCatalog(store: EventStore, logger: Logger): Promise<number> {
  const seed = await catalogSeed();
  let registered = 0;
  for (const { kind, key, entry } of seed) {
    const result = await runCatalogCommand(
      store,
      { type: "RegisterEntry", kind, key, entry },
      { actor: "system:seed" },
    );
    registered += result.events.length;
  }
  logger.info("catalog seeded", { entries: seed.length, registered });
  return registered;
}
