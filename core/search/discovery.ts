import type { AirportRecord } from "../catalog/airport-data.ts";
import { type CatalogCommand, catalogDecider } from "../catalog/decider.ts";
import { type Airport, catalogStreamId, type Destination } from "../catalog/entries.ts";
import { slugify } from "../catalog/transliterate.ts";
import { DEFAULTS } from "../constants.ts";
import { runBindingCommand } from "../crawling/service.ts";
import { handleCommand } from "../eventstore/command-handler.ts";
import { DomainError } from "../eventstore/decider.ts";
import { type EventMetadata, type EventStore, WrongExpectedVersionError } from "../eventstore/types.ts";
import { type AirportDataFacts, discoveredCityNames, isDiscoverableAirport } from "./airport-names.ts";
import { attemptOf } from "./discovery-decider.ts";
import { runDiscoveryCommand } from "./discovery-requests.ts";
import { type DiscoveryFailureReason, type SlugReservedEvent, slugReservationStreamId } from "./events.ts";

/**
 * Destination discovery (spec sections 4, 8 and 9): a visitor searched for an IATA airport code
 * the airport data knows but the catalog does not. A job registers the airport and its city
 * through the catalog's own commands (marked autoCreated by "system:discovery"), binds the city
 * to the default search profile and asks for a crawl, so the new page soon has fares.
 *
 * Airport data (airport-data-js) names airports, not cities: the English city comes from the
 * OpenFlights cities (HNL is Honolulu, not "Daniel K. Inouye"), the Bulgarian one is its
 * conventional name or a transcription (Хонолулу), and each page's slug is made from its own
 * language's name (airport-names.ts). An airport within ATTACH_RADIUS_KM of a city of the same
 * country, or within SAME_NAME_RADIUS_KM of one with the same name (slug), joins that city instead
 * of making a second page for it. A city of that name farther away is another place whose page
 * path is taken: the discovery fails rather than join the wrong city or make a second page there.
 */

export const DISCOVERY_ACTOR = "system:discovery";
/** Airports this close to a catalog city of the same country serve that city (London City, Beauvais). */
export const ATTACH_RADIUS_KM = 30;
/**
 * An airport of a city's own name this close serves it (Beijing Daxing, 65 km; Frankfurt-Hahn,
 * 110 km); farther, it is a namesake (Las Vegas, New Mexico, is 900 km from Las Vegas, Nevada).
 */
export const SAME_NAME_RADIUS_KM = 150;
/** New cities start low: popularity comes from people searching and clicking. */
export const DISCOVERED_POPULARITY = 10;
/** The profile a discovered city is bound to: round trips from the default departure airport. */
export const DISCOVERY_PROFILE_ID = `default-${DEFAULTS.departureAirport.toLowerCase()}`;

function runCatalogCommand(store: EventStore, command: CatalogCommand, metadata: EventMetadata) {
  return handleCommand(store, catalogStreamId(command.kind, command.key), catalogDecider, command, { metadata });
}

// ── Distance ───────────────────────────────────────────────────────────────────────────────────

/** Great-circle distance in kilometres. */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

// ── The job ────────────────────────────────────────────────────────────────────────────────────

export interface CatalogCity {
  iataCode: string;
  cityBg: string;
  cityEn: string;
  citySlugBg: string;
  citySlugEn: string;
  latitude: number;
  longitude: number;
  airports: string[];
}

export interface CatalogCountry {
  countryCode: string;
  nameBg: string;
  nameEn: string;
  slugBg: string;
  slugEn: string;
}

/** What the job reads: airport data and the catalog's read models. */
export interface DiscoveryPorts {
  airportRecord(iataCode: string): Promise<(AirportRecord & AirportDataFacts) | undefined>;
  /** The city an airport of the catalog belongs to, or null when the catalog lacks the airport. */
  cityOfAirport(iataCode: string): Promise<string | null>;
  /** Whether a destination (active or not) has this code. */
  destinationExists(iataCode: string): Promise<boolean>;
  citiesOf(countryCode: string): Promise<CatalogCity[]>;
  country(countryCode: string): Promise<CatalogCountry | null>;
  profileExists(profileId: string): Promise<boolean>;
  /** Queues a crawl of the binding (the existing crawl.binding queue). */
  requestCrawl(bindingId: string): Promise<void>;
}

export interface DiscoveryDeps extends DiscoveryPorts {
  store: EventStore;
  now?: () => Date;
}

export type DiscoveryOutcome =
  | { status: "skipped"; jobId: string }
  | {
      status: "completed";
      jobId: string;
      destinationIata: string;
      createdDestination: boolean;
      createdAirport: boolean;
      bindingId: string | null;
    }
  | { status: "failed"; jobId: string; reason: DiscoveryFailureReason; error: string | null };

class DiscoveryFailure extends Error {
  constructor(
    readonly reason: DiscoveryFailureReason,
    message: string,
  ) {
    super(message);
  }
}

/** Runs one discovery job; every outcome is recorded on the code's stream, none is thrown. */
export async function discoverDestination(
  deps: DiscoveryDeps,
  job: { jobId: string; iataCode: string },
): Promise<DiscoveryOutcome> {
  const now = () => (deps.now ? deps.now() : new Date()).toISOString();
  const metadata: EventMetadata = { actor: DISCOVERY_ACTOR, correlationId: job.jobId };
  const started = await runDiscoveryCommand(
    deps.store,
    job.iataCode,
    { type: "StartDiscovery", jobId: job.jobId, at: now() },
    metadata,
  );
  if (attemptOf(started.state, job.jobId)?.status !== "running") return { status: "skipped", jobId: job.jobId };
  try {
    const placed = await placeAirport(deps, job, metadata, now());
    const bindingId = await bindAndCrawl(deps, placed.destinationIata, metadata, now());
    await runDiscoveryCommand(
      deps.store,
      job.iataCode,
      { type: "CompleteDiscovery", jobId: job.jobId, ...placed, bindingId, at: now() },
      metadata,
    );
    return { status: "completed", jobId: job.jobId, ...placed, bindingId };
  } catch (error) {
    const reason: DiscoveryFailureReason = error instanceof DiscoveryFailure ? error.reason : "error";
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    await runDiscoveryCommand(
      deps.store,
      job.iataCode,
      { type: "FailDiscovery", jobId: job.jobId, reason, error: message.slice(0, 500), at: now() },
      metadata,
    );
    return { status: "failed", jobId: job.jobId, reason, error: message };
  }
}

interface Placement {
  destinationIata: string;
  createdDestination: boolean;
  createdAirport: boolean;
}

/** Finds or makes the airport's city and registers whatever the catalog lacks. */
async function placeAirport(
  deps: DiscoveryDeps,
  job: { jobId: string; iataCode: string },
  metadata: EventMetadata,
  at: string,
): Promise<Placement> {
  const code = job.iataCode;
  // meanwhile someone (an admin, another attempt) may have added it
  const knownCity = await deps.cityOfAirport(code);
  if (knownCity) return { destinationIata: knownCity, createdDestination: false, createdAirport: false };
  if (await deps.destinationExists(code)) {
    return { destinationIata: code, createdDestination: false, createdAirport: false };
  }
  const record = await deps.airportRecord(code);
  if (!record || !isDiscoverableAirport(record)) {
    throw new DiscoveryFailure("unknown_airport", `${code} is no airport with scheduled flights`);
  }
  const country = await deps.country(record.country_code);
  if (!country) throw new DiscoveryFailure("unknown_country", `no catalog country ${record.country_code}`);
  const { cityEn, cityBg } = discoveredCityNames(code, record.airport, country.countryCode);
  const citySlugEn = slugify(cityEn);
  const citySlugBg = slugify(cityBg);
  if (!citySlugEn || !citySlugBg) {
    throw new DiscoveryFailure("unknown_airport", `no usable city name for ${code} ("${record.airport}")`);
  }

  const cities = await deps.citiesOf(country.countryCode);
  const byDistance = cities.map((city) => ({ city, km: distanceKm(city, record) })).sort((a, b) => a.km - b.km);
  // cities whose page path this one would take: /sasht/honolulu, /en/united-states/honolulu
  const namesakes = byDistance.filter(({ city }) => city.citySlugEn === citySlugEn || city.citySlugBg === citySlugBg);
  const sameName = namesakes.find((candidate) => candidate.km <= SAME_NAME_RADIUS_KM)?.city;
  const nearest = byDistance.find((candidate) => candidate.km <= ATTACH_RADIUS_KM)?.city;
  const joins = sameName ?? nearest;

  const airportEntry = (city: { iataCode: string; cityBg: string; cityEn: string }, others: string[]): Airport => ({
    iataCode: code,
    nameBg: `Летище ${city.cityBg}`,
    nameEn: record.airport,
    cityBg: city.cityBg,
    cityEn: city.cityEn,
    cityCode: city.iataCode,
    countryCode: country.countryCode,
    countryBg: country.nameBg,
    countryEn: country.nameEn,
    latitude: record.latitude,
    longitude: record.longitude,
    timezone: record.time || null,
    popularityScore: DISCOVERED_POPULARITY,
    alternativeDeparturePoints: others,
    slugBg: null,
    slugEn: null,
  });

  if (joins) {
    await runCatalogCommand(
      deps.store,
      { type: "RegisterEntry", kind: "airport", key: code, entry: airportEntry(joins, joins.airports) },
      metadata,
    );
    if (!joins.airports.includes(code)) {
      await runCatalogCommand(
        deps.store,
        {
          type: "UpdateEntry",
          kind: "destination",
          key: joins.iataCode,
          changes: { airports: [...joins.airports, code] },
        },
        metadata,
      );
    }
    return { destinationIata: joins.iataCode, createdDestination: false, createdAirport: true };
  }

  const namesake = namesakes[0];
  if (namesake) {
    throw new DiscoveryFailure(
      "slug_taken",
      `${country.countryCode}/${namesake.city.citySlugEn} is ${namesake.city.iataCode}, ${Math.round(namesake.km)} km from ${code}`,
    );
  }
  for (const citySlug of new Set([citySlugBg, citySlugEn])) {
    await reserveSlug(
      deps.store,
      { iataCode: code, countryCode: country.countryCode, citySlug, jobId: job.jobId },
      metadata,
    );
  }
  const destination: Destination = {
    iataCode: code,
    airports: [code],
    cityBg,
    cityEn,
    countryCode: country.countryCode,
    countryBg: country.nameBg,
    countryEn: country.nameEn,
    citySlugBg,
    citySlugEn,
    countrySlugBg: country.slugBg,
    countrySlugEn: country.slugEn,
    popularityScore: DISCOVERED_POPULARITY,
    latitude: record.latitude,
    longitude: record.longitude,
    timezone: record.time || null,
    imageUrl: `/images/destinations/${code}.svg`,
    highResImageUrl: null,
    unsplashImageId: null,
    photographerName: null,
    photographerUsername: null,
    autoCreated: true,
    autoCreatedAt: at,
    autoCreatedBy: DISCOVERY_ACTOR,
  };
  const city = { iataCode: code, cityBg, cityEn };
  await runCatalogCommand(
    deps.store,
    { type: "RegisterEntry", kind: "airport", key: code, entry: airportEntry(city, []) },
    metadata,
  );
  await registerOnce(deps.store, destination, metadata);
  return { destinationIata: code, createdDestination: true, createdAirport: true };
}

/** A retried job registers the same city again with another autoCreatedAt: that is no conflict. */
async function registerOnce(store: EventStore, destination: Destination, metadata: EventMetadata) {
  try {
    await runCatalogCommand(
      store,
      { type: "RegisterEntry", kind: "destination", key: destination.iataCode, entry: destination },
      metadata,
    );
  } catch (error) {
    if (!(error instanceof DomainError && error.code === "already_registered")) throw error;
  }
}

/**
 * Claims a city's slug for one code. Curated cities are checked in the read model before; the
 * claim guards against two discoveries creating the same page at once.
 */
async function reserveSlug(store: EventStore, claim: SlugReservedEvent["data"], metadata: EventMetadata) {
  const streamId = slugReservationStreamId(claim.countryCode, claim.citySlug);
  try {
    await store.append(streamId, [{ type: "DestinationSlugReserved", data: claim }], {
      expectedVersion: "no_stream",
      metadata,
    });
  } catch (error) {
    if (!(error instanceof WrongExpectedVersionError)) throw error;
    const { events } = await store.readStream<SlugReservedEvent>(streamId);
    const holder = events[0]?.data.iataCode;
    if (holder !== claim.iataCode) {
      throw new DiscoveryFailure("slug_taken", `${claim.countryCode}/${claim.citySlug} is being created for ${holder}`);
    }
  }
}

/** Binds the city to the default profile (once) and queues a crawl of the binding. */
async function bindAndCrawl(
  deps: DiscoveryDeps,
  destinationIata: string,
  metadata: EventMetadata,
  at: string,
): Promise<string | null> {
  if (!(await deps.profileExists(DISCOVERY_PROFILE_ID))) return null;
  const bindingId = `${DISCOVERY_PROFILE_ID}-${destinationIata.toLowerCase()}`;
  try {
    await runBindingCommand(
      deps.store,
      {
        type: "CreateBinding",
        bindingId,
        input: { profileId: DISCOVERY_PROFILE_ID, scope: "destination", destinationIata },
        at,
      },
      metadata,
    );
  } catch (error) {
    if (!(error instanceof DomainError && error.code === "binding_exists")) throw error;
  }
  await deps.requestCrawl(bindingId);
  return bindingId;
}
