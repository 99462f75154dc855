import { airportCities } from "../catalog/airport-cities.ts";
import { foldText } from "./normalise.ts";

let byCity: Map<string, string[]> | undefined;

/**
 * The airports of a city the catalog lacks, by its name as typed ("Honolulu", "хонолулу"), for a
 * search that found nothing to discover it as it would by code. Codes in alphabetical order; the
 * caller keeps the first that has scheduled flights.
 */
export function airportsOfCityNamed(name: string): string[] {
  byCity ??= groupByCity();
  return byCity.get(foldText(name)) ?? [];
}

function groupByCity(): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const [code, city] of airportCities()) {
    const key = foldText(city);
    if (!key) continue;
    groups.set(key, [...(groups.get(key) ?? []), code]);
  }
  return groups;
}
