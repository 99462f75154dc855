/**
 * Bulgaria's official public holidays and days off, per the Labour Code, art. 154 (wording in
 * force since 2017). Pure; dates are ISO calendar dates ("YYYY-MM-DD") with no time zone, meaning
 * the date in Bulgaria. Only Easter's date comes from a library (date-easter): date-holidays'
 * Bulgarian data lacks Holy Saturday, the 26 Dec holiday and the transfers below (decision 0071).
 *
 * - Art. 154(1): 1 Jan, 3 Mar, 1 May, 6 May, 24 May, 6 Sep, 22 Sep, 24-26 Dec, and the Orthodox
 *   Easter days Good Friday, Holy Saturday, Easter Sunday and Easter Monday.
 * - Art. 154(2): when a holiday other than the Easter ones falls on a Saturday or Sunday, the
 *   first working day after it is a day off (the "transferred" day, normally the following
 *   Monday; if that Monday is already off, e.g. Easter Monday, the next working day). For
 *   24-26 Dec, each of the three days that falls on a Saturday or Sunday gives one day off on
 *   the next working day after 26 Dec, so that three working days are off in total.
 *
 * Not modelled: one-off days the Council of Ministers moves by decree (a bridge day swapped for
 * a working Saturday), and 1 Nov, which is a day off for schools and universities only.
 */

import { orthodoxEaster as orthodoxEasterDate } from "date-easter";
import { DAY_MS } from "../constants.ts";

export interface BulgarianHoliday {
  date: string;
  nameBg: string;
  nameEn: string;
  /** Set on a transferred day off: the date of the weekend holiday it stands in for. */
  transferredFrom?: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a valid ISO date; throws a RangeError otherwise. */
export function dayNumber(date: string): number {
  const match = ISO_DATE.exec(date);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const ms = Date.UTC(year, month - 1, day);
    const back = new Date(ms);
    // Date.UTC maps years 0-99 to 1900-1999, and rolls 2026-02-30 over to March: reject both
    if (back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day) {
      return ms / DAY_MS;
    }
  }
  throw new RangeError(`Not a valid YYYY-MM-DD date: ${JSON.stringify(date)}`);
}

/** The ISO date of a day number (days since 1970-01-01). */
export function dateOfDayNumber(days: number): string {
  return new Date(days * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return dateOfDayNumber(dayNumber(date) + days);
}

/** ISO weekday: 1 = Monday ... 6 = Saturday, 7 = Sunday. */
export function isoWeekday(date: string): number {
  // 1970-01-01 was a Thursday (4)
  return ((((dayNumber(date) + 3) % 7) + 7) % 7) + 1;
}

function isWeekend(date: string): boolean {
  return isoWeekday(date) >= 6;
}

function iso(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function assertYear(year: number): void {
  if (!Number.isInteger(year) || year < 1900 || year > 9999) {
    throw new RangeError(`Not a supported year: ${year}`);
  }
}

/**
 * Orthodox Easter Sunday of a year as a Gregorian date. The computus comes from date-easter
 * (Julian Easter shifted into the Gregorian calendar), checked against the dates in the test.
 */
export function orthodoxEaster(year: number): string {
  assertYear(year);
  const easter = orthodoxEasterDate(year);
  return iso(easter.year, easter.month, easter.day);
}

interface FixedHoliday {
  month: number;
  day: number;
  nameBg: string;
  nameEn: string;
}

const FIXED_HOLIDAYS: readonly FixedHoliday[] = [
  { month: 1, day: 1, nameBg: "Нова година", nameEn: "New Year's Day" },
  {
    month: 3,
    day: 3,
    nameBg: "Ден на Освобождението на България от османско иго",
    nameEn: "Liberation Day",
  },
  {
    month: 5,
    day: 1,
    nameBg: "Ден на труда и на международната работническа солидарност",
    nameEn: "Labour Day",
  },
  {
    month: 5,
    day: 6,
    nameBg: "Гергьовден, Ден на храбростта и Българската армия",
    nameEn: "St George's Day, Day of Bravery and the Bulgarian Army",
  },
  {
    month: 5,
    day: 24,
    nameBg:
      "Ден на светите братя Кирил и Методий, на българската азбука, просвета и култура и на славянската книжовност",
    nameEn: "Day of Bulgarian Education and Culture and Slavonic Literature",
  },
  { month: 9, day: 6, nameBg: "Ден на Съединението", nameEn: "Unification Day" },
  { month: 9, day: 22, nameBg: "Ден на Независимостта на България", nameEn: "Independence Day" },
];

const CHRISTMAS_HOLIDAYS: readonly FixedHoliday[] = [
  { month: 12, day: 24, nameBg: "Бъдни вечер", nameEn: "Christmas Eve" },
  { month: 12, day: 25, nameBg: "Рождество Христово", nameEn: "Christmas Day" },
  { month: 12, day: 26, nameBg: "Рождество Христово (втори ден)", nameEn: "Second Day of Christmas" },
];

const EASTER_DAYS = [
  { offset: -2, nameBg: "Велики петък", nameEn: "Good Friday" },
  { offset: -1, nameBg: "Велика събота", nameEn: "Holy Saturday" },
  { offset: 0, nameBg: "Великден", nameEn: "Easter Sunday" },
  { offset: 1, nameBg: "Великден (втори ден)", nameEn: "Easter Monday" },
] as const;

function transferred(holiday: BulgarianHoliday, date: string): BulgarianHoliday {
  return {
    date,
    nameBg: `${holiday.nameBg} (пренесен почивен ден)`,
    nameEn: `${holiday.nameEn} (day off in lieu)`,
    transferredFrom: holiday.date,
  };
}

/**
 * The year's public holidays and transferred days off, sorted by date. One entry per holiday, so
 * a date can appear twice when two holidays coincide (1 May 2027 is Labour Day and Holy Saturday).
 */
export function bulgarianPublicHolidays(year: number): BulgarianHoliday[] {
  assertYear(year);
  const easter = orthodoxEaster(year);
  const fixed = FIXED_HOLIDAYS.map(({ month, day, nameBg, nameEn }) => ({
    date: iso(year, month, day),
    nameBg,
    nameEn,
  }));
  const christmas = CHRISTMAS_HOLIDAYS.map(({ month, day, nameBg, nameEn }) => ({
    date: iso(year, month, day),
    nameBg,
    nameEn,
  }));
  const easterDays = EASTER_DAYS.map(({ offset, nameBg, nameEn }) => ({
    date: addDays(easter, offset),
    nameBg,
    nameEn,
  }));

  const holidays: BulgarianHoliday[] = [...fixed, ...christmas, ...easterDays];
  const daysOff = new Set(holidays.map((holiday) => holiday.date));
  /** The first weekday after `date` that is not already a day off; claims it. */
  const claimNextWorkingDayAfter = (date: string): string => {
    let next = addDays(date, 1);
    while (isWeekend(next) || daysOff.has(next)) next = addDays(next, 1);
    daysOff.add(next);
    return next;
  };

  // in date order, so an earlier transfer claims its day first (fixed holidays are in order)
  for (const holiday of fixed) {
    if (isWeekend(holiday.date)) holidays.push(transferred(holiday, claimNextWorkingDayAfter(holiday.date)));
  }
  for (const holiday of christmas) {
    if (isWeekend(holiday.date)) holidays.push(transferred(holiday, claimNextWorkingDayAfter(iso(year, 12, 26))));
  }

  return holidays.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

const daysOffByYear = new Map<number, ReadonlySet<string>>();

function publicDaysOff(year: number): ReadonlySet<string> {
  let days = daysOffByYear.get(year);
  if (!days) {
    days = new Set(bulgarianPublicHolidays(year).map((holiday) => holiday.date));
    daysOffByYear.set(year, days);
  }
  return days;
}

/** A Saturday, a Sunday, a public holiday or a transferred day off in Bulgaria. */
export function isBulgarianDayOff(date: string): boolean {
  // dayNumber validates; transferred days never cross into the next year (the latest is 28 Dec)
  return isWeekend(date) || publicDaysOff(Number(date.slice(0, 4))).has(date);
}

/** A day people in Bulgaria normally work: not a weekend, public holiday or transferred day off. */
export function isWorkingDay(date: string): boolean {
  return !isBulgarianDayOff(date);
}
