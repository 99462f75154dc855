import { describe, expect, it } from "vitest";
import { DESTINATIONS } from "../catalog/data/index.ts";
import { connectionBasePriceBgn, connectionOptions } from "./simulated-connections.ts";
import {
  AIRLINE_NAMES,
  airportByIata,
  destinationByIata,
  estimateBlockMinutes,
  findRoute,
  routesFrom,
  SIMULATED_DESTINATIONS,
  SIMULATED_ORIGINS,
  SIMULATED_ROUTES,
} from "./simulated-routes.ts";

describe("simulated destinations", () => {
  it("has at least 45 destinations with unique IATA codes", () => {
    const codes = SIMULATED_DESTINATIONS.map((d) => d.iataCode);
    expect(codes.length).toBeGreaterThanOrEqual(45);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("fills every field sensibly", () => {
    for (const d of [...SIMULATED_ORIGINS, ...SIMULATED_DESTINATIONS]) {
      expect(d.iataCode).toMatch(/^[A-Z]{3}$/);
      expect(d.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(d.cityBg).toMatch(/^[А-Яа-я][А-Яа-я /-]*$/);
      expect(d.countryBg).toMatch(/^[А-Яа-я ]+$/);
      expect(d.cityEn.length).toBeGreaterThan(1);
      expect(d.countryEn.length).toBeGreaterThan(1);
      expect(Math.abs(d.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(d.longitude)).toBeLessThanOrEqual(180);
    }
  });

  it("flies directly only between the Gulf and Scandinavia, Iberia and Georgia", () => {
    for (const route of SIMULATED_ROUTES.filter((r) => r.carriers.some((c) => c.direct))) {
      const d = destinationByIata(route.to);
      expect(d?.latitude, route.to).toBeGreaterThan(24);
      expect(d?.latitude, route.to).toBeLessThan(61);
      expect(d?.longitude, route.to).toBeGreaterThan(-10);
      expect(d?.longitude, route.to).toBeLessThan(56);
    }
  });

  it("looks destinations up by code, case-insensitively, but not the Bulgarian origins", () => {
    expect(destinationByIata("ltn")?.cityBg).toBe("Лондон");
    expect(destinationByIata("DXB")?.countryBg).toBe("ОАЕ");
    expect(destinationByIata("SOF")).toBeUndefined();
    expect(airportByIata("SOF")?.cityBg).toBe("София");
    expect(destinationByIata("XXX")).toBeUndefined();
  });

  it("estimates block times that match well-known flights", () => {
    expect(estimateBlockMinutes("SOF", "LTN")).toBeGreaterThan(170);
    expect(estimateBlockMinutes("SOF", "LTN")).toBeLessThan(210);
    expect(estimateBlockMinutes("SOF", "IST")).toBeGreaterThan(60);
    expect(estimateBlockMinutes("SOF", "IST")).toBeLessThan(90);
    expect(estimateBlockMinutes("SOF", "DXB")).toBeGreaterThan(260);
    expect(estimateBlockMinutes("SOF", "DXB")).toBeLessThan(310);
  });
});

describe("simulated routes", () => {
  const destinationsFrom = (origin: string) => new Set(routesFrom(origin).map((r) => r.to));

  it("serves at least 40 destinations from Sofia and 8 from each other airport", () => {
    expect(destinationsFrom("SOF").size).toBeGreaterThanOrEqual(40);
    for (const origin of ["VAR", "BOJ", "PDV"]) {
      expect(destinationsFrom(origin).size).toBeGreaterThanOrEqual(8);
    }
  });

  it("has no duplicate origin-destination pairs", () => {
    const pairs = SIMULATED_ROUTES.map((r) => `${r.from}-${r.to}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it("points every route at a known destination and names every airline", () => {
    for (const route of SIMULATED_ROUTES) {
      expect(destinationByIata(route.to), route.to).toBeDefined();
      expect(route.carriers.length).toBeGreaterThan(0);
      for (const carrier of route.carriers) {
        expect(carrier.airline).toMatch(/^[A-Z0-9]{2}$/);
        expect(AIRLINE_NAMES[carrier.airline], carrier.airline).toBeTruthy();
      }
    }
  });

  it("connects only through hubs the airline itself flies to directly from the origin", () => {
    for (const route of SIMULATED_ROUTES) {
      for (const carrier of route.carriers) {
        if (carrier.direct) {
          expect(carrier.via).toBeUndefined();
          continue;
        }
        const hub = carrier.via ?? "";
        expect(hub).not.toBe(route.to);
        const feeder = findRoute(route.from, hub);
        expect(
          feeder?.carriers.some((c) => c.direct && c.airline === carrier.airline),
          `${route.from}-${hub} ${carrier.airline}`,
        ).toBe(true);
      }
    }
  });

  it("has positive prices, block times and frequencies", () => {
    for (const route of SIMULATED_ROUTES) {
      expect(route.basePriceBgn).toBeGreaterThan(0);
      expect(route.flightMinutes).toBeGreaterThan(30);
      expect(route.weekly).toBe(route.carriers.reduce((sum, c) => sum + c.weekly, 0));
    }
  });

  it("returns nothing for an unknown origin", () => {
    expect(routesFrom("XXX")).toEqual([]);
    expect(findRoute("SOF", "XXX")).toBeUndefined();
  });
});

describe("connections to the rest of the catalog", () => {
  const reachable = (destination: (typeof DESTINATIONS)[number]) =>
    destination.airports.some((code) => SIMULATED_ROUTES.some((route) => route.to === code));

  it("reaches every catalog destination from a Bulgarian airport", () => {
    const unreached = DESTINATIONS.filter((destination) => !reachable(destination)).map((d) => d.iataCode);
    expect(unreached).toEqual([]);
  });

  it("flies long haul through the Gulf, Istanbul or Frankfurt, at long-haul prices and durations", () => {
    for (const [to, hubs] of [
      ["HND", ["DOH", "IST", "FRA"]],
      ["JFK", ["IST", "FRA", "CDG"]],
      ["SYD", ["DOH", "IST"]],
    ] as const) {
      const route = findRoute("SOF", to);
      expect(
        route?.carriers.map((c) => c.via),
        to,
      ).toEqual(hubs);
      expect(
        route?.carriers.every((c) => !c.direct && c.weekly === 7),
        to,
      ).toBe(true);
      expect(route?.basePriceBgn, to).toBeGreaterThan(1_100);
      expect(route?.basePriceBgn, to).toBeLessThan(2_600);
    }
    expect(findRoute("SOF", "JTR")?.carriers.map((c) => c.via)).toEqual(["ATH", "VIE"]);
    expect(findRoute("SOF", "ADB")?.carriers.map((c) => c.airline)).toEqual(["TK", "PC"]);
  });

  it("prices a connection by the distance flown: short hops like the hand-priced ones, long haul less a kilometre", () => {
    expect(connectionBasePriceBgn(2_780)).toBe(490);
    expect(connectionBasePriceBgn(8_550)).toBe(1_290);
    expect(connectionBasePriceBgn(20_000) / 20_000).toBeLessThan(connectionBasePriceBgn(2_000) / 2_000);
  });

  it("changes twice to cross the Pacific, and never through the place itself", () => {
    expect(connectionOptions({ iataCode: "HNL", countryCode: "US", continent: "OC", longitude: -157.9 })).toEqual([
      { via: "FRA", onward: { via: "SFO", airline: "UA" } },
      { via: "IST", onward: { via: "LAX", airline: "AA" } },
    ]);
    expect(connectionOptions({ iataCode: "DXB", countryCode: "AE", continent: "AS", longitude: 55 })).toEqual([
      { via: "IST" },
      { via: "DOH" },
    ]);
  });
});
