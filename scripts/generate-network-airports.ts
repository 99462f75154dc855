/**
 * Regenerates core/pricing/data/network-airports.json: where each catalog destination's main
 * airport is and on which continent, from the `airport-data-js` package (OurAirports, CC BY 4.0),
 * so the simulated fare source can route and time a connection to it without an asynchronous
 * lookup at start. Run after adding a destination to core/catalog/data/destinations.json:
 *
 *   npx tsx scripts/generate-network-airports.ts
 *
 * core/pricing/simulated-network.test.ts fails while the file and the catalog disagree.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { airportRecords } from "../core/catalog/airport-data.ts";
import { DESTINATIONS } from "../core/catalog/data/index.ts";
import type { NetworkAirport } from "../core/pricing/network-airports.ts";

export const NETWORK_AIRPORTS_FILE = fileURLToPath(
  new URL("../core/pricing/data/network-airports.json", import.meta.url),
);

export async function networkAirports(): Promise<NetworkAirport[]> {
  const codes = DESTINATIONS.map((destination) => destination.airports[0] as string);
  const records = await airportRecords(codes);
  return codes.sort().map((code) => {
    const record = records.get(code) as NonNullable<ReturnType<typeof records.get>> & { continent: string };
    return {
      iataCode: code,
      countryCode: record.country_code,
      continent: record.continent,
      latitude: record.latitude,
      longitude: record.longitude,
    };
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const airports = await networkAirports();
  writeFileSync(NETWORK_AIRPORTS_FILE, `${JSON.stringify(airports, null, 1)}\n`);
  console.log(`${airports.length} airports written to ${NETWORK_AIRPORTS_FILE}`);
}
