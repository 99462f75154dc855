import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../core/catalog/seed.ts";
import { silentLogger } from "../../core/log/logger.ts";
import { tripFixture } from "../../core/pricing/fare-fixture.ts";
import { recordFares } from "../../core/search/testing.ts";
import { testEventStore } from "../../core/testing/event-store.ts";
import { installedProjections } from "../../projections/testing.ts";
import type { HttpApp } from "../app.ts";
import { testHttpApp } from "../testing.ts";

// Monday 30 November 2026
const NOW = new Date("2026-11-30T10:00:00.000Z");

const fare = (to: string, departure: string, back: string, price: number, airline: string) =>
  tripFixture({ from: "SOF", to, departure, back, price, airline, foundAt: "2026-11-29T08:00:00.000Z" });

const bed = testEventStore();
let app: HttpApp;

interface CalendarBody {
  success: boolean;
  data: {
    fromAirport: string;
    toAirports: string[];
    tripLength: string;
    month: string;
    days: Array<{ date: string; toAirport: string; priceBgn: number; priceEur: number }>;
    months: Array<{ month: string; cheapestBgn: number | null }>;
    cheapestMonth: { month: string; cheapestBgn: number } | null;
  };
}

beforeAll(async () => {
  const projections = await installedProjections(bed.database.sql);
  await seedCatalog(bed.store, silentLogger);
  await recordFares({ sql: bed.database.sql, store: bed.store }, [
    fare("LTN", "2026-12-04", "2026-12-08", 195.58, "W6"),
    fare("STN", "2026-12-05", "2026-12-09", 150, "FR"),
    fare("LTN", "2026-12-10", "2026-12-17", 300, "W6"),
  ]);
  await projections.catchUp();
  app = testHttpApp({ database: bed.database, projections, clock: () => NOW });
});

describe("GET /api/routes/{from}/{to}/calendar", () => {
  it("gives a destination's days from all its airports, in lev and euro, with the twelve months", async () => {
    const response = await app.request("/api/routes/sof/lon/calendar?month=2026-12&nights=short");
    expect(response.status).toBe(200);
    const body = (await response.json()) as CalendarBody;
    expect(body.data.fromAirport).toBe("SOF");
    expect(body.data.toAirports).toEqual(expect.arrayContaining(["LTN", "STN"]));
    expect(body.data.days.map((day) => [day.date, day.toAirport, day.priceBgn, day.priceEur])).toEqual([
      ["2026-12-04", "LTN", 195.58, 100],
      ["2026-12-05", "STN", 150, 76.69],
    ]);
    expect(body.data.months).toHaveLength(12);
    expect(body.data.cheapestMonth).toEqual({ month: "2026-12", cheapestBgn: 150 });
  });

  it("opens on the first month with a fare, for short trips, when the query says nothing; an airport code is a route too", async () => {
    const body = (await (await app.request("/api/routes/SOF/LTN/calendar")).json()) as CalendarBody;
    // the first month with a fare
    expect(body.data.month).toBe("2026-12");
    expect(body.data.tripLength).toBe("short");
    expect(body.data.toAirports).toEqual(["LTN"]);
    const week = (await (
      await app.request("/api/routes/SOF/LTN/calendar?month=2026-12&nights=week")
    ).json()) as CalendarBody;
    expect(week.data.days.map((day) => day.date)).toEqual(["2026-12-10"]);
  });

  it("sends SOF-LON/calendar on to the route's address with its query", async () => {
    const response = await app.request("/api/routes/sof-lon/calendar?month=2026-12&nights=week");
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("/api/routes/SOF/LON/calendar?month=2026-12&nights=week");
  });

  it("refuses what is no month, no trip length or no pair with a 400 that says why", async () => {
    const cases: Array<[string, string]> = [
      ["/api/routes/SOF/LON/calendar?month=2026-13", "month must be YYYY-MM"],
      // bytes no form sends are refused before the route sees them
      [
        "/api/routes/SOF/LON/calendar?month=%00%FF",
        "The request contains characters that are not allowed (a NUL byte or invalid UTF-8).",
      ],
      ["/api/routes/SOF/LON/calendar?month=2026-12%27%20OR%201=1", "month must be YYYY-MM"],
      ["/api/routes/SOF/LON/calendar?nights=month", "nights must be one of weekend, short, week, fortnight"],
      ["/api/routes/SOF/LON/calendar?nights=%3Cscript%3E", "nights must be one of weekend, short, week, fortnight"],
      ["/api/routes/S0F/LON/calendar", "Airport code must be 3 letters"],
      ["/api/routes/SOF-LO/calendar", "The route must be two 3-letter codes joined by a hyphen, as SOF-LON"],
    ];
    for (const [path, message] of cases) {
      const response = await app.request(path);
      expect(response.status, path).toBe(400);
      const body = (await response.json()) as { success: boolean; error: { code: string; message: string } };
      expect(body.error).toMatchObject({ code: "validation_failed", message });
    }
  });

  it("is in the OpenAPI document under both spellings", async () => {
    const document = (await (await app.request("/api/openapi.json")).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/api/routes/{from}/{to}/calendar", "/api/routes/{pair}/calendar"]),
    );
  });
});
