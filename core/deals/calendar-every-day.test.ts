import { describe, expect, it } from "vitest";
import { planCrawlSearches } from "../pricing/crawl-plan.ts";
import { addDays, dayNumber, isoWeekday } from "./bulgarian-holidays.ts";
import {
  christmasSeasonFor,
  coversChristmasHolidays,
  sofiaLocalToInstant,
  upcomingWeekends,
  urgency,
  weekendPatternOf,
} from "./calendar.ts";

/**
 * The calendar rules asked on every day of three years (a leap year, two clock changes a year,
 * three Christmases), at three times of a Sofia day: the rules that once failed only on Tuesdays
 * are checked on every weekday, month end and holiday, whatever day the suite runs.
 */
const FIRST = "2026-01-01";
const DAYS = dayNumber("2028-12-31") - dayNumber(FIRST) + 1;
const everyDay = Array.from({ length: DAYS }, (_, i) => addDays(FIRST, i));
/** Just after midnight, noon and just before midnight in Sofia: UTC is on another date for two of them. */
const TIMES = ["00:05", "12:00", "23:55"] as const;

describe("the calendar on every day of 2026-2028", () => {
  it("lists the coming weekends from the first Saturday on or after today, a week apart", () => {
    for (const today of everyDay) {
      const weekends = upcomingWeekends(today, 12);
      const first = weekends[0]?.weekendStart ?? "";
      expect(isoWeekday(first), today).toBe(6);
      expect(dayNumber(first) - dayNumber(today), today).toBeGreaterThanOrEqual(0);
      expect(dayNumber(first) - dayNumber(today), today).toBeLessThan(7);
      for (const [i, weekend] of weekends.entries()) {
        expect(weekend.weekendStart, today).toBe(addDays(first, 7 * i));
        expect(weekend.weekendEnd, today).toBe(addDays(weekend.weekendStart, 1));
      }
      expect(new Set(weekends.map((w) => w.weekendKey)).size, today).toBe(12);
    }
  });

  it("calls a trip a weekend trip only for the four shapes, leaving on any day", () => {
    for (const departure of everyDay) {
      for (const nights of [1, 2, 3, 4, 5]) {
        const trip = weekendPatternOf(departure, addDays(departure, nights));
        const shape = `${isoWeekday(departure)}+${nights}`;
        const expected = { "5+2": "fri-sun", "5+3": "fri-mon", "6+2": "sat-mon", "4+4": "thu-mon" }[shape] ?? null;
        expect(trip?.pattern ?? null, `${departure} ${nights} nights`).toBe(expected);
        if (trip) expect(dayNumber(trip.weekendStart) - dayNumber(departure)).toBeLessThanOrEqual(2);
      }
    }
  });

  it("keeps the coming Christmas season ahead until it has ended", () => {
    for (const today of everyDay) {
      const season = christmasSeasonFor(today);
      expect(season.end >= today, today).toBe(true);
      expect(dayNumber(season.start) - dayNumber(today), today).toBeLessThanOrEqual(365);
      expect(coversChristmasHolidays(`${season.year}-12-24`, `${season.year}-12-26`)).toBe(true);
    }
  });

  it("counts a departure k days away as k days away at any time of the Sofia day, clock changes included", () => {
    for (const today of everyDay) {
      for (const time of TIMES) {
        const now = sofiaLocalToInstant(today, time);
        for (const k of [0, 1, 3, 5, 7]) {
          const soon = urgency(addDays(today, k), "12:00", now);
          expect(soon.departureInDays, `${today} ${time} +${k}`).toBe(k);
          // a day with a clock change is 23 or 25 hours long; none is shorter or longer
          const hours = soon.departureInHours;
          const wallHours = k * 24 + 12 - (Number(time.slice(0, 2)) + Number(time.slice(3)) / 60);
          expect(Math.abs(hours - wallHours), `${today} ${time} +${k}`).toBeLessThanOrEqual(1 + 1e-9);
        }
      }
    }
  });

  it("plans each day's crawl from tomorrow on, with weekend and Christmas searches where they belong", () => {
    for (const today of everyDay) {
      const at = new Date(`${today}T09:00:00Z`);
      const searches = planCrawlSearches(at, { horizonDays: 360, windowDays: 30, limitPerWindow: 4 });
      const tomorrow = addDays(today, 1);
      const months = searches.filter((s) => s.purpose === "month");
      expect(months[0]?.departFrom, today).toBe(tomorrow);
      for (const [i, month] of months.entries()) {
        if (i > 0) expect(month.departFrom, today).toBe(addDays(months[i - 1]?.departTo ?? "", 1));
      }
      expect(months.at(-1)?.departTo, today).toBe(addDays(today, 360));
      for (const search of searches) expect(search.departFrom >= tomorrow, `${today} ${search.purpose}`).toBe(true);
      const christmas = searches.find((s) => s.purpose === "christmas");
      if (christmas) {
        expect(christmas.departTo.slice(5), today).toBe("12-31");
        expect(christmas.departFrom <= christmas.departTo, today).toBe(true);
      } else {
        // only in the last days of the year, when every Christmas departure has gone
        expect(today.slice(5) >= "12-31", today).toBe(true);
      }
    }
  });
});
