import { DAY_MS } from "../constants.ts";
import type { FareObservation, FareSource } from "../pricing/fare.ts";

/**
 * Before a deal is mailed, alerted or posted, its fare is asked of its source again (issue 30,
 * part 4): a fare that is gone, or at least this much dearer, is not sent.
 */
export const RECHECK_MAX_RISE = 0.05;

/** The fare a deal was found at, as the source can be asked about it again. */
export interface RecheckableFare {
  fromAirport: string;
  toAirport: string;
  departureDate: string;
  returnDate: string | null;
  itinerarySignature: string;
  priceBgn: number;
}

export type RecheckOutcome =
  | { status: "confirmed"; priceBgn: number }
  | { status: "gone" }
  | { status: "dearer"; priceBgn: number }
  /** The source failed: nothing is known, so nothing is held back. */
  | { status: "unchecked"; error: string };

export type DroppedOutcome = Extract<RecheckOutcome, { status: "gone" | "dearer" }>;

export function isDropped(outcome: RecheckOutcome): outcome is DroppedOutcome {
  return outcome.status === "gone" || outcome.status === "dearer";
}

const nightsOf = (fare: RecheckableFare) =>
  fare.returnDate ? Math.round((Date.parse(fare.returnDate) - Date.parse(fare.departureDate)) / DAY_MS) : null;

/**
 * Asks the source for the one itinerary: its departure day, its length of stay, in lev, and
 * looks for the same itinerary (signature and dates) among the answers.
 */
export async function recheckFare(
  source: FareSource,
  fare: RecheckableFare,
  signal?: AbortSignal,
): Promise<RecheckOutcome> {
  const nights = nightsOf(fare);
  let fares: FareObservation[];
  try {
    fares = await source.search(
      {
        origin: fare.fromAirport,
        destination: fare.toAirport,
        departFrom: fare.departureDate,
        departTo: fare.departureDate,
        oneWay: nights === null,
        currency: "BGN",
        limit: 100,
        ...(nights === null ? {} : { stay: { minNights: nights, maxNights: nights } }),
      },
      signal,
    );
  } catch (error) {
    return { status: "unchecked", error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
  const same = fares.find(
    (found) =>
      found.itinerarySignature === fare.itinerarySignature &&
      found.departureDate === fare.departureDate &&
      found.returnDate === fare.returnDate,
  );
  if (!same) return { status: "gone" };
  if (same.price >= fare.priceBgn * (1 + RECHECK_MAX_RISE)) return { status: "dearer", priceBgn: same.price };
  return { status: "confirmed", priceBgn: same.price };
}
