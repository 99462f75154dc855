import { describe, expect, it } from "vitest";
import { addMonths, isMonth, lastDayOf, monthsFrom, monthWeeks } from "./month-grid.ts";

describe("months", () => {
  it("steps across the year's end both ways", () => {
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2027-01", -1)).toBe("2026-12");
    expect(addMonths("2026-11", 13)).toBe("2027-12");
    expect(monthsFrom("2026-11", 3)).toEqual(["2026-11", "2026-12", "2027-01"]);
  });

  it("knows the last day of each month, a leap February too", () => {
    expect(lastDayOf("2026-11")).toBe("2026-11-30");
    expect(lastDayOf("2026-12")).toBe("2026-12-31");
    expect(lastDayOf("2026-02")).toBe("2026-02-28");
    expect(lastDayOf("2028-02")).toBe("2028-02-29");
  });

  it("takes YYYY-MM only", () => {
    expect(isMonth("2026-12")).toBe(true);
    for (const bad of ["2026-13", "2026-00", "2026-1", "26-12", "2026-12-01", 202612, null])
      expect(isMonth(bad)).toBe(false);
  });
});

describe("monthWeeks", () => {
  it("starts the week on Monday: February 2026 opens on a Sunday and fills four weeks and a day", () => {
    const weeks = monthWeeks("2026-02");
    expect(weeks[0]).toEqual([null, null, null, null, null, null, "2026-02-01"]);
    expect(weeks[1]?.[0]).toBe("2026-02-02");
    expect(weeks.at(-1)).toEqual([
      "2026-02-23",
      "2026-02-24",
      "2026-02-25",
      "2026-02-26",
      "2026-02-27",
      "2026-02-28",
      null,
    ]);
    expect(weeks).toHaveLength(5);
  });

  it("holds every day of December 2026 (opens on a Tuesday) once, in weeks of seven", () => {
    const weeks = monthWeeks("2026-12");
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    const days = weeks.flat().filter((day) => day !== null);
    expect(days).toHaveLength(31);
    expect(weeks[0]?.slice(0, 2)).toEqual([null, "2026-12-01"]);
    // Christmas Day is a Friday
    expect(weeks.find((week) => week.includes("2026-12-25"))?.indexOf("2026-12-25")).toBe(4);
  });

  it("lays out a month that opens on a Monday with no padding before it (June 2026)", () => {
    expect(monthWeeks("2026-06")[0]?.[0]).toBe("2026-06-01");
  });
});
