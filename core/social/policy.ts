import { BGN_PER_EUR } from "../constants.ts";
import type { SystemSettings } from "../settings/schema.ts";
import { wallClockMs } from "../time-zone.ts";
import type { AttemptStatus, SkipReason, SocialAccount } from "./events.ts";

/**
 * Whether the auto-poster posts a deal to an account, and when: the posting settings of spec
 * sections 5 and 9 and the account's own limits, as one pure function (docs/decisions/0036).
 */

export interface PostCandidate {
  dealId: string;
  fromAirport: string;
  toAirport: string;
  airlines: readonly string[];
  priceBgn: number;
  savingsPercent: number;
  savingsAmountBgn: number;
  itinerarySignature: string;
}

/** An earlier post of any account, as the auto-poster remembers it. */
export interface PastPost {
  accountId: string;
  network: string;
  dealId: string | null;
  fromAirport: string;
  toAirport: string;
  itinerarySignature: string | null;
  status: AttemptStatus;
  queuedAt: Date;
  price: number;
  currency: string;
}

export type PostingSettings = Pick<
  SystemSettings,
  | "killSwitch"
  | "dailyCap"
  | "quietHoursStart"
  | "quietHoursEnd"
  | "timezone"
  | "minDiscountPercent"
  | "minPriceDrop"
  | "crossNetworkDedupe"
  | "cooldownHours"
  | "excludedAirlines"
  | "excludedDestinations"
  | "excludedRoutes"
>;

export type PostDecision = { post: true; notBefore: Date } | { post: false; reason: SkipReason; detail: string };

const HOUR_MS = 3_600_000;

export function toBgn(amount: number, currency: string): number {
  return currency === "EUR" ? amount * BGN_PER_EUR : amount;
}

function minutesOf(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

function localParts(at: Date, timeZone: string): { day: string; minutes: number } {
  const wall = new Date(wallClockMs(at.getTime(), timeZone));
  return { day: wall.toISOString().slice(0, 10), minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
}

/** The end of the quiet hours when `now` falls in them, else null. A window may cross midnight. */
export function quietHoursEnd(now: Date, settings: PostingSettings): Date | null {
  const start = minutesOf(settings.quietHoursStart);
  const end = minutesOf(settings.quietHoursEnd);
  if (start === end) return null;
  const { minutes } = localParts(now, settings.timezone);
  const quiet = start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
  if (!quiet) return null;
  const wait = (end - minutes + 1440) % 1440;
  const startOfMinute = Math.floor(now.getTime() / 60_000) * 60_000;
  return new Date(startOfMinute + wait * 60_000);
}

const skip = (reason: SkipReason, detail: string): PostDecision => ({ post: false, reason, detail });

export function decidePost(
  candidate: PostCandidate,
  account: SocialAccount,
  settings: PostingSettings,
  past: readonly PastPost[],
  now: Date,
): PostDecision {
  if (!account.enabled) return skip("account_disabled", `${account.name} is disabled`);
  if (settings.killSwitch) return skip("kill_switch", "The kill switch is on");
  const airline = candidate.airlines.find((code) => settings.excludedAirlines.includes(code));
  if (airline) return skip("excluded_airline", `${airline} is an excluded airline`);
  if (settings.excludedDestinations.includes(candidate.toAirport)) {
    return skip("excluded_destination", `${candidate.toAirport} is an excluded destination`);
  }
  const route = `${candidate.fromAirport}-${candidate.toAirport}`;
  if (settings.excludedRoutes.some((r) => `${r.from}-${r.to}` === route)) {
    return skip("excluded_route", `${route} is an excluded route`);
  }
  if (candidate.savingsPercent < settings.minDiscountPercent) {
    return skip(
      "below_min_discount",
      `${candidate.savingsPercent}% off is below the minimum of ${settings.minDiscountPercent}%`,
    );
  }
  // in BGN whichever currency prices show first: the display order moves no threshold (decision 0045)
  const minDropBgn = settings.minPriceDrop;
  if (candidate.savingsAmountBgn < minDropBgn) {
    return skip(
      "below_min_price_drop",
      `${candidate.savingsAmountBgn.toFixed(2)} BGN saved is below the minimum of ${minDropBgn.toFixed(2)} BGN`,
    );
  }
  if (candidate.savingsPercent < account.minDealSavings) {
    return skip(
      "below_account_min_savings",
      `${candidate.savingsPercent}% off is below ${account.name}'s minimum of ${account.minDealSavings}%`,
    );
  }

  const live = past.filter((p) => p.status !== "skipped");
  const mine = live.filter((p) => p.accountId === account.accountId);
  const cooldownStart = now.getTime() - settings.cooldownHours * HOUR_MS;
  const recent = (p: PastPost) => p.queuedAt.getTime() > cooldownStart;

  const sameDeal = mine.filter((p) => p.dealId === candidate.dealId);
  if (sameDeal.length > 0) {
    // the same deal again only once it is markedly cheaper than posted, after the cooldown
    const lowestPosted = Math.min(...sameDeal.map((p) => toBgn(p.price, p.currency)));
    if (sameDeal.some(recent) || candidate.priceBgn > lowestPosted - minDropBgn) {
      return skip("already_posted", `This deal was already posted to ${account.name}`);
    }
  }
  const sameFlights = (settings.crossNetworkDedupe ? live : mine).find(
    (p) => p.dealId !== candidate.dealId && p.itinerarySignature === candidate.itinerarySignature && recent(p),
  );
  if (sameFlights) return skip("already_posted", `The same flights were posted to ${sameFlights.network} recently`);
  if (mine.some((p) => p.dealId !== candidate.dealId && `${p.fromAirport}-${p.toAirport}` === route && recent(p))) {
    return skip("cooldown", `${route} was posted to ${account.name} less than ${settings.cooldownHours} h ago`);
  }

  const today = localParts(now, settings.timezone).day;
  const postedToday = mine.filter((p) => localParts(p.queuedAt, settings.timezone).day === today).length;
  if (postedToday >= settings.dailyCap) {
    return skip("daily_cap", `${account.name} reached its daily cap of ${settings.dailyCap} posts`);
  }
  const lastHour = mine.filter((p) => p.queuedAt.getTime() > now.getTime() - HOUR_MS).length;
  if (lastHour >= account.maxPostsPerHour) {
    return skip("hourly_cap", `${account.name} reached its ${account.maxPostsPerHour} posts per hour`);
  }
  return { post: true, notBefore: quietHoursEnd(now, settings) ?? now };
}
