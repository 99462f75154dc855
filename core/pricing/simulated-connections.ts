/**
 * Connections of the simulated fare source: how a traveller from Sofia reaches a place no
 * Bulgarian airport flies to. Through the hubs whose airlines fly from Sofia (Turkish Airlines
 * to Istanbul, Qatar Airways to Doha, Lufthansa to Frankfurt and Munich...), chosen by where the
 * place is, as the travel sites sell them; the Pacific islands take a second change in the US.
 * Prices grow with the distance flown, the way long-haul fares do: less per kilometre than a
 * short hop, more than nothing.
 */

/** The hubs and the airline that flies to each from Sofia (simulated-routes.ts has those flights). */
export const HUB_AIRLINES: Readonly<Record<string, string>> = {
  IST: "TK",
  SAW: "PC",
  DOH: "QR",
  DXB: "FZ",
  FRA: "LH",
  MUC: "LH",
  VIE: "OS",
  WAW: "LO",
  ATH: "A3",
  ZRH: "LX",
  CDG: "AF",
};

/** A way there: to `via` on its hub airline, then on; `onward` is a second change on another airline. */
export interface ConnectionOption {
  via: string;
  onward?: { via: string; airline: string };
}

const hubs = (...codes: string[]): ConnectionOption[] => codes.map((via) => ({ via }));

const CENTRAL_EUROPE = hubs("MUC", "VIE", "IST");
const WESTERN_EUROPE = hubs("FRA", "ZRH", "IST");
const NORTHERN_EUROPE = hubs("FRA", "WAW", "VIE");
const BALKANS = hubs("IST", "VIE", "WAW");
const GULF = hubs("IST", "DOH", "DXB");
const ASIA = hubs("DOH", "IST", "FRA");
const AFRICA_AND_INDIAN_OCEAN = hubs("DOH", "IST", "DXB");
const AMERICAS = hubs("IST", "FRA", "CDG");

/** By the destination's country; continents below catch the rest. */
const BY_COUNTRY: Readonly<Record<string, readonly ConnectionOption[]>> = {
  GB: hubs("FRA", "MUC", "IST"),
  IE: hubs("FRA", "MUC", "IST"),
  ES: WESTERN_EUROPE,
  PT: WESTERN_EUROPE,
  FR: hubs("MUC", "FRA", "ZRH"),
  // the islands are reached through Athens, and in summer through Vienna
  GR: hubs("ATH", "VIE"),
  TR: hubs("IST", "SAW"),
  RO: BALKANS,
  MD: BALKANS,
  RS: BALKANS,
  MK: BALKANS,
  ME: BALKANS,
  BA: BALKANS,
  HR: BALKANS,
  SI: BALKANS,
  AL: BALKANS,
  SE: NORTHERN_EUROPE,
  NO: NORTHERN_EUROPE,
  FI: NORTHERN_EUROPE,
  DK: NORTHERN_EUROPE,
  IS: NORTHERN_EUROPE,
  EE: NORTHERN_EUROPE,
  LV: NORTHERN_EUROPE,
  LT: NORTHERN_EUROPE,
  GE: hubs("IST", "SAW"),
  AM: hubs("IST", "SAW"),
  AZ: hubs("IST", "SAW"),
  KZ: hubs("IST", "SAW"),
  UZ: hubs("IST", "SAW"),
  EG: hubs("IST", "SAW"),
  MA: hubs("IST", "CDG", "FRA"),
  TN: hubs("IST", "FRA", "CDG"),
  DZ: hubs("IST", "CDG"),
  AE: GULF,
  OM: GULF,
  QA: GULF,
  BH: GULF,
  KW: GULF,
  SA: GULF,
  JO: GULF,
  LB: GULF,
  AU: hubs("DOH", "IST"),
  NZ: hubs("DOH", "IST"),
};

const BY_CONTINENT: Readonly<Record<string, readonly ConnectionOption[]>> = {
  EU: CENTRAL_EUROPE,
  AS: ASIA,
  AF: AFRICA_AND_INDIAN_OCEAN,
  NA: AMERICAS,
  SA: AMERICAS,
  OC: hubs("DOH", "IST"),
  AN: AMERICAS,
};

/** Hawaii and Polynesia: over the Atlantic to a US gateway, then on across the Pacific. */
const MID_PACIFIC: readonly ConnectionOption[] = [
  { via: "FRA", onward: { via: "SFO", airline: "UA" } },
  { via: "IST", onward: { via: "LAX", airline: "AA" } },
];

export interface ConnectionTarget {
  iataCode: string;
  countryCode: string;
  continent: string;
  longitude: number;
}

/** The ways to a place no Bulgarian airport flies to, best first; never through the place itself. */
export function connectionOptions(target: ConnectionTarget): ConnectionOption[] {
  const options =
    target.continent === "OC" && target.longitude < -120 && target.countryCode !== "AU"
      ? MID_PACIFIC
      : (BY_COUNTRY[target.countryCode] ?? BY_CONTINENT[target.continent] ?? CENTRAL_EUROPE);
  return options.filter((option) => option.via !== target.iataCode && option.onward?.via !== target.iataCode);
}

/**
 * The typical round-trip economy fare in BGN over a journey of `km` kilometres (the legs added
 * up): 0.11 BGN a kilometre up to 3,000 km, as the hand-priced European connections are (Sofia to
 * Lisbon through Munich, 2,780 km: 480 BGN), and 0.14 a kilometre beyond, which puts New York
 * through Istanbul near 1,300 BGN and Sydney through Doha near 2,300 BGN: what those cost in
 * economy out of season.
 */
export function connectionBasePriceBgn(km: number): number {
  const short = Math.min(km, 3_000);
  const long = Math.max(km - 3_000, 0);
  return Math.round((180 + 0.11 * short + 0.14 * long) / 10) * 10;
}
