import { isIP } from "node:net";
import { z } from "zod";
import { DEAL_THRESHOLDS, SYSTEM_SETTINGS_DEFAULTS } from "../constants.ts";

/** System settings with every rule and message of spec sections 5 and 9. */

const REQUIRED = "Required";

/** Zod's own message for a missing key would leak its wording into the admin form. */
const typeError = (message: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? REQUIRED : message),
});

const range = (field: string, min: number, max: number) =>
  z
    .number(typeError(`${field} must be a number`))
    .min(min, `${field} must be between ${min} and ${max}`)
    .max(max, `${field} must be between ${min} and ${max}`);

const wholeRange = (field: string, min: number, max: number) =>
  z
    .number(typeError(`${field} must be a number`))
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be between ${min} and ${max}`)
    .max(max, `${field} must be between ${min} and ${max}`);

const atLeast = (field: string, min: number) =>
  z.number(typeError(`${field} must be a number`)).min(min, `${field} must be at least ${min}`);

const flag = (field: string) => z.boolean(typeError(`${field} must be true or false`));

const TIME_MESSAGE = "Invalid time format. Use HH:MM (e.g., 23:00)";
const time = z.string(typeError(TIME_MESSAGE)).regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME_MESSAGE);

let knownTimeZones: Set<string> | null = null;
export function isValidTimeZone(name: string): boolean {
  knownTimeZones ??= new Set([...Intl.supportedValuesOf("timeZone"), "UTC", "Etc/UTC"]);
  if (knownTimeZones.has(name)) return true;
  // newer ICU builds accept offsets such as "+02:00", which are not IANA names
  if (!/^[A-Za-z]/.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const TIMEZONE_MESSAGE = "Invalid IANA timezone (e.g., Europe/Sofia, America/New_York)";
const timezone = z.string(typeError(TIMEZONE_MESSAGE)).refine(isValidTimeZone, TIMEZONE_MESSAGE);

/** Keeps the first of each duplicate so the admin's order survives. */
function unique<T>(key: (item: T) => string) {
  return (items: T[]) => {
    const seen = new Set<string>();
    return items.filter((item) => {
      if (seen.has(key(item))) return false;
      seen.add(key(item));
      return true;
    });
  };
}

const code = (length: number, message: string) =>
  z.string(typeError(message)).trim().length(length, message).toUpperCase();

const list = <T extends z.ZodType<string>>(field: string, item: T) =>
  z.array(item, typeError(`${field} must be a list`)).transform(unique((v: string) => v));

const ROUTE_MESSAGE = "Route airports must be 3 characters";
const route = z.object(
  { from: code(3, ROUTE_MESSAGE), to: code(3, ROUTE_MESSAGE) },
  typeError("Each excluded route needs from and to"),
);

const IP_MESSAGE = "Each allowlist entry must be an IP address or a CIDR range";
const ipEntry = z
  .string(typeError(IP_MESSAGE))
  .trim()
  .toLowerCase()
  .refine((entry) => parseIpRange(entry) !== null, IP_MESSAGE);

const CURRENCY_MESSAGE = "Currency must be either BGN or EUR";

export const dealThresholdsSchema = z
  .object(
    {
      standardMinPercent: range("standardMinPercent", 0, 100),
      standardMaxPercent: range("standardMaxPercent", 0, 100),
      greatMinPercent: range("greatMinPercent", 0, 100),
      greatMaxPercent: range("greatMaxPercent", 0, 100),
      hotPercent: range("hotPercent", 0, 100),
      lowestEverTolerance: atLeast("lowestEverTolerance", 1),
      minSeasonalSamples: z
        .number(typeError("minSeasonalSamples must be a number"))
        .int("minSeasonalSamples must be a whole number")
        .min(0, "minSeasonalSamples must be at least 0"),
      statisticalZThreshold: z
        .number(typeError("statisticalZThreshold must be a number"))
        .max(0, "statisticalZThreshold must be at most 0"),
      minAbsoluteSavings: atLeast("minAbsoluteSavings", 0),
      minSavingsPercent: range("minSavingsPercent", 0, 100),
    },
    typeError("dealThresholds must be an object"),
  )
  .refine((t) => t.standardMinPercent <= t.standardMaxPercent, {
    message: "standardMinPercent must be <= standardMaxPercent",
    path: ["standardMinPercent"],
  })
  .refine((t) => t.greatMinPercent <= t.greatMaxPercent, {
    message: "greatMinPercent must be <= greatMaxPercent",
    path: ["greatMinPercent"],
  });

export type DealThresholds = z.infer<typeof dealThresholdsSchema>;

export const systemSettingsSchema = z.object({
  killSwitch: flag("killSwitch"),
  dailyCap: wholeRange("dailyCap", 1, 150),
  quietHoursStart: time,
  quietHoursEnd: time,
  timezone,
  minDiscountPercent: range("minDiscountPercent", 0, 100),
  minPriceDrop: atLeast("minPriceDrop", 0),
  crossNetworkDedupe: flag("crossNetworkDedupe"),
  cooldownHours: wholeRange("cooldownHours", 1, 168),
  maxConcurrentPosts: wholeRange("maxConcurrentPosts", 1, 20),
  excludedAirlines: list("excludedAirlines", code(2, "Airline codes must be 2 characters")),
  excludedDestinations: list("excludedDestinations", code(3, "Destination codes must be 3 characters")),
  excludedRoutes: z
    .array(route, typeError("excludedRoutes must be a list"))
    .transform(unique((r: { from: string; to: string }) => `${r.from}-${r.to}`)),
  currency: z.enum(["BGN", "EUR"], typeError(CURRENCY_MESSAGE)),
  dynamicHomepageHero: flag("dynamicHomepageHero"),
  ipAllowlist: list("ipAllowlist", ipEntry),
  ipAllowlistEnforced: flag("ipAllowlistEnforced"),
  dealThresholds: dealThresholdsSchema,
  newsletterKillSwitch: flag("newsletterKillSwitch"),
  newsletterSendTime: time,
  newsletterWeeklyDay: wholeRange("newsletterWeeklyDay", 1, 7),
  alertDailyCap: wholeRange("alertDailyCap", 1, 20),
});

export type SystemSettings = z.infer<typeof systemSettingsSchema>;

export function defaultSystemSettings(): SystemSettings {
  return {
    ...SYSTEM_SETTINGS_DEFAULTS,
    excludedAirlines: [],
    excludedDestinations: [],
    excludedRoutes: [],
    ipAllowlist: [],
    dealThresholds: {
      standardMinPercent: DEAL_THRESHOLDS.standardPercent.min,
      standardMaxPercent: DEAL_THRESHOLDS.standardPercent.max,
      greatMinPercent: DEAL_THRESHOLDS.greatPercent.min,
      greatMaxPercent: DEAL_THRESHOLDS.greatPercent.max,
      hotPercent: DEAL_THRESHOLDS.hotPercent,
      lowestEverTolerance: DEAL_THRESHOLDS.lowestEverTolerance,
      minSeasonalSamples: DEAL_THRESHOLDS.minSeasonalSamples,
      statisticalZThreshold: DEAL_THRESHOLDS.statisticalZThreshold,
      minAbsoluteSavings: DEAL_THRESHOLDS.minAbsoluteSavings,
      minSavingsPercent: DEAL_THRESHOLDS.minSavingsPercent,
    },
  };
}

export type SettingsFieldKey =
  | Exclude<keyof SystemSettings, "dealThresholds">
  | `dealThresholds.${keyof DealThresholds}`;

export interface SettingsField {
  key: SettingsFieldKey;
  kind: "boolean" | "integer" | "number" | "time" | "timezone" | "currency" | "codes" | "routes" | "ips";
  group: "posting" | "site" | "access" | "deals" | "newsletter";
}

/** Every setting in the order an admin form shows it; changes are reported in this order too. */
export const SETTINGS_FIELDS: readonly SettingsField[] = [
  { key: "killSwitch", kind: "boolean", group: "posting" },
  { key: "dailyCap", kind: "integer", group: "posting" },
  { key: "quietHoursStart", kind: "time", group: "posting" },
  { key: "quietHoursEnd", kind: "time", group: "posting" },
  { key: "timezone", kind: "timezone", group: "posting" },
  { key: "minDiscountPercent", kind: "number", group: "posting" },
  { key: "minPriceDrop", kind: "number", group: "posting" },
  { key: "crossNetworkDedupe", kind: "boolean", group: "posting" },
  { key: "cooldownHours", kind: "integer", group: "posting" },
  { key: "maxConcurrentPosts", kind: "integer", group: "posting" },
  { key: "excludedAirlines", kind: "codes", group: "posting" },
  { key: "excludedDestinations", kind: "codes", group: "posting" },
  { key: "excludedRoutes", kind: "routes", group: "posting" },
  { key: "currency", kind: "currency", group: "site" },
  { key: "dynamicHomepageHero", kind: "boolean", group: "site" },
  { key: "ipAllowlist", kind: "ips", group: "access" },
  { key: "ipAllowlistEnforced", kind: "boolean", group: "access" },
  { key: "newsletterKillSwitch", kind: "boolean", group: "newsletter" },
  { key: "newsletterSendTime", kind: "time", group: "newsletter" },
  { key: "newsletterWeeklyDay", kind: "integer", group: "newsletter" },
  { key: "alertDailyCap", kind: "integer", group: "newsletter" },
  { key: "dealThresholds.standardMinPercent", kind: "number", group: "deals" },
  { key: "dealThresholds.standardMaxPercent", kind: "number", group: "deals" },
  { key: "dealThresholds.greatMinPercent", kind: "number", group: "deals" },
  { key: "dealThresholds.greatMaxPercent", kind: "number", group: "deals" },
  { key: "dealThresholds.hotPercent", kind: "number", group: "deals" },
  { key: "dealThresholds.lowestEverTolerance", kind: "number", group: "deals" },
  { key: "dealThresholds.minSeasonalSamples", kind: "integer", group: "deals" },
  { key: "dealThresholds.statisticalZThreshold", kind: "number", group: "deals" },
  { key: "dealThresholds.minAbsoluteSavings", kind: "number", group: "deals" },
  { key: "dealThresholds.minSavingsPercent", kind: "number", group: "deals" },
];

export function settingValue(settings: SystemSettings, key: SettingsFieldKey): unknown {
  return key.startsWith("dealThresholds.")
    ? settings.dealThresholds[key.slice("dealThresholds.".length) as keyof DealThresholds]
    : settings[key as Exclude<SettingsFieldKey, `dealThresholds.${string}`>];
}

export interface SettingsIssue {
  path: string;
  message: string;
}

export type SettingsParseResult = { ok: true; settings: SystemSettings } | { ok: false; issues: SettingsIssue[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const SETTING_KEYS = new Set(Object.keys(systemSettingsSchema.shape));
const THRESHOLD_KEYS = new Set(Object.keys(dealThresholdsSchema.shape));

/**
 * Applies a partial set of changes to the current settings and validates the result as a whole,
 * so rules between fields (standard min <= max) hold whichever side was changed.
 */
export function parseSettingsChanges(input: unknown, current: SystemSettings): SettingsParseResult {
  if (!isRecord(input)) return { ok: false, issues: [{ path: "", message: "Settings changes must be an object" }] };
  const unknownKeys = Object.keys(input).filter((key) => !SETTING_KEYS.has(key));
  if (isRecord(input.dealThresholds)) {
    for (const key of Object.keys(input.dealThresholds))
      if (!THRESHOLD_KEYS.has(key)) unknownKeys.push(`dealThresholds.${key}`);
  }
  if (unknownKeys.length > 0)
    return { ok: false, issues: unknownKeys.map((key) => ({ path: key, message: `Unknown setting ${key}` })) };
  const merged = {
    ...current,
    ...input,
    dealThresholds: isRecord(input.dealThresholds)
      ? { ...current.dealThresholds, ...input.dealThresholds }
      : "dealThresholds" in input
        ? input.dealThresholds
        : current.dealThresholds,
  };
  const result = systemSettingsSchema.safeParse(merged);
  if (result.success) return { ok: true, settings: result.data };
  return {
    ok: false,
    issues: result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
  };
}

// IPv4 lives in IPv6 space as ::ffff:a.b.c.d, so one comparison covers both families and mapped forms.
const V4_MAPPED = 0xffffn << 32n;

function ipv4Bits(address: string): bigint {
  return address.split(".").reduce((bits, octet) => (bits << 8n) | BigInt(octet), 0n);
}

/** 128-bit value of an IPv4 or IPv6 address; null for anything else, zone ids included. */
function ipBits(address: string): bigint | null {
  const family = isIP(address);
  if (family === 4) return V4_MAPPED | ipv4Bits(address);
  if (family !== 6 || address.includes("%")) return null;
  let text = address;
  const dotted = text.lastIndexOf(":");
  if (text.includes(".")) {
    const v4 = ipv4Bits(text.slice(dotted + 1));
    text = `${text.slice(0, dotted + 1)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const groups = (part: string) => (part === "" ? [] : part.split(":"));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  return all.reduce((bits, group) => (bits << 16n) | BigInt(`0x${group}`), 0n);
}

/** An address or CIDR range as a network and prefix length in IPv6 space. */
function parseIpRange(entry: string): { network: bigint; prefix: number } | null {
  const [address = "", prefixText, extra] = entry.split("/");
  if (extra !== undefined) return null;
  const bits = ipBits(address);
  if (bits === null) return null;
  const offset = isIP(address) === 4 ? 96 : 0;
  if (prefixText === undefined) return { network: bits, prefix: 128 };
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > 128 - offset) return null;
  return { network: bits, prefix: offset + Number(prefixText) };
}

/** True when the address equals an allowlist entry or lies in one of its CIDR ranges; an unknown address never does. */
export function ipAllowed(ip: string | null, allowlist: string[]): boolean {
  if (ip === null) return false;
  const bits = ipBits(ip.trim().toLowerCase());
  if (bits === null) return false;
  return allowlist.some((entry) => {
    const range = parseIpRange(entry.trim().toLowerCase());
    if (range === null) return false;
    const shift = BigInt(128 - range.prefix);
    return bits >> shift === range.network >> shift;
  });
}
