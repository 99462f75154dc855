/**
 * The business constants of spec section 9, in one module that everything else imports.
 * Change a value here and nowhere else.
 */

export const PRODUCT_KEY = "flydealsbg";

export const PREFERENCES_COOKIE = {
  name: "flydealsbg_prefs",
  maxAgeDays: 365,
  sameSite: "Strict",
  path: "/",
} as const;

/** What the site keeps in the browser besides the cookie (the cookie policy lists each). */
export const BROWSER_STORAGE_KEYS = {
  /** localStorage: the theme chosen (system, light or dark). */
  theme: `${PRODUCT_KEY}-theme`,
  /** sessionStorage: the demo fares notice hidden until the browser closes. */
  demoNotice: `${PRODUCT_KEY}-demo-notice`,
} as const;

export const DEFAULTS = {
  language: "bg",
  departureAirport: "SOF",
  pageSize: 21,
  maxPageSize: 100,
  bestDealsLimit: 300,
  lastMinuteLimit: 24,
  lastMinuteMaxDepartureDays: 5,
  weekendWeeks: 12,
  currency: "BGN",
} as const;

/** Fixed peg of the Bulgarian lev to the euro. */
/** The site's time zone: Bulgaria's. Days, schedules and "today" are counted in it. */
export const SITE_TIME_ZONE = "Europe/Sofia";
/** A day in milliseconds (a calendar day in SITE_TIME_ZONE may be 23 or 25 hours: core/time-zone.ts). */
export const DAY_MS = 86_400_000;

/** The longest e-mail address a mailbox can have (RFC 5321's 256-octet path, less its brackets). */
export const EMAIL_MAX_LENGTH = 254;

export const BGN_PER_EUR = 1.95583;
export const PRICE_DECIMALS = 2;
export const SHORT_LINK_CODE_MAX = 20;
export const PAGE_SHORTCODE_MAX = 12;

export const SYSTEM_SETTINGS_DEFAULTS = {
  killSwitch: false,
  dailyCap: 10,
  quietHoursStart: "23:00",
  quietHoursEnd: "07:00",
  timezone: SITE_TIME_ZONE,
  minDiscountPercent: 20,
  minPriceDrop: 50,
  crossNetworkDedupe: true,
  cooldownHours: 24,
  maxConcurrentPosts: 5,
  // which currency prices show first; the spec's BGN predates the euro (docs/decisions/0045)
  currency: "EUR",
  dynamicHomepageHero: true,
  ipAllowlistEnforced: false,
  // newsletter and alerts (docs/decisions/0041): digests leave at 08:00 local time, weekly ones on Thursday (ISO day 4)
  newsletterKillSwitch: false,
  newsletterSendTime: "08:00",
  newsletterWeeklyDay: 4,
  alertDailyCap: 3,
} as const;

export const DEAL_THRESHOLDS = {
  standardPercent: { min: 15, max: 20 },
  greatPercent: { min: 20, max: 40 },
  hotPercent: 40,
  lowestEverTolerance: 1.03,
  stopoverLeniency: 5,
  popularityStrictness: 5,
  minSavingsForDisplay: 5,
  minSavingsPercent: 5,
  statisticalZThreshold: -1.5,
  minSeasonalSamples: 30,
  minAbsoluteSavings: 15,
  lowestEverSeasonalMin: 10,
} as const;

export const SEARCH_PROFILE_DEFAULTS = {
  successIntervalMinutes: 60,
  zeroResultSnoozeDays: 30,
  errorSnoozeDays: 30,
  priority: 1,
  maxFailures: 5,
} as const;

export const SOCIAL_ACCOUNT_DEFAULTS = { maxPostsPerHour: 10, minDealSavings: 0 } as const;
/** Spec section 8: a post is tried at most this many times before it stays failed. */
export const POST_MAX_ATTEMPTS = 3;

export const DISCOVERY_SECONDS = { min: 30, max: 60 } as const;
export const COOKIE_BANNER_DELAY_MS = 1000;
export const DATE_FLEXIBILITY_DAYS = [0, 1, 3, 5] as const;
export const CABIN_CLASSES = { economy: "M", premiumEconomy: "W", business: "C", first: "F" } as const;

export const TOASTS = {
  limit: 1,
  removeDelayMs: 1_000_000,
  autoCloseMs: 5000,
  swipeThresholdPx: 50,
  hotkey: "F8",
  viewportMaxWidthPx: 420,
} as const;

export const TOOLTIPS = { openDelayMs: 700, skipDelayMs: 300 } as const;

export const BULGARIAN_AIRPORTS = ["SOF", "VAR", "BOJ", "PDV"] as const;
export type BulgarianAirport = (typeof BULGARIAN_AIRPORTS)[number];
