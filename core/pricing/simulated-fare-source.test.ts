import { describe, expect, it } from "vitest";
import type { FareObservation, FareQuery } from "./fare.ts";
import { createSimulatedFareSource } from "./simulated-fare-source.ts";
import { dayNumber, isoDate } from "./simulated-price-model.ts";

const NOW = new Date("2026-03-10T06:30:00Z");

function query(overrides: Partial<FareQuery> = {}): FareQuery {
  return {
    origin: "SOF",
    destination: "LTN",
    departFrom: "2026-03-10",
    departTo: "2026-06-30",
    oneWay: false,
    currency: "BGN",
    limit: 1000,
    ...overrides,
  };
}

function sourceAt(date: Date, seed = 42) {
  return createSimulatedFareSource({ seed, now: () => date });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

describe("createSimulatedFareSource", () => {
  it("is named simulated", () => {
    expect(sourceAt(NOW).name).toBe("simulated");
  });

  it("is deterministic for a seed and crawl day, and differs across seeds", async () => {
    const a = await sourceAt(NOW, 7).search(query());
    const b = await sourceAt(NOW, 7).search(query());
    const laterSameDay = await sourceAt(new Date("2026-03-10T21:45:00Z"), 7).search(query());
    const otherSeed = await sourceAt(NOW, 8).search(query());
    expect(a.length).toBeGreaterThan(0);
    expect(b).toEqual(a);
    const withoutFoundAt = (fares: FareObservation[]) => fares.map(({ foundAt: _, ...rest }) => rest);
    expect(withoutFoundAt(laterSameDay)).toEqual(withoutFoundAt(a));
    expect(otherSeed.map((f) => f.price)).not.toEqual(a.map((f) => f.price));
  });

  it("keeps itineraries stable across crawl days while prices move", async () => {
    const q = query({ departFrom: "2026-05-01", departTo: "2026-05-31" });
    const today = await sourceAt(NOW).search(q);
    const tomorrow = await sourceAt(new Date("2026-03-11T06:30:00Z")).search(q);
    const key = (f: FareObservation) => `${f.departureDate} ${f.itinerarySignature}`;
    expect(new Set(tomorrow.map(key))).toEqual(new Set(today.map(key)));
    expect(tomorrow.map((f) => f.price)).not.toEqual(today.map((f) => f.price));
  });

  it("flies to Tokyo through a hub, and to a place outside the network by connection from Sofia only", async () => {
    const source = sourceAt(NOW);
    const tokyo = await source.search(query({ destination: "HND", departFrom: "2026-05-01", departTo: "2026-05-31" }));
    expect(tokyo.length).toBeGreaterThan(0);
    for (const fare of tokyo) {
      expect(fare.stops).toBe(1);
      expect(["DOH", "IST", "FRA"]).toContain(fare.stopoverAirports[0]);
      expect(fare.durationMinutes).toBeGreaterThan(12 * 60);
      expect(fare.durationMinutes).toBeLessThan(20 * 60);
    }
    const place = { iataCode: "HNL", countryCode: "US", continent: "OC", latitude: 21.33, longitude: -157.92 };
    const withPlaces = createSimulatedFareSource({ seed: 42, now: () => NOW, placeOf: async () => place });
    const honolulu = await withPlaces.search(query({ destination: "HNL" }));
    expect(honolulu.length).toBeGreaterThan(0);
    const ways = new Set(honolulu.map((fare) => `${fare.airlines.join(" ")} via ${fare.stopoverAirports.join(" ")}`));
    expect(ways).toEqual(new Set(["LH LH UA via FRA SFO", "TK TK AA via IST LAX"]));
    for (const fare of honolulu) {
      expect(fare).toMatchObject({ toAirport: "HNL", stops: 2, isDirectFlight: false });
      expect(fare.durationMinutes).toBeGreaterThan(20 * 60);
      expect(fare.durationMinutes).toBeLessThan(32 * 60);
      expect(fare.price).toBeGreaterThan(1_000);
    }
    expect(await withPlaces.search(query({ origin: "PDV", destination: "HNL" }))).toEqual([]);
    // the airport data package is the default: it knows Honolulu
    expect((await source.search(query({ destination: "HNL" }))).length).toBeGreaterThan(0);
  });

  it("returns [] for an unknown route or a non-positive limit", async () => {
    const source = sourceAt(NOW);
    expect(await source.search(query({ destination: "XXX" }))).toEqual([]);
    expect(await source.search(query({ origin: "PDV", destination: "DXB" }))).toEqual([]);
    expect(await source.search(query({ limit: 0 }))).toEqual([]);
  });

  it("rejects malformed dates and honours an aborted signal", async () => {
    const source = sourceAt(NOW);
    await expect(source.search(query({ departFrom: "10.03.2026" }))).rejects.toThrow(RangeError);
    const controller = new AbortController();
    controller.abort();
    await expect(source.search(query(), controller.signal)).rejects.toThrow();
  });

  it("returns positive 2-decimal prices, sorted ascending, within the limit", async () => {
    const fares = await sourceAt(NOW).search(query({ destination: "BCN", limit: 25 }));
    expect(fares).toHaveLength(25);
    for (const [i, fare] of fares.entries()) {
      expect(fare.price).toBeGreaterThan(0);
      expect(Math.round(fare.price * 100) / 100).toBe(fare.price);
      if (i > 0) expect(fare.price).toBeGreaterThanOrEqual(fares[i - 1]?.price ?? 0);
    }
  });

  it("never prices departures before the crawl day or outside the requested range", async () => {
    const fares = await sourceAt(NOW).search(query({ departFrom: "2026-03-01", departTo: "2026-03-20" }));
    expect(fares.length).toBeGreaterThan(0);
    for (const fare of fares) {
      expect(fare.departureDate >= "2026-03-10" && fare.departureDate <= "2026-03-20").toBe(true);
    }
  });

  it("flies a 3-per-week route on exactly 3 fixed weekdays", async () => {
    const fares = await sourceAt(NOW).search(
      query({ destination: "VLC", departFrom: "2026-04-01", departTo: "2026-06-30" }),
    );
    const weekdays = new Set(fares.map((f) => new Date(`${f.departureDate}T00:00:00Z`).getUTCDay()));
    expect(weekdays.size).toBe(3);
  });

  it("returns only the trip shape asked for: weekdays of departure and nights away", async () => {
    const fares = await sourceAt(NOW).search(
      query({ departureWeekdays: [5], stay: { minNights: 2, maxNights: 3 }, limit: 50 }),
    );
    expect(fares.length).toBeGreaterThan(0);
    for (const fare of fares) {
      expect(new Date(`${fare.departureDate}T00:00:00Z`).getUTCDay()).toBe(5);
      const nights = (Date.parse(fare.returnDate as string) - Date.parse(fare.departureDate)) / 86_400_000;
      expect(nights === 2 || nights === 3).toBe(true);
    }
  });

  it("fills every field consistently", async () => {
    const fares = await sourceAt(NOW).search(query({ destination: "LHR" }));
    for (const fare of fares) {
      expect(fare.fromAirport).toBe("SOF");
      expect(fare.toAirport).toBe("LHR");
      expect(fare.currency).toBe("BGN");
      expect(fare.departureTime).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(fare.arrivalTime).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect((toMinutes(fare.departureTime) + fare.durationMinutes) % 1440).toBe(toMinutes(fare.arrivalTime));
      expect(fare.airlines[0]).toBe(fare.airline);
      expect(fare.providerFlightId.startsWith("sim-")).toBe(true);
      expect(fare.foundAt).toBe(NOW.toISOString());
      const nights = dayNumber(fare.returnDate ?? "") - dayNumber(fare.departureDate);
      expect(nights).toBeGreaterThanOrEqual(3);
      expect(nights).toBeLessThanOrEqual(14);
      if (fare.isDirectFlight) {
        expect(fare.stops).toBe(0);
        expect(fare.stopoverAirports).toEqual([]);
        expect(fare.airlines).toHaveLength(1);
        expect(fare.itinerarySignature).toMatch(/^SOF-[A-Z0-9]{2} \d+-LHR$/);
      } else {
        expect(fare.stops).toBeGreaterThanOrEqual(1);
        expect(fare.stopoverAirports).toHaveLength(fare.stops);
        expect(fare.airlines).toHaveLength(fare.stops + 1);
        expect(fare.itinerarySignature).toContain(`-${fare.stopoverAirports[0]}-`);
      }
    }
    expect(fares.some((f) => f.isDirectFlight)).toBe(true);
    expect(fares.some((f) => !f.isDirectFlight)).toBe(true);
  });

  it("makes connections slower than the direct flight and cheaper than direct full-service", async () => {
    const fares = await sourceAt(NOW).search(query({ destination: "LHR" }));
    const direct = fares.filter((f) => f.isDirectFlight);
    const connecting = fares.filter((f) => !f.isDirectFlight);
    expect(Math.min(...connecting.map((f) => f.durationMinutes))).toBeGreaterThan(
      Math.max(...direct.map((f) => f.durationMinutes)),
    );
    expect(median(connecting.map((f) => f.price))).toBeLessThan(median(direct.map((f) => f.price)));
  });

  it("prices low-cost carriers below full-service ones on the same route", async () => {
    const fares = await sourceAt(NOW).search(query({ destination: "BCN" }));
    const wizz = fares.filter((f) => f.airline === "W6").map((f) => f.price);
    const bulgariaAir = fares.filter((f) => f.airline === "FB").map((f) => f.price);
    expect(median(wizz)).toBeLessThan(median(bulgariaAir));
  });

  it("prices one-way at about 55 % of round trip and converts to EUR at the peg", async () => {
    const source = sourceAt(NOW);
    const q = query({ departFrom: "2026-05-05", departTo: "2026-05-05", destination: "FRA" });
    const roundTrip = await source.search(q);
    const oneWay = await source.search({ ...q, oneWay: true });
    const euro = await source.search({ ...q, currency: "EUR" });
    expect(oneWay.every((f) => f.returnDate === null)).toBe(true);
    for (const fare of roundTrip) {
      const single = oneWay.find((f) => f.itinerarySignature === fare.itinerarySignature);
      const inEuro = euro.find((f) => f.itinerarySignature === fare.itinerarySignature);
      expect(single?.price).toBeCloseTo(fare.price * 0.55, 1);
      expect(inEuro?.currency).toBe("EUR");
      expect(inEuro?.price).toBeCloseTo(fare.price / 1.95583, 1);
    }
  });

  it("makes last-minute and far-out departures dearer than the 30-90 day sweet spot", async () => {
    const source = sourceAt(NOW);
    const window = async (fromDays: number, toDays: number) => {
      const crawl = dayNumber("2026-03-10");
      const fares = await source.search(
        query({ destination: "IST", departFrom: isoDate(crawl + fromDays), departTo: isoDate(crawl + toDays) }),
      );
      return median(fares.map((f) => f.price));
    };
    const sweetSpot = await window(30, 60);
    expect(await window(0, 5)).toBeGreaterThan(sweetSpot);
  });

  it("is dearer in August than in February, booked equally far ahead", async () => {
    const pricesFor = async (first: string, last: string) => {
      const prices: number[] = [];
      for (let day = dayNumber(first); day <= dayNumber(last); day++) {
        const crawl = new Date((day - 60) * 86_400_000 + 6 * 3_600_000);
        const fares = await sourceAt(crawl).search(query({ departFrom: isoDate(day), departTo: isoDate(day) }));
        prices.push(...fares.map((f) => f.price));
      }
      return prices;
    };
    const august = await pricesFor("2026-08-01", "2026-08-31");
    const february = await pricesFor("2026-02-01", "2026-02-28");
    expect(median(august)).toBeGreaterThan(median(february) * 1.3);
  });

  it("has genuine price drops somewhere over a year of crawl days", async () => {
    let previous = new Map<string, number>();
    let drops = 0;
    let comparisons = 0;
    for (let crawl = dayNumber("2026-01-01"); crawl <= dayNumber("2026-12-31"); crawl++) {
      const source = sourceAt(new Date(crawl * 86_400_000 + 6 * 3_600_000));
      const fares = await source.search(
        query({ destination: "BCN", departFrom: isoDate(crawl + 10), departTo: isoDate(crawl + 130) }),
      );
      const current = new Map(fares.map((f) => [`${f.departureDate} ${f.itinerarySignature}`, f.price]));
      for (const [key, price] of current) {
        const before = previous.get(key);
        if (before === undefined) continue;
        comparisons++;
        if (price < before * 0.7) drops++;
      }
      previous = current;
    }
    expect(drops).toBeGreaterThan(0);
    // Drops are rare events, not the daily norm.
    expect(drops / comparisons).toBeLessThan(0.01);
  });
});
