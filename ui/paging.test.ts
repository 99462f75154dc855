import { describe, expect, it } from "vitest";
import { pageOf } from "./paging.ts";

const items = Array.from({ length: 45 }, (_, i) => i + 1);
const at = (query: string) => new URL(`http://x/koledni-vakancii-poleti${query}`);

describe("pageOf", () => {
  it("slices the page the URL asks for and counts the pages", () => {
    expect(pageOf(items, at(""), 21)).toEqual({ page: 1, pages: 3, items: items.slice(0, 21) });
    expect(pageOf(items, at("?page=2"), 21).items).toEqual(items.slice(21, 42));
    expect(pageOf(items, at("?page=3"), 21).items).toEqual([43, 44, 45]);
  });

  it("reads a missing, broken or negative page as the first", () => {
    for (const query of ["?page=", "?page=abc", "?page=-4", "?page=0", "?page=%00"])
      expect(pageOf(items, at(query), 21).page, query).toBe(1);
    expect(pageOf(items, at("?page=2.7"), 21).page).toBe(2);
  });

  it("gives an empty page past the end and one page for an empty list", () => {
    expect(pageOf(items, at("?page=9"), 21)).toMatchObject({ page: 9, pages: 3, items: [] });
    expect(pageOf([], at(""), 21)).toEqual({ page: 1, pages: 1, items: [] });
  });
});
