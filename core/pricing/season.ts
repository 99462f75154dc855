/**
 * Statistics compare a fare with fares of the same route in the same season. The season is
 * the calendar month of departure ("m01".."m12"): prices follow the month far more than the
 * year, and a month gives enough samples per route (docs/decisions/0005-season-key.md).
 * "all" aggregates every month.
 */
export type SeasonKey = `m${string}` | "all";

export const ALL_SEASONS: SeasonKey = "all";

export function seasonKeyOf(flightDate: string): SeasonKey {
  const month = flightDate.slice(5, 7);
  if (!/^(0[1-9]|1[0-2])$/.test(month)) throw new RangeError(`Not a YYYY-MM-DD date: ${flightDate}`);
  return `m${month}`;
}
