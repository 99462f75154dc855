import { describe, expect, it } from "vitest";
import { histogramQuantile, hitRatio, routeFigures } from "./summary.ts";

describe("histogramQuantile", () => {
  it("interpolates inside the bucket the rank falls in, as PromQL does", () => {
    // 100 observations: 50 under 10 ms, 40 more under 100 ms, 10 more under 1 s
    const buckets = [
      { le: 0.01, count: 50 },
      { le: 0.1, count: 90 },
      { le: 1, count: 100 },
      { le: Number.POSITIVE_INFINITY, count: 100 },
    ];
    expect(histogramQuantile(0.5, buckets)).toBeCloseTo(0.01);
    // rank 95: halfway through the (0.1, 1] bucket
    expect(histogramQuantile(0.95, buckets)).toBeCloseTo(0.55);
  });

  it("answers the last finite bound past it, and null without observations", () => {
    expect(
      histogramQuantile(0.95, [
        { le: 0.1, count: 1 },
        { le: Number.POSITIVE_INFINITY, count: 10 },
      ]),
    ).toBe(0.1);
    expect(histogramQuantile(0.95, [{ le: Number.POSITIVE_INFINITY, count: 0 }])).toBeNull();
  });
});

describe("routeFigures", () => {
  it("sums status classes per route and language, with requests per second and 5xx", () => {
    const labels = (status: string, le?: string) => ({
      method: "GET",
      route: "/:countrySlug/:citySlug",
      locale: "bg",
      status,
      ...(le ? { le } : {}),
    });
    const figures = routeFigures(
      [
        { metricName: "x_bucket", labels: labels("2xx", "0.1"), value: 8 },
        { metricName: "x_bucket", labels: labels("2xx", "+Inf"), value: 9 },
        { metricName: "x_count", labels: labels("2xx"), value: 9 },
        { metricName: "x_bucket", labels: labels("5xx", "0.1"), value: 0 },
        { metricName: "x_bucket", labels: labels("5xx", "+Inf"), value: 1 },
        { metricName: "x_count", labels: labels("5xx"), value: 1 },
        { metricName: "x_count", labels: { method: "GET", route: "/healthz", locale: "", status: "2xx" }, value: 0 },
      ],
      5,
    );
    expect(figures).toEqual([
      {
        method: "GET",
        route: "/:countrySlug/:citySlug",
        locale: "bg",
        requests: 10,
        perSecond: 2,
        p95Seconds: 0.1,
        serverErrors: 1,
      },
    ]);
  });
});

describe("hitRatio", () => {
  it("counts hits among the requests a cache could have served", () => {
    expect(hitRatio({ hit: 3, miss: 1, bypass: 100 })).toBe(0.75);
    expect(hitRatio({ hit: 0, miss: 0, bypass: 4 })).toBeNull();
  });
});
