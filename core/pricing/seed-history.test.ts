import { describe, expect, it } from "vitest";
import { seedCrawlTimes } from "./seed-history.ts";

/** Sofia's wall-clock times as instants: EET (UTC+2) in winter, EEST (UTC+3) from 29 March 2026. */
const SOFIA_TIMES = {
  "00:05 on a winter night": "2026-11-29T00:05:00+02:00",
  "05:29, before the 06:00 UTC crawl hour": "2026-11-29T05:29:00+02:00",
  noon: "2026-11-29T12:00:00+02:00",
  "23:55": "2026-11-29T23:55:00+02:00",
  "03:30 on 29 March, the hour the clocks skip": "2026-03-29T04:30:00+03:00",
  "03:30 the first time on 25 October, when the clocks go back": "2026-10-25T03:30:00+03:00",
  "03:30 the second time on 25 October": "2026-10-25T03:30:00+02:00",
  "00:10 on 1 January": "2027-01-01T00:10:00+02:00",
} as const;

describe("seedCrawlTimes", () => {
  for (const [name, iso] of Object.entries(SOFIA_TIMES)) {
    it(`ends at the clock's half hour, never after it, at ${name}`, () => {
      const now = new Date(iso);
      const times = seedCrawlTimes(now, 20);
      expect(times).toHaveLength(20);
      const latest = times.at(-1) as Date;
      expect(latest.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(now.getTime() - latest.getTime()).toBeLessThan(30 * 60_000);
      for (const [index, at] of times.slice(0, -1).entries()) {
        // one a day at 06:00 UTC, oldest first, each before the next
        expect(at.toISOString().slice(11)).toBe("06:00:00.000Z");
        expect((times[index + 1] as Date).getTime()).toBeGreaterThan(at.getTime());
      }
    });
  }

  it("gives the same times to a seed run again later in the same half hour", () => {
    const first = seedCrawlTimes(new Date("2026-11-29T10:31:00Z"), 5);
    const again = seedCrawlTimes(new Date("2026-11-29T10:59:59Z"), 5);
    expect(again).toEqual(first);
  });

  it("records one crawl, now's, for a day of history", () => {
    expect(seedCrawlTimes(new Date("2026-11-29T03:29:00Z"), 1)).toEqual([new Date("2026-11-29T03:00:00Z")]);
  });
});
