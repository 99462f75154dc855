import { beforeAll, describe, expect, it } from "vitest";
import { searchClickOutPath } from "../../core/clickouts/search-clickout.ts";
import { dealSnapshotFixture } from "../../core/deals/fixtures.ts";
import { detectDeal } from "../../core/deals/service.ts";
import type { FareMode } from "../../core/pricing/fare-mode.ts";
import { testProjectionBed } from "../../projections/testing.ts";
import { demoBg } from "../../ui/i18n/sections/demo.bg.ts";
import { demoEn } from "../../ui/i18n/sections/demo.en.ts";
import type { HttpApp } from "../app.ts";
import { testHttpAppOn } from "../testing.ts";

const bed = testProjectionBed();
/** With real fares (the redirects) and with simulated ones (the page that says so). */
let app: HttpApp;
let demo: HttpApp;
let dealCode: string;

beforeAll(async () => {
  await detectDeal(bed.store, dealSnapshotFixture({ validUntil: "2099-01-01T00:00:00.000Z" }));
  await bed.projections.catchUp();
  const [deal] = await bed.database.sql<{ short_code: string }[]>`SELECT short_code FROM destination_deals LIMIT 1`;
  dealCode = deal?.short_code ?? "";
  const appIn = (fareMode: FareMode) =>
    testHttpAppOn(bed, {
      affiliateMarker: "testmarker",
      fareMode,
    });
  app = appIn("live");
  demo = appIn("demo");
});

const BROWSER = { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148" };
const search = {
  fromAirport: "VAR",
  toAirport: "LTN",
  departureDate: "2027-02-10",
  returnDate: "2027-02-15",
  adults: 2,
  children: 1,
  infants: 1,
  cabinClass: "C",
  currency: "EUR",
} as const;

async function recorded() {
  const events = await bed.store.readAll({ eventTypes: ["SearchClickOutRecorded"] });
  const [pii] = await bed.database.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM clickout_pii`;
  return { events, pii: pii?.n ?? 0 };
}

describe("GET /go/search: a /search result's click-out", () => {
  it("records the click with the search and no personal data, and sends the visitor to the search booked", async () => {
    const response = await app.request(`${searchClickOutPath(search)}&tz=Europe/Sofia`, {
      headers: { ...BROWSER, referer: "http://localhost/en/search?from=VAR&to=London" },
    });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location") ?? "");
    expect(location.origin + location.pathname).toBe("https://www.aviasales.com/search");
    expect(Object.fromEntries(location.searchParams)).toEqual({
      origin_iata: "VAR",
      destination_iata: "LTN",
      depart_date: "2027-02-10",
      return_date: "2027-02-15",
      oneway: "0",
      adults: "2",
      children: "1",
      infants: "1",
      trip_class: "1",
      currency: "EUR",
      marker: "testmarker",
    });
    const { events, pii } = await recorded();
    expect(events).toHaveLength(1);
    expect(events[0]?.data).toEqual({
      clickId: expect.any(String),
      search,
      timeZone: "Europe/Sofia",
      timeZoneSource: "client",
      referrer: "http://localhost",
      deviceClass: "mobile",
      language: "en",
      fromSite: true,
    });
    const clickId = (events[0]?.data as { clickId?: string } | undefined)?.clickId;
    expect(events[0]?.streamId).toBe(`clickout-${clickId}`);
    expect(JSON.stringify(events[0]?.data)).not.toMatch(/iPhone|Mozilla/);
    expect(pii).toBe(1);
  });

  it("books a one-way search and counts no bot", async () => {
    const before = await recorded();
    const oneWay = searchClickOutPath({ ...search, returnDate: null, infants: 0, children: 0, cabinClass: "M" });
    const bot = await app.request(oneWay, {
      headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
    });
    expect(bot.status).toBe(302);
    expect(new URL(bot.headers.get("location") ?? "").searchParams.get("oneway")).toBe("1");
    expect(await recorded()).toEqual(before);
  });

  it.each([
    ["a missing field", (q: URLSearchParams) => q.delete("depart")],
    ["an airport that is no IATA code", (q: URLSearchParams) => q.set("to", "london")],
    ["the same airport at both ends", (q: URLSearchParams) => q.set("to", "VAR")],
    ["a day that does not exist", (q: URLSearchParams) => q.set("depart", "2027-02-30")],
    ["a return before the departure", (q: URLSearchParams) => q.set("return", "2027-02-01")],
    ["no adult", (q: URLSearchParams) => q.set("adults", "0")],
    ["more infants than adults", (q: URLSearchParams) => q.set("infants", "3")],
    ["a cabin the form does not offer", (q: URLSearchParams) => q.set("cabin", "Y")],
    ["a currency the form does not offer", (q: URLSearchParams) => q.set("currency", "USD")],
    ["an emoji", (q: URLSearchParams) => q.set("adults", "2\u{1F600}")],
    ["a far too long value", (q: URLSearchParams) => q.set("depart", "2".repeat(10_000))],
  ])("refuses a link with %s: 400 and its message, nothing recorded", async (_, change) => {
    const before = await recorded();
    const query = new URLSearchParams(searchClickOutPath(search).split("?")[1]);
    change(query);
    const response = await app.request(`/go/search?${query}`, { headers: BROWSER });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      error: { code: "invalid_search_link", message: "This booking link is incomplete or was changed" },
    });
    expect(await recorded()).toEqual(before);
  });

  it("refuses bytes no link would carry before reading them, nothing recorded", async () => {
    const before = await recorded();
    const response = await app.request(`${searchClickOutPath(search).replace("VAR", "VA%00R")}`, { headers: BROWSER });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("validation_failed");
    expect(await recorded()).toEqual(before);
  });
});

describe("a click-out while the fares are simulated", () => {
  /** The provider's search the page links to, plainly labelled. */
  const realSearchOf = (html: string) =>
    new URL((/<a href="([^"]+)"[^>]*data-testid="real-search"/.exec(html)?.[1] ?? "").replace(/&amp;/g, "&"));

  it("records the search's click and says the fare is simulated, with the real search one plain link away", async () => {
    const before = await recorded();
    const response = await demo.request(searchClickOutPath(search), {
      headers: { ...BROWSER, referer: "http://localhost/en/search?from=VAR&to=London" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(demoEn.clickOut.title);
    expect(html).toContain("VAR → LTN");
    expect(html).toContain('name="robots" content="noindex, nofollow"');
    // back to the results the click came from
    expect(html).toContain('href="/en/search?from=VAR&amp;to=London"');
    const real = realSearchOf(html);
    expect(real.origin).toBe("https://www.aviasales.com");
    expect(real.searchParams.get("marker")).toBe("testmarker");
    expect(real.searchParams.get("destination_iata")).toBe("LTN");
    expect(html).toMatch(/rel="nofollow sponsored noopener"[^>]*data-testid="real-search"/);
    const after = await recorded();
    expect(after.events).toHaveLength(before.events.length + 1);
    expect(after.pii).toBe(before.pii + 1);
  });

  it("does the same for a deal, in Bulgarian when the click came from nowhere, back to the home page", async () => {
    const before = await bed.store.readAll({ eventTypes: ["ClickOutRecorded"] });
    const response = await demo.request(`/go/${dealCode}`, { headers: BROWSER });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="bg">');
    expect(html).toContain(demoBg.clickOut.title);
    expect(html).toContain(demoBg.clickOut.text);
    expect(html).toContain('<a class="back" href="/">');
    expect(realSearchOf(html).pathname).toMatch(/^\/search\/SOF/);
    expect(await bed.store.readAll({ eventTypes: ["ClickOutRecorded"] })).toHaveLength(before.length + 1);
  });

  it("redirects with real fares, as ever", async () => {
    const response = await app.request(`/go/${dealCode}`, { headers: BROWSER });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^https:\/\/www\.aviasales\.com\/search\/SOF/);
  });
});
