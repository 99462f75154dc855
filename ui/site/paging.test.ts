import { describe, expect, it } from "vitest";
import { MAX_PAGE, pageOf, pageOfGroups } from "./paging.ts";

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

  it("keeps a page number no list reaches within one that an OFFSET can take", () => {
    for (const query of ["?page=1e308", "?page=99999999999999999999", "?page=Infinity"])
      expect(pageOf(items, at(query), 21), query).toMatchObject({ page: MAX_PAGE, items: [] });
    expect(Number.isSafeInteger((MAX_PAGE - 1) * 21)).toBe(true);
  });

  it("gives an empty page past the end and one page for an empty list", () => {
    expect(pageOf(items, at("?page=9"), 21)).toMatchObject({ page: 9, pages: 3, items: [] });
    expect(pageOf([], at(""), 21)).toEqual({ page: 1, pages: 1, items: [] });
  });
});

describe("pageOfGroups", () => {
  const groups = [3, 20, 5, 2, 30, 1, 1].map((size, i) => ({ name: `g${i}`, size }));
  const sizeOf = (g: { size: number }) => g.size;
  it("fills each page with whole groups until it holds the page size", () => {
    expect(pageOfGroups(groups, at(""), sizeOf, 24).items.map((g) => g.name)).toEqual(["g0", "g1", "g2"]);
    expect(pageOfGroups(groups, at("?page=2"), sizeOf, 24).items.map((g) => g.name)).toEqual(["g3", "g4"]);
    expect(pageOfGroups(groups, at("?page=3"), sizeOf, 24)).toMatchObject({ page: 3, pages: 3 });
    expect(pageOfGroups(groups, at("?page=3"), sizeOf, 24).items.map((g) => g.name)).toEqual(["g5", "g6"]);
  });

  it("one page for nothing, an empty page past the end", () => {
    expect(pageOfGroups([], at(""), sizeOf)).toEqual({ page: 1, pages: 1, items: [] });
    expect(pageOfGroups(groups, at("?page=7"), sizeOf, 24).items).toEqual([]);
  });
});
