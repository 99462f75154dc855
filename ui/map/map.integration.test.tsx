import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../core/catalog/seed.ts";
import { silentLogger } from "../../core/log/logger.ts";
import { tripFixture } from "../../core/pricing/fare-fixture.ts";
import { recordFares } from "../../core/search/testing.ts";
import { testHttpAppOn } from "../../http/testing.ts";
import { testProjectionBed } from "../../projections/testing.ts";
import { renderScreen } from "../forms/testing.tsx";
import { loadMapPage, type MapPageData } from "./map.server.ts";
import FareMap from "./map.tsx";

// Monday 30 November 2026
const NOW = new Date("2026-11-30T10:00:00.000Z");
const FOUND = "2026-11-29T08:00:00.000Z";

const bed = testProjectionBed();

beforeAll(async () => {
  await seedCatalog(bed.store, silentLogger);
  const trip = (from: string, to: string, departure: string, back: string, price: number, airline = "W6") =>
    tripFixture({ from, to, departure, back, price, airline, foundAt: FOUND });
  await recordFares({ sql: bed.database.sql, store: bed.store }, [
    // Sofia: Barcelona cheapest in December, London in January, New York far and dear
    trip("SOF", "BCN", "2026-12-03", "2026-12-07", 120),
    trip("SOF", "BCN", "2027-01-14", "2027-01-24", 90, "FR"),
    { ...trip("SOF", "LTN", "2027-01-08", "2027-01-11", 150), isDirectFlight: true },
    { ...trip("SOF", "JFK", "2027-02-02", "2027-02-09", 900, "LO"), isDirectFlight: false, stops: 1 },
    // Varna flies to Barcelona only
    trip("VAR", "BCN", "2026-12-10", "2026-12-14", 200),
  ]);
  await bed.projections.catchUp();
});

async function mapAt(path: string, currency: "EUR" | "BGN" = "EUR"): Promise<MapPageData> {
  const lang = path.startsWith("/en") ? "en" : "bg";
  return loadMapPage(bed.database.db, new Request(`http://localhost${path}`), lang, NOW, currency);
}

const cities = (data: MapPageData) => data.places.map((place) => [place.code, place.priceBgn]);

describe("the map of where a budget takes you", () => {
  it("shows every destination with a current return fare from the airport, cheapest first, on the smallest view", async () => {
    const all = await mapAt("/karta");
    expect(cities(all)).toEqual([
      ["BCN", 90],
      ["LON", 150],
      ["NYC", 900],
    ]);
    expect(all.view).toBe("world");
    expect(all.places.every((place) => place.at !== null)).toBe(true);
    // Europe, asked for, holds two of the three: New York stays in the list, off the map
    const europe = await mapAt("/karta?view=europe");
    expect(europe.places.map((place) => place.at === null)).toEqual([false, false, true]);
    expect(europe.places[0]).toMatchObject({ city: "Барселона", country: "Испания", path: "/ispaniya/barselona" });
    const varna = await mapAt("/karta?from=VAR");
    expect(cities(varna)).toEqual([["BCN", 200]]);
    expect(varna.view).toBe("europe");
  });

  it("filters by month, trip length, budget in the currency shown first and direct flights", async () => {
    expect(cities(await mapAt("/karta?month=2026-12"))).toEqual([["BCN", 120]]);
    // four nights is short, ten is neither short nor a week: Barcelona's January fare drops out
    expect(cities(await mapAt("/karta?nights=short"))).toEqual([
      ["BCN", 120],
      ["LON", 150],
    ]);
    // 70 € is 136.91 лв.
    expect(cities(await mapAt("/karta?budget=70"))).toEqual([["BCN", 90]]);
    expect(cities(await mapAt("/karta?budget=140", "BGN"))).toEqual([["BCN", 90]]);
    expect(cities(await mapAt("/karta?direct=1")).map(([code]) => code)).not.toContain("NYC");
  });

  it("sends a query no form makes to its clean address", async () => {
    for (const [asked, clean] of [
      ["/karta?budget=abc&from=SOF", "/karta"],
      ["/karta?budget=0", "/karta"],
      ["/karta?from=XXX&month=2031-01&nights=%00", "/karta"],
      ["/en/map?direct=yes&budget=50", "/en/map?budget=50"],
    ]) {
      const answer = await mapAt(asked as string).then(
        () => null,
        (thrown: Response) => thrown,
      );
      expect(answer?.status, asked).toBe(302);
      expect(answer?.headers.get("location")).toBe(clean);
    }
  });

  it("draws the markers as links beside a list that says the same, in both languages", async () => {
    const render = async (path: string) =>
      renderScreen(FareMap as never, path, {
        loaderData: { lang: path.startsWith("/en") ? "en" : "bg", ...(await mapAt(path)) },
      }).replace(/\u00a0/g, " ");
    const bg = await render("/karta?nights=short");
    expect(bg).toContain('src="/images/map/europe.svg"');
    expect(bg).toContain("Карта: 2 дестинации от София с актуална цена");
    expect(bg).toMatch(/<a href="\/ispaniya\/barselona\?from=SOF&amp;nights=short&amp;month=2026-12#price-calendar"/);
    expect(bg.indexOf("Барселона")).toBeLessThan(bg.indexOf("Лондон"));
    const en = await render("/en/map");
    expect(en).toContain("Destinations by price");
    expect(en).toContain("New York");
    expect(en).toContain('src="/images/map/world.svg"');
  });

  it("serves each view's land as a picture the browser keeps, and no other", async () => {
    const app = testHttpAppOn(bed);
    const europe = await app.request("/images/map/europe.svg");
    expect(europe.status).toBe(200);
    expect(europe.headers.get("content-type")).toContain("image/svg+xml");
    expect(europe.headers.get("cache-control")).toContain("max-age=604800");
    expect(await europe.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 1000 620">/);
    expect((await app.request("/images/map/mars.svg")).status).toBe(404);
  });
});
