import { DAY_MS } from "./constants.ts";

/** Wall-clock time in an IANA time zone, with node's Intl only (it runs the same on Deno). */

const HOUR_MS = 3_600_000;
const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const clocks = new Map<string, Intl.DateTimeFormat>();

function clockOf(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** The zone's wall clock at an instant, as milliseconds of the same wall clock read as UTC. */
export function wallClockMs(epochMs: number, timeZone: string): number {
  const parts = clockOf(timeZone).formatToParts(epochMs);
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(value("year"), value("month") - 1, value("day"), value("hour"), value("minute"), value("second"));
}

/** The zone's UTC offset at an instant, in milliseconds. */
function offsetMs(epochMs: number, timeZone: string): number {
  const wholeSecond = Math.floor(epochMs / 1000) * 1000;
  return wallClockMs(wholeSecond, timeZone) - wholeSecond;
}

/** A date (YYYY-MM-DD) that exists in the calendar, as milliseconds of its midnight read as UTC; else null. */
function dateMs(date: string): number | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? ms : null;
}

/**
 * The instant of a wall-clock time in a zone. Around clock changes it resolves like Temporal's
 * "compatible": a time skipped in spring moves an hour later, and a time that happens twice in
 * autumn is its first occurrence, still in summer time.
 */
export function localToInstant(date: string, time: string, timeZone: string): Date {
  const day = dateMs(date);
  if (day === null) throw new RangeError(`Not a valid YYYY-MM-DD date: ${JSON.stringify(date)}`);
  const match = HH_MM.exec(time);
  if (!match) throw new RangeError(`Not a valid HH:MM time: ${JSON.stringify(time)}`);
  const wall = day + Number(match[1]) * HOUR_MS + Number(match[2]) * 60_000;
  // a zone changes its clock at most once within a day either side of any moment
  const offsetBefore = offsetMs(wall - DAY_MS, timeZone);
  const offsetAfter = offsetMs(wall + DAY_MS, timeZone);
  const candidates = [wall - offsetBefore, wall - offsetAfter].filter((t) => t + offsetMs(t, timeZone) === wall);
  // none in a spring gap: the offset before the change lands an hour later on the wall clock
  return new Date(candidates.length > 0 ? Math.min(...candidates) : wall - offsetBefore);
}

/** A wall-clock time in a zone ("2026-12-01T08:00" in Europe/Sofia) as an instant, or null. */
export function wallTimeToInstant(local: string, timeZone: string): Date | null {
  const [date, time, extra] = local.split("T");
  if (extra !== undefined || !date || !time || dateMs(date) === null || !HH_MM.test(time)) return null;
  return localToInstant(date, time, timeZone);
}

/** An instant as the wall-clock time of a zone, in the form a datetime-local input takes. */
export function instantToWallTime(at: Date, timeZone: string): string {
  return new Date(wallClockMs(at.getTime(), timeZone)).toISOString().slice(0, 16);
}
