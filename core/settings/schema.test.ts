import { describe, expect, it } from "vitest";
import { DEAL_THRESHOLDS, SYSTEM_SETTINGS_DEFAULTS } from "../constants.ts";
import {
  defaultSystemSettings,
  ipAllowed,
  isValidTimeZone,
  parseSettingsChanges,
  SETTINGS_FIELDS,
  type SettingsParseResult,
  systemSettingsSchema,
} from "./schema.ts";

const defaults = defaultSystemSettings();
const change = (input: unknown) => parseSettingsChanges(input, defaults);
const settingsOf = (result: SettingsParseResult) => {
  if (!result.ok) throw new Error(`unexpected issues ${JSON.stringify(result.issues)}`);
  return result.settings;
};
const issuesOf = (result: SettingsParseResult) => (result.ok ? [] : result.issues);
const firstMessage = (input: unknown) => issuesOf(change(input))[0]?.message;

describe("defaults", () => {
  it("come from the constants and are valid", () => {
    expect(defaults).toMatchObject(SYSTEM_SETTINGS_DEFAULTS);
    expect(defaults.dealThresholds).toMatchObject({
      standardMinPercent: DEAL_THRESHOLDS.standardPercent.min,
      greatMaxPercent: DEAL_THRESHOLDS.greatPercent.max,
      hotPercent: DEAL_THRESHOLDS.hotPercent,
      lowestEverTolerance: DEAL_THRESHOLDS.lowestEverTolerance,
    });
    expect(systemSettingsSchema.parse(defaults)).toEqual(defaults);
    expect(defaults.ipAllowlistEnforced).toBe(false);
  });

  it("are a fresh object each time, so nobody mutates another's defaults", () => {
    defaultSystemSettings().excludedAirlines.push("FR");
    expect(defaultSystemSettings().excludedAirlines).toEqual([]);
  });

  it("SETTINGS_FIELDS names every leaf setting once", () => {
    const leaves = Object.entries(defaults).flatMap(([key, value]) =>
      key === "dealThresholds" ? Object.keys(value).map((k) => `${key}.${k}`) : [key],
    );
    const keys = SETTINGS_FIELDS.map((f) => f.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(leaves.sort());
    expect(SETTINGS_FIELDS.filter((f) => f.group === "deals").every((f) => f.key.startsWith("dealThresholds."))).toBe(
      true,
    );
  });
});

describe("parseSettingsChanges", () => {
  it("merges a partial change onto the current settings", () => {
    const settings = settingsOf(change({ dailyCap: 20, dealThresholds: { hotPercent: 50 } }));
    expect(settings).toEqual({
      ...defaults,
      dailyCap: 20,
      dealThresholds: { ...defaults.dealThresholds, hotPercent: 50 },
    });
  });

  it("rejects unknown settings, top level and in the deal thresholds", () => {
    expect(issuesOf(change({ dailycap: 3, dealThresholds: { hot: 1 } }))).toEqual([
      { path: "dailycap", message: "Unknown setting dailycap" },
      { path: "dealThresholds.hot", message: "Unknown setting dealThresholds.hot" },
    ]);
  });

  it("rejects anything but an object", () => {
    expect(issuesOf(change(null))).toEqual([{ path: "", message: "Settings changes must be an object" }]);
    expect(firstMessage({ dealThresholds: 5 })).toBe("dealThresholds must be an object");
  });

  it("answers 'Required' for a setting set to nothing", () => {
    expect(issuesOf(change({ dailyCap: undefined }))).toEqual([{ path: "dailyCap", message: "Required" }]);
    const { currency: _, ...withoutCurrency } = defaults;
    expect(systemSettingsSchema.safeParse(withoutCurrency).error?.issues[0]?.message).toBe("Required");
  });

  it("reports every issue with its path", () => {
    expect(
      issuesOf(change({ dailyCap: 0, excludedAirlines: ["FR", "ABC"], dealThresholds: { hotPercent: 101 } })),
    ).toEqual([
      { path: "dailyCap", message: "dailyCap must be between 1 and 150" },
      { path: "excludedAirlines.1", message: "Airline codes must be 2 characters" },
      { path: "dealThresholds.hotPercent", message: "hotPercent must be between 0 and 100" },
    ]);
  });

  it("leaves the current settings untouched", () => {
    const current = defaultSystemSettings();
    parseSettingsChanges({ dailyCap: 3, dealThresholds: { hotPercent: 60 } }, current);
    expect(current).toEqual(defaults);
  });
});

describe("posting limits", () => {
  it.each([
    ["dailyCap", 1, 150],
    ["cooldownHours", 1, 168],
    ["maxConcurrentPosts", 1, 20],
  ])("%s is a whole number from %i to %i", (field, min, max) => {
    expect(settingsOf(change({ [field]: min }))).toMatchObject({ [field]: min });
    expect(settingsOf(change({ [field]: max }))).toMatchObject({ [field]: max });
    expect(firstMessage({ [field]: min - 1 })).toBe(`${field} must be between ${min} and ${max}`);
    expect(firstMessage({ [field]: max + 1 })).toBe(`${field} must be between ${min} and ${max}`);
    expect(firstMessage({ [field]: 2.5 })).toBe(`${field} must be a whole number`);
    expect(firstMessage({ [field]: "5" })).toBe(`${field} must be a number`);
  });

  it("minDiscountPercent is 0-100, fractions allowed", () => {
    expect(settingsOf(change({ minDiscountPercent: 12.5 })).minDiscountPercent).toBe(12.5);
    expect(settingsOf(change({ minDiscountPercent: 0 })).minDiscountPercent).toBe(0);
    expect(firstMessage({ minDiscountPercent: -1 })).toBe("minDiscountPercent must be between 0 and 100");
    expect(firstMessage({ minDiscountPercent: 100.5 })).toBe("minDiscountPercent must be between 0 and 100");
  });

  it("minPriceDrop is at least 0", () => {
    expect(settingsOf(change({ minPriceDrop: 0 })).minPriceDrop).toBe(0);
    expect(firstMessage({ minPriceDrop: -0.01 })).toBe("minPriceDrop must be at least 0");
    expect(firstMessage({ minPriceDrop: Number.POSITIVE_INFINITY })).toBe("minPriceDrop must be a number");
    expect(firstMessage({ minPriceDrop: Number.NaN })).toBe("minPriceDrop must be a number");
  });

  it("flags are booleans", () => {
    expect(settingsOf(change({ killSwitch: true, crossNetworkDedupe: false })).killSwitch).toBe(true);
    expect(firstMessage({ killSwitch: "on" })).toBe("killSwitch must be true or false");
    expect(firstMessage({ dynamicHomepageHero: 1 })).toBe("dynamicHomepageHero must be true or false");
  });
});

describe("quiet hours and timezone", () => {
  it.each(["00:00", "07:00", "23:59", "12:30"])("accepts %s", (time) => {
    expect(settingsOf(change({ quietHoursStart: time, quietHoursEnd: time })).quietHoursEnd).toBe(time);
  });

  it.each(["24:00", "7:00", "07:60", "0700", "07:00:00", " 07:00", "", 700])("refuses %j", (time) => {
    expect(firstMessage({ quietHoursStart: time })).toBe("Invalid time format. Use HH:MM (e.g., 23:00)");
    expect(firstMessage({ quietHoursEnd: time })).toBe("Invalid time format. Use HH:MM (e.g., 23:00)");
  });

  it.each(["Europe/Sofia", "America/New_York", "UTC", "Etc/UTC", "Europe/Kiev", "Asia/Kolkata"])("accepts %s", (tz) => {
    expect(settingsOf(change({ timezone: tz })).timezone).toBe(tz);
  });

  it.each(["Mars/Base", "Europe/Sofiaa", "+02:00", "", 3])("refuses %j", (tz) => {
    expect(firstMessage({ timezone: tz })).toBe("Invalid IANA timezone (e.g., Europe/Sofia, America/New_York)");
  });

  it("isValidTimeZone accepts what Intl lists", () => {
    expect(Intl.supportedValuesOf("timeZone").every(isValidTimeZone)).toBe(true);
  });
});

describe("exclusions", () => {
  it("airline codes are trimmed, upper-cased, 2 characters, duplicates removed in first order", () => {
    expect(settingsOf(change({ excludedAirlines: [" fr", "W6", "FR", "w6 ", "LH"] })).excludedAirlines).toEqual([
      "FR",
      "W6",
      "LH",
    ]);
    for (const bad of ["F", "FRA", "", "  ", 12])
      expect(firstMessage({ excludedAirlines: [bad] })).toBe("Airline codes must be 2 characters");
    expect(firstMessage({ excludedAirlines: "FR" })).toBe("excludedAirlines must be a list");
  });

  it("destination codes are 3 characters, upper-cased, without duplicates", () => {
    expect(settingsOf(change({ excludedDestinations: ["lhr", "CDG", "LHR "] })).excludedDestinations).toEqual([
      "LHR",
      "CDG",
    ]);
    for (const bad of ["LH", "LHRX", ""])
      expect(firstMessage({ excludedDestinations: [bad] })).toBe("Destination codes must be 3 characters");
  });

  it("routes have 3-character airports, upper-cased, without duplicates by from and to", () => {
    const routes = [
      { from: "sof", to: "lhr" },
      { from: "LHR", to: "SOF" },
      { from: "SOF", to: "LHR" },
    ];
    expect(settingsOf(change({ excludedRoutes: routes })).excludedRoutes).toEqual([
      { from: "SOF", to: "LHR" },
      { from: "LHR", to: "SOF" },
    ]);
    expect(issuesOf(change({ excludedRoutes: [{ from: "SO", to: "LHR" }] }))).toEqual([
      { path: "excludedRoutes.0.from", message: "Route airports must be 3 characters" },
    ]);
    expect(firstMessage({ excludedRoutes: [{ from: "SOF", to: "LHRX" }] })).toBe("Route airports must be 3 characters");
    expect(firstMessage({ excludedRoutes: [{ from: "SOF" }] })).toBe("Required");
  });
});

describe("currency", () => {
  it("is the euro by default: prices show it first (decision 0045)", () => {
    expect(defaults.currency).toBe("EUR");
  });

  it("is BGN or EUR", () => {
    expect(settingsOf(change({ currency: "EUR" })).currency).toBe("EUR");
    expect(settingsOf(change({ currency: "BGN" })).currency).toBe("BGN");
    for (const bad of ["USD", "eur", "", null])
      expect(firstMessage({ currency: bad })).toBe("Currency must be either BGN or EUR");
  });
});

describe("IP allowlist", () => {
  it("holds addresses and CIDR ranges of both families, lower-cased and without duplicates", () => {
    const entries = ["203.0.113.5", "203.0.113.0/24", "2001:DB8::/32", " 2001:db8::/32", "::1", "10.0.0.0/8"];
    expect(settingsOf(change({ ipAllowlist: entries })).ipAllowlist).toEqual([
      "203.0.113.5",
      "203.0.113.0/24",
      "2001:db8::/32",
      "::1",
      "10.0.0.0/8",
    ]);
  });

  it.each([
    "203.0.113",
    "203.0.113.256",
    "203.0.113.0/33",
    "2001:db8::/129",
    "10.0.0.0/",
    "10.0.0.0/8/8",
    "1::2::3",
    "fe80::1%eth0",
    "example.com",
    "10.0.0.0/x",
    "",
  ])("refuses %j", (entry) => {
    expect(firstMessage({ ipAllowlist: [entry] })).toBe("Each allowlist entry must be an IP address or a CIDR range");
  });
});

describe("deal thresholds", () => {
  const thresholds = (values: Record<string, unknown>) => firstMessage({ dealThresholds: values });

  it.each([
    "standardMinPercent",
    "standardMaxPercent",
    "greatMinPercent",
    "greatMaxPercent",
    "hotPercent",
    "minSavingsPercent",
  ])("%s is a percentage 0-100", (field) => {
    expect(thresholds({ [field]: -1 })).toBe(`${field} must be between 0 and 100`);
    expect(thresholds({ [field]: 101 })).toBe(`${field} must be between 0 and 100`);
    expect(thresholds({ [field]: "5" })).toBe(`${field} must be a number`);
  });

  it("lowestEverTolerance is at least 1", () => {
    expect(settingsOf(change({ dealThresholds: { lowestEverTolerance: 1 } })).dealThresholds.lowestEverTolerance).toBe(
      1,
    );
    expect(thresholds({ lowestEverTolerance: 0.99 })).toBe("lowestEverTolerance must be at least 1");
  });

  it("minSeasonalSamples is a whole number of at least 0", () => {
    expect(settingsOf(change({ dealThresholds: { minSeasonalSamples: 0 } })).dealThresholds.minSeasonalSamples).toBe(0);
    expect(thresholds({ minSeasonalSamples: -1 })).toBe("minSeasonalSamples must be at least 0");
    expect(thresholds({ minSeasonalSamples: 2.5 })).toBe("minSeasonalSamples must be a whole number");
  });

  it("statisticalZThreshold is at most 0 and minAbsoluteSavings at least 0", () => {
    expect(thresholds({ statisticalZThreshold: 0.5 })).toBe("statisticalZThreshold must be at most 0");
    expect(thresholds({ minAbsoluteSavings: -1 })).toBe("minAbsoluteSavings must be at least 0");
  });

  it("keeps each minimum at or below its maximum, whichever side changed", () => {
    expect(issuesOf(change({ dealThresholds: { standardMinPercent: 25 } }))).toEqual([
      { path: "dealThresholds.standardMinPercent", message: "standardMinPercent must be <= standardMaxPercent" },
    ]);
    expect(thresholds({ greatMaxPercent: 10 })).toBe("greatMinPercent must be <= greatMaxPercent");
    expect(settingsOf(change({ dealThresholds: { standardMinPercent: 20 } })).dealThresholds.standardMinPercent).toBe(
      20,
    );
  });
});

describe("ipAllowed", () => {
  it("matches an exact IPv4 or IPv6 address", () => {
    expect(ipAllowed("203.0.113.5", ["203.0.113.5"])).toBe(true);
    expect(ipAllowed("203.0.113.6", ["203.0.113.5"])).toBe(false);
    expect(ipAllowed("2001:db8::1", ["2001:0db8:0:0:0:0:0:1"])).toBe(true);
    expect(ipAllowed("2001:DB8::1", ["2001:db8::1"])).toBe(true);
    expect(ipAllowed("2001:db8::2", ["2001:db8::1"])).toBe(false);
    expect(ipAllowed("::1", ["::1"])).toBe(true);
  });

  it("contains addresses in IPv4 CIDR ranges, bounds included", () => {
    const list = ["203.0.113.0/24"];
    expect(ipAllowed("203.0.113.0", list)).toBe(true);
    expect(ipAllowed("203.0.113.255", list)).toBe(true);
    expect(ipAllowed("203.0.114.0", list)).toBe(false);
    expect(ipAllowed("203.0.112.255", list)).toBe(false);
    expect(ipAllowed("10.200.3.4", ["10.0.0.0/8"])).toBe(true);
    expect(ipAllowed("11.0.0.0", ["10.0.0.0/8"])).toBe(false);
    expect(ipAllowed("192.168.1.7", ["192.168.1.7/32"])).toBe(true);
    expect(ipAllowed("192.168.1.8", ["192.168.1.7/32"])).toBe(false);
    expect(ipAllowed("8.8.8.8", ["0.0.0.0/0"])).toBe(true);
    // host bits in the entry do not matter
    expect(ipAllowed("203.0.113.77", ["203.0.113.5/24"])).toBe(true);
  });

  it("contains addresses in IPv6 CIDR ranges", () => {
    expect(ipAllowed("2001:db8:ffff::1", ["2001:db8::/32"])).toBe(true);
    expect(ipAllowed("2001:db9::1", ["2001:db8::/32"])).toBe(false);
    expect(ipAllowed("2001:db8:0:1::5", ["2001:db8:0:1::/64"])).toBe(true);
    expect(ipAllowed("2001:db8:0:2::5", ["2001:db8:0:1::/64"])).toBe(false);
    expect(ipAllowed("fe80::1", ["fe80::/10"])).toBe(true);
    expect(ipAllowed("fec0::1", ["fe80::/10"])).toBe(false);
    expect(ipAllowed("2001:db8::1", ["2001:db8::1/128"])).toBe(true);
  });

  it("keeps the families apart", () => {
    expect(ipAllowed("2001:db8::1", ["0.0.0.0/0"])).toBe(false);
    expect(ipAllowed("::", ["0.0.0.0/0"])).toBe(false);
    // ::cb00:7105 is the old IPv4-compatible form, not a mapped address
    expect(ipAllowed("::203.0.113.5", ["203.0.113.5"])).toBe(false);
  });

  it("matches IPv4-mapped IPv6 addresses against IPv4 entries and back", () => {
    expect(ipAllowed("::ffff:203.0.113.5", ["203.0.113.5"])).toBe(true);
    expect(ipAllowed("::FFFF:203.0.113.5", ["203.0.113.0/24"])).toBe(true);
    expect(ipAllowed("::ffff:cb00:7105", ["203.0.113.5"])).toBe(true);
    expect(ipAllowed("::ffff:203.0.114.5", ["203.0.113.0/24"])).toBe(false);
    expect(ipAllowed("203.0.113.5", ["::ffff:203.0.113.5"])).toBe(true);
    expect(ipAllowed("203.0.113.5", ["::ffff:203.0.113.0/120"])).toBe(true);
  });

  it("never allows an unknown or malformed address, nor anything on an empty list", () => {
    expect(ipAllowed(null, ["0.0.0.0/0", "::/0"])).toBe(false);
    expect(ipAllowed("", ["0.0.0.0/0"])).toBe(false);
    expect(ipAllowed("not-an-ip", ["0.0.0.0/0"])).toBe(false);
    expect(ipAllowed("203.0.113.5:443", ["203.0.113.5"])).toBe(false);
    expect(ipAllowed("203.0.113.5", [])).toBe(false);
    expect(ipAllowed("203.0.113.5", ["garbage", "203.0.113.5"])).toBe(true);
  });

  it("ignores surrounding spaces on the address", () => {
    expect(ipAllowed(" 203.0.113.5 ", ["203.0.113.5"])).toBe(true);
  });
});
