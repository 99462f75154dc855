import { describe, expect, it } from "vitest";
import { DESTINATIONS } from "../catalog/data/index.ts";
import { BULGARIAN_AIRPORTS, SEARCH_PROFILE_DEFAULTS } from "../constants.ts";
import { CONNECTION_CADENCE_MINUTES, CRAWL_BUDGET_PER_DAY, plannedRouteCrawlsPerDay } from "./budget.ts";
import { seededBindings } from "./seed.ts";

const airportsOf = new Map(DESTINATIONS.map((d) => [d.iataCode, d.airports.length]));

function seededPlan(origin: string) {
  return seededBindings(origin).map(({ city, connectionOnly }) => ({
    cadenceMinutes: connectionOnly ? CONNECTION_CADENCE_MINUTES : SEARCH_PROFILE_DEFAULTS.successIntervalMinutes,
    airports: airportsOf.get(city) ?? 0,
  }));
}

describe("the crawl budget", () => {
  it("counts route crawls a day: cadence and airports", () => {
    expect(plannedRouteCrawlsPerDay([{ cadenceMinutes: 60, airports: 6 }])).toBe(144);
    expect(
      plannedRouteCrawlsPerDay([
        { cadenceMinutes: 360, airports: 1 },
        { cadenceMinutes: 1440, airports: 2 },
      ]),
    ).toBe(6);
    expect(plannedRouteCrawlsPerDay([])).toBe(0);
  });

  it("binds every catalog destination to a profile, and the seeded plan stays within the budget", () => {
    const bound = new Set(BULGARIAN_AIRPORTS.flatMap((origin) => seededBindings(origin).map((b) => b.city)));
    expect(DESTINATIONS.filter((d) => !bound.has(d.iataCode)).map((d) => d.iataCode)).toEqual([]);
    const planned = plannedRouteCrawlsPerDay(BULGARIAN_AIRPORTS.flatMap(seededPlan));
    expect(planned).toBeLessThanOrEqual(CRAWL_BUDGET_PER_DAY);
    // the connections are crawled less often, not never
    expect(seededBindings("SOF").filter((b) => b.connectionOnly).length).toBeGreaterThan(150);
    expect(planned).toBeGreaterThan(4_000);
  });
});
