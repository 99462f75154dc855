import { z } from "zod";
import { CABIN_CLASSES, DATE_FLEXIBILITY_DAYS, DEFAULTS, PREFERENCES_COOKIE } from "../core/constants.ts";

/**
 * The visitor's preferences cookie (spec sections 3, 5 and 9): consent, language, theme, the
 * search form's defaults, notification choices and the last visit. Read on the server and in
 * the browser; an invalid cookie is logged and replaced by the defaults, and invalid
 * preferences are never written.
 */

const day = z.string().regex(/^(\d{4}-\d{2}-\d{2}|anytime)$/);
const cabin = z.enum(Object.values(CABIN_CLASSES) as [string, ...string[]]);
const flexibility = z.union(DATE_FLEXIBILITY_DAYS.map((d) => z.literal(d)) as unknown as [z.ZodLiteral<0>]);

export const searchDefaultsSchema = z.object({
  tripType: z.enum(["roundtrip", "oneway"]).default("roundtrip"),
  departureAirport: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default(DEFAULTS.departureAirport),
  destinationAirport: z.string().max(100).default(""),
  departureDate: day.default("anytime"),
  // a round trip may leave it empty until a date is picked
  returnDate: z.union([day, z.literal("")]).default("anytime"),
  passengers: z
    .object({
      adults: z.number().int().min(1).max(9).default(1),
      children: z.number().int().min(0).max(8).default(0),
      infants: z.number().int().min(0).max(4).default(0),
    })
    .prefault({}),
  cabinClass: cabin.default(CABIN_CLASSES.economy),
  dateFlexibility: flexibility.default(0),
  flightPreference: z.enum(["cheapest", "direct"]).default("cheapest"),
});

export const preferencesSchema = z.object({
  cookieConsent: z.enum(["essential", "all"]).default("essential"),
  language: z.enum(["bg", "en"]).default(DEFAULTS.language),
  theme: z.enum(["light", "dark", "auto"]).default("auto"),
  searchDefaults: searchDefaultsSchema.prefault({}),
  notifications: z
    .object({
      dealAlerts: z.boolean().default(false),
      priceDrops: z.boolean().default(false),
      newsletter: z.boolean().default(false),
    })
    .prefault({}),
  lastVisit: z.iso.datetime().nullable().default(null),
});

export type Preferences = z.infer<typeof preferencesSchema>;
export type SearchDefaults = Preferences["searchDefaults"];

export const DEFAULT_PREFERENCES: Preferences = preferencesSchema.parse({});

type Warn = (message: string, details: Record<string, unknown>) => void;

/** The cookie's value from a Cookie header (or document.cookie), undefined when absent. */
export function preferencesCookieValue(cookieHeader: string | null | undefined): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === PREFERENCES_COOKIE.name) return rest.join("=");
  }
  return undefined;
}

/** Parses a stored value; anything unreadable or out of the rules gives the defaults and a warning. */
export function parsePreferences(value: string | undefined, warn?: Warn): Preferences {
  if (value === undefined || value === "") return DEFAULT_PREFERENCES;
  let json: unknown;
  try {
    json = JSON.parse(decodeURIComponent(value));
  } catch {
    warn?.("invalid preferences cookie: not JSON; using the defaults", { cookie: PREFERENCES_COOKIE.name });
    return DEFAULT_PREFERENCES;
  }
  const result = preferencesSchema.safeParse(json);
  if (!result.success) {
    warn?.("invalid preferences cookie; using the defaults", {
      cookie: PREFERENCES_COOKIE.name,
      issues: result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    });
    return DEFAULT_PREFERENCES;
  }
  return result.data;
}

/** The visitor's preferences from a request's Cookie header. */
export function readPreferences(
  cookieHeader: string | null | undefined,
  logger?: { warn(message: string, details?: Record<string, unknown>): void },
): Preferences {
  return parsePreferences(preferencesCookieValue(cookieHeader), logger ? (m, d) => logger.warn(m, d) : undefined);
}

/**
 * The Set-Cookie / document.cookie string for `preferences`, or null when they break a rule
 * (spec: saving invalid preferences is skipped).
 */
export function serializePreferences(preferences: unknown, options: { secure: boolean }): string | null {
  const result = preferencesSchema.safeParse(preferences);
  if (!result.success) return null;
  const attributes = [
    `${PREFERENCES_COOKIE.name}=${encodeURIComponent(JSON.stringify(result.data))}`,
    `Max-Age=${PREFERENCES_COOKIE.maxAgeDays * 86_400}`,
    `Path=${PREFERENCES_COOKIE.path}`,
    `SameSite=${PREFERENCES_COOKIE.sameSite}`,
  ];
  if (options.secure) attributes.push("Secure");
  return attributes.join("; ");
}

/** Deep-enough merge for the cookie's two levels of objects. */
export function mergePreferences(current: Preferences, update: PreferencesUpdate): unknown {
  return {
    ...current,
    ...update,
    searchDefaults: {
      ...current.searchDefaults,
      ...update.searchDefaults,
      passengers: { ...current.searchDefaults.passengers, ...update.searchDefaults?.passengers },
    },
    notifications: { ...current.notifications, ...update.notifications },
  };
}

export type PreferencesUpdate = Partial<Omit<Preferences, "searchDefaults" | "notifications">> & {
  searchDefaults?: Partial<Omit<SearchDefaults, "passengers">> & { passengers?: Partial<SearchDefaults["passengers"]> };
  notifications?: Partial<Preferences["notifications"]>;
};

/**
 * In the browser: merges `update` into the stored preferences and writes the cookie. Returns
 * false, writes nothing and warns when the result breaks a rule.
 */
export function savePreferences(update: PreferencesUpdate): boolean {
  const current = parsePreferences(preferencesCookieValue(document.cookie), (m, d) => console.warn(m, d));
  const cookie = serializePreferences(mergePreferences(current, update), {
    secure: window.location.protocol === "https:",
  });
  if (cookie === null) {
    console.warn("preferences not saved: they break the cookie's rules", update);
    return false;
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the spec's cookie, with its attributes, written as one string
  document.cookie = cookie;
  return true;
}
