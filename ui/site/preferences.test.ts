import { describe, expect, it, vi } from "vitest";
import { PREFERENCES_COOKIE } from "../../core/constants.ts";
import {
  DEFAULT_PREFERENCES,
  mergePreferences,
  parsePreferences,
  readPreferences,
  serializePreferences,
} from "./preferences.ts";

const cookieOf = (value: unknown) => `other=1; ${PREFERENCES_COOKIE.name}=${encodeURIComponent(JSON.stringify(value))}`;

describe("preferences cookie", () => {
  it("has the spec's defaults", () => {
    expect(DEFAULT_PREFERENCES).toEqual({
      cookieConsent: "essential",
      language: "bg",
      theme: "auto",
      searchDefaults: {
        tripType: "roundtrip",
        departureAirport: "SOF",
        destinationAirport: "",
        departureDate: "anytime",
        returnDate: "anytime",
        passengers: { adults: 1, children: 0, infants: 0 },
        cabinClass: "M",
        dateFlexibility: 0,
        flightPreference: "cheapest",
      },
      notifications: { dealAlerts: false, priceDrops: false, newsletter: false },
      lastVisit: null,
    });
  });

  it("reads a valid cookie among others, filling what it leaves out", () => {
    const prefs = readPreferences(
      cookieOf({
        cookieConsent: "all",
        language: "en",
        searchDefaults: { departureAirport: "VAR", dateFlexibility: 3 },
      }),
    );
    expect(prefs.cookieConsent).toBe("all");
    expect(prefs.language).toBe("en");
    expect(prefs.searchDefaults).toMatchObject({ departureAirport: "VAR", dateFlexibility: 3, cabinClass: "M" });
  });

  it("falls back to the defaults with a warning when the cookie breaks a rule or is not JSON", () => {
    const warn = vi.fn();
    for (const bad of [
      { cookieConsent: "some" },
      { searchDefaults: { passengers: { adults: 0 } } },
      { searchDefaults: { passengers: { infants: 5 } } },
      { searchDefaults: { cabinClass: "Y" } },
      { searchDefaults: { dateFlexibility: 2 } },
      { searchDefaults: { departureDate: "12/01/2027" } },
      { theme: "system" },
    ]) {
      expect(readPreferences(cookieOf(bad), { warn })).toEqual(DEFAULT_PREFERENCES);
    }
    expect(parsePreferences("%7Bnot-json", (m, d) => warn(m, d))).toEqual(DEFAULT_PREFERENCES);
    expect(warn).toHaveBeenCalledTimes(8);
    expect(warn.mock.calls[0]?.[0]).toMatch(/invalid preferences cookie/);
  });

  it("accepts 'anytime' and an empty return date", () => {
    const prefs = readPreferences(cookieOf({ searchDefaults: { departureDate: "anytime", returnDate: "" } }));
    expect(prefs.searchDefaults).toMatchObject({ departureDate: "anytime", returnDate: "" });
  });

  it("writes the cookie with the spec's attributes, Secure only on https", () => {
    const cookie = serializePreferences(DEFAULT_PREFERENCES, { secure: false }) as string;
    expect(cookie.startsWith(`${PREFERENCES_COOKIE.name}=`)).toBe(true);
    expect(cookie).toContain(`Max-Age=${365 * 86_400}`);
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("SameSite=Strict");
    expect(cookie).not.toContain("Secure");
    expect(serializePreferences(DEFAULT_PREFERENCES, { secure: true })).toContain("; Secure");
    // round trip
    expect(readPreferences(cookie.split(";")[0])).toEqual(DEFAULT_PREFERENCES);
  });

  it("skips saving invalid preferences", () => {
    const merged = mergePreferences(DEFAULT_PREFERENCES, { searchDefaults: { passengers: { adults: 12 } } });
    expect(serializePreferences(merged, { secure: false })).toBeNull();
    const fine = mergePreferences(DEFAULT_PREFERENCES, { searchDefaults: { passengers: { children: 2 } } });
    expect(
      readPreferences((serializePreferences(fine, { secure: false }) as string).split(";")[0]).searchDefaults
        .passengers,
    ).toEqual({ adults: 1, children: 2, infants: 0 });
  });
});
