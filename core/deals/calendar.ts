/**
 * Trip calendar rules for deals: weekend trips, the Christmas season and last-minute urgency.
 * Pure and dependency-free. Dates are ISO calendar dates ("YYYY-MM-DD") as printed on the ticket,
 * that is local to the airport, which for departures from Bulgaria is Europe/Sofia.
 */
import { SITE_TIME_ZONE } from "../constants.ts";
import { localToInstant, wallClockMs } from "../time-zone.ts";
import { addDays, dateOfDayNumber, dayNumber, isBulgarianDayOff, isoWeekday } from "./bulgarian-holidays.ts";

// ---------------------------------------------------------------------------------------------
// Weekend trips

export type WeekendPattern = "fri-sun" | "fri-mon" | "sat-mon" | "thu-mon";

/** Weekend trip shapes; weekdays are ISO (4 = Thursday, 5 = Friday, 6 = Saturday, 7 = Sunday, 1 = Monday). */
export const WEEKEND_PATTERNS = {
  "fri-sun": { departureWeekday: 5, returnWeekday: 7, nights: 2 },
  "fri-mon": { departureWeekday: 5, returnWeekday: 1, nights: 3 },
  "sat-mon": { departureWeekday: 6, returnWeekday: 1, nights: 2 },
  "thu-mon": { departureWeekday: 4, returnWeekday: 1, nights: 4 },
} as const satisfies Record<WeekendPattern, { departureWeekday: number; returnWeekday: number; nights: number }>;

export interface Weekend {
  /** ISO week of the Saturday, as "2026-W49" (the ISO week-year, which differs from the calendar year around New Year). */
  weekendKey: string;
  /** The Saturday. */
  weekendStart: string;
  /** The Sunday. */
  weekendEnd: string;
}

export interface WeekendTrip extends Weekend {
  pattern: WeekendPattern;
  nights: number;
  /**
   * Whether the trip needs paid time off: some day from departure to return, both included, is a
   * working day in Bulgaria (not a weekend, public holiday or transferred day off). Travel days
   * count as away days, even for an evening departure.
   */
  needsPto: boolean;
}

function weekendOfSaturday(saturday: string): Weekend {
  // the ISO week-year is the calendar year of the week's Thursday, two days before the Saturday
  const thursday = addDays(saturday, -2);
  const year = Number(thursday.slice(0, 4));
  const week = Math.floor((dayNumber(thursday) - dayNumber(`${thursday.slice(0, 4)}-01-01`)) / 7) + 1;
  return {
    weekendKey: `${year}-W${String(week).padStart(2, "0")}`,
    weekendStart: saturday,
    weekendEnd: addDays(saturday, 1),
  };
}

/** The weekend pattern a trip matches, or null when it matches none (or returns before it leaves). */
export function weekendPatternOf(departureDate: string, returnDate: string): WeekendTrip | null {
  const departureDay = dayNumber(departureDate);
  const nights = dayNumber(returnDate) - departureDay;
  const weekday = isoWeekday(departureDate);
  const entry = (
    Object.entries(WEEKEND_PATTERNS) as Array<[WeekendPattern, (typeof WEEKEND_PATTERNS)[WeekendPattern]]>
  ).find(([, shape]) => shape.departureWeekday === weekday && shape.nights === nights);
  if (!entry) return null;
  const [pattern] = entry;

  let needsPto = false;
  for (let day = departureDay; day <= departureDay + nights; day++) {
    if (!isBulgarianDayOff(dateOfDayNumber(day))) needsPto = true;
  }
  return { pattern, ...weekendOfSaturday(addDays(departureDate, 6 - weekday)), nights, needsPto };
}

/** The next `weeks` weekends (1-24), starting with the one whose Saturday is on or after `from`. */
export function upcomingWeekends(from: string, weeks: number): Weekend[] {
  if (!Number.isInteger(weeks) || weeks < 1 || weeks > 24) {
    throw new RangeError(`weeks must be an integer from 1 to 24, got ${weeks}`);
  }
  const firstSaturday = addDays(from, (6 - isoWeekday(from) + 7) % 7);
  return Array.from({ length: weeks }, (_, i) => weekendOfSaturday(addDays(firstSaturday, 7 * i)));
}

// ---------------------------------------------------------------------------------------------
// Christmas and New Year

/**
 * The Christmas season rule.
 *
 * The season of year Y runs from 18 Dec Y to 6 Jan Y+1, both included: 18 Dec is a week before
 * Christmas, so the season always holds the Friday before it; 6 Jan (Epiphany, Йордановден)
 * traditionally closes the festive season.
 *
 * A trip covers the Christmas holidays when:
 * - it departs on or after 18 Dec Y and returns on or before 6 Jan Y+1 (whole trip in the season),
 * - and it is away for at least one of the three key nights: 24/25 Dec (Christmas Eve), 25/26 Dec
 *   (Christmas) or 31 Dec/1 Jan (New Year's Eve). Away for the night N/N+1 means departing on or
 *   before N and returning on or after N+1.
 *
 * So 18-26 Dec, 25-27 Dec and 31 Dec-1 Jan are Christmas trips; 26-30 Dec (after Christmas, before
 * New Year's Eve), 2-5 Jan (after both) and 17-27 Dec (starts before the season) are not.
 */
export function christmasWindow(year: number): { start: string; end: string } {
  if (!Number.isInteger(year) || year < 1900 || year > 9998) throw new RangeError(`Not a supported year: ${year}`);
  return { start: `${year}-12-18`, end: `${year + 1}-01-06` };
}

/** Whether a trip covers the Bulgarian Christmas and New Year holidays; see christmasWindow for the rule. */
export function coversChristmasHolidays(departureDate: string, returnDate: string): boolean {
  const departure = dayNumber(departureDate);
  const back = dayNumber(returnDate);
  // a trip that covers a key night departs in December of the season's year
  if (departureDate.slice(5, 7) !== "12") return false;
  const year = Number(departureDate.slice(0, 4));
  const { start, end } = christmasWindow(year);
  if (departure < dayNumber(start) || back > dayNumber(end)) return false;
  const awayForNight = (night: string) => departure <= dayNumber(night) && back >= dayNumber(night) + 1;
  return awayForNight(`${year}-12-24`) || awayForNight(`${year}-12-25`) || awayForNight(`${year}-12-31`);
}

/** The coming (or current) Christmas season on `today`: until 6 Jan it is the one that started last December. */
export function christmasSeasonFor(today: string): { year: number; start: string; end: string } {
  dayNumber(today); // validates
  const calendarYear = Number(today.slice(0, 4));
  const year = today <= `${calendarYear}-01-06` ? calendarYear - 1 : calendarYear;
  return { year, ...christmasWindow(year) };
}

// ---------------------------------------------------------------------------------------------
// Last-minute urgency

const HOUR_MS = 3_600_000;

/**
 * The instant of a Sofia wall-clock time: a time skipped in spring (03:00-03:59 on the last
 * Sunday of March) moves an hour later, and a time that happens twice in autumn is its first
 * occurrence, still in summer time (core/time-zone.ts).
 */
export function sofiaLocalToInstant(date: string, time: string): Date {
  return localToInstant(date, time, SITE_TIME_ZONE);
}

/** Today's date in Sofia at an instant. */
function sofiaDate(at: Date): string {
  return new Date(wallClockMs(at.getTime(), SITE_TIME_ZONE)).toISOString().slice(0, 10);
}

/**
 * How soon a flight leaves, for last-minute deals.
 * - departureInHours: exact hours from `now` to departure (fractional; negative once it has left).
 *   Real elapsed time, so a night with a clock change is 23 or 25 hours long.
 * - departureInDays: calendar days from today in Sofia to the departure date: 0 = today,
 *   1 = tomorrow, whatever the time of day (negative for past dates).
 */
export function urgency(
  departureDate: string,
  departureTime: string,
  now: Date,
): { departureInHours: number; departureInDays: number } {
  const departure = sofiaLocalToInstant(departureDate, departureTime);
  return {
    departureInHours: (departure.getTime() - now.getTime()) / HOUR_MS,
    departureInDays: dayNumber(departureDate) - dayNumber(sofiaDate(now)),
  };
}
