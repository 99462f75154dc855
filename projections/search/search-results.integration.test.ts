import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../core/catalog/seed.ts";
import { silentLogger } from "../../core/log/logger.ts";
import { fareFixture } from "../../core/pricing/fare-fixture.ts";
import type { FareCriteria } from "../../core/search/form-criteria.ts";
import { dayAfter, londonFares, recordFares } from "../../core/search/testing.ts";
import { seedTestHistory } from "../../core/testing/seed-history.ts";
import { detectDealsAt } from "../../workers/deal-jobs.ts";
import { testProjectionBed } from "../testing.ts";
import { matchingFares, placeAirports, type SearchFare } from "./search-results.ts";

const bed = testProjectionBed({ max: 12 });

const today = new Date().toISOString().slice(0, 10);
/** Six weeks out: inside the simulated horizon, well after today. */
const day = dayAfter(today, 42);
const back = dayAfter(day, 7);

beforeAll(async () => {
  await seedCatalog(bed.store, silentLogger);
  await recordFares({ sql: bed.database.sql, store: bed.store }, londonFares(day));
  await bed.projections.catchUp();
});

const LONDON = ["LCY", "LGW", "LHR", "LTN", "SEN", "STN"];
const exact = { from: day, to: day };
const exactBack = { from: back, to: back };
const criteria = (overrides: Partial<FareCriteria> = {}): FareCriteria => ({
  origins: ["VAR"],
  toAirports: LONDON,
  oneWay: false,
  departure: exact,
  returning: exactBack,
  maxStops: 1,
  ...overrides,
});
const found = (fares: SearchFare[]) => fares.map((fare) => `${fare.fromAirport}-${fare.toAirport} ${fare.priceBgn}`);

describe("the airports of a searched place", () => {
  it("are all of a city's, the one of an airport, every city's of a country", async () => {
    expect(await placeAirports(bed.database.db, { type: "destination", code: "LON" })).toEqual(LONDON);
    expect(await placeAirports(bed.database.db, { type: "airport", code: "LTN" })).toEqual(["LTN"]);
    const britain = await placeAirports(bed.database.db, { type: "country", code: "GB" });
    expect(britain).toEqual(expect.arrayContaining([...LONDON, "MAN", "EDI"]));
    expect(britain).not.toContain("DUB");
  });
});

describe("the fares a search matches", () => {
  it("are from the origin to any of the city's airports on the very days, cheapest first, up to the stops allowed", async () => {
    const fares = await matchingFares(bed.database.db, criteria());
    // not the 2-stop LHR fare, the one-way, the other date, Sofia's, nor the one seen 10 days ago
    expect(found(fares)).toEqual(["VAR-LTN 180", "VAR-LHR 400"]);
    const [ltn, lhr] = fares as [SearchFare, SearchFare];
    expect(ltn).toMatchObject({
      flightDate: day,
      returnDate: back,
      isDirectFlight: true,
      airlineName: "Wizz Air",
      destinationCode: "LON",
      destination: { cityBg: "Лондон", cityEn: "London", countryCode: "GB" },
      origin: { cityBg: "Варна" },
      deal: null,
    });
    expect(lhr).toMatchObject({ stops: 1, airline: "TK" });
    expect(found(await matchingFares(bed.database.db, criteria({ maxStops: 2 })))).toEqual([
      "VAR-LTN 180",
      "VAR-LHR 350",
      "VAR-LHR 400",
    ]);
  });

  it("take the days ± the flexibility, direct only, one way or any day as asked", async () => {
    const flexible = criteria({ departure: { from: dayAfter(day, -3), to: dayAfter(day, 3) } });
    expect(
      found(
        await matchingFares(bed.database.db, {
          ...flexible,
          returning: { from: dayAfter(back, -3), to: dayAfter(back, 3) },
        }),
      ),
    ).toEqual(["VAR-LTN 150", "VAR-LTN 180", "VAR-LHR 400"]);
    expect(found(await matchingFares(bed.database.db, criteria({ maxStops: 0 })))).toEqual(["VAR-LTN 180"]);
    expect(found(await matchingFares(bed.database.db, criteria({ oneWay: true, returning: null })))).toEqual([
      "VAR-LTN 90",
    ]);
    expect(found(await matchingFares(bed.database.db, criteria({ departure: null, returning: null })))).toEqual([
      "VAR-LTN 150",
      "VAR-LTN 170",
      "VAR-LTN 180",
      "VAR-LHR 400",
    ]);
  });

  it("come from every Bulgarian airport when the origin is none of ours, and nearest the wanted day first when asked", async () => {
    expect(found(await matchingFares(bed.database.db, criteria({ origins: null })))).toEqual([
      "VAR-LTN 180",
      "SOF-STN 200",
      "VAR-LHR 400",
    ]);
    const otherDates = await matchingFares(
      bed.database.db,
      criteria({ departure: null, returning: null, nearDate: dayAfter(day, 20) }),
    );
    expect(found(otherDates)).toEqual(["VAR-LTN 170", "VAR-LTN 150", "VAR-LTN 180", "VAR-LHR 400"]);
    expect(await matchingFares(bed.database.db, criteria({ toAirports: [] }))).toEqual([]);
    expect(found(await matchingFares(bed.database.db, criteria({ origins: ["BOJ", "PDV"] })))).toEqual([]);
  });

  it("carry the badges of the live deal on the same itinerary", async () => {
    await seedTestHistory(bed.database.sql, bed.store, {
      fareSeed: 9,
      routes: [{ from: "SOF", to: "BCN" }],
      days: 40,
      now: new Date(),
    });
    const cheap = fareFixture({
      fromAirport: "SOF",
      toAirport: "BCN",
      price: 40,
      departureDate: day,
      returnDate: back,
      itinerarySignature: "SOF-W6 4321-BCN",
      providerFlightId: `sim-W64321-${day}`,
      foundAt: new Date().toISOString(),
    });
    await recordFares({ sql: bed.database.sql, store: bed.store }, [cheap], "deal");
    await bed.projections.catchUp();
    const [event] = await bed.store.readAll({ direction: "backward", eventTypes: ["FaresObserved"], limit: 1 });
    await detectDealsAt(
      { store: bed.store, db: bed.database.db, affiliateMarker: "testmarker" },
      event!.globalPosition,
    );
    await bed.projections.catchUp();

    const [first] = await matchingFares(bed.database.db, criteria({ origins: ["SOF"], toAirports: ["BCN"] }));
    expect(first).toMatchObject({ fromAirport: "SOF", toAirport: "BCN", priceBgn: 40 });
    expect(first?.deal?.shortCode).toMatch(/^[A-Z][0-9][A-Z][0-9][A-Z]?$/);
    expect(first?.deal?.badges).toContain("hot_deal");
    expect(first?.deal?.savingsPercent).toBeGreaterThan(50);
  });
});
