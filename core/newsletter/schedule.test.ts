import { describe, expect, it } from "vitest";
import { dueIssues } from "./schedule.ts";

const SOFIA = { timezone: "Europe/Sofia", sendTime: "08:00", weeklyDay: 4 };

describe("dueIssues", () => {
  it("sends the daily issue from the local send time, for the local day", () => {
    // Wednesday 25 November 2026: Sofia is UTC+2
    expect(dueIssues(new Date("2026-11-25T05:59:00Z"), SOFIA)).toBeNull();
    expect(dueIssues(new Date("2026-11-25T06:00:00Z"), SOFIA)).toEqual({ day: "2026-11-25", frequencies: ["daily"] });
    expect(dueIssues(new Date("2026-11-25T09:59:00Z"), SOFIA)).toEqual({ day: "2026-11-25", frequencies: ["daily"] });
    expect(dueIssues(new Date("2026-11-25T10:00:00Z"), SOFIA)).toBeNull();
  });

  it("adds the weekly issue on the weekly day, and the monthly one on its first occurrence in the month", () => {
    // Thursday 26 November 2026
    expect(dueIssues(new Date("2026-11-26T06:30:00Z"), SOFIA)?.frequencies).toEqual(["daily", "weekly"]);
    // Thursday 3 December 2026: the first Thursday of December
    expect(dueIssues(new Date("2026-12-03T06:30:00Z"), SOFIA)?.frequencies).toEqual(["daily", "weekly", "monthly"]);
    // a Sunday as the weekly day (ISO 7): Sunday 29 November 2026
    expect(dueIssues(new Date("2026-11-29T06:30:00Z"), { ...SOFIA, weeklyDay: 7 })?.frequencies).toEqual([
      "daily",
      "weekly",
    ]);
  });

  it("keeps to the local clock across the clock changes", () => {
    // summer time: Sofia is UTC+3, so 08:00 is 05:00 UTC (Thursday 2 July 2026)
    expect(dueIssues(new Date("2026-07-02T04:59:00Z"), SOFIA)).toBeNull();
    expect(dueIssues(new Date("2026-07-02T05:00:00Z"), SOFIA)?.frequencies).toEqual(["daily", "weekly", "monthly"]);
    // Sunday 29 March 2026, the spring change at 03:00: 08:00 is 05:00 UTC that day
    expect(dueIssues(new Date("2026-03-29T05:00:00Z"), SOFIA)?.day).toBe("2026-03-29");
    expect(dueIssues(new Date("2026-03-29T04:59:00Z"), SOFIA)).toBeNull();
    // Sunday 25 October 2026, the autumn change: back to UTC+2, 08:00 is 06:00 UTC
    expect(dueIssues(new Date("2026-10-25T05:30:00Z"), SOFIA)).toBeNull();
    expect(dueIssues(new Date("2026-10-25T06:00:00Z"), SOFIA)?.day).toBe("2026-10-25");
  });

  it("takes the local day across midnight UTC, on New Year's Eve too", () => {
    const late = { ...SOFIA, sendTime: "23:30" };
    // 31 December 2026, 23:45 in Sofia is 21:45 UTC
    expect(dueIssues(new Date("2026-12-31T21:45:00Z"), late)?.day).toBe("2026-12-31");
    // at 00:15 on 1 January only the 1st counts, and its 23:30 has not come
    expect(dueIssues(new Date("2026-12-31T22:15:00Z"), late)).toBeNull();
    const early = { ...SOFIA, timezone: "Asia/Tokyo", sendTime: "07:00" };
    // 22:00 UTC on 31 December is 07:00 on 1 January in Tokyo
    expect(dueIssues(new Date("2026-12-31T22:00:00Z"), early)?.day).toBe("2027-01-01");
  });
});
