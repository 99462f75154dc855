import { localToInstant, wallClockMs } from "../time-zone.ts";
import type { IssueFrequency } from "./preferences.ts";

/** When digests leave, from the system settings (local time of `timezone`). */
export interface DigestSchedule {
  timezone: string;
  /** HH:MM */
  sendTime: string;
  /** ISO weekday of the weekly (and monthly) digest: 1 = Monday … 7 = Sunday. */
  weeklyDay: number;
}

/**
 * How long after the send time a late start (the process was down at 08:00) still sends the
 * day's issues; after it, the day is skipped rather than mailing people at night.
 */
export const CATCH_UP_HOURS = 4;

export interface DueIssues {
  /** The local day the issues are for (YYYY-MM-DD). */
  day: string;
  frequencies: IssueFrequency[];
}

/**
 * The digests due at `now`: the local day's daily issue, the weekly one on the weekly day, and
 * the monthly one on the first weekly day of the month, from the send time until
 * CATCH_UP_HOURS later. Null before and after that window. The caller runs every few minutes;
 * issue ids are made from the day, so a second run in the window plans nothing new.
 */
export function dueIssues(now: Date, schedule: DigestSchedule): DueIssues | null {
  const wall = new Date(wallClockMs(now.getTime(), schedule.timezone));
  const day = localDay(now, schedule.timezone);
  const sendAt = localToInstant(day, schedule.sendTime, schedule.timezone).getTime();
  if (now.getTime() < sendAt || now.getTime() >= sendAt + CATCH_UP_HOURS * 3_600_000) return null;
  const isoWeekday = wall.getUTCDay() === 0 ? 7 : wall.getUTCDay();
  const frequencies: IssueFrequency[] = ["daily"];
  if (isoWeekday === schedule.weeklyDay) {
    frequencies.push("weekly");
    if (wall.getUTCDate() <= 7) frequencies.push("monthly");
  }
  return { day, frequencies };
}

/** The calendar day (YYYY-MM-DD) it is at `now` in a time zone. */
export function localDay(now: Date, timeZone: string): string {
  return new Date(wallClockMs(now.getTime(), timeZone)).toISOString().slice(0, 10);
}
