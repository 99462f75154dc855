import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../core/catalog/seed.ts";
import { silentLogger } from "../../core/log/logger.ts";
import { createSearchService } from "../../core/search/service.ts";
import { dayAfter, londonFares, recordFares } from "../../core/search/testing.ts";
import { searchCatalog } from "../../projections/search/queries.ts";
import { testProjectionBed } from "../../projections/testing.ts";
import { renderScreen, unwrap } from "../forms/testing.tsx";
import { fill } from "../i18n/dictionary.ts";
import { searchBg } from "../i18n/sections/search.bg.ts";
import Search, { loader } from "./search.tsx";
import type { SearchPage } from "./search-page.server.ts";

/**
 * The /search results on a real database: a search for a place we know lists the fares we hold
 * for every field of it, keeps the form filled in, and books through links carrying the whole search.
 */

const bed = testProjectionBed();
const today = new Date().toISOString().slice(0, 10);
const day = dayAfter(today, 42);
const back = dayAfter(day, 7);

beforeAll(async () => {
  await seedCatalog(bed.store, silentLogger);
  await recordFares({ sql: bed.database.sql, store: bed.store }, londonFares(day));
  await bed.projections.catchUp();
});

async function search(path: string) {
  const context = {
    db: bed.database.db,
    logger: silentLogger,
    search: createSearchService({ ...searchCatalog(bed.database.db), logger: silentLogger }),
  };
  const answer = unwrap<SearchPage>(
    await loader({ request: new Request(`http://localhost${path}`), context, params: {} } as never),
  );
  const html = renderScreen(Search as never, path, { loaderData: answer.data });
  return { ...answer, html };
}

const query = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const varnaToLondon = {
  tripType: "roundtrip",
  from: "VAR",
  to: "London",
  departureDate: day,
  returnDate: back,
  adults: "2",
  children: "0",
  infants: "0",
  cabinClass: "M",
  dateFlexibility: "0",
  flightPreference: "cheapest",
  currency: "EUR",
  maxStopovers: "1",
};

/** The form's value of a field as the server rendered it. */
function formValue(html: string, name: string): string | null {
  const form = html.slice(html.indexOf('data-testid="search-form"'));
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(form);
  if (select) return /<option value="([^"]*)" selected=""/.exec(select[1] as string)?.[1] ?? null;
  const radio = new RegExp(`<input type="radio" name="${name}" value="([^"]*)" checked=""`).exec(form);
  if (radio) return radio[1] as string;
  const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(form)?.[0];
  return input ? (/ value="([^"]*)"/.exec(input)?.[1] ?? "") : null;
}

/** The results' booking links: our click-out (/go/search), which records the click and redirects. */
const bookingLinks = (html: string) =>
  [...html.matchAll(/<a [^>]*href="(\/go\/search\?[^"]+)"/g)].map(
    (match) => new URL((match[1] as string).replace(/&amp;/g, "&"), "http://localhost").searchParams,
  );

describe("a search for a place we know", () => {
  it("lists Varna's fares to London's airports for the very days, cheapest first, with the form still filled in", async () => {
    const { status, data, html } = await search(`/en/search?${query(varnaToLondon)}`);
    expect(status).toBe(200);
    expect(data.outcome).toMatchObject({ kind: "fares", origin: "VAR", place: { code: "LON" } });
    // VAR flies to Luton (Wizz Air) and Heathrow (connections); the 2-stop, one-way, other-date,
    // Sofia and stale fares do not fit this search
    const routes = [...html.matchAll(/data-route="([A-Z-]+)"/g)].map((match) => match[1]);
    expect(routes).toEqual(["VAR-LTN", "VAR-LHR"]);
    expect(html).toContain("Flights from Varna to London");
    expect(html).toContain("We found 2 flights for this search, cheapest first.");
    expect(html).toMatch(/Varna \(VAR\) → London \(LTN\)/);
    // nothing typed is lost: the form comes back with every field
    for (const [field, value] of Object.entries(varnaToLondon)) expect(formValue(html, field), field).toBe(value);
    // and the summary repeats them
    for (const text of ["Varna → London", "Round trip", "Exact dates", "2 adults", "Economy", "Up to 1 stopover"]) {
      expect(html, text).toContain(text);
    }
    // the place's own page stays a link away
    expect(html).toMatch(/href="\/en\/united-kingdom\/london"[^>]*>See all deals to London</);
  });

  it("books each fare through our click-out, with origin, destination, both days, the party, cabin and currency", async () => {
    const { html } = await search(`/en/search?${query(varnaToLondon)}`);
    const links = bookingLinks(html);
    expect(links.map((params) => params.get("to"))).toEqual(["LTN", "LHR"]);
    for (const params of links) {
      expect(Object.fromEntries(params)).toEqual({
        from: "VAR",
        to: params.get("to"),
        depart: day,
        return: back,
        adults: "2",
        children: "0",
        infants: "0",
        cabin: "M",
        currency: "EUR",
      });
    }
    expect(html).toContain('rel="nofollow sponsored noopener"');
  });

  it("in Bulgarian, takes names, flexible days and a cabin we do not collect, and says what it cannot honour", async () => {
    const path = `/search?${query({
      ...varnaToLondon,
      from: "Варна",
      to: "Лондон",
      departureDate: dayAfter(day, 1),
      returnDate: dayAfter(back, 1),
      dateFlexibility: "3",
      cabinClass: "C",
      children: "1",
    })}`;
    const { html } = await search(path);
    expect(html).toContain("Полети от Варна до Лондон");
    expect(html).toContain(fill(searchBg.fares.found.other, { count: 3 }));
    for (const text of ["± 3 дни", "2 възрастни, 1 дете", "Бизнес", "Двупосочен", "До 1 прекачване"]) {
      expect(html, text).toContain(text);
    }
    expect(html).toContain(fill(searchBg.fares.notices.cabinNotCollected, { cabin: "Бизнес" }));
    expect(html).toContain(fill(searchBg.fares.notices.pricePerPerson, { passengers: "2 възрастни, 1 дете" }));
    expect(formValue(html, "from")).toBe("Варна");
    expect(formValue(html, "dateFlexibility")).toBe("3");
    expect(formValue(html, "cabinClass")).toBe("C");
    // the cabin and the party still go to the booking site
    for (const params of bookingLinks(html)) {
      expect(params.get("cabin")).toBe("C");
      expect(params.get("children")).toBe("1");
    }
    expect(html).toMatch(/href="\/velikobritaniya\/london"[^>]*>Вижте всички оферти за Лондон</);
  });

  it("says plainly when nothing matches and offers other dates and other airports, never a blank", async () => {
    const late = { ...varnaToLondon, departureDate: dayAfter(day, 30), returnDate: dayAfter(back, 30) };
    const varna = await search(`/search?${query(late)}`);
    expect(varna.status).toBe(200);
    expect(varna.html).toContain(searchBg.fares.emptyTitle);
    expect(varna.html).toContain("Няма полети по тези критерии");
    expect(varna.html).toContain("Същият маршрут, други дати");
    // the nearest date first: three weeks after the wanted day
    const otherDates = varna.html.slice(varna.html.indexOf('data-testid="search-other-dates"'));
    expect(otherDates.match(/data-route="([A-Z-]+)"/)?.[1]).toBe("VAR-LTN");
    expect(otherDates).toContain(`dateTime="${dayAfter(day, 21)}"`);

    // from Burgas nothing flies on those days; Varna and Sofia do
    const burgas = await search(`/search?${query({ ...varnaToLondon, from: "BOJ" })}`);
    expect(burgas.html).toContain("Няма полети по тези критерии");
    expect(burgas.html).toContain("До Лондон от друго летище в България");
    const origins = burgas.html.slice(burgas.html.indexOf('data-testid="search-other-origins"'));
    expect([...origins.matchAll(/data-route="([A-Z-]+)"/g)].map((match) => match[1])).toEqual([
      "VAR-LTN",
      "SOF-STN",
      "VAR-LHR",
    ]);
    expect(burgas.html).toMatch(/href="\/velikobritaniya\/london"[^>]*>Вижте всички оферти за Лондон</);

    // nothing at all for a place: still a plain answer and the place's page
    const nowhere = await search(`/en/search?${query({ ...varnaToLondon, to: "Reykjavik" })}`);
    expect(nowhere.html).toContain("No flights match this search");
    expect(nowhere.html).toContain("We have no other fares to Reykjavik at the moment.");
  });

  it("refuses bad input with the spec's messages and the form back, never a 500", async () => {
    const { status, html } = await search(
      `/en/search?${query({ ...varnaToLondon, departureDate: "12.06.2027", adults: "12", currency: "USD", maxStopovers: "5" })}`,
    );
    expect(status).toBe(400);
    for (const message of [
      "Invalid date format",
      "Adults must be between 1 and 9",
      "Currency must be either BGN or EUR",
      "Max stopovers must be between 0 and 3",
    ]) {
      expect(html, message).toContain(message);
    }
    expect(formValue(html, "departureDate")).toBe("12.06.2027");
  });
});
