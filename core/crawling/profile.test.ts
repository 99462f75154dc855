import { describe, expect, it } from "vitest";
import { bindingSchema, paramsHash, searchProfileParamsSchema, searchProfileSchema } from "./profile.ts";

const params = { origin: "sof", dateType: "relative" };
const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe("search profile validation (spec section 5)", () => {
  it("applies the defaults", () => {
    const profile = searchProfileSchema.parse({ label: "Sofia, anywhere", useCase: "deals", params });
    expect(profile).toMatchObject({
      successIntervalMinutes: 60,
      zeroResultSnoozeDays: 30,
      errorSnoozeDays: 30,
      priority: 1,
      params: { origin: "SOF", adults: 1, currency: "BGN", market: "bg" },
    });
  });

  it.each([
    [{ origin: "SO" }, "origin must be 3 characters"],
    [{ adults: 0 }, "adults must be between 1 and 9"],
    [{ adults: 10 }, "adults must be between 1 and 9"],
    [{ children: 9 }, "children must be between 0 and 8"],
    [{ infants: 5 }, "infants must be between 0 and 4"],
    [{ dateType: "soon" }, "dateType must be anytime, relative or fixed"],
    [{ departureDaysFromNow: 0 }, "departureDaysFromNow must be between 1 and 365"],
    [{ departureDaysFromNow: 30, departureDaysToNow: 10 }, "departureDaysFromNow must be <= departureDaysToNow"],
    [{ nightsFrom: 10, nightsTo: 3 }, "nightsFrom must be <= nightsTo"],
    [{ maxStopovers: 6 }, "maxStopovers must be between 0 and 5"],
    [{ sort: "cheapest" }, "sort must be price, quality, date or duration"],
    [{ limit: 1001 }, "limit must be between 1 and 1000"],
    [{ currency: "LEV1" }, "currency must be 3 characters"],
    [{ market: "bgr" }, "market must be 2 characters"],
  ])("refuses params %o: %s", (override, message) => {
    expect(firstMessage(searchProfileParamsSchema.safeParse({ ...params, ...override }))).toBe(message);
  });

  it.each([
    [{ label: "" }, "label must be 1-120 characters"],
    [{ label: "x".repeat(121) }, "label must be 1-120 characters"],
    [{ useCase: "y".repeat(81) }, "useCase must be 1-80 characters"],
    [{ successIntervalMinutes: 14 }, "successIntervalMinutes must be between 15 and 2880"],
    [{ successIntervalMinutes: 2881 }, "successIntervalMinutes must be between 15 and 2880"],
    [{ zeroResultSnoozeDays: 181 }, "zeroResultSnoozeDays must be between 1 and 180"],
    [{ errorSnoozeDays: 0 }, "errorSnoozeDays must be between 1 and 180"],
    [{ priorityBoost: 101 }, "priorityBoost must be between -100 and 100"],
  ])("refuses a profile %o: %s", (override, message) => {
    expect(firstMessage(searchProfileSchema.safeParse({ label: "a", useCase: "b", params, ...override }))).toBe(
      message,
    );
  });

  it("hashes parameters into 64 hex characters, independent of key order", () => {
    const a = searchProfileParamsSchema.parse(params);
    const b = searchProfileParamsSchema.parse({ dateType: "relative", origin: "SOF" });
    expect(paramsHash(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(paramsHash(a)).toBe(paramsHash(b));
    expect(paramsHash({ ...a, adults: 2 })).not.toBe(paramsHash(a));
  });
});

describe("binding validation", () => {
  const binding = { profileId: "p1", scope: "destination", destinationIata: "lon" };
  it("targets exactly one of destination or country", () => {
    expect(bindingSchema.parse(binding)).toMatchObject({
      destinationIata: "LON",
      countryCode: null,
      priorityScore: 50,
    });
    expect(firstMessage(bindingSchema.safeParse({ ...binding, countryCode: "GB" }))).toBe(
      "A binding targets exactly one of destination or country",
    );
    expect(firstMessage(bindingSchema.safeParse({ profileId: "p1", scope: "country" }))).toBe(
      "A binding targets exactly one of destination or country",
    );
    expect(bindingSchema.safeParse({ profileId: "p1", scope: "global" }).success).toBe(true);
    expect(firstMessage(bindingSchema.safeParse({ profileId: "p1", scope: "country", destinationIata: "LON" }))).toBe(
      "A country binding needs countryCode",
    );
  });

  it.each([
    [{ cadenceOverrideMinutes: 0 }, "cadenceOverrideMinutes must be a positive whole number"],
    [{ priorityScore: 0 }, "priorityScore must be between 1 and 100"],
    [{ boost: -101 }, "boost must be between -100 and 100"],
  ])("refuses %o", (override, message) => {
    expect(firstMessage(bindingSchema.safeParse({ ...binding, ...override }))).toBe(message);
  });
});
