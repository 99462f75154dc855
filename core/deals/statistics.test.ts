import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mean, median, stddev, zScore } from "./statistics.ts";

const prices = fc.array(
  fc.integer({ min: 1, max: 500_000 }).map((cents) => cents / 100),
  { minLength: 1, maxLength: 200 },
);

/** Naive references, written the slow obvious way. */
function naiveMedian(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  return n % 2 === 1
    ? (sorted[(n - 1) / 2] as number)
    : ((sorted[n / 2 - 1] as number) + (sorted[n / 2] as number)) / 2;
}
function naiveStddev(values: number[]): number {
  if (values.length < 2) return 0;
  const m = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.map((v) => (v - m) ** 2).reduce((a, b) => a + b, 0) / (values.length - 1));
}

describe("statistics", () => {
  it("median equals the naive median and lies between min and max", () => {
    fc.assert(
      fc.property(prices, (values) => {
        const m = median(values);
        expect(m).toBeCloseTo(naiveMedian(values), 9);
        expect(m).toBeGreaterThanOrEqual(Math.min(...values));
        expect(m).toBeLessThanOrEqual(Math.max(...values));
      }),
    );
  });

  it("stddev equals the naive sample standard deviation and ignores order and shifts", () => {
    fc.assert(
      fc.property(prices, fc.integer({ min: 0, max: 1000 }), (values, shift) => {
        expect(stddev(values)).toBeCloseTo(naiveStddev(values), 6);
        expect(stddev([...values].reverse())).toBeCloseTo(stddev(values), 6);
        expect(stddev(values.map((v) => v + shift))).toBeCloseTo(stddev(values), 6);
      }),
    );
  });

  it("z of the mean is 0, and z scales with the distance from it", () => {
    fc.assert(
      fc.property(
        prices.filter((v) => v.length >= 2 && stddev(v) > 0),
        (values) => {
          const m = mean(values);
          const sd = stddev(values);
          expect(zScore(m, m, sd)).toBeCloseTo(0, 9);
          expect(zScore(m - 2 * sd, m, sd)).toBeCloseTo(-2, 9);
        },
      ),
    );
  });

  it("has defined edges", () => {
    expect(median([])).toBeNaN();
    expect(median([7])).toBe(7);
    expect(stddev([7])).toBe(0);
    expect(zScore(5, 5, 0)).toBeNull();
  });
});
