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
    [2100, "2100-05-02"], // the Julian calendar falls a 14th day behind from March 2100
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

  // Every day off of the years the site sells, written out from the Labour Code by hand: the
  // holiday, its date and, for a day off in lieu, the weekend holiday it stands in for.
  const daysOf = (year: number) =>
    bulgarianPublicHolidays(year).map(({ date, nameEn, transferredFrom }) =>
      transferredFrom ? [date, nameEn, transferredFrom] : [date, nameEn],
    );
  const LIBERATION = "Liberation Day";
  const ST_GEORGE = "St George's Day, Day of Bravery and the Bulgarian Army";
  const EDUCATION = "Day of Bulgarian Education and Culture and Slavonic Literature";
  const IN_LIEU = " (day off in lieu)";

  it("2026: 24 May and 6 Sep fall on Sundays, 26 Dec on a Saturday", () => {
    expect(daysOf(2026)).toEqual([
      ["2026-01-01", "New Year's Day"],
      ["2026-03-03", LIBERATION],
      ["2026-04-10", "Good Friday"],
      ["2026-04-11", "Holy Saturday"],
      ["2026-04-12", "Easter Sunday"],
      ["2026-04-13", "Easter Monday"],
      ["2026-05-01", "Labour Day"],
      ["2026-05-06", ST_GEORGE],
      ["2026-05-24", EDUCATION],
      ["2026-05-25", EDUCATION + IN_LIEU, "2026-05-24"],
      ["2026-09-06", "Unification Day"],
      ["2026-09-07", `Unification Day${IN_LIEU}`, "2026-09-06"],
      ["2026-09-22", "Independence Day"],
      ["2026-12-24", "Christmas Eve"],
      ["2026-12-25", "Christmas Day"],
      ["2026-12-26", "Second Day of Christmas"],
      ["2026-12-28", `Second Day of Christmas${IN_LIEU}`, "2026-12-26"],
    ]);
  });

  it("2027: 1 May is also Holy Saturday, so its day off skips Easter Monday; 25-26 Dec are a weekend", () => {
    expect(daysOf(2027)).toEqual([
      ["2027-01-01", "New Year's Day"],
      ["2027-03-03", LIBERATION],
      ["2027-04-30", "Good Friday"],
      ["2027-05-01", "Labour Day"],
      ["2027-05-01", "Holy Saturday"],
      ["2027-05-02", "Easter Sunday"],
      ["2027-05-03", "Easter Monday"],
      ["2027-05-04", `Labour Day${IN_LIEU}`, "2027-05-01"],
      ["2027-05-06", ST_GEORGE],
      ["2027-05-24", EDUCATION],
      ["2027-09-06", "Unification Day"],
      ["2027-09-22", "Independence Day"],
      ["2027-12-24", "Christmas Eve"],
      ["2027-12-25", "Christmas Day"],
      ["2027-12-26", "Second Day of Christmas"],
      ["2027-12-27", `Christmas Day${IN_LIEU}`, "2027-12-25"],
      ["2027-12-28", `Second Day of Christmas${IN_LIEU}`, "2027-12-26"],
    ]);
  });

  it("2028: 1 Jan and 6 May fall on Saturdays, Christmas Eve on a Sunday", () => {
    expect(daysOf(2028)).toEqual([
      ["2028-01-01", "New Year's Day"],
      ["2028-01-03", `New Year's Day${IN_LIEU}`, "2028-01-01"],
      ["2028-03-03", LIBERATION],
      ["2028-04-14", "Good Friday"],
      ["2028-04-15", "Holy Saturday"],
      ["2028-04-16", "Easter Sunday"],
      ["2028-04-17", "Easter Monday"],
      ["2028-05-01", "Labour Day"],
      ["2028-05-06", ST_GEORGE],
      ["2028-05-08", ST_GEORGE + IN_LIEU, "2028-05-06"],
      ["2028-05-24", EDUCATION],
      ["2028-09-06", "Unification Day"],
      ["2028-09-22", "Independence Day"],
      ["2028-12-24", "Christmas Eve"],
      ["2028-12-25", "Christmas Day"],
      ["2028-12-26", "Second Day of Christmas"],
      ["2028-12-27", `Christmas Eve${IN_LIEU}`, "2028-12-24"],
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
    for (const year of [2025, 2026, 2027, 2028]) {
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
