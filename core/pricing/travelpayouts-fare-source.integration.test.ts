import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../log/logger.ts";
import type { FareObservation, FareQuery } from "./fare.ts";
import { FareSourceError, type FareSourceErrorCode } from "./fare-source-error.ts";
import { type FakeTravelpayouts, startFakeTravelpayouts } from "./travelpayouts-fake-server.ts";
import { createTravelpayoutsFareSource, type TravelpayoutsFareSourceOptions } from "./travelpayouts-fare-source.ts";
import { bookingUrlFor, type TravelpayoutsFareObservation } from "./travelpayouts-rows.ts";

const TOKEN = "tp-secret-token-3f9a";
const MARKER = "612345";
const NOW = new Date("2026-03-01T08:00:00Z");

let server: FakeTravelpayouts;
let logs: Array<Record<string, unknown>>;

beforeAll(async () => {
  server = await startFakeTravelpayouts({ token: TOKEN });
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.respondWith("ok");
  server.requests.length = 0;
  logs = [];
});

function source(overrides: Partial<TravelpayoutsFareSourceOptions> = {}) {
  return createTravelpayoutsFareSource({
    token: TOKEN,
    marker: MARKER,
    baseUrl: server.baseUrl,
    logger: createLogger("debug", {}, (line) => logs.push(JSON.parse(line))),
    now: () => NOW,
    ...overrides,
  });
}

function query(overrides: Partial<FareQuery> = {}): FareQuery {
  return {
    origin: "SOF",
    destination: "LTN",
    departFrom: "2026-03-01",
    departTo: "2026-03-31",
    oneWay: true,
    currency: "EUR",
    limit: 100,
    ...overrides,
  };
}

/** Runs a search that must fail and returns the FareSourceError it failed with. */
async function failure(promise: Promise<unknown>): Promise<FareSourceError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FareSourceError);
  return error as FareSourceError;
}

const warnings = () => logs.filter((l) => l.level === "warn");

function expectOneWarning(code: FareSourceErrorCode, status: number | null) {
  expect(warnings()).toHaveLength(1);
  expect(warnings()[0]).toMatchObject({ route: "SOF-LTN", status, code });
}

describe("createTravelpayoutsFareSource", () => {
  it("is named travelpayouts", () => {
    expect(source().name).toBe("travelpayouts");
  });

  it("maps a response row into a FareObservation, field by field", async () => {
    const fares = (await source().search(query())) as TravelpayoutsFareObservation[];
    expect(fares).toHaveLength(6);

    const redEye = fares.find((f) => f.providerFlightId === "tp-W64305-2026-03-15");
    // Raw row: W6 4305, departure_at 2026-03-15T22:40:00+02:00, duration_to 185, transfers 0, price 49.
    expect(redEye).toEqual({
      fromAirport: "SOF",
      toAirport: "LTN",
      price: 49,
      currency: "EUR",
      departureDate: "2026-03-15",
      returnDate: null,
      departureTime: "22:40",
      arrivalTime: "01:45",
      durationMinutes: 185,
      returnDurationMinutes: null,
      airline: "W6",
      airlines: ["W6"],
      stops: 0,
      isDirectFlight: true,
      stopoverAirports: [],
      providerFlightId: "tp-W64305-2026-03-15",
      itinerarySignature: "SOF-W6 4305-LTN",
      foundAt: "2026-03-01T08:00:00.000Z",
      bookingUrl:
        "https://www.aviasales.com/search/SOF1503LTN1?t=W617736072001773618300000185SOFLTN_46283ff_49" +
        "&search_date=15032026&expected_price_currency=eur&expected_price_source=share&marker=612345",
    } satisfies TravelpayoutsFareObservation);

    const oneStop = fares.find((f) => f.airline === "OS");
    expect(oneStop).toMatchObject({
      stops: 1,
      isDirectFlight: false,
      stopoverAirports: [],
      itinerarySignature: "SOF-OS 796-LTN-T1",
      departureTime: "17:25",
      arrivalTime: "00:15",
      durationMinutes: 410,
    });

    // Cheapest first, prices with at most 2 decimals, plain FareObservations to the rest of the code.
    const prices = fares.map((f) => f.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const fare of fares) expect(Math.round(fare.price * 100) / 100).toBe(fare.price);
    const asPort: FareObservation[] = fares;
    expect(asPort[0]?.currency).toBe("EUR");
  });

  it("maps round trips with their return date, in the currency asked of the API", async () => {
    const fares = (await source().search(query({ oneWay: false, currency: "BGN" }))) as TravelpayoutsFareObservation[];
    expect(fares.length).toBeGreaterThan(0);
    const fare = fares.find((f) => f.providerFlightId === "tp-W64305-2026-03-15-2026-03-18");
    expect(fare).toMatchObject({
      currency: "BGN",
      departureDate: "2026-03-15",
      returnDate: "2026-03-18",
      departureTime: "22:40",
      arrivalTime: "01:45",
      durationMinutes: 185,
    });
    expect(fare?.returnDurationMinutes).toBeGreaterThan(0);
    expect(fare?.bookingUrl).toMatch(/^https:\/\/www\.aviasales\.com\/search\/SOF1503LTN18031\?t=.*&marker=612345$/);
    expect(server.requests[0]?.query.currency).toBe("bgn");
  });

  it("sends the token header and the documented query parameters, one request per month", async () => {
    await source().search(query({ departFrom: "2026-03-20", departTo: "2026-04-10", limit: 50 }));
    expect(server.requests).toHaveLength(2);
    const [march, april] = server.requests;
    expect(march?.path).toBe("/aviasales/v3/prices_for_dates");
    expect(march?.headers["x-access-token"]).toBe(TOKEN);
    expect(march?.query).toEqual({
      origin: "SOF",
      destination: "LTN",
      departure_at: "2026-03",
      one_way: "true",
      direct: "false",
      sorting: "price",
      limit: "50",
      page: "1",
      currency: "eur",
      market: "bg",
    });
    expect(april?.query.departure_at).toBe("2026-04");
    expect(april?.headers["x-access-token"]).toBe(TOKEN);
    // the token travels in the header only
    for (const request of server.requests) expect(JSON.stringify(request.query)).not.toContain(TOKEN);
  });

  it("asks for round trips with any return date (one_way=false, no return_at), and uses the configured market", async () => {
    const fares = await source({ market: "de" }).search(query({ oneWay: false }));
    expect(server.requests[0]?.query).toMatchObject({ one_way: "false", market: "de" });
    expect(server.requests[0]?.query.return_at).toBeUndefined();
    expect(fares.length).toBeGreaterThan(0);
    for (const fare of fares) {
      expect(fare.returnDate && fare.returnDate >= fare.departureDate).toBe(true);
      expect(fare.returnDurationMinutes).toBeGreaterThan(0);
      expect(fare.providerFlightId.endsWith(fare.returnDate as string)).toBe(true);
    }
  });

  it("keeps only departures inside the window when it spans months", async () => {
    const fares = await source().search(query({ departFrom: "2026-03-10", departTo: "2026-04-10" }));
    const dates = fares.map((f) => f.departureDate).sort();
    expect(dates).toEqual(["2026-03-14", "2026-03-15", "2026-03-21", "2026-03-27", "2026-04-04", "2026-04-09"]);
  });

  it("respects the limit: sent to the API (capped at 1000) and applied to the merged result", async () => {
    const two = await source().search(query({ departFrom: "2026-03-01", departTo: "2026-04-30", limit: 2 }));
    expect(two).toHaveLength(2);
    expect(server.requests.map((r) => r.query.limit)).toEqual(["2", "2"]);

    server.requests.length = 0;
    await source().search(query({ limit: 5000 }));
    expect(server.requests[0]?.query.limit).toBe("1000");

    server.requests.length = 0;
    expect(await source().search(query({ limit: 0 }))).toEqual([]);
    expect(server.requests).toHaveLength(0);
  });

  it("builds affiliate booking URLs", () => {
    expect(bookingUrlFor("/search/SOF1503LTN1?t=abc", "612345")).toBe(
      "https://www.aviasales.com/search/SOF1503LTN1?t=abc&marker=612345",
    );
    expect(bookingUrlFor("/search/SOF1503LTN1", "my marker&x")).toBe(
      "https://www.aviasales.com/search/SOF1503LTN1?marker=my%20marker%26x",
    );
  });

  describe("failures", () => {
    it("a wrong token is unauthorized", async () => {
      const error = await failure(source({ token: "wrong" }).search(query()));
      expect(error).toMatchObject({ code: "unauthorized", status: 401 });
      expectOneWarning("unauthorized", 401);
    });

    it("unauthorized mode is unauthorized", async () => {
      server.respondWith("unauthorized");
      expect(await failure(source().search(query()))).toMatchObject({ code: "unauthorized", status: 401 });
    });

    it("429 is rate_limited with Retry-After seconds", async () => {
      server.respondWith("rate_limited");
      const error = await failure(source().search(query({ departTo: "2026-04-30" })));
      expect(error).toMatchObject({ code: "rate_limited", status: 429, retryAfterSeconds: 17 });
      expect(server.requests).toHaveLength(1); // stops at the first failing month
      expectOneWarning("rate_limited", 429);
    });

    it("reads Retry-After given as an HTTP date", async () => {
      const retryAt = new Date(NOW.getTime() + 90_000).toUTCString();
      const fetch: typeof globalThis.fetch = async () =>
        new Response("{}", { status: 429, headers: { "Retry-After": retryAt } });
      const error = await failure(source({ fetch }).search(query()));
      expect(error).toMatchObject({ code: "rate_limited", retryAfterSeconds: 90 });
    });

    it("5xx is server_error", async () => {
      server.respondWith("server_error");
      expect(await failure(source().search(query()))).toMatchObject({ code: "server_error", status: 502 });
      expectOneWarning("server_error", 502);
    });

    it("a slow server ends as timeout after timeoutMs", async () => {
      server.respondWith("slow");
      const started = Date.now();
      const error = await failure(source({ timeoutMs: 200 }).search(query()));
      expect(error.code).toBe("timeout");
      expect(Date.now() - started).toBeLessThan(2_000);
      expectOneWarning("timeout", null);
    });

    it("a body of the wrong shape is bad_response", async () => {
      server.respondWith("malformed");
      expect(await failure(source().search(query()))).toMatchObject({ code: "bad_response", status: 200 });
      expectOneWarning("bad_response", 200);
    });

    it("an HTML body is bad_response", async () => {
      server.respondWith("html");
      expect(await failure(source().search(query()))).toMatchObject({ code: "bad_response", status: 200 });
    });

    it("success:false is bad_response", async () => {
      const fetch: typeof globalThis.fetch = async () =>
        Response.json({ success: false, data: [], error: "origin is invalid" });
      const error = await failure(source({ fetch }).search(query()));
      expect(error.code).toBe("bad_response");
      expect(error.message).toContain("origin is invalid");
    });

    it("prices in another currency than asked are bad_response", async () => {
      const fetch: typeof globalThis.fetch = async () => Response.json({ success: true, data: [], currency: "rub" });
      expect((await failure(source({ fetch }).search(query()))).code).toBe("bad_response");
    });

    it("fetch throwing is network", async () => {
      const fetch: typeof globalThis.fetch = async () => {
        throw new TypeError("fetch failed", { cause: new Error("connect ECONNREFUSED 127.0.0.1:9") });
      };
      const error = await failure(source({ fetch }).search(query()));
      expect(error.code).toBe("network");
      expect(error.status).toBeUndefined();
      expectOneWarning("network", null);
    });

    it("never logs the token", async () => {
      for (const mode of ["unauthorized", "rate_limited", "server_error", "malformed", "html", "partly_bad"] as const) {
        server.respondWith(mode);
        await source()
          .search(query())
          .catch(() => undefined);
      }
      expect(logs.length).toBeGreaterThan(0);
      expect(JSON.stringify(logs)).not.toContain(TOKEN);
    });
  });

  describe("cancellation", () => {
    it("a caller abort aborts the request, and is not a FareSourceError", async () => {
      server.respondWith("slow");
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 50);
      const started = Date.now();
      const error = await source({ timeoutMs: 10_000 })
        .search(query(), controller.signal)
        .catch((e: unknown) => e);
      expect(error).not.toBeInstanceOf(FareSourceError);
      expect((error as Error).name).toBe("AbortError");
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(server.requests).toHaveLength(1);
      expect(warnings()).toHaveLength(0);
    });

    it("an already aborted signal sends nothing", async () => {
      await expect(source().search(query(), AbortSignal.abort())).rejects.toMatchObject({ name: "AbortError" });
      expect(server.requests).toHaveLength(0);
    });
  });

  it("drops malformed rows but keeps the good ones", async () => {
    server.respondWith("partly_bad");
    const fares = await source().search(query());
    expect(fares).toHaveLength(1);
    expect(fares[0]).toMatchObject({ airline: "FR", providerFlightId: "tp-FR9821-2026-03-09", price: 29 });
    const dropped = logs.filter((l) => l.level === "debug" && l.msg === "travelpayouts row dropped");
    expect(dropped).toHaveLength(1);
    expect(dropped[0]).toMatchObject({ route: "SOF-LTN", month: "2026-03", index: 1 });
    expect(warnings()).toHaveLength(0);
  });
});
