import { describe, expect, it } from "vitest";
import { DomainError } from "../eventstore/decider.ts";
import { type DealCommand, type DealState, dealDecider as decider } from "./decider.ts";
import type { DealEvent } from "./events.ts";
import { dealSnapshotFixture as snapshot } from "./fixtures.ts";
import { SHORT_CODE_PATTERN, shortCodeCandidate } from "./short-code.ts";

const fold = (events: DealEvent[]): DealState => events.reduce((s, e) => decider.evolve(s, e), decider.initialState());
const given = (events: DealEvent[]) => ({ when: (c: DealCommand) => decider.decide(c, fold(events)) });
const detect = (overrides = {}): DealCommand => ({
  type: "DetectDeal",
  dealId: "d1",
  shortCode: "A2B3C",
  deal: snapshot(overrides),
});
const detected = given([]).when(detect());

describe("deal lifecycle", () => {
  it("detects a deal with its short code", () => {
    expect(detected).toEqual([{ type: "DealDetected", data: { dealId: "d1", shortCode: "A2B3C", deal: snapshot() } }]);
  });

  it("reprices when a crawl finds it at another price, and records nothing when nothing changed", () => {
    expect(given(detected).when(detect())).toEqual([]);
    const [event] = given(detected).when(detect({ currentPrice: 110 }));
    expect(event).toMatchObject({ type: "DealRepriced", data: { previousPrice: 120, deal: { currentPrice: 110 } } });
  });

  it("expires once, with its reason", () => {
    const expire: DealCommand = {
      type: "ExpireDeal",
      dealId: "d1",
      reason: "price_back_to_normal",
      at: "2026-11-22T00:00:00Z",
    };
    const [expired] = given(detected).when(expire);
    expect(expired).toMatchObject({ type: "DealExpired", data: { reason: "price_back_to_normal" } });
    expect(given([...detected, expired as DealEvent]).when(expire)).toEqual([]);
    expect(given([]).when(expire)).toEqual([]);
  });

  it("a deal that comes back is detected again under its first short code", () => {
    const history = [
      ...detected,
      { type: "DealExpired", data: { dealId: "d1", reason: "validity_passed", at: "x" } } as DealEvent,
    ];
    const [again] = given(history).when({ ...detect({ currentPrice: 100 }), shortCode: "Z9Z9" } as DealCommand);
    expect(again).toMatchObject({ type: "DealDetected", data: { shortCode: "A2B3C" } });
  });

  it("refuses a malformed short code or price", () => {
    expect(() => given([]).when({ ...detect(), shortCode: "AB12" } as DealCommand)).toThrow(DomainError);
    expect(() => given([]).when(detect({ currentPrice: 0 }))).toThrow(/positive/);
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
