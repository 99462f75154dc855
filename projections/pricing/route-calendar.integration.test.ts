import { beforeAll, describe, expect, it } from "vitest";
import { DAY_MS } from "../../core/constants.ts";
import type { TripLength } from "../../core/deals/trip-length.ts";
import type { FareObservation } from "../../core/pricing/fare.ts";
import { tripFixture } from "../../core/pricing/fare-fixture.ts";
import { priceLevel } from "../../core/pricing/price-level.ts";
import { recordFares } from "../../core/search/testing.ts";
import { testEventStore } from "../../core/testing/event-store.ts";
import type { ProjectionRunner } from "../runner.ts";
import { installedProjections } from "../testing.ts";
import { calendarOrigins, routeCalendar } from "./route-calendar.ts";
import { routeStats } from "./route-stats.ts";

// Monday 30 November 2026, noon in Sofia
const NOW = new Date("2026-11-30T10:00:00.000Z");
const FOUND = "2026-11-29T08:00:00.000Z";
const STALE = new Date(NOW.getTime() - 10 * DAY_MS).toISOString();

const trip = (
  from: string,
  to: string,
  departure: string,
  back: string | null,
  price: number,
  airline = "W6",
  foundAt = FOUND,
): FareObservation => tripFixture({ from, to, departure, back, price, airline, foundAt });

const bed = testEventStore({ max: 8 });
let projections: ProjectionRunner;

beforeAll(async () => {
  projections = await installedProjections(bed.database.sql);
  const deps = { sql: bed.database.sql, store: bed.store };
  await recordFares(deps, [
    // Friday 4 December: three nights (a weekend and a short trip) two ways, a week, a one-way
    trip("SOF", "LTN", "2026-12-04", "2026-12-07", 180, "W6"),
    trip("SOF", "LTN", "2026-12-04", "2026-12-07", 150, "FR"),
    trip("SOF", "LTN", "2026-12-04", "2026-12-11", 260, "U2"),
    trip("SOF", "LTN", "2026-12-04", null, 70, "LH"),
    // the cheapest of the day, but seen ten days ago: no longer current
    trip("SOF", "LTN", "2026-12-04", "2026-12-07", 60, "BA", STALE),
    // Stansted is London too: on the 5th (a Saturday, two nights) it is the cheaper airport
    trip("SOF", "STN", "2026-12-05", "2026-12-08", 140, "FR"),
    trip("SOF", "LTN", "2026-12-05", "2026-12-08", 210, "W6"),
    // January is cheaper still; November's last day is today, yesterday's departure is gone
    trip("SOF", "LTN", "2027-01-12", "2027-01-16", 99, "W6"),
    trip("SOF", "LTN", "2026-11-29", "2026-12-03", 40, "W6"),
    // Varna flies to Luton too, dearer
    trip("VAR", "LTN", "2026-12-09", "2026-12-13", 300, "W6"),
  ]);
  await projections.catchUp();
});

const london = ["LTN", "STN"];

/** Sofia's calendar to these airports on 30 November 2026. */
const calendarOf = (toAirports: string[], tripLength: TripLength, month: string | null) =>
  routeCalendar(bed.database.db, { fromAirport: "SOF", toAirports, tripLength, month, now: NOW });

describe("the price calendar's read model", () => {
  it("keeps the cheapest current fare of each departure day for each trip length", async () => {
    const short = await calendarOf(london, "short", "2026-12");
    expect(short.days.map((day) => [day.date, day.priceBgn, day.toAirport, day.airline])).toEqual([
      ["2026-12-04", 150, "LTN", "FR"],
      ["2026-12-05", 140, "STN", "FR"],
    ]);
    expect(short.days[0]?.returnDate).toBe("2026-12-07");

    const week = await calendarOf(london, "week", "2026-12");
    expect(week.days.map((day) => [day.date, day.priceBgn])).toEqual([["2026-12-04", 260]]);

    // Friday to Monday is a weekend; Saturday to Tuesday is not
    const weekend = await calendarOf(london, "weekend", "2026-12");
    expect(weekend.days.map((day) => day.date)).toEqual(["2026-12-04"]);
  });

  it("names the cheapest of the twelve months, starts them at this month and opens on the first with a fare", async () => {
    const calendar = await calendarOf(london, "short", null);
    // November's only fare left before today: the calendar opens on the first month with one
    expect(calendar.month).toBe("2026-12");
    expect(calendar.days.map((day) => day.date)).toEqual(["2026-12-04", "2026-12-05"]);
    expect(calendar.months).toHaveLength(12);
    expect(calendar.months[0]).toEqual({ month: "2026-11", cheapestBgn: null });
    expect(calendar.months.at(-1)?.month).toBe("2027-10");
    expect(calendar.cheapestMonth).toEqual({ month: "2027-01", cheapestBgn: 99 });
  });

  it("holds a month asked for outside the twelve to the nearest of them", async () => {
    const ask = (month: string) => calendarOf(london, "short", month);
    expect((await ask("2020-01")).month).toBe("2026-11");
    expect((await ask("2031-05")).month).toBe("2027-10");
  });

  it("colours each day against the route's usual price for its month", async () => {
    const calendar = await calendarOf(["LTN"], "short", "2026-12");
    const stats = await routeStats(bed.database.db, "SOF", "LTN", "m12");
    const usual = stats?.seasons[0]?.median ?? null;
    expect(usual).not.toBeNull();
    expect(calendar.usualBgn).toBe(usual);
    for (const day of calendar.days) expect(day.level).toBe(priceLevel(day.priceBgn, usual));
  });

  it("lets a fare that rose leave the day it was cheapest on", async () => {
    await recordFares(
      { sql: bed.database.sql, store: bed.store },
      [trip("SOF", "LTN", "2026-12-04", "2026-12-07", 400, "FR")],
      "rise",
    );
    await projections.catchUp();
    const calendar = await calendarOf(["LTN"], "short", "2026-12");
    expect(calendar.days.find((day) => day.date === "2026-12-04")).toMatchObject({ priceBgn: 180, airline: "W6" });
  });

  it("lists the Bulgarian airports that fly to a destination, cheapest first", async () => {
    expect(await calendarOrigins(bed.database.db, london, NOW)).toEqual(["SOF", "VAR"]);
    expect(await calendarOrigins(bed.database.db, ["CDG"], NOW)).toEqual([]);
  });
});
