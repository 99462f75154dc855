import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AIRPORT_CITIES_FILE, cityOfAirport } from "./airport-cities.ts";

describe("cityOfAirport", () => {
  it("names the city an airport serves, not the airport", () => {
    expect(cityOfAirport("HNL")).toBe("Honolulu");
    expect(cityOfAirport("LHR")).toBe("London");
    expect(cityOfAirport("JFK")).toBe("New York");
    expect(cityOfAirport("KLU")).toBe("Klagenfurt");
    expect(cityOfAirport("SOF")).toBe("Sofia");
    expect(cityOfAirport("hnl")).toBe("Honolulu");
  });

  it("knows nothing of a code the data lacks", () => {
    expect(cityOfAirport("ZZQ")).toBeUndefined();
    expect(cityOfAirport("")).toBeUndefined();
    expect(cityOfAirport("not a code")).toBeUndefined();
  });

  it("reads a tidied file: three-letter codes and names, no escapes, capitals or second names", () => {
    const cities = JSON.parse(readFileSync(AIRPORT_CITIES_FILE, "utf8")) as Record<string, string>;
    const entries = Object.entries(cities);
    expect(entries.length).toBeGreaterThan(5000);
    for (const [code, city] of entries) {
      expect(code).toMatch(/^[A-Z]{3}$/);
      expect(city, code).toMatch(/\p{L}/u);
      expect(city, code).not.toMatch(/[\\/]|^\s|\s$/);
    }
    expect(cityOfAirport("ISC")).toBe("St Mary's"); // "ST MARY\'S" in the source
    expect(cityOfAirport("SIA")).toBe("Xi'an"); // "Xi\'AN"
    expect(cityOfAirport("MHT")).toBe("Manchester"); // "Manchester NH"
    expect(cityOfAirport("EVE")).toBe("Harstad"); // "Harstad/Narvik"
  });
});
