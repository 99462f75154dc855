import { describe, expect, it } from "vitest";
import {
  bulgarianPublicHolidays,
  isBulgarianDayOff,
  isoWeekday,
  isWorkingDay,
  orthodoxEaster,
} from "./bulgarian-holidays.ts";

const datesOf = (year: number) => bulgarianPublicHolidays(year).map((holiday) => holiday.date);
const transfersOf = (year: number) =>
  bulgarianPublicHolidays(year)
    .filter((holiday) => holiday.transferredFrom)
    .map((holiday) => [holiday.transferredFrom, holiday.date]);

describe("orthodoxEaster", () => {
  it.each([
    [2021, "2021-05-02"],
    [2023, "2023-04-16"],
    [2024, "2024-05-05"],
    [2025, "2025-04-20"],
    [2026, "2026-04-12"],
    [2027, "2027-05-02"],
    [2028, "2028-04-16"],
  ])("%i is %s, a Sunday", (year, date) => {
    expect(orthodoxEaster(year)).toBe(date);
    expect(isoWeekday(date)).toBe(7);
  });
});

describe("bulgarianPublicHolidays", () => {
  it("2025: 24 May and 6 Sep fall on Saturdays and move to the Mondays", () => {
    expect(datesOf(2025)).toEqual([
      "2025-01-01",
      "2025-03-03",
      "2025-04-18",
      "2025-04-19",
      "2025-04-20",
      "2025-04-21",
      "2025-05-01",
      "2025-05-06",
      "2025-05-24",
      "2025-05-26",
      "2025-09-06",
      "2025-09-08",
      "2025-09-22",
      "2025-12-24",
      "2025-12-25",
      "2025-12-26",
    ]);
    expect(transfersOf(2025)).toEqual([
      ["2025-05-24", "2025-05-26"],
      ["2025-09-06", "2025-09-08"],
    ]);
  });

  it("2026: 24 May and 6 Sep fall on Sundays, 26 Dec on a Saturday", () => {
    expect(datesOf(2026)).toEqual([
      "2026-01-01",
      "2026-03-03",
      "2026-04-10",
      "2026-04-11",
      "2026-04-12",
      "2026-04-13",
      "2026-05-01",
      "2026-05-06",
      "2026-05-24",
      "2026-05-25",
      "2026-09-06",
      "2026-09-07",
      "2026-09-22",
      "2026-12-24",
      "2026-12-25",
      "2026-12-26",
      "2026-12-28",
    ]);
    expect(transfersOf(2026)).toEqual([
      ["2026-05-24", "2026-05-25"],
      ["2026-09-06", "2026-09-07"],
      ["2026-12-26", "2026-12-28"],
    ]);
  });

  it("2027: 1 May is also Holy Saturday, so its day off skips Easter Monday; 25-26 Dec are a weekend", () => {
    expect(datesOf(2027)).toEqual([
      "2027-01-01",
      "2027-03-03",
      "2027-04-30",
      "2027-05-01",
      "2027-05-01",
      "2027-05-02",
      "2027-05-03",
      "2027-05-04",
      "2027-05-06",
      "2027-05-24",
      "2027-09-06",
      "2027-09-22",
      "2027-12-24",
      "2027-12-25",
      "2027-12-26",
      "2027-12-27",
      "2027-12-28",
    ]);
    expect(transfersOf(2027)).toEqual([
      ["2027-05-01", "2027-05-04"],
      ["2027-12-25", "2027-12-27"],
      ["2027-12-26", "2027-12-28"],
    ]);
  });

  it("2022: Christmas Eve and Day on the weekend give 27 and 28 Dec, 26 Dec being a holiday already", () => {
    expect(transfersOf(2022)).toEqual([
      ["2022-01-01", "2022-01-03"],
      ["2022-05-01", "2022-05-02"],
      ["2022-12-24", "2022-12-27"],
      ["2022-12-25", "2022-12-28"],
    ]);
  });

  it("does not transfer Easter days, and names every day in both languages", () => {
    for (const year of [2025, 2026, 2027]) {
      for (const holiday of bulgarianPublicHolidays(year)) {
        expect(holiday.nameBg).not.toBe("");
        expect(holiday.nameEn).not.toBe("");
      }
    }
    // Easter days are always Fri-Mon, so a transfer would show as a Tuesday after Easter Monday
    expect(isBulgarianDayOff("2026-04-14")).toBe(false);
  });

  it("rejects a year it cannot compute", () => {
    expect(() => bulgarianPublicHolidays(2026.5)).toThrow(RangeError);
  });
});

describe("isBulgarianDayOff and isWorkingDay", () => {
  it.each([
    ["2026-01-01", true], // New Year, Thursday
    ["2026-01-02", false], // Friday, no bridge day by law
    ["2026-01-03", true], // Saturday
    ["2026-05-25", true], // transferred from Sunday 24 May
    ["2026-05-26", false],
    ["2026-12-28", true], // transferred from Saturday 26 Dec
    ["2026-12-29", false],
    ["2027-05-04", true], // transferred from 1 May, after Easter Monday
    ["2027-05-05", false],
  ])("%s is a day off: %s", (date, dayOff) => {
    expect(isBulgarianDayOff(date)).toBe(dayOff);
    expect(isWorkingDay(date)).toBe(!dayOff);
  });

  it("rejects malformed dates", () => {
    expect(() => isBulgarianDayOff("2026-02-30")).toThrow(RangeError);
    expect(() => isBulgarianDayOff("2026-5-1")).toThrow(RangeError);
  });
});
