import { describe, expect, it } from "vitest";
import { DomainError } from "../eventstore/decider.ts";
import { DeciderSpecification } from "../testing/decider-specification.ts";
import { type DealCommand, dealDecider as decider } from "./decider.ts";
import type { DealEvent } from "./events.ts";
import { dealSnapshotFixture as snapshot } from "./fixtures.ts";
import { SHORT_CODE_PATTERN, shortCodeCandidate } from "./short-code.ts";

const given = DeciderSpecification.for(decider);
const detect = (overrides = {}): DealCommand => ({
  type: "DetectDeal",
  dealId: "d1",
  shortCode: "A2B3C",
  deal: snapshot(overrides),
});
const detected = given([]).when(detect()).events;

describe("deal lifecycle", () => {
  it("detects a deal with its short code", () => {
    expect(detected).toEqual([{ type: "DealDetected", data: { dealId: "d1", shortCode: "A2B3C", deal: snapshot() } }]);
  });

  it("reprices when a crawl finds it at another price, and records nothing when nothing changed", () => {
    given(detected).when(detect()).thenNothingHappened();
    const [event] = given(detected).when(detect({ currentPrice: 110 })).events;
    expect(event).toMatchObject({ type: "DealRepriced", data: { previousPrice: 120, deal: { currentPrice: 110 } } });
  });

  it("expires once, with its reason", () => {
    const expire: DealCommand = {
      type: "ExpireDeal",
      dealId: "d1",
      reason: "price_back_to_normal",
      at: "2026-11-22T00:00:00Z",
    };
    const [expired] = given(detected).when(expire).events;
    expect(expired).toMatchObject({ type: "DealExpired", data: { reason: "price_back_to_normal" } });
    given([...detected, expired as DealEvent])
      .when(expire)
      .thenNothingHappened();
    given([]).when(expire).thenNothingHappened();
  });

  it("a deal that comes back is detected again under its first short code", () => {
    const history = [
      ...detected,
      { type: "DealExpired", data: { dealId: "d1", reason: "validity_passed", at: "x" } } as DealEvent,
    ];
    const [again] = given(history).when({ ...detect({ currentPrice: 100 }), shortCode: "Z9Z9" } as DealCommand).events;
    expect(again).toMatchObject({ type: "DealDetected", data: { shortCode: "A2B3C" } });
  });

  it("refuses a malformed short code or price", () => {
    given([])
      .when({ ...detect(), shortCode: "AB12" } as DealCommand)
      .thenThrows(DomainError);
    given([])
      .when(detect({ currentPrice: 0 }))
      .thenThrows(/positive/);
  });
});

describe("short codes", () => {
  it("follow letter-digit-letter-digit(-letter), deterministically per deal and attempt", () => {
    const codes = Array.from({ length: 2000 }, (_, i) => shortCodeCandidate(`deal-${i}`, 0));
    for (const code of codes) expect(code).toMatch(SHORT_CODE_PATTERN);
    expect(shortCodeCandidate("deal-1", 0)).toBe(shortCodeCandidate("deal-1", 0));
    expect(shortCodeCandidate("deal-1", 1)).not.toBe(shortCodeCandidate("deal-1", 0));
    expect(new Set(codes).size).toBeGreaterThan(1990);
  });
});
