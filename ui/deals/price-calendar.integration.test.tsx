import { beforeAll, describe, expect, it } from "vitest";
import { tripFixture } from "../../core/pricing/fare-fixture.ts";
import { recordFares } from "../../core/search/testing.ts";
import { testEventStore } from "../../core/testing/event-store.ts";
import { installedProjections } from "../../projections/testing.ts";
import { renderScreen } from "../forms/testing.tsx";
import { type PriceCalendarData, priceCalendarFor } from "./price-calendar.server.ts";
import { PriceCalendar } from "./price-calendar.tsx";

// Monday 30 November 2026; the usual price of December comes from these fares' own statistics
const NOW = new Date("2026-11-30T10:00:00.000Z");

const fare = (from: string, departure: string, back: string, price: number, airline: string) =>
  tripFixture({ from, to: "BCN", departure, back, price, airline, foundAt: "2026-11-29T08:00:00.000Z" });

const bed = testEventStore();

beforeAll(async () => {
  const projections = await installedProjections(bed.database.sql);
  await recordFares({ sql: bed.database.sql, store: bed.store }, [
    fare("SOF", "2026-12-03", "2026-12-07", 100, "W6"),
    fare("SOF", "2026-12-10", "2026-12-14", 200, "FR"),
    fare("SOF", "2026-12-17", "2026-12-21", 400, "FR"),
    fare("VAR", "2026-12-05", "2026-12-09", 300, "W6"),
  ]);
  await projections.catchUp();
});

function Screen({ loaderData }: { loaderData: PriceCalendarData & { path: string } }) {
  const { calendar, origins, today, path } = loaderData;
  return <PriceCalendar calendar={calendar} origins={origins} path={path} searchTo="BCN" today={today} />;
}

async function render(pagePath: string, query = ""): Promise<string> {
  const data = await priceCalendarFor(bed.database.db, new URLSearchParams(query), ["BCN"], NOW);
  if (!data) throw new Error("no calendar");
  const html = renderScreen(Screen as never, `${pagePath}?${query}`, { loaderData: { ...data, path: pagePath } });
  // prices keep a no-break space between amount and symbol
  return html.replace(/\u00a0/g, " ");
}

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the price calendar as the server renders it", () => {
  it("opens on December from the cheapest airport, each priced day a link to the search with its dates", async () => {
    const html = await render("/ispaniya/barselona");
    const words = text(html);
    expect(words).toContain("Ценови календар");
    expect(words).toContain("декември 2026 г.");
    expect(words).toContain("Излитане от София Варна");
    expect(html).toMatch(/aria-current="true"[^>]*>София</);
    // euro first, rounded up: 100 лв. is 51.13 €
    expect(words).toContain("3 52 €");
    expect(html).toContain('href="/search?from=SOF&amp;to=BCN&amp;departureDate=2026-12-03&amp;returnDate=2026-12-07"');
    expect(html).toContain(
      'aria-label="3 декември 2026 г.: от 52 € (100 лв.), връщане на 7 декември 2026 г., Под обичайното"',
    );
    // the cheapest, the usual, the dearest day against the month's usual price
    expect(html).toMatch(/price-calendar__day--low"><a[^>]*departureDate=2026-12-03/);
    expect(html).toMatch(/price-calendar__day--high"><a[^>]*departureDate=2026-12-17/);
    // back to this month, on to January: the same airport and length
    expect(html).toContain('href="/ispaniya/barselona?from=SOF&amp;nights=short&amp;month=2026-11#price-calendar"');
    expect(html).toContain('href="/ispaniya/barselona?from=SOF&amp;nights=short&amp;month=2027-01#price-calendar"');
    expect(words).toContain("Най-евтин месец: декември 2026 г., от 52 €");
  });

  it("follows the query's airport, length and month, and says when a month has no fares", async () => {
    const html = await render("/en/spain/barcelona", "from=VAR&nights=week&month=2027-01");
    const words = text(html);
    expect(words).toContain("Mon Tue Wed Thu Fri Sat Sun");
    expect(html).toMatch(/aria-current="true"[^>]*>Varna</);
    expect(html).toMatch(/aria-current="true"[^>]*>A week</);
    expect(words).toContain("We have no current fares for January 2027 with this trip length.");
    expect(html).toContain('aria-label="Previous month"');
    // this month has none before it, the twelfth none after it
    expect(await render("/en/spain/barcelona", "month=2026-11")).not.toContain('aria-label="Previous month"');
    expect(await render("/en/spain/barcelona", "month=2027-10")).not.toContain('aria-label="Next month"');
  });

  it("takes a query no link makes as the default instead of failing", async () => {
    const html = await render("/ispaniya/barselona", "from=%00XYZ&nights=%3Cb%3E&month=9999-99");
    expect(text(html)).toContain("декември 2026 г.");
    expect(html).toMatch(/aria-current="true"[^>]*>3–5 нощувки</);
  });
});
