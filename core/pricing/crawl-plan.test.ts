import { describe, expect, it } from "vitest";
import { planCrawlSearches } from "./crawl-plan.ts";

const OPTIONS = { horizonDays: 360, windowDays: 30, limitPerWindow: 8 };
const plan = (at: string) => planCrawlSearches(new Date(at), OPTIONS);
const byPurpose = (at: string, purpose: string) => plan(at).filter((s) => s.purpose === purpose);

describe("planCrawlSearches", () => {
  it("covers twelve months in monthly windows from tomorrow", () => {
    const months = byPurpose("2026-11-25T06:00:00Z", "month");
    expect(months).toHaveLength(12);
    expect(months[0]).toMatchObject({ departFrom: "2026-11-26", departTo: "2026-12-25", limit: 8 });
    expect(months.at(-1)).toMatchObject({ departFrom: "2027-10-22", departTo: "2027-11-20" });
  });

  it("looks at the coming week and the next twelve weekends", () => {
    expect(byPurpose("2026-11-25T06:00:00Z", "last_minute")).toEqual([
      { purpose: "last_minute", departFrom: "2026-11-26", departTo: "2026-12-02", limit: 4 },
    ]);
    const weekends = byPurpose("2026-11-25T06:00:00Z", "weekend");
    expect(weekends.map((s) => [s.departureWeekdays, s.stay])).toEqual([
      [[5], { minNights: 2, maxNights: 3 }],
      [[6], { minNights: 2, maxNights: 2 }],
    ]);
    expect(weekends[0]).toMatchObject({ departFrom: "2026-11-26", departTo: "2027-02-17" });
  });

  it.each([
    ["in July, this year's Christmas", "2026-07-15T06:00:00Z", "2026-12-19", "2026-12-31"],
    ["in late November", "2026-11-25T06:00:00Z", "2026-12-19", "2026-12-31"],
    ["once the departures have begun, from tomorrow", "2026-12-21T06:00:00Z", "2026-12-22", "2026-12-31"],
    ["after Christmas, until New Year's Eve", "2026-12-27T06:00:00Z", "2026-12-28", "2026-12-31"],
    ["on the last departure day, none", "2026-12-31T06:00:00Z", null, null],
    ["on 5 January, this year's", "2027-01-05T06:00:00Z", "2027-12-19", "2027-12-31"],
    ["on the day the clocks go forward", "2026-03-29T06:00:00Z", "2026-12-19", "2026-12-31"],
  ])("asks for Christmas departures %s", (_, at, from, to) => {
    const christmas = byPurpose(at, "christmas");
    if (from === null) return expect(christmas).toEqual([]);
    expect(christmas).toEqual([
      { purpose: "christmas", departFrom: from, departTo: to, limit: 4, stay: { minNights: 6, maxNights: 6 } },
    ]);
  });
});
