import { type ClickOutRecordedData, clickOutStreamId } from "../../core/clickouts/events.ts";
import { SITE_TIME_ZONE } from "../../core/constants.ts";
import type { Sql } from "../../core/db/database.ts";
import { dealStreamId } from "../../core/deals/events.ts";
import { dealSnapshotFixture } from "../../core/deals/fixtures.ts";
import type { EventStore, NewEvent } from "../../core/eventstore/types.ts";

/**
 * A few days of deals, click-outs and newsletter events for the analytics tests, dated by hand:
 * the analytics projection counts days by when the log recorded each event.
 */
export const LONDON_DEAL = "00000000-0000-4000-8000-000000000001";
export const ROME_DEAL = "00000000-0000-4000-8000-000000000002";

export function click(n: number, dealId: string, data: Partial<ClickOutRecordedData>): NewEvent {
  return {
    type: "ClickOutRecorded",
    data: {
      clickId: `10000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
      dealId,
      shortCode: dealId === LONDON_DEAL ? "A1B2C" : "D3E4F",
      timeZone: SITE_TIME_ZONE,
      timeZoneSource: "fallback",
      referrer: null,
      campaign: null,
      ...data,
    },
  };
}

/** Appends events and dates them `at`, as if the log had recorded them then. */
export async function appendDated(store: EventStore, sql: Sql, streamId: string, at: string, events: NewEvent[]) {
  await store.append(streamId, events);
  await sql`UPDATE events SET created_at = ${at} WHERE stream_id = ${streamId} AND created_at > now() - interval '1 minute'`;
}

export async function seedAnalyticsEvents(store: EventStore, sql: Sql): Promise<void> {
  const given = (streamId: string, at: string, events: NewEvent[]) => appendDated(store, sql, streamId, at, events);
  const london = dealSnapshotFixture();
  const rome = dealSnapshotFixture({
    destinationId: "ROM",
    fromAirport: "VAR",
    toAirport: "FCO",
    currentPrice: 90,
    savingsAmount: 60,
    badges: [],
    dealType: "deal",
  });
  // 23:30 UTC on 2026-03-28 is already the 29th in Sofia (UTC+2, and the clocks change that night)
  await given(dealStreamId(LONDON_DEAL), "2026-03-28T23:30:00Z", [
    { type: "DealDetected", data: { dealId: LONDON_DEAL, shortCode: "A1B2C", deal: london } },
  ]);
  await given(dealStreamId(ROME_DEAL), "2026-03-29T08:00:00Z", [
    { type: "DealDetected", data: { dealId: ROME_DEAL, shortCode: "D3E4F", deal: rome } },
  ]);
  await given(clickOutStreamId("c1"), "2026-03-29T09:00:00Z", [
    click(1, LONDON_DEAL, { fromSite: true, language: "en", deviceClass: "mobile", referrer: "http://localhost:3000" }),
  ]);
  await given(clickOutStreamId("c2"), "2026-03-29T10:00:00Z", [
    click(2, LONDON_DEAL, { fromSite: true, language: "en", deviceClass: "mobile", referrer: "http://localhost:3000" }),
  ]);
  await given(clickOutStreamId("c3"), "2026-03-29T11:00:00Z", [
    click(3, ROME_DEAL, { campaign: "nl.2026-03-29.daily.bg", deviceClass: "desktop" }),
  ]);
  // a click recorded before device class and language were (2026-11-26): counted as unknown
  await given(clickOutStreamId("c4"), "2026-03-29T12:00:00Z", [
    click(4, ROME_DEAL, { referrer: "https://l.facebook.com" }),
  ]);
  await given(dealStreamId(LONDON_DEAL), "2026-03-30T06:00:00Z", [
    {
      type: "DealRepriced",
      data: { dealId: LONDON_DEAL, previousPrice: 120, deal: { ...london, currentPrice: 100, savingsAmount: 100 } },
    },
  ]);
  await given(dealStreamId(LONDON_DEAL), "2026-03-31T06:00:00Z", [
    { type: "DealExpired", data: { dealId: LONDON_DEAL, reason: "price_back_to_normal", at: "2026-03-31T06:00:00Z" } },
  ]);
  await given("newsletter-s1", "2026-03-29T07:00:00Z", [
    { type: "NewsletterSubscriptionRequested", data: { subscriptionId: "s1" } },
    { type: "NewsletterSubscriptionConfirmed", data: { subscriptionId: "s1", confirmedAt: "2026-03-29T07:05:00Z" } },
  ]);
  await given("newsletter-issue-1", "2026-03-29T07:30:00Z", [
    {
      type: "NewsletterIssueCompleted",
      data: { issueId: "2026-03-29.daily.bg", handedOver: 42, skipped: 1, completedAt: "2026-03-29T07:30:00Z" },
    },
  ]);
}
