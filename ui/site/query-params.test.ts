import { describe, expect, it } from "vitest";
import { dealListQuery } from "../../core/deals/query-schemas.ts";
import { parseLenient, queryString } from "./query-params.ts";

describe("parseLenient", () => {
  it("keeps valid parameters and drops the ones that break their rule", () => {
    const parsed = parseLenient(
      dealListQuery,
      new URLSearchParams("from=sof&sortBy=nonsense&pageSize=500&month=2027-02"),
    );
    expect(parsed).toMatchObject({ from: "SOF", sortBy: "price-asc", pageSize: 21, month: "2027-02", page: 1 });
  });

  it("drops a min price above the max price and treats empty fields as absent", () => {
    const parsed = parseLenient(dealListQuery, new URLSearchParams("minPrice=300&maxPrice=100&country="));
    expect(parsed.minPrice).toBeUndefined();
    expect(parsed.maxPrice).toBe(100);
    expect(parsed.country).toBeUndefined();
  });
});

describe("queryString", () => {
  it("leaves out empty values and defaults", () => {
    expect(queryString({ from: "SOF", sortBy: "price-asc", page: 2, month: "" }, { sortBy: "price-asc" })).toBe(
      "?from=SOF&page=2",
    );
    expect(queryString({ page: 1 }, { page: 1 })).toBe("");
  });
});
