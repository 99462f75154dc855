import { describe, expect, it } from "vitest";
import { mapHref, mapQueryString } from "./map-address.ts";

describe("the map's address", () => {
  it("names only what differs from the defaults, in a fixed order", () => {
    expect(mapQueryString({ from: "SOF", nights: "any" })).toBe("");
    expect(
      mapQueryString({ from: "VAR", nights: "week", budget: 80, direct: "1", month: "2027-01", view: "world" }),
    ).toBe("?from=VAR&nights=week&month=2027-01&budget=80&direct=1&view=world");
  });

  it("links the map from an airport, the default one and an unknown one without a query", () => {
    expect(mapHref("bg", "VAR")).toBe("/karta?from=VAR");
    expect(mapHref("en", "SOF")).toBe("/en/map");
    expect(mapHref("bg", "XXX")).toBe("/karta");
    expect(mapHref("en")).toBe("/en/map");
  });
});
