import { describe, expect, it } from "vitest";
import { SIMULATED_DESTINATIONS } from "../pricing/simulated-routes.ts";
import { catalogDecider } from "./decider.ts";
import {
  airlineEntries,
  airportEntries,
  catalogSeed,
  countryEntries,
  destinationEntries,
  sightEntries,
} from "./seed.ts";

const unique = (values: string[]) => new Set(values).size === values.length;

describe("catalog seed", () => {
  it("every entry passes the catalog's own validation", async () => {
    for (const { kind, key, entry } of await catalogSeed()) {
      expect(() =>
        catalogDecider.decide({ type: "RegisterEntry", kind, key, entry }, catalogDecider.initialState()),
      ).not.toThrow();
    }
  });

  it("has at least 150 destinations with unique codes and unique slug pairs in each language", async () => {
    const destinations = await destinationEntries();
    expect(destinations.length).toBeGreaterThanOrEqual(150);
    expect(unique(destinations.map((d) => d.iataCode))).toBe(true);
    expect(unique(destinations.map((d) => `${d.countrySlugBg}/${d.citySlugBg}`))).toBe(true);
    expect(unique(destinations.map((d) => `${d.countrySlugEn}/${d.citySlugEn}`))).toBe(true);
    const london = destinations.find((d) => d.iataCode === "LON");
    expect(london).toMatchObject({ countrySlugBg: "velikobritaniya", citySlugBg: "london", citySlugEn: "london" });
    expect(london?.airports).toEqual(expect.arrayContaining(["LHR", "LTN", "STN"]));
  });

  it("covers every airport the fare source flies to, once", async () => {
    const airports = await airportEntries();
    expect(unique(airports.map((a) => a.iataCode))).toBe(true);
    const codes = new Set(airports.map((a) => a.iataCode));
    for (const destination of SIMULATED_DESTINATIONS) expect(codes.has(destination.iataCode)).toBe(true);
    for (const code of ["SOF", "VAR", "BOJ", "PDV"]) expect(codes.has(code)).toBe(true);
    expect(airports.find((a) => a.iataCode === "SOF")).toMatchObject({ slugBg: "sofiya", slugEn: "sofia" });
  });

  it("names every country in both languages with unique slugs", () => {
    const countries = countryEntries();
    expect(countries.length).toBeGreaterThan(240);
    expect(unique(countries.map((c) => c.countrySlugBg))).toBe(true);
    expect(unique(countries.map((c) => c.countrySlugEn))).toBe(true);
    expect(countries.find((c) => c.countryCode === "GB")?.countryNameBg).toBe("Великобритания");
  });

  it("has airlines with unique codes and slugs, and 3+ sights for each of the 30 most popular destinations", async () => {
    const airlines = airlineEntries();
    expect(unique(airlines.map((a) => a.iataCode))).toBe(true);
    expect(unique(airlines.map((a) => a.slugEn))).toBe(true);
    expect(unique(airlines.map((a) => a.slugBg))).toBe(true);
    const sights = sightEntries();
    expect(unique(sights.map((s) => s.id))).toBe(true);
    const perDestination = new Map<string, number>();
    for (const s of sights) perDestination.set(s.destinationIata, (perDestination.get(s.destinationIata) ?? 0) + 1);
    const destinations = new Set((await destinationEntries()).map((d) => d.iataCode));
    for (const [iata, count] of perDestination) {
      expect(destinations.has(iata)).toBe(true);
      expect(count).toBeGreaterThanOrEqual(3);
    }
    const mostPopular = [...(await destinationEntries())]
      .sort((a, b) => b.popularityScore - a.popularityScore)
      .slice(0, 30)
      .map((d) => d.iataCode);
    for (const iata of mostPopular) expect(perDestination.get(iata) ?? 0, iata).toBeGreaterThanOrEqual(3);
  });
});
