import { describe, expect, it } from "vitest";
import {
  christmasSeasonFor,
  christmasWindow,
  coversChristmasHolidays,
  sofiaLocalToInstant,
  upcomingWeekends,
  urgency,
  WEEKEND_PATTERNS,
  weekendPatternOf,
} from "./calendar.ts";

describe("weekendPatternOf", () => {
  it("matches every pattern by departure weekday and nights", () => {
    expect(weekendPatternOf("2026-12-04", "2026-12-06")).toEqual({
      pattern: "fri-sun",
      weekendKey: "2026-W49",
      weekendStart: "2026-12-05",
      weekendEnd: "2026-12-06",
      nights: 2,
      needsPto: true,
    });
    expect(weekendPatternOf("2026-12-04", "2026-12-07")).toMatchObject({ pattern: "fri-mon", nights: 3 });
    expect(weekendPatternOf("2026-12-05", "2026-12-07")).toMatchObject({ pattern: "sat-mon", nights: 2 });
    expect(weekendPatternOf("2026-12-03", "2026-12-07")).toMatchObject({ pattern: "thu-mon", nights: 4 });
    for (const [departure, back] of [
      ["2026-12-04", "2026-12-07"],
      ["2026-12-05", "2026-12-07"],
      ["2026-12-03", "2026-12-07"],
    ] as const) {
      expect(weekendPatternOf(departure, back)).toMatchObject({
        weekendKey: "2026-W49",
        weekendStart: "2026-12-05",
        weekendEnd: "2026-12-06",
        needsPto: true,
      });
    }
    expect(Object.keys(WEEKEND_PATTERNS).sort()).toEqual(["fri-mon", "fri-sun", "sat-mon", "thu-mon"]);
  });

  it("returns null for trips that are not weekend trips", () => {
    expect(weekendPatternOf("2026-12-04", "2026-12-05")).toBeNull(); // Fri-Sat
    expect(weekendPatternOf("2026-12-04", "2026-12-13")).toBeNull(); // Fri to the next Sunday
    expect(weekendPatternOf("2026-12-06", "2026-12-08")).toBeNull(); // Sun-Tue
    expect(weekendPatternOf("2026-12-05", "2026-12-06")).toBeNull(); // Sat-Sun, one night
    expect(weekendPatternOf("2026-12-06", "2026-12-04")).toBeNull(); // returns before it leaves
  });

  it("needs no time off when the working days of the trip are holidays", () => {
    // Friday 1 May 2026, Labour Day
    expect(weekendPatternOf("2026-05-01", "2026-05-03")).toMatchObject({
      pattern: "fri-sun",
      weekendKey: "2026-W18",
      needsPto: false,
    });
    // Easter 2026: Good Friday 10 Apr to Easter Monday 13 Apr
    expect(weekendPatternOf("2026-04-10", "2026-04-13")).toMatchObject({ pattern: "fri-mon", needsPto: false });
    // Monday 25 May 2026 is off for Sunday 24 May
    expect(weekendPatternOf("2026-05-23", "2026-05-25")).toMatchObject({ pattern: "sat-mon", needsPto: false });
    expect(weekendPatternOf("2026-05-30", "2026-06-01")).toMatchObject({ pattern: "sat-mon", needsPto: true });
    // Christmas 2026: Thu 24 to Mon 28 Dec, 28 Dec off for Saturday 26 Dec
    expect(weekendPatternOf("2026-12-24", "2026-12-28")).toMatchObject({
      pattern: "thu-mon",
      weekendKey: "2026-W52",
      needsPto: false,
    });
    // a working Monday after a holiday Friday still needs a day off
    expect(weekendPatternOf("2026-05-01", "2026-05-04")).toMatchObject({ pattern: "fri-mon", needsPto: true });
  });

  it("keys a weekend by the ISO week-year of its Saturday, which may be the previous year", () => {
    expect(weekendPatternOf("2027-01-01", "2027-01-03")).toMatchObject({
      weekendKey: "2026-W53",
      weekendStart: "2027-01-02",
      weekendEnd: "2027-01-03",
      needsPto: false,
    });
    expect(weekendPatternOf("2025-01-03", "2025-01-05")).toMatchObject({ weekendKey: "2025-W01" });
    expect(weekendPatternOf("2025-12-26", "2025-12-28")).toMatchObject({ weekendKey: "2025-W52", needsPto: false });
  });

  it("rejects malformed dates", () => {
    expect(() => weekendPatternOf("2026-12-4", "2026-12-06")).toThrow(RangeError);
  });
});

describe("upcomingWeekends", () => {
  it("starts with the weekend whose Saturday is on or after the date", () => {
    expect(upcomingWeekends("2026-12-02", 3)).toEqual([
      { weekendKey: "2026-W49", weekendStart: "2026-12-05", weekendEnd: "2026-12-06" },
      { weekendKey: "2026-W50", weekendStart: "2026-12-12", weekendEnd: "2026-12-13" },
      { weekendKey: "2026-W51", weekendStart: "2026-12-19", weekendEnd: "2026-12-20" },
    ]);
    expect(upcomingWeekends("2026-12-05", 1)[0]?.weekendStart).toBe("2026-12-05");
    expect(upcomingWeekends("2026-12-06", 1)[0]?.weekendStart).toBe("2026-12-12");
  });

  it("crosses the year with ISO week keys", () => {
    expect(upcomingWeekends("2026-12-21", 3).map((w) => w.weekendKey)).toEqual(["2026-W52", "2026-W53", "2027-W01"]);
    const all = upcomingWeekends("2026-12-21", 24);
    expect(all).toHaveLength(24);
    expect(all.at(-1)?.weekendStart).toBe("2027-06-05");
  });

  it("takes 1 to 24 weeks", () => {
    expect(() => upcomingWeekends("2026-12-02", 0)).toThrow(RangeError);
    expect(() => upcomingWeekends("2026-12-02", 25)).toThrow(RangeError);
    expect(() => upcomingWeekends("2026-12-02", 1.5)).toThrow(RangeError);
  });
});

describe("Christmas season", () => {
  it("runs from 18 Dec to 6 Jan", () => {
    expect(christmasWindow(2026)).toEqual({ start: "2026-12-18", end: "2027-01-06" });
  });

  it.each([
    ["2026-12-18", "2026-12-26"], // first day of the season, over Christmas Eve
    ["2026-12-24", "2026-12-25"], // the night of Christmas Eve only
    ["2026-12-25", "2026-12-27"], // Christmas night
    ["2026-12-31", "2027-01-01"], // New Year's Eve only
    ["2026-12-27", "2027-01-06"], // to the last day of the season
    ["2026-12-18", "2027-01-06"], // the whole season
  ])("%s to %s covers the holidays", (departure, back) => {
    expect(coversChristmasHolidays(departure, back)).toBe(true);
  });

  it.each([
    ["2026-12-17", "2026-12-26"], // leaves before the season
    ["2026-12-30", "2027-01-07"], // returns after the season
    ["2026-12-20", "2026-12-24"], // home for Christmas Eve
    ["2026-12-26", "2026-12-30"], // between Christmas and New Year's Eve
    ["2026-12-27", "2026-12-31"], // home for New Year's Eve
    ["2027-01-01", "2027-01-05"], // after New Year's Eve
    ["2026-12-24", "2026-12-24"], // no night away
    ["2026-12-26", "2026-12-24"], // returns before it leaves
    ["2026-07-10", "2026-07-17"], // summer
  ])("%s to %s does not", (departure, back) => {
    expect(coversChristmasHolidays(departure, back)).toBe(false);
  });

  it("is next year's season after 6 Jan", () => {
    expect(christmasSeasonFor("2027-01-06")).toEqual({ year: 2026, start: "2026-12-18", end: "2027-01-06" });
    expect(christmasSeasonFor("2027-01-07")).toEqual({ year: 2027, start: "2027-12-18", end: "2028-01-06" });
    expect(christmasSeasonFor("2026-07-01").year).toBe(2026);
    expect(christmasSeasonFor("2026-12-31").year).toBe(2026);
    expect(christmasSeasonFor("2027-01-01").year).toBe(2026);
  });
});

describe("urgency", () => {
  const hours = (departureDate: string, departureTime: string, now: string) =>
    urgency(departureDate, departureTime, new Date(now));

  it("counts hours in Sofia time, winter (UTC+2) and summer (UTC+3)", () => {
    expect(hours("2026-01-15", "10:00", "2026-01-15T06:00:00Z")).toEqual({ departureInHours: 2, departureInDays: 0 });
    expect(hours("2026-07-15", "10:00", "2026-07-15T06:00:00Z")).toEqual({ departureInHours: 1, departureInDays: 0 });
  });

  it("has a 23-hour night when clocks go forward (last Sunday of March)", () => {
    // midnight in Sofia (UTC+2) to 06:00 summer time (UTC+3) on 29 Mar 2026
    expect(hours("2026-03-29", "06:00", "2026-03-28T22:00:00Z")).toEqual({ departureInHours: 5, departureInDays: 0 });
    // 10:00 on Saturday to 10:00 on Sunday
    expect(hours("2026-03-29", "10:00", "2026-03-28T08:00:00Z")).toEqual({ departureInHours: 23, departureInDays: 1 });
  });

  it("has a 25-hour night when clocks go back (last Sunday of October)", () => {
    // midnight in Sofia (UTC+3) to 06:00 winter time (UTC+2) on 25 Oct 2026
    expect(hours("2026-10-25", "06:00", "2026-10-24T21:00:00Z")).toEqual({ departureInHours: 7, departureInDays: 0 });
    expect(hours("2026-10-25", "10:00", "2026-10-24T07:00:00Z")).toEqual({ departureInHours: 25, departureInDays: 1 });
  });

  it("counts days by the date in Sofia, not in UTC", () => {
    // 22:30 UTC on 1 Jul is 01:30 on 2 Jul in Sofia
    expect(hours("2026-07-02", "10:00", "2026-07-01T22:30:00Z")).toEqual({ departureInHours: 8.5, departureInDays: 0 });
    expect(hours("2026-07-05", "00:00", "2026-07-01T22:30:00Z").departureInDays).toBe(3);
  });

  it("is negative once the flight has left", () => {
    expect(hours("2026-07-01", "08:00", "2026-07-01T07:00:00Z")).toEqual({ departureInHours: -2, departureInDays: 0 });
  });

  it("rejects malformed times", () => {
    expect(() => hours("2026-07-01", "24:00", "2026-07-01T07:00:00Z")).toThrow(RangeError);
    expect(() => hours("2026-07-01", "9:30", "2026-07-01T07:00:00Z")).toThrow(RangeError);
  });
});

describe("sofiaLocalToInstant", () => {
  it("resolves times around the clock changes", () => {
    expect(sofiaLocalToInstant("2026-03-29", "02:59").toISOString()).toBe("2026-03-29T00:59:00.000Z");
    // 03:00-03:59 do not exist on 29 Mar 2026: an hour later
    expect(sofiaLocalToInstant("2026-03-29", "03:30").toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(sofiaLocalToInstant("2026-03-29", "04:00").toISOString()).toBe("2026-03-29T01:00:00.000Z");
    // 03:00-03:59 happen twice on 25 Oct 2026: the first, still summer time
    expect(sofiaLocalToInstant("2026-10-25", "03:30").toISOString()).toBe("2026-10-25T00:30:00.000Z");
    expect(sofiaLocalToInstant("2026-10-25", "04:00").toISOString()).toBe("2026-10-25T02:00:00.000Z");
    expect(sofiaLocalToInstant("2026-10-25", "02:59").toISOString()).toBe("2026-10-24T23:59:00.000Z");
  });
});
