/**
 * Calendar months as the price calendar shows them: "YYYY-MM" months, stepped forward and back,
 * laid out in weeks from Monday as Bulgaria's calendars are. Pure, on ISO calendar dates.
 */
import { addDays, isoWeekday } from "./bulgarian-holidays.ts";

/** "2026-12" */
export type Month = string;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonth(value: unknown): value is Month {
  return typeof value === "string" && MONTH.test(value);
}

export function monthOf(date: string): Month {
  return date.slice(0, 7);
}

/** The month `count` months after (or before, when negative) `month`. */
export function addMonths(month: Month, count: number): Month {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const index = year * 12 + (number - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

export function firstDayOf(month: Month): string {
  return `${month}-01`;
}

export function lastDayOf(month: Month): string {
  return addDays(firstDayOf(addMonths(month, 1)), -1);
}

/** The months from `first` on, `count` of them. */
export function monthsFrom(first: Month, count: number): Month[] {
  return Array.from({ length: count }, (_, index) => addMonths(first, index));
}

/**
 * The month's days in weeks, Monday first; the days of the neighbouring months that fill the
 * first and last week are null.
 */
export function monthWeeks(month: Month): Array<Array<string | null>> {
  const weeks: Array<Array<string | null>> = [];
  let week: Array<string | null> = Array.from({ length: isoWeekday(firstDayOf(month)) - 1 }, () => null);
  for (let day = firstDayOf(month); monthOf(day) === month; day = addDays(day, 1)) {
    week.push(day);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length > 0) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return weeks;
}
