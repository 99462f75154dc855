import { createRequire } from "node:module";

/** An airport as the OurAirports-based `airport-data-js` package (CC BY 4.0) describes it. */
export interface AirportRecord {
  iata: string;
  airport: string;
  country_code: string;
  latitude: number;
  longitude: number;
  /** IANA time zone. */
  time: string;
}

const require = createRequire(import.meta.url);
const airportData = require("airport-data-js") as {
  getAirportByIata(code: string): Promise<AirportRecord[]>;
};

/** Names, coordinates and time zones of airports: from the data package, never typed by hand. */
export async function airportRecord(iata: string): Promise<AirportRecord | undefined> {
  // the package rejects a code it does not know rather than answering with no record
  const records = await airportData.getAirportByIata(iata).catch((error: unknown) => {
    if (error instanceof Error && error.message.startsWith("No data found")) return [];
    throw error;
  });
  return records[0];
}

/** Looks up many airports at once; throws naming every code the data does not know. */
export async function airportRecords(codes: readonly string[]): Promise<Map<string, AirportRecord>> {
  const found = new Map<string, AirportRecord>();
  const missing: string[] = [];
  for (const code of new Set(codes)) {
    const record = await airportRecord(code);
    if (record) found.set(code, record);
    else missing.push(code);
  }
  if (missing.length) throw new Error(`Airports not in airport-data-js: ${missing.join(", ")}`);
  return found;
}
