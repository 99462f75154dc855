import { cityOfAirport } from "../catalog/airport-cities.ts";
import { toBulgarianPlaceName } from "../catalog/cyrillic.ts";

/**
 * Reading the airport data (airport-data-js) for discovery. It knows every code ever given out,
 * railway stations, heliports and closed fields included: only an airport with scheduled flights
 * can become a destination. It names airports, not cities ("Daniel K. Inouye International
 * Airport" is Honolulu's): the city comes from the OpenFlights cities (catalog/airport-cities.ts),
 * and only for an airport they lack from the airport's name without the words every airport name
 * carries. The Bulgarian name is the city's conventional one or a transcription
 * (catalog/cyrillic.ts). An editor can rename a discovered city later (it is marked autoCreated).
 */

const GENERIC_NAME_WORDS =
  /(?<!\p{L})(international|intl\.?|regional|municipal|domestic|metropolitan|airport|airfield|aerodrome|air\s+base|aeroporto|aeropuerto|aéroport|aeroport|flughafen|lufthavn|flygplats|lotnisko|letiště|letisko|havalimanı)(?!\p{L})/giu;

/** "Porto Airport" -> "Porto", "Cardiff International Airport" -> "Cardiff"; the name itself when nothing is left. */
export function cityFromAirportName(name: string): string {
  const city = name
    .replace(/\([^)]*\)/g, " ")
    .replace(GENERIC_NAME_WORDS, " ")
    .replace(/\s+(de|di|do|da|of)\s*$/i, " ")
    .replace(/^\s*(de|di|do|da|of)\s+/i, " ")
    .replace(/\s+/g, " ")
    .replace(/^[\s,–-]+|[\s,–-]+$/g, "")
    .trim();
  return city || name.trim();
}

/** What the airport data says about a code, as far as discovery asks. */
export interface AirportDataFacts {
  type?: string;
  scheduled_service?: boolean | string;
}

const NOT_FOR_PASSENGERS = new Set(["closed", "heliport", "seaplane_base", "balloonport"]);

/** An airport people can fly to on a scheduled flight. */
export function isDiscoverableAirport(record: AirportDataFacts): boolean {
  const scheduled = record.scheduled_service === true || String(record.scheduled_service).toUpperCase() === "TRUE";
  return scheduled && !NOT_FOR_PASSENGERS.has(record.type ?? "");
}

export interface DiscoveredCityNames {
  cityEn: string;
  cityBg: string;
}

/**
 * The names of the city an airport serves: HNL ("Daniel K. Inouye International Airport", US) is
 * Honolulu, Хонолулу. The country (ISO alpha-2) tells the transcription which letters to read.
 */
export function discoveredCityNames(iataCode: string, airportName: string, countryCode?: string): DiscoveredCityNames {
  const cityEn = cityOfAirport(iataCode) ?? cityFromAirportName(airportName);
  return { cityEn, cityBg: toBulgarianPlaceName(cityEn, countryCode) };
}
