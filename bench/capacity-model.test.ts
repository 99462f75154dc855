import { describe, expect, it } from "vitest";
import { capacityRow, capacityTable, type MeasuredRates } from "./capacity-model.ts";

const rates: MeasuredRates = {
  eventsPerCrawl: 2,
  eventBytes: 1_000,
  priceRowsPerCrawl: 100,
  priceRowBytes: 200,
  sampleRowsPerCrawl: 100,
  sampleRowBytes: 100,
  walBytesPerCrawl: 50_000,
  fixedEventsPerDay: 10,
  fixedEventBytesPerDay: 5_000,
};

describe("capacityRow", () => {
  it("scales one crawl's figures to routes x crawls a day and a year", () => {
    const row = capacityRow(rates, 100, 24);
    expect(row.crawls).toBe(2_400);
    expect(row.eventsPerDay).toBe(2_400 * 2 + 10);
    expect(row.priceRowsPerDay).toBe(240_000);
    expect(row.eventsPerYear).toBe((2_400 * 2 + 10) * 365);
    expect(row.priceRowsPerYear).toBe(240_000 * 365);
    // (4,800 events x 1,000 B + 5,000 B) a day for a year
    expect(row.eventsGbPerYear).toBeCloseTo(((4_800 * 1_000 + 5_000) * 365) / 1e9, 9);
    expect(row.priceHistoryGbPerYear).toBeCloseTo((240_000 * 200 * 365) / 1e9, 9);
    expect(row.samplesGbPerYear).toBeCloseTo((240_000 * 100 * 365) / 1e9, 9);
    expect(row.walGbPerDay).toBeCloseTo((2_400 * 50_000) / 1e9, 9);
  });

  it("keeps the clock's events when no route is crawled", () => {
    const row = capacityRow(rates, 0, 96);
    expect(row.eventsPerDay).toBe(10);
    expect(row.priceRowsPerDay).toBe(0);
  });
});

describe("capacityTable", () => {
  it("has a row for every planned routes x crawls pair, routes first", () => {
    const table = capacityTable(rates);
    expect(table.map((r) => [r.routes, r.crawlsPerDay])).toEqual([
      [100, 4],
      [100, 24],
      [100, 96],
      [500, 4],
      [500, 24],
      [500, 96],
      [2_000, 4],
      [2_000, 24],
      [2_000, 96],
    ]);
  });
});
