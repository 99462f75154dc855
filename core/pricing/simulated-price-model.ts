/**
 * Deterministic randomness, calendar arithmetic and the price curves of the simulated
 * fare source. Kept apart so the curves can be read (and tuned) without the plumbing.
 */

import { orthodoxEaster } from "date-easter";
import { DAY_MS } from "../constants.ts";

// ---------- deterministic randomness ----------

/** FNV-1a: tiny, well-spread 32-bit string hash, good enough to seed a PRNG. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: one 32-bit state, full period, uniform in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A fresh generator per key, so one value never depends on how many others were drawn. */
export function rngFor(...parts: ReadonlyArray<string | number>): () => number {
  return mulberry32(hashString(parts.join("|")));
}

// ---------- calendar (UTC day numbers avoid every time-zone and DST trap) ----------

/** Days since 1970-01-01 of a YYYY-MM-DD date; throws on anything else. */
export function dayNumber(isoDate: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`Expected YYYY-MM-DD, got "${isoDate}"`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  if (new Date(ms).getUTCDate() !== day) throw new RangeError(`No such date "${isoDate}"`);
  return ms / DAY_MS;
}

export function dayNumberOf(date: Date): number {
  return Math.floor(date.getTime() / DAY_MS);
}

export function isoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: number): number {
  return new Date(day * DAY_MS).getUTCDay();
}

/** Orthodox Easter Sunday's day number (date-easter's computus): Bulgarians travel around it. */
export function orthodoxEasterDay(year: number): number {
  const easter = orthodoxEaster(year);
  return Date.UTC(easter.year, easter.month - 1, easter.day) / DAY_MS;
}

// ---------- price curves ----------

function interpolate(points: ReadonlyArray<readonly [number, number]>, x: number): number {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return 1;
  if (x <= first[0]) return first[1];
  if (x >= last[0]) return last[1];
  for (let i = 1; i < points.length; i++) {
    const [x1, y1] = points[i] ?? last;
    const [x0, y0] = points[i - 1] ?? first;
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  }
  return last[1];
}

/** Demand by month, anchored mid-month: summer peak, Jan–Feb and November troughs. */
const MONTH_DEMAND = [0.8, 0.76, 0.86, 1.0, 1.0, 1.12, 1.32, 1.35, 1.06, 0.92, 0.8, 0.94] as const;

export function seasonalFactor(departureDay: number): number {
  const date = new Date(departureDay * DAY_MS);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  // Position in months where anchor m sits at m + 0.5; wrap so December blends into January.
  const position = month + (date.getUTCDate() - 0.5) / daysInMonth;
  const anchors: Array<[number, number]> = MONTH_DEMAND.map((v, m) => [m + 0.5, v]);
  anchors.unshift([-0.5, MONTH_DEMAND[11]]);
  anchors.push([12.5, MONTH_DEMAND[0]]);
  let factor = interpolate(anchors, position);

  const christmas = Date.UTC(year, 11, 20) / DAY_MS;
  const newYear = Date.UTC(year, 0, 3) / DAY_MS;
  if (departureDay >= christmas || departureDay <= newYear) factor *= 1.3;

  const easter = orthodoxEasterDay(year);
  if (departureDay >= easter - 5 && departureDay <= easter + 1) factor *= 1.2;
  return factor;
}

/** Last-minute and far-out seats are dear; 30–90 days ahead is the sweet spot. */
const ADVANCE_CURVE: ReadonlyArray<readonly [number, number]> = [
  [0, 1.6],
  [6, 1.32],
  [7, 1.2],
  [14, 1.08],
  [30, 0.92],
  [90, 0.92],
  [150, 1.0],
  [240, 1.12],
  [330, 1.18],
];

export function advanceFactor(daysAhead: number): number {
  return interpolate(ADVANCE_CURVE, daysAhead);
}

/** Sunday … Saturday: weekend-trip days (Fri out, Sun back) sell out first. */
const WEEKDAY_FACTORS = [1.1, 1.02, 0.92, 0.94, 1.0, 1.12, 0.98] as const;

export function weekdayFactor(departureDay: number): number {
  return WEEKDAY_FACTORS[weekdayOf(departureDay)] ?? 1;
}

const LOW_COST = new Set(["FR", "W6", "W4", "W9", "5W", "U2", "VY", "PC", "FZ", "EW", "LS"]);

export function isLowCost(airline: string): boolean {
  return LOW_COST.has(airline);
}

/**
 * Relative to the route's typical fare. A connection undercuts a direct full-service
 * flight because the traveller pays in time instead.
 */
export function carrierFactor(airline: string, direct: boolean): number {
  if (isLowCost(airline)) return direct ? 0.78 : 0.85;
  return direct ? 1.18 : 0.97;
}

export const ONE_WAY_SHARE = 0.55;
export const NOISE_AMPLITUDE = 0.12;

/**
 * ±12 % around 1: half of it is fixed per departure (some flights just sell better),
 * half changes every crawl day, so day-to-day moves stay small and real drops stand out.
 */
export function noiseFactor(stable: number, daily: number): number {
  return 1 + NOISE_AMPLITUDE * ((stable * 2 - 1) * 0.5 + (daily * 2 - 1) * 0.5);
}

// ---------- genuine price drops ----------

/** A sale starts on 1.5 % of route-days and runs 1–3 crawl days: about 3 % of route-days are on sale. */
const SALE_START_PROBABILITY = 0.015;
const SALE_MAX_CRAWL_DAYS = 3;

export interface SaleContext {
  seed: number;
  origin: string;
  destination: string;
  crawlDay: number;
  departureDay: number;
  carrierIndex: number;
  carrierCount: number;
}

/** Multiplier 0.40–0.65 when one carrier has a sale on a handful of departure dates, else 1. */
export function saleFactor(ctx: SaleContext): number {
  for (let age = 0; age < SALE_MAX_CRAWL_DAYS; age++) {
    const startDay = ctx.crawlDay - age;
    const rng = rngFor(ctx.seed, "sale", ctx.origin, ctx.destination, startDay);
    if (rng() >= SALE_START_PROBABILITY) continue;
    const crawlDays = 1 + Math.floor(rng() * SALE_MAX_CRAWL_DAYS);
    const firstDeparture = startDay + 14 + Math.floor(rng() * 100);
    const departures = 3 + Math.floor(rng() * 6);
    const multiplier = 0.4 + rng() * 0.25;
    const carrierIndex = Math.floor(rng() * ctx.carrierCount);
    if (
      age < crawlDays &&
      carrierIndex === ctx.carrierIndex &&
      ctx.departureDay >= firstDeparture &&
      ctx.departureDay < firstDeparture + departures
    ) {
      return multiplier;
    }
  }
  return 1;
}

/**
 * Seats airlines sell off on flights of the next few days: on 15 % of route-days one carrier
 * sells 2–4 departure dates in the coming week at 30–45 % of the usual fare (the source drops
 * the last-minute premium for them). Without them nothing
 * leaving this week would ever beat the month's median, and last-minute pages would stay empty.
 */
const LAST_MINUTE_SALE_PROBABILITY = 0.15;

export function lastMinuteSaleFactor(ctx: SaleContext): number {
  const rng = rngFor(ctx.seed, "last-minute", ctx.origin, ctx.destination, ctx.crawlDay);
  if (rng() >= LAST_MINUTE_SALE_PROBABILITY) return 1;
  const firstDeparture = ctx.crawlDay + 1 + Math.floor(rng() * 2);
  const departures = 2 + Math.floor(rng() * 3);
  const multiplier = 0.3 + rng() * 0.15;
  const carrierIndex = Math.floor(rng() * ctx.carrierCount);
  const applies =
    carrierIndex === ctx.carrierIndex &&
    ctx.departureDay >= firstDeparture &&
    ctx.departureDay < firstDeparture + departures;
  return applies ? multiplier : 1;
}

/**
 * Weekend-getaway sales: on 6 % of route-days one carrier puts the Thursday to Saturday
 * departures of one of the next ten weekends at 45–60 % for 1–3 crawl days.
 */
const WEEKEND_SALE_PROBABILITY = 0.06;

export function weekendSaleFactor(ctx: SaleContext): number {
  for (let age = 0; age < SALE_MAX_CRAWL_DAYS; age++) {
    const startDay = ctx.crawlDay - age;
    const rng = rngFor(ctx.seed, "weekend-sale", ctx.origin, ctx.destination, startDay);
    if (rng() >= WEEKEND_SALE_PROBABILITY) continue;
    const crawlDays = 1 + Math.floor(rng() * SALE_MAX_CRAWL_DAYS);
    const firstSaturday = startDay + ((6 - weekdayOf(startDay) + 7) % 7) + 7 * Math.floor(rng() * 10);
    const multiplier = 0.45 + rng() * 0.15;
    const carrierIndex = Math.floor(rng() * ctx.carrierCount);
    if (
      age < crawlDays &&
      carrierIndex === ctx.carrierIndex &&
      ctx.departureDay >= firstSaturday - 2 &&
      ctx.departureDay <= firstSaturday
    ) {
      return multiplier;
    }
  }
  return 1;
}

/**
 * Early-bird sales for the Christmas and New Year trips (departures 18–31 December): on 4 % of
 * route-days before 10 December one carrier offers them at 50–65 % for 1–3 crawl days.
 */
const HOLIDAY_SALE_PROBABILITY = 0.04;

export function holidaySaleFactor(ctx: SaleContext): number {
  const departure = isoDate(ctx.departureDay);
  const monthDay = departure.slice(5);
  if (monthDay < "12-18" || ctx.departureDay - ctx.crawlDay < 7) return 1;
  for (let age = 0; age < SALE_MAX_CRAWL_DAYS; age++) {
    const startDay = ctx.crawlDay - age;
    const rng = rngFor(ctx.seed, "holiday-sale", ctx.origin, ctx.destination, startDay);
    if (rng() >= HOLIDAY_SALE_PROBABILITY) continue;
    const crawlDays = 1 + Math.floor(rng() * SALE_MAX_CRAWL_DAYS);
    const multiplier = 0.5 + rng() * 0.15;
    const carrierIndex = Math.floor(rng() * ctx.carrierCount);
    if (age < crawlDays && carrierIndex === ctx.carrierIndex) return multiplier;
  }
  return 1;
}

export function roundPrice(value: number): number {
  return Math.round(value * 100) / 100;
}
