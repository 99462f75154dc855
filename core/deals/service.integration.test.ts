import { describe, expect, it } from "vitest";
import { PostgresEventStore } from "../eventstore/postgres-event-store.ts";
import { testEventStore } from "../testing/event-store.ts";
import { dealSnapshotFixture } from "./fixtures.ts";
import { dealIdOf, dealKeyOf, detectDeal, detectDeals, expireDeals, reserveShortCode } from "./service.ts";
import { shortCodeCandidate } from "./short-code.ts";

const bed = testEventStore({ max: 8 });

let crawl = 0;
/** A crawl's worth of distinct deals on one route. */
function deals(count: number, overrides: Parameters<typeof dealSnapshotFixture>[0] = {}) {
  crawl += 1;
  return Array.from({ length: count }, (_, i) =>
    dealSnapshotFixture({ itinerarySignature: `crawl-${crawl}-${i}`, currentPrice: 100 + i, ...overrides }),
  );
}

const streamOf = async (deal: ReturnType<typeof dealSnapshotFixture>) =>
  (await bed.store.readStream(`deal-${dealIdOf(dealKeyOf(deal))}`)).events;

/** The deal's first event's data: its id and short code. */
async function detectedOf(deal: ReturnType<typeof dealSnapshotFixture>) {
  const [first] = await streamOf(deal);
  if (!first) throw new Error(`no events for ${deal.itinerarySignature}`);
  return first.data as { shortCode: string; dealId: string };
}

describe("detectDeals: a crawl's deals in one append", () => {
  it("records what detectDeal would, one DealDetected and one reserved short code per new deal", async () => {
    const found = deals(50);
    const counts = await detectDeals(bed.store, found);
    expect(counts).toEqual(found.map(() => 1));
    for (const deal of found) {
      const [detected, ...rest] = await streamOf(deal);
      expect(rest).toEqual([]);
      const { shortCode, dealId } = await detectedOf(deal);
      expect(detected?.type).toBe("DealDetected");
      const [reserved] = (await bed.store.readStream(`shortcode-${shortCode}`)).events;
      expect(reserved?.data).toEqual({ code: shortCode, dealId });
    }
    const positions = await bed.database.sql<{ n: number }[]>`
      SELECT count(DISTINCT transaction_id)::int AS n FROM events
       WHERE stream_id = ANY(${found.map((d) => `deal-${dealIdOf(dealKeyOf(d))}`)})`;
    expect(positions[0]?.n).toBe(1);
  });

  it("reprices what changed, leaves the rest, and keeps each deal's short code", async () => {
    const found = deals(6);
    await detectDeals(bed.store, found);
    const codes = await Promise.all(found.map(async (d) => (await detectedOf(d)).shortCode));
    const again = found.map((deal, i) => (i % 2 === 0 ? { ...deal, currentPrice: deal.currentPrice - 10 } : deal));
    expect(await detectDeals(bed.store, again)).toEqual([1, 0, 1, 0, 1, 0]);
    for (const [i, deal] of found.entries()) {
      const events = await streamOf(deal);
      expect(events.map((e) => e.type)).toEqual(i % 2 === 0 ? ["DealDetected", "DealRepriced"] : ["DealDetected"]);
      expect((await detectedOf(deal)).shortCode).toBe(codes[i]);
    }
  });

  it("a deal whose first code belongs to another deal gets the next one, as detectDeal gives it", async () => {
    const [victim, ...others] = deals(4);
    const victimId = dealIdOf(dealKeyOf(victim as never));
    const firstCode = shortCodeCandidate(victimId, 0);
    await bed.store.append(`shortcode-${firstCode}`, [
      { type: "ShortCodeReserved", data: { code: firstCode, dealId: "someone-else" } },
    ]);
    expect(await detectDeals(bed.store, [victim as never, ...others])).toEqual([1, 1, 1, 1]);
    const { shortCode: code } = await detectedOf(victim as never);
    expect(code).toBe(shortCodeCandidate(victimId, 1));
  });

  it("a code reserved earlier for the same deal is used, not reserved twice", async () => {
    const [deal] = deals(1);
    const dealId = dealIdOf(dealKeyOf(deal as never));
    const code = await reserveShortCode(bed.store, dealId);
    expect(await detectDeals(bed.store, [deal as never])).toEqual([1]);
    expect((await bed.store.readStream(`shortcode-${code}`)).version).toBe(1);
    expect((await detectedOf(deal as never)).shortCode).toBe(code);
  });

  it("two workers detecting the same crawl at once record each deal once", async () => {
    const found = deals(30);
    const other = new PostgresEventStore(bed.database.sql);
    await Promise.all([
      detectDeals(bed.store, found),
      detectDeals(other, found),
      detectDeal(bed.store, found[7] as never),
    ]);
    for (const deal of found) expect((await streamOf(deal)).map((e) => e.type)).toEqual(["DealDetected"]);
  });
});

describe("expireDeals", () => {
  it("expires the active ones in one append and counts them; expired ones stay as they are", async () => {
    const found = deals(5);
    await detectDeals(bed.store, found);
    const ids = found.map((d) => dealIdOf(dealKeyOf(d)));
    const at = new Date("2026-12-24T10:00:00Z");
    expect(await expireDeals(bed.store, ids.slice(0, 2), "price_back_to_normal", at)).toBe(2);
    expect(await expireDeals(bed.store, ids, "price_back_to_normal", at)).toBe(3);
    for (const deal of found)
      expect((await streamOf(deal)).map((e) => e.type)).toEqual(["DealDetected", "DealExpired"]);
  });
});
