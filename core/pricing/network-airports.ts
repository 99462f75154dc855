import networkAirports from "./data/network-airports.json" with { type: "json" };

/** A catalog destination's main airport as the simulated network needs it (scripts/generate-network-airports.ts). */
export interface NetworkAirport {
  iataCode: string;
  /** ISO 3166-1 alpha-2 of the airport's own country (Basel's EuroAirport is in France). */
  countryCode: string;
  /** OurAirports' continent code: AF, AN, AS, EU, NA, OC or SA. */
  continent: string;
  latitude: number;
  longitude: number;
}

export const NETWORK_AIRPORTS: readonly NetworkAirport[] = networkAirports;
