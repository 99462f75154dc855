import { existsSync, readFileSync } from "node:fs";

/**
 * The city each airport serves, in English, by IATA code: "HNL" -> "Honolulu" where the airport
 * data (airport-data-js) only names the airport ("Daniel K. Inouye International Airport").
 * From the OpenFlights airport database (ODbL 1.0, data/airport-cities/LICENSE), extracted by
 * scripts/generate-airport-cities.ts. Read on first use, once.
 */
export const AIRPORT_CITIES_FILE = new URL("./data/airport-cities/airport-cities.json", import.meta.url);

/**
 * Where the file is from this module: beside it when it runs from source (tsx, vitest), or from
 * build/server/index.js when the UI build bundles it (Vite leaves `new URL` alone in server code).
 */
const LOCATIONS = [
  AIRPORT_CITIES_FILE,
  new URL("../../core/catalog/data/airport-cities/airport-cities.json", import.meta.url),
];

let cities: Map<string, string> | undefined;

function loaded(): Map<string, string> {
  if (cities) return cities;
  const file = LOCATIONS.find((location) => existsSync(location));
  if (!file) throw new Error(`airport-cities.json not found at ${LOCATIONS.map(String).join(" or ")}`);
  cities = new Map(Object.entries(JSON.parse(readFileSync(file, "utf8")) as Record<string, string>));
  return cities;
}

/** The English name of the city an airport serves; undefined for a code the data does not know. */
export function cityOfAirport(iata: string): string | undefined {
  return loaded().get(iata.trim().toUpperCase());
}

/** Every airport code with the English name of its city. */
export function airportCities(): ReadonlyMap<string, string> {
  return loaded();
}
