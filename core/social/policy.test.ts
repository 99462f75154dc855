import { describe, expect, it } from "vitest";
import { defaultSystemSettings } from "../settings/schema.ts";
import type { SocialAccount } from "./events.ts";
import { decidePost, type PastPost, type PostCandidate, type PostingSettings, quietHoursEnd } from "./policy.ts";

const settings: PostingSettings = defaultSystemSettings();
const account: SocialAccount = {
  accountId: "tg",
  network: "telegram",
  name: "Telegram BG",
  target: "@flydealsbg",
  language: "bg",
  enabled: true,
  maxPostsPerHour: 10,
  minDealSavings: 0,
};
const deal: PostCandidate = {
  dealId: "d1",
  fromAirport: "SOF",
  toAirport: "LTN",
  airlines: ["W6"],
  priceBgn: 120,
  savingsPercent: 45,
  savingsAmountBgn: 98,
  itinerarySignature: "W6-4301",
};
// 12:00 in Sofia (UTC+2 in November): outside the default quiet hours 23:00-07:00
const noon = new Date("2026-11-22T10:00:00Z");
const past = (overrides: Partial<PastPost>): PastPost => ({
  accountId: "tg",
  network: "telegram",
  dealId: "other",
  fromAirport: "SOF",
  toAirport: "BCN",
  itinerarySignature: "FR-1",
  status: "posted",
  queuedAt: new Date(noon.getTime() - 2 * 3_600_000),
  price: 100,
  currency: "BGN",
  ...overrides,
});
const reasonOf = (decision: ReturnType<typeof decidePost>) => (decision.post ? "post" : decision.reason);

describe("posting policy", () => {
  it("posts a good deal at once outside quiet hours", () => {
    expect(decidePost(deal, account, settings, [], noon)).toEqual({ post: true, notBefore: noon });
  });

  it("holds a deal found in quiet hours until they end, across midnight, in the settings' time zone", () => {
    const lateEvening = new Date("2026-11-22T22:30:00Z"); // 00:30 in Sofia
    expect(decidePost(deal, account, settings, [], lateEvening)).toEqual({
      post: true,
      notBefore: new Date("2026-11-23T05:00:00Z"), // 07:00 in Sofia
    });
    expect(quietHoursEnd(new Date("2026-11-22T21:00:00Z"), settings)).toEqual(new Date("2026-11-23T05:00:00Z"));
    expect(quietHoursEnd(new Date("2026-11-22T20:59:00Z"), settings)).toBeNull();
    expect(quietHoursEnd(lateEvening, { ...settings, timezone: "UTC" })).toBeNull();
    expect(quietHoursEnd(lateEvening, { ...settings, quietHoursStart: "07:00", quietHoursEnd: "07:00" })).toBeNull();
  });

  it("skips for the kill switch, a disabled account and every exclusion", () => {
    expect(reasonOf(decidePost(deal, account, { ...settings, killSwitch: true }, [], noon))).toBe("kill_switch");
    expect(reasonOf(decidePost(deal, { ...account, enabled: false }, settings, [], noon))).toBe("account_disabled");
    expect(reasonOf(decidePost(deal, account, { ...settings, excludedAirlines: ["W6"] }, [], noon))).toBe(
      "excluded_airline",
    );
    expect(reasonOf(decidePost(deal, account, { ...settings, excludedDestinations: ["LTN"] }, [], noon))).toBe(
      "excluded_destination",
    );
    const routes = [{ from: "SOF", to: "LTN" }];
    expect(reasonOf(decidePost(deal, account, { ...settings, excludedRoutes: routes }, [], noon))).toBe(
      "excluded_route",
    );
  });

  it("skips deals below the minimum discount, price drop (in BGN) and the account's minimum", () => {
    expect(reasonOf(decidePost({ ...deal, savingsPercent: 19.9 }, account, settings, [], noon))).toBe(
      "below_min_discount",
    );
    expect(reasonOf(decidePost({ ...deal, savingsAmountBgn: 49 }, account, settings, [], noon))).toBe(
      "below_min_price_drop",
    );
    // the drop stays in BGN whichever currency prices show first (decision 0045)
    for (const currency of ["EUR", "BGN"] as const) {
      const shownFirst = { ...settings, currency };
      expect(reasonOf(decidePost({ ...deal, savingsAmountBgn: 50 }, account, shownFirst, [], noon))).toBe("post");
      expect(reasonOf(decidePost({ ...deal, savingsAmountBgn: 49.99 }, account, shownFirst, [], noon))).toBe(
        "below_min_price_drop",
      );
    }
    expect(reasonOf(decidePost(deal, { ...account, minDealSavings: 50 }, settings, [], noon))).toBe(
      "below_account_min_savings",
    );
  });

  it("does not post the same deal twice, unless it became markedly cheaper after the cooldown", () => {
    const posted = past({ dealId: "d1", toAirport: "LTN", price: 200 });
    expect(reasonOf(decidePost(deal, account, settings, [posted], noon))).toBe("already_posted");
    const dayAgo = { ...posted, queuedAt: new Date(noon.getTime() - 25 * 3_600_000) };
    expect(reasonOf(decidePost(deal, account, settings, [dayAgo], noon))).toBe("post");
    expect(reasonOf(decidePost({ ...deal, priceBgn: 160 }, account, settings, [dayAgo], noon))).toBe("already_posted");
    // another account's post of the same deal does not count: every network gets it
    expect(reasonOf(decidePost(deal, account, settings, [{ ...posted, accountId: "fb" }], noon))).toBe("post");
  });

  it("keeps a route's cooldown per account, and dedupes the same flights across networks when asked", () => {
    expect(reasonOf(decidePost(deal, account, settings, [past({ toAirport: "LTN" })], noon))).toBe("cooldown");
    const sameFlightsElsewhere = past({ accountId: "fb", network: "facebook", itinerarySignature: "W6-4301" });
    expect(reasonOf(decidePost(deal, account, settings, [sameFlightsElsewhere], noon))).toBe("already_posted");
    const off = { ...settings, crossNetworkDedupe: false };
    expect(reasonOf(decidePost(deal, account, off, [sameFlightsElsewhere], noon))).toBe("post");
    // skipped attempts never count
    expect(reasonOf(decidePost(deal, account, settings, [past({ toAirport: "LTN", status: "skipped" })], noon))).toBe(
      "post",
    );
  });

  it("stops at the daily cap of the local day and the account's posts per hour", () => {
    const earlierToday = Array.from({ length: 10 }, (_, i) =>
      past({
        dealId: `x${i}`,
        toAirport: `A${i}X`,
        itinerarySignature: `s${i}`,
        queuedAt: new Date("2026-11-22T06:00:00Z"),
      }),
    );
    expect(reasonOf(decidePost(deal, account, settings, earlierToday, noon))).toBe("daily_cap");
    // 23:30 the day before in Sofia is another local day, although the same UTC date
    const yesterday = earlierToday.map((p) => ({ ...p, queuedAt: new Date("2026-11-21T21:30:00Z") }));
    expect(reasonOf(decidePost(deal, account, settings, yesterday, noon))).toBe("post");
    const lastHour = earlierToday.slice(0, 3).map((p) => ({ ...p, queuedAt: new Date(noon.getTime() - 600_000) }));
    expect(reasonOf(decidePost(deal, { ...account, maxPostsPerHour: 3 }, settings, lastHour, noon))).toBe("hourly_cap");
  });
});
