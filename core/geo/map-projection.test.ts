import { describe, expect, it } from "vitest";
import { landPath, landSvg, MAP_CENTRE, placeOn, viewFor } from "./map-projection.ts";
import { labelledPlaces, MAP_HEIGHT, MAP_WIDTH } from "./map-views.ts";

const place = (longitude: number, latitude: number) => ({ longitude, latitude });
const ROME = place(12.5, 41.9);
const DUBAI = place(55.3, 25.2);
const NEW_YORK = place(-74.0, 40.7);
const SYDNEY = place(151.2, -33.9);

describe("map views", () => {
  it("takes the smallest view that holds every destination shown", () => {
    expect(viewFor([ROME])).toBe("europe");
    expect(viewFor([ROME, DUBAI])).toBe("wide");
    expect(viewFor([ROME, NEW_YORK])).toBe("world");
    expect(viewFor([SYDNEY, NEW_YORK])).toBe("world");
    expect(viewFor([])).toBe("europe");
  });

  it("draws Bulgaria inside every view and leaves out what a view does not hold", () => {
    for (const view of ["europe", "wide", "world"] as const) {
      const home = placeOn(view, MAP_CENTRE[0], MAP_CENTRE[1]);
      expect(home?.x).toBeGreaterThan(0);
      expect(home?.x).toBeLessThan(MAP_WIDTH);
      expect(home?.y).toBeGreaterThan(0);
      expect(home?.y).toBeLessThan(MAP_HEIGHT);
    }
    expect(placeOn("europe", DUBAI.longitude, DUBAI.latitude)).toBeNull();
    const rome = placeOn("europe", ROME.longitude, ROME.latitude);
    const home = placeOn("europe", MAP_CENTRE[0], MAP_CENTRE[1]);
    // Rome lies west of Bulgaria: to the left of it on the map
    expect(rome && home && rome.x < home.x).toBe(true);
  });

  it("draws each view's land once, light enough for a phone", () => {
    const europe = landPath("europe");
    expect(europe).toMatch(/^M/);
    expect(landPath("europe")).toBe(europe);
    // bytes before compression, each view its own cached picture
    expect(landSvg("europe", { sea: "#fff", land: "#ccc" }).length).toBeLessThan(20_000);
    expect(landSvg("world", { sea: "#fff", land: "#ccc" }).length).toBeLessThan(60_000);
  });

  it("labels the cheapest places first, none over another or off the drawing", () => {
    const size = { charWidth: 10, lineHeight: 18 };
    const places = [
      { x: 100, y: 100, label: "Rome 30 €" },
      // right under Rome's label: left without one
      { x: 110, y: 105, label: "Naples 31 €" },
      { x: 100, y: 200, label: "Milan 32 €" },
      // its label would run off the right edge
      { x: MAP_WIDTH - 20, y: 300, label: "Tbilisi 33 €" },
      { x: 100, y: 300, label: "Paris 34 €" },
    ];
    expect([...labelledPlaces(places, 10, size)]).toEqual([0, 2, 4]);
    expect([...labelledPlaces(places, 2, size)]).toEqual([0, 2]);
  });
});
