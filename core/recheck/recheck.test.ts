import { describe, expect, it } from "vitest";
import type { FareSource } from "../pricing/fare.ts";
import { createSimulatedFareSource } from "../pricing/simulated-fare-source.ts";
import { RECHECK_MAX_RISE, recheckFare } from "./recheck.ts";

const NOW = new Date("2026-11-29T10:00:00Z");
const source = createSimulatedFareSource({ seed: 11, now: () => NOW });

/** A fare the source gave for Sofia to Luton in January, as a deal keeps it. */
async function foundFare() {
  const [fare] = await source.search({
    origin: "SOF",
    destination: "LTN",
    departFrom: "2027-01-10",
    departTo: "2027-01-20",
    oneWay: false,
    currency: "BGN",
    limit: 1,
  });
  if (!fare) throw new Error("the simulated source priced nothing");
  return {
    fromAirport: fare.fromAirport,
    toAirport: fare.toAirport,
    departureDate: fare.departureDate,
    returnDate: fare.returnDate,
    itinerarySignature: fare.itinerarySignature,
    priceBgn: fare.price,
  };
}

describe("asking the source again about a deal's fare", () => {
  it("confirms the same itinerary at the same price, and at a little more", async () => {
    const fare = await foundFare();
    expect(await recheckFare(source, fare)).toEqual({ status: "confirmed", priceBgn: fare.priceBgn });
    // the deal says 3 % less than the source asks now: still sent
    const slightlyLess = { ...fare, priceBgn: Math.round((fare.priceBgn / 1.03) * 100) / 100 };
    expect((await recheckFare(source, slightlyLess)).status).toBe("confirmed");
  });

  it("holds back a fare at least 5 % dearer now, and one the source no longer has", async () => {
    const fare = await foundFare();
    const cheaperThanNow = { ...fare, priceBgn: Math.round((fare.priceBgn / (1 + RECHECK_MAX_RISE)) * 100) / 100 };
    expect(await recheckFare(source, cheaperThanNow)).toEqual({ status: "dearer", priceBgn: fare.priceBgn });
    expect(await recheckFare(source, { ...fare, itinerarySignature: "SOF-W6 1-LTN" })).toEqual({ status: "gone" });
    // the source is asked for the deal's own days: a day it does not fly is gone too
    expect(await recheckFare(source, { ...fare, departureDate: "2026-11-28" })).toEqual({ status: "gone" });
  });

  it("holds nothing back when the source fails: nothing is known", async () => {
    const failing: FareSource = {
      name: "failing",
      search: async () => {
        throw new Error("upstream said 503");
      },
    };
    expect(await recheckFare(failing, await foundFare())).toEqual({
      status: "unchecked",
      error: "Error: upstream said 503",
    });
  });
});
