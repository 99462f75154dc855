import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../core/catalog/seed.ts";
import { runBindingCommand, runProfileCommand } from "../core/crawling/service.ts";
import { silentLogger } from "../core/log/logger.ts";
import type { FareSource } from "../core/pricing/fare.ts";
import { createSimulatedFareSource } from "../core/pricing/simulated-fare-source.ts";
import { recheckStreamId } from "../core/recheck/events.ts";
import { recheckDrops } from "../projections/pricing/fare-source-queries.ts";
import { testProjectionBed } from "../projections/testing.ts";
import { fareStillHolds } from "./fare-recheck.ts";

const bed = testProjectionBed();

const NOW = new Date("2026-11-29T10:00:00Z");
const simulated = createSimulatedFareSource({ seed: 4, now: () => NOW });
/** A source that has sold every seat: whatever is asked, nothing. */
const soldOut: FareSource = { name: "sold-out", search: async () => [] };

async function aFare() {
  const [fare] = await simulated.search({
    origin: "SOF",
    destination: "LTN",
    departFrom: "2027-02-01",
    departTo: "2027-02-10",
    oneWay: false,
    currency: "BGN",
    limit: 1,
  });
  if (!fare) throw new Error("nothing priced");
  return {
    dealId: "0193f0a0-0000-7000-8000-000000000001",
    fromAirport: "SOF",
    toAirport: "LTN",
    departureDate: fare.departureDate,
    returnDate: fare.returnDate,
    itinerarySignature: fare.itinerarySignature,
    priceBgn: fare.price,
  };
}

beforeAll(async () => {
  await seedCatalog(bed.store, silentLogger);
  await runProfileCommand(bed.store, {
    type: "CreateProfile",
    profileId: "from-sofia",
    input: { label: "From Sofia", useCase: "tests", params: { origin: "SOF", dateType: "anytime" } },
  });
  await runBindingCommand(bed.store, {
    type: "CreateBinding",
    bindingId: "from-sofia-lon",
    input: { profileId: "from-sofia", scope: "destination", destinationIata: "LON" },
    at: "2026-11-29T09:00:00.000Z",
  });
  await bed.projections.catchUp();
  // crawled a minute ago: not due again for an hour
  await bed.database.sql`UPDATE search_profile_bindings SET next_run_at = ${new Date(NOW.getTime() + 3_600_000)}`;
});

const deps = (fareSource?: FareSource) => ({ store: bed.store, db: bed.database.db, logger: silentLogger, fareSource });

describe("a deal's fare asked again before it is sent", () => {
  it("lets a fare the source still sells go, recording nothing; without a source everything goes", async () => {
    const fare = await aFare();
    expect(await fareStillHolds(deps(simulated), fare, "alert", () => NOW)).toBe(true);
    expect(await fareStillHolds(deps(), { ...fare, itinerarySignature: "gone" }, "alert", () => NOW)).toBe(true);
    expect((await bed.store.readStream(recheckStreamId(fare.dealId))).events).toEqual([]);
  });

  it("holds back a fare the source no longer sells: records it, counts it, and crawls the route again at once", async () => {
    const fare = await aFare();
    expect(await fareStillHolds(deps(soldOut), fare, "newsletter", () => NOW)).toBe(false);
    const dearer = { ...fare, dealId: "0193f0a0-0000-7000-8000-000000000002", priceBgn: fare.priceBgn * 0.9 };
    expect(await fareStillHolds(deps(simulated), dearer, "social", () => NOW)).toBe(false);

    const { events } = await bed.store.readStream(recheckStreamId(dearer.dealId));
    expect(events.map((event) => event.data)).toEqual([
      {
        dealId: dearer.dealId,
        channel: "social",
        outcome: "dearer",
        source: "simulated",
        dealPriceBgn: dearer.priceBgn,
        checkedPriceBgn: fare.priceBgn,
        checkedAt: NOW.toISOString(),
      },
    ]);
    await bed.projections.catchUp();
    const [binding] = await bed.database.sql<{ next_run_at: Date }[]>`
      SELECT next_run_at FROM search_profile_bindings WHERE id = 'from-sofia-lon'`;
    expect(binding?.next_run_at).toEqual(NOW);
    expect(await recheckDrops(bed.database.db, { now: NOW })).toEqual([
      { channel: "newsletter", gone: 1, dearer: 0 },
      { channel: "social", gone: 0, dearer: 1 },
    ]);
  });
});
