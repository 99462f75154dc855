import { createHash } from "node:crypto";
import { aggregateStream, foldEvents } from "../eventstore/aggregate-stream.ts";
import { handleCommand } from "../eventstore/command-handler.ts";
import { knownStreamState } from "../eventstore/stream-state-cache.ts";
import {
  type EventMetadata,
  type EventStore,
  type ReadStreamResult,
  type StreamAppend,
  WrongExpectedVersionError,
} from "../eventstore/types.ts";
import { inParallel } from "../in-parallel.ts";
import { type DealCommand, type DealState, dealDecider } from "./decider.ts";
import {
  BEST_DEALS_STREAM,
  type BestDealsRankedEvent,
  type DealEvent,
  type DealExpiryReason,
  type DealSnapshot,
  dealStreamId,
  type ShortCodeEvent,
  shortCodeStreamId,
} from "./events.ts";
import { shortCodeCandidate } from "./short-code.ts";

/** A deal is one itinerary on one pair of dates: its id is derived from exactly that. */
export function dealKeyOf(d: {
  fromAirport: string;
  toAirport: string;
  departureDate: string;
  returnDate: string | null;
  itinerarySignature: string;
}): string {
  return [d.fromAirport, d.toAirport, d.departureDate, d.returnDate ?? "oneway", d.itinerarySignature].join("|");
}

export function dealIdOf(key: string): string {
  const hex = createHash("sha256").update(key).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

function shortCodeReserved(code: string, dealId: string): ShortCodeEvent {
  return { type: "ShortCodeReserved", data: { code, dealId } };
}

/** The short code a deal's stream already holds: its first event, DealDetected, carries it. */
function knownShortCode(first: DealEvent | undefined): string | undefined {
  return first?.type === "DealDetected" ? first.data.shortCode : undefined;
}

/**
 * Reserves a unique short code for a deal. Uniqueness is the event store's: each code is a
 * stream that only its first append (expected version no_stream) can create.
 */
/** Records a ranking of the live deals, best first; the best_deals read model keeps the latest. */
export async function recordBestDealsRanking(store: EventStore, data: BestDealsRankedEvent["data"]): Promise<void> {
  const event: BestDealsRankedEvent = { type: "BestDealsRanked", data };
  await store.append(BEST_DEALS_STREAM, [event]);
}

export async function reserveShortCode(store: EventStore, dealId: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const code = shortCodeCandidate(dealId, attempt);
    const streamId = shortCodeStreamId(code);
    try {
      await store.append(streamId, [shortCodeReserved(code, dealId)], {
        expectedVersion: "no_stream",
      });
      return code;
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      const { events } = await store.readStream<ShortCodeEvent>(streamId, { toVersion: 1 });
      if (events[0]?.data.dealId === dealId) return code;
    }
  }
  throw new Error(`No free short code for deal ${dealId} after 50 attempts`);
}

export async function detectDeal(store: EventStore, snapshot: DealSnapshot, metadata?: EventMetadata) {
  const dealId = dealIdOf(dealKeyOf(snapshot));
  const streamId = dealStreamId(dealId);
  // read once: the short code it holds, and the state the command is decided on
  const { state, version, events } = await aggregateStream<DealEvent, DealState>(store, streamId, dealDecider);
  const shortCode = knownShortCode(events[0]) ?? (await reserveShortCode(store, dealId));
  return handleCommand(
    store,
    streamId,
    dealDecider,
    { type: "DetectDeal", dealId, shortCode, deal: snapshot },
    { metadata, cache: knownStreamState(streamId, { state, version, snapshotVersion: 0 }) },
  );
}

export function expireDeal(
  store: EventStore,
  dealId: string,
  reason: DealExpiryReason,
  at: Date,
  metadata?: EventMetadata,
) {
  return handleCommand(
    store,
    dealStreamId(dealId),
    dealDecider,
    { type: "ExpireDeal", dealId, reason, at: at.toISOString() },
    { metadata },
  );
}

/** Each deal's events, decided on its stream as read; the appends that record them. */
function decideEach(
  streams: Map<string, ReadStreamResult<DealEvent>>,
  commands: ReadonlyArray<{ dealId: string; command: (state: DealState) => DealCommand }>,
): { appends: StreamAppend[]; eventsPerDeal: number[] } {
  const appends: StreamAppend[] = [];
  const eventsPerDeal: number[] = [];
  for (const { dealId, command } of commands) {
    const stream = streams.get(dealStreamId(dealId)) ?? { version: 0, events: [] };
    const state = foldEvents<DealEvent, DealState>(dealDecider, stream.events);
    const events = dealDecider.decide(command(state), state);
    eventsPerDeal.push(events.length);
    if (events.length > 0) appends.push({ streamId: dealStreamId(dealId), expectedVersion: stream.version, events });
  }
  return { appends, eventsPerDeal };
}

const ONE_BY_ONE_CONCURRENCY = 6;

/**
 * Detects (or reprices) a crawl's deals with one read and one append instead of four round
 * trips a deal: a 1,000-fare crawl can find hundreds. The decisions are the decider's, as in
 * detectDeal, and new deals' short codes are reserved in the same append. A deal whose first
 * code is taken by another goes through detectDeal after the rest; a conflict on the append
 * (a concurrent writer) sends the whole crawl through it. Returns the events appended per deal.
 * docs/decisions/0059-writes-in-fewer-round-trips.md
 */
export async function detectDeals(
  store: EventStore,
  snapshots: readonly DealSnapshot[],
  metadata?: EventMetadata,
): Promise<number[]> {
  const deals = snapshots.map((deal) => {
    const dealId = dealIdOf(dealKeyOf(deal));
    return { dealId, deal, code: shortCodeCandidate(dealId, 0) };
  });
  const oneByOne = (indexes: readonly number[]) =>
    inParallel(indexes, ONE_BY_ONE_CONCURRENCY, async (index) => {
      const { deal } = deals[index] as (typeof deals)[number];
      return (await detectDeal(store, deal, metadata)).events.length;
    });
  const all = deals.map((_, index) => index);
  if (new Set(deals.map((d) => d.dealId)).size !== deals.length) return oneByOne(all);

  const [dealStreams, codeStreams] = await Promise.all([
    store.readStreams<DealEvent>(deals.map((d) => dealStreamId(d.dealId))),
    store.readStreams<ShortCodeEvent>(deals.map((d) => shortCodeStreamId(d.code))),
  ]);
  const reservations: StreamAppend[] = [];
  const codesClaimed = new Set<string>();
  const batched: Array<{ index: number; dealId: string; command: (state: DealState) => DealCommand }> = [];
  const leftOver: number[] = [];
  deals.forEach(({ dealId, deal, code }, index) => {
    let shortCode = knownShortCode(dealStreams.get(dealStreamId(dealId))?.events[0]);
    if (!shortCode) {
      const owner = codeStreams.get(shortCodeStreamId(code))?.events[0]?.data.dealId;
      if (codesClaimed.has(code) || (owner !== undefined && owner !== dealId)) {
        leftOver.push(index);
        return;
      }
      if (owner === undefined)
        reservations.push({
          streamId: shortCodeStreamId(code),
          expectedVersion: 0,
          events: [shortCodeReserved(code, dealId)],
        });
      codesClaimed.add(code);
      shortCode = code;
    }
    const chosen = shortCode;
    batched.push({ index, dealId, command: () => ({ type: "DetectDeal", dealId, shortCode: chosen, deal }) });
  });
  const { appends, eventsPerDeal } = decideEach(dealStreams, batched);
  const { appended } = await store.appendMany([...reservations, ...appends], { metadata });
  if (!appended) return oneByOne(all);
  const results: number[] = new Array(deals.length).fill(0);
  batched.forEach(({ index }, i) => {
    results[index] = eventsPerDeal[i] as number;
  });
  const late = await oneByOne(leftOver);
  leftOver.forEach((index, i) => {
    results[index] = late[i] as number;
  });
  return results;
}

/** Expires deals with one read and one append; falls back to expireDeal one by one on a conflict. */
export async function expireDeals(
  store: EventStore,
  dealIds: readonly string[],
  reason: DealExpiryReason,
  at: Date,
  metadata?: EventMetadata,
): Promise<number> {
  const unique = [...new Set(dealIds)];
  const command = (dealId: string) => (): DealCommand => ({ type: "ExpireDeal", dealId, reason, at: at.toISOString() });
  const streams = await store.readStreams<DealEvent>(unique.map(dealStreamId));
  const { appends } = decideEach(
    streams,
    unique.map((dealId) => ({ dealId, command: command(dealId) })),
  );
  if ((await store.appendMany(appends, { metadata })).appended) return appends.length;
  const expired = await inParallel(
    unique,
    ONE_BY_ONE_CONCURRENCY,
    async (dealId) => (await expireDeal(store, dealId, reason, at, metadata)).events.length,
  );
  return expired.filter((n) => n > 0).length;
}
