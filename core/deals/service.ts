import { createHash } from "node:crypto";
import { handleCommand } from "../eventstore/command-handler.ts";
import { type EventMetadata, type EventStore, WrongExpectedVersionError } from "../eventstore/types.ts";
import { dealDecider } from "./decider.ts";
import { type DealExpiryReason, type DealSnapshot, dealStreamId } from "./events.ts";
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

/**
 * Reserves a unique short code for a deal. Uniqueness is the event store's: each code is a
 * stream that only its first append (expected version no_stream) can create.
 */
export async function reserveShortCode(store: EventStore, dealId: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const code = shortCodeCandidate(dealId, attempt);
    const streamId = `shortcode-${code}`;
    try {
      await store.append(streamId, [{ type: "ShortCodeReserved", data: { code, dealId } }], {
        expectedVersion: "no_stream",
      });
      return code;
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      const { events } = await store.readStream(streamId, { toVersion: 1 });
      if ((events[0]?.data as { dealId?: string } | undefined)?.dealId === dealId) return code;
    }
  }
  throw new Error(`No free short code for deal ${dealId} after 50 attempts`);
}

export async function detectDeal(store: EventStore, snapshot: DealSnapshot, metadata?: EventMetadata) {
  const dealId = dealIdOf(dealKeyOf(snapshot));
  const streamId = dealStreamId(dealId);
  const existing = await store.readStream(streamId, { toVersion: 1 });
  const known = (existing.events[0]?.data as { shortCode?: string } | undefined)?.shortCode;
  const shortCode = known ?? (await reserveShortCode(store, dealId));
  return handleCommand(
    store,
    streamId,
    dealDecider,
    { type: "DetectDeal", dealId, shortCode, deal: snapshot },
    { metadata },
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
