import { CABIN_CLASSES, DATE_FLEXIBILITY_DAYS, DEFAULTS, PREFERENCES_COOKIE } from "../../core/constants.ts";

/**
 * The visitor's preferences cookie (spec sections 3, 5 and 9): consent, language, theme, the
 * search form's defaults, notification choices and the last visit. Read on the server and in
 * the browser; an invalid cookie is logged and replaced by the defaults, and invalid
 * preferences are never written.
 */

const DAY = /^(\d{4}-\d{2}-\d{2}|anytime)$/;
const CABINS: readonly string[] = Object.values(CABIN_CLASSES);

export interface SearchDefaults {
  tripType: "roundtrip" | "oneway";
  departureAirport: string;
  destinationAirport: string;
  departureDate: string;
  /** A round trip may leave it empty until a date is picked. */
  returnDate: string;
  passengers: { adults: number; children: number; infants: number };
  cabinClass: string;
  dateFlexibility: (typeof DATE_FLEXIBILITY_DAYS)[number];
  flightPreference: "cheapest" | "direct";
}

export interface Preferences {
  cookieConsent: "essential" | "all";
  language: "bg" | "en";
  theme: "light" | "dark" | "auto";
  searchDefaults: SearchDefaults;
  notifications: { dealAlerts: boolean; priceDrops: boolean; newsletter: boolean };
  lastVisit: string | null;
}

/**
 * Checks a stored value against the rules, filling what it leaves out with the defaults.
 * Hand-written rather than a schema library: it runs in every page's bundle.
 */
export function checkPreferences(value: unknown): { ok: true; value: Preferences } | { ok: false; issues: string[] } {
  const issues: string[] = [];
  const record = (v: unknown, path: string): Record<string, unknown> => {
    if (v === undefined) return {};
    if (typeof v === "object" && v !== null && !Array.isArray(v)) return v as Record<string, unknown>;
    issues.push(`${path}: must be an object`);
    return {};
  };
  function pick<T>(v: unknown, path: string, fallback: T, valid: (x: unknown) => boolean, rule: string): T {
    if (v === undefined) return fallback;
    if (valid(v)) return v as T;
    issues.push(`${path}: ${rule}`);
    return fallback;
  }
  const oneOf = (options: readonly unknown[]) => (x: unknown) => options.includes(x);
  const int = (min: number, max: number) => (x: unknown) =>
    typeof x === "number" && Number.isInteger(x) && x >= min && x <= max;
  const bool = (x: unknown) => typeof x === "boolean";

  const root = record(value, "(cookie)");
  const search = record(root.searchDefaults, "searchDefaults");
  const passengers = record(search.passengers, "searchDefaults.passengers");
  const notifications = record(root.notifications, "notifications");
  const d = DEFAULT_VALUES;
  const result: Preferences = {
    cookieConsent: pick(
      root.cookieConsent,
      "cookieConsent",
      d.cookieConsent,
      oneOf(["essential", "all"]),
      "essential or all",
    ),
    language: pick(root.language, "language", d.language, oneOf(["bg", "en"]), "bg or en"),
    theme: pick(root.theme, "theme", d.theme, oneOf(["light", "dark", "auto"]), "light, dark or auto"),
    searchDefaults: {
      tripType: pick(
        search.tripType,
        "tripType",
        d.searchDefaults.tripType,
        oneOf(["roundtrip", "oneway"]),
        "roundtrip or oneway",
      ),
      departureAirport: pick(
        search.departureAirport,
        "departureAirport",
        d.searchDefaults.departureAirport,
        (x) => typeof x === "string" && /^[A-Z]{3}$/.test(x),
        "a 3-letter code",
      ),
      destinationAirport: pick(
        search.destinationAirport,
        "destinationAirport",
        d.searchDefaults.destinationAirport,
        (x) => typeof x === "string" && x.length <= 100,
        "at most 100 characters",
      ),
      departureDate: pick(
        search.departureDate,
        "departureDate",
        d.searchDefaults.departureDate,
        (x) => typeof x === "string" && DAY.test(x),
        "YYYY-MM-DD or anytime",
      ),
      returnDate: pick(
        search.returnDate,
        "returnDate",
        d.searchDefaults.returnDate,
        (x) => x === "" || (typeof x === "string" && DAY.test(x)),
        "YYYY-MM-DD, anytime or empty",
      ),
      passengers: {
        adults: pick(passengers.adults, "adults", 1, int(1, 9), "1-9"),
        children: pick(passengers.children, "children", 0, int(0, 8), "0-8"),
        infants: pick(passengers.infants, "infants", 0, int(0, 4), "0-4"),
      },
      cabinClass: pick(search.cabinClass, "cabinClass", d.searchDefaults.cabinClass, oneOf(CABINS), "M, W, C or F"),
      dateFlexibility: pick(
        search.dateFlexibility,
        "dateFlexibility",
        d.searchDefaults.dateFlexibility,
        oneOf(DATE_FLEXIBILITY_DAYS),
        "0, 1, 3 or 5",
      ),
      flightPreference: pick(
        search.flightPreference,
        "flightPreference",
        d.searchDefaults.flightPreference,
        oneOf(["cheapest", "direct"]),
        "cheapest or direct",
      ),
    },
    notifications: {
      dealAlerts: pick(notifications.dealAlerts, "dealAlerts", false, bool, "true or false"),
      priceDrops: pick(notifications.priceDrops, "priceDrops", false, bool, "true or false"),
      newsletter: pick(notifications.newsletter, "newsletter", false, bool, "true or false"),
    },
    lastVisit: pick(
      root.lastVisit,
      "lastVisit",
      null,
      (x) => x === null || (typeof x === "string" && !Number.isNaN(Date.parse(x)) && /^\d{4}-\d{2}-\d{2}T/.test(x)),
      "an ISO date-time or null",
    ),
  };
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value: result };
}

const DEFAULT_VALUES: Preferences = {
  cookieConsent: "essential",
  language: DEFAULTS.language,
  theme: "auto",
  searchDefaults: {
    tripType: "roundtrip",
    departureAirport: DEFAULTS.departureAirport,
    destinationAirport: "",
    departureDate: "anytime",
    returnDate: "anytime",
    passengers: { adults: 1, children: 0, infants: 0 },
    cabinClass: CABIN_CLASSES.economy,
    dateFlexibility: 0,
    flightPreference: "cheapest",
  },
  notifications: { dealAlerts: false, priceDrops: false, newsletter: false },
  lastVisit: null,
};

export const DEFAULT_PREFERENCES: Preferences = DEFAULT_VALUES;

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
  const result = checkPreferences(json);
  if (!result.ok) {
    warn?.("invalid preferences cookie; using the defaults", {
      cookie: PREFERENCES_COOKIE.name,
      issues: result.issues,
    });
    return DEFAULT_PREFERENCES;
  }
  return result.value;
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
  const result = checkPreferences(preferences);
  if (!result.ok) return null;
  const attributes = [
    `${PREFERENCES_COOKIE.name}=${encodeURIComponent(JSON.stringify(result.value))}`,
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
