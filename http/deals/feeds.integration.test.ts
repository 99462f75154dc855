import { XMLParser, XMLValidator } from "fast-xml-parser";
import type { MiddlewareHandler } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../core/catalog/seed.ts";
import { PostgresSnapshotStore } from "../../core/eventstore/snapshots.ts";
import { silentLogger } from "../../core/log/logger.ts";
import { fareFixture, recordFixture } from "../../core/pricing/fare-fixture.ts";
import type { FareMode } from "../../core/pricing/fare-mode.ts";
import { recordFareObservations } from "../../core/pricing/record-fares.ts";
import { FEED_FORMATS, FEED_KINDS, feedPath } from "../../core/routes/feeds.ts";
import { runSettingsCommand } from "../../core/settings/service.ts";
import { seedTestHistory } from "../../core/testing/seed-history.ts";
import { liveDealsForFeed } from "../../projections/deals/feeds.ts";
import { testProjectionBed } from "../../projections/testing.ts";
import { meta as airportMeta } from "../../ui/catalog/airport.tsx";
import { meta as homeMeta } from "../../ui/deals/home.tsx";
import { detectDealsAt, rankBestDeals } from "../../workers/deal-jobs.ts";
import type { HttpApp } from "../app.ts";
import { INPUT_MESSAGES } from "../middleware/input-boundary.ts";
import { testHttpAppOn } from "../testing.ts";
import { FEED_ITEM_LIMIT } from "./feeds.ts";

const ORIGIN = "https://flydeals.example";

const bed = testProjectionBed({ max: 12 });
let app: HttpApp;
const snapshots = () => new PostgresSnapshotStore(bed.database.sql);

/** Departures well inside the simulated horizon, in one month, so the routes have seasonal samples. */
const now = new Date();
const target = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 10);
const day = (offset: number) => new Date(target + offset * 86_400_000).toISOString().slice(0, 10);

interface Route {
  from: string;
  to: string;
  airline: string;
}
const SOF_BCN: Route = { from: "SOF", to: "BCN", airline: "W6" };
const VAR_VIE: Route = { from: "VAR", to: "VIE", airline: "OS" };

/** One crawl of one fare, then deal detection on it: the path a real crawl takes. */
async function crawl(route: Route, price: number, departure: string, crawlId: string) {
  const fare = fareFixture({
    fromAirport: route.from,
    toAirport: route.to,
    price,
    departureDate: departure,
    returnDate: new Date(Date.parse(departure) + 5 * 86_400_000).toISOString().slice(0, 10),
    airline: route.airline,
    airlines: [route.airline],
    itinerarySignature: `${route.from}-${route.airline} 4321-${route.to}`,
    providerFlightId: `sim-${route.airline}4321-${departure}`,
    foundAt: new Date().toISOString(),
  });
  await recordFareObservations(
    { store: bed.store, snapshots: snapshots() },
    recordFixture([fare], {
      fromAirport: route.from,
      toAirport: route.to,
      crawlId,
      observedAt: new Date().toISOString(),
    }),
  );
  await bed.projections.catchUp();
  const [event] = await bed.store.readAll({ direction: "backward", eventTypes: ["FaresObserved"], limit: 1 });
  const result = await detectDealsAt(
    { store: bed.store, db: bed.database.db, affiliateMarker: "testmarker" },
    event!.globalPosition,
  );
  await bed.projections.catchUp();
  return result;
}

interface DealRow {
  shortCode: string;
  fromAirport: string;
  currentPrice: string;
  status: string;
}
const dealAt = async (route: Route, departure: string) => {
  const [row] = await bed.database.sql<DealRow[]>`
    SELECT short_code AS "shortCode", from_airport AS "fromAirport", current_price AS "currentPrice", status
      FROM destination_deals WHERE from_airport = ${route.from} AND to_airport = ${route.to}
       AND departure_date = ${departure}::date`;
  if (!row) throw new Error(`no deal ${route.from}-${route.to} on ${departure}`);
  return row;
};

beforeAll(async () => {
  await seedCatalog(bed.store, silentLogger);
  await seedTestHistory(bed.database.sql, bed.store, {
    fareSeed: 9,
    routes: [SOF_BCN, VAR_VIE].map(({ from, to }) => ({ from, to })),
    days: 40,
    now: new Date(),
  });
  await bed.projections.catchUp();
  // SSR and static files present, as in production: the feeds have a dot and must come first
  const staticFiles: MiddlewareHandler = async (_c, next) => {
    await next();
  };
  const appIn = (fareMode: FareMode) =>
    testHttpAppOn(bed, {
      publicUrl: `${ORIGIN}/`,
      ssr: async () => new Response("ssr", { status: 418 }),
      staticFiles,
      fareMode,
    });
  app = appIn("live");
  demoApp = appIn("demo");
  expect((await crawl(SOF_BCN, 44, day(0), "sof-1")).detected).toBe(1);
  expect((await crawl(SOF_BCN, 40, day(3), "sof-2")).detected).toBe(1);
  expect((await crawl(SOF_BCN, 50, day(6), "sof-3")).detected).toBe(1);
  expect((await crawl(VAR_VIE, 60, day(0), "var-1")).detected).toBe(1);
});

// ── Reading the feeds with real parsers ───────────────────────────────────────────────────────────

/** Elements that may repeat: always arrays, even with one element. */
const REPEATED = new Set(["rss.channel.item", "rss.channel.atom:link", "feed.link", "feed.entry", "feed.entry.link"]);
const xmlParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  parseTagValue: false,
  isArray: (_name, path) => REPEATED.has(String(path)),
});

type Node = Record<string, unknown>;
const text = (value: unknown) => String(value).replace(/\u00a0/g, " ");

let demoApp: HttpApp;

async function fetchFeed(path: string, headers: Record<string, string> = {}) {
  const response = await app.request(path, { headers });
  return { response, body: await response.text() };
}

async function rss(path: string) {
  const { response, body } = await fetchFeed(path);
  expect(response.status, path).toBe(200);
  expect(XMLValidator.validate(body), path).toBe(true);
  const doc = xmlParser.parse(body) as { rss: Node & { channel: Node & { item?: Node[] } } };
  return { response, rss: doc.rss, channel: doc.rss.channel, items: doc.rss.channel.item ?? [] };
}

async function atom(path: string) {
  const { response, body } = await fetchFeed(path);
  expect(response.status, path).toBe(200);
  expect(XMLValidator.validate(body), path).toBe(true);
  const doc = xmlParser.parse(body) as { feed: Node & { link: Node[]; entry?: Node[] } };
  return { response, feed: doc.feed, entries: doc.feed.entry ?? [] };
}

interface JsonFeed {
  version: string;
  title: string;
  home_page_url: string;
  feed_url: string;
  language: string;
  items: Array<Record<string, string>>;
}

async function jsonFeed(path: string) {
  const { response, body } = await fetchFeed(path);
  expect(response.status, path).toBe(200);
  return { response, feed: JSON.parse(body) as JsonFeed };
}

const linksOf = (items: Node[]) => items.map((item) => item.link as unknown as string);
const pageOf = (shortCode: string, lang: "bg" | "en" = "bg") =>
  `${ORIGIN}${lang === "bg" ? "/oferta" : "/en/deal"}/${shortCode}`;

// ── The feeds ─────────────────────────────────────────────────────────────────────────────────────

describe("feeds of live deals", () => {
  it("serve RSS 2.0 in Bulgarian: channel, items with title, link, guid, dates, description and picture", async () => {
    const { response, rss: doc, channel, items } = await rss("/feeds/deals.rss");
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(doc["@_version"]).toBe("2.0");
    expect(channel.title).toBe("flydealsbg – евтини полети от България");
    expect(channel.link).toBe(`${ORIGIN}/`);
    expect(channel.language).toBe("bg");
    expect(channel["atom:link"]).toEqual([
      { "@_href": `${ORIGIN}/feeds/deals.rss`, "@_rel": "self", "@_type": "application/rss+xml" },
    ]);
    expect(items).toHaveLength(4);

    const cheapest = await dealAt(SOF_BCN, day(3));
    const item = items.find((candidate) => candidate.link === pageOf(cheapest.shortCode)) as Node;
    expect(text(item.title)).toBe("София → Барселона: 20 € (40 лв.)");
    expect((item.guid as Node)["#text"]).toBe(pageOf(cheapest.shortCode));
    expect(item.enclosure).toMatchObject({
      "@_url": `${ORIGIN}/images/destinations/BCN.png`,
      "@_type": "image/png",
    });
    const description = text(item.description);
    expect(description).toMatch(
      /^<p>Отиване: .+ г\. · Връщане: .+ г\.<\/p><p>Обичайно: \d+ € \(\d+ лв\.\) · Спестявате \d+%<\/p>$/,
    );
    expect(Date.parse(item.pubDate as string)).not.toBeNaN();
    const varna = items.find((candidate) => text(candidate.title).startsWith("Варна → Виена: ")) as Node;
    expect(text(varna.title)).toBe("Варна → Виена: 31 € (60 лв.)");
  });

  it("serve Atom 1.0 in English with self and alternate links and an enclosure per entry", async () => {
    const { response, feed, entries } = await atom("/en/feeds/deals.atom");
    expect(response.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    expect(feed["@_xmlns"]).toBe("http://www.w3.org/2005/Atom");
    expect(feed.title).toBe("flydealsbg – cheap flights from Bulgaria");
    expect(feed.id).toBe(`${ORIGIN}/en/feeds/deals.atom`);
    expect(feed.link).toEqual(
      expect.arrayContaining([
        { "@_rel": "alternate", "@_href": `${ORIGIN}/en` },
        { "@_rel": "self", "@_href": `${ORIGIN}/en/feeds/deals.atom` },
      ]),
    );
    expect(entries).toHaveLength(4);
    const cheapest = await dealAt(SOF_BCN, day(3));
    const entry = entries.find((candidate) => candidate.id === pageOf(cheapest.shortCode, "en")) as Node;
    expect(text((entry.title as Node)["#text"])).toBe("Sofia → Barcelona: €20 (BGN 40)");
    const links = entry.link as Node[];
    expect(links[0]).toEqual({ "@_href": pageOf(cheapest.shortCode, "en") });
    expect(links).toContainEqual({
      "@_rel": "enclosure",
      "@_href": `${ORIGIN}/images/destinations/BCN.png`,
      "@_type": "image/png",
    });
    expect(text((entry.summary as Node)["#text"])).toMatch(
      /^<p>Outbound: .+ · Return: .+<\/p><p>Usually: €\d+ \(BGN \d+\) · You save \d+%<\/p>$/,
    );
    expect(Date.parse(entry.updated as string)).toBeGreaterThanOrEqual(Date.parse(entry.published as string));
  });

  it("serve JSON Feed 1.1 with the fields the spec asks for", async () => {
    const { response, feed } = await jsonFeed("/feeds/deals.json");
    expect(response.headers.get("content-type")).toBe("application/feed+json; charset=utf-8");
    expect(feed).toMatchObject({
      version: "https://jsonfeed.org/version/1.1",
      title: "flydealsbg – евтини полети от България",
      home_page_url: `${ORIGIN}/`,
      feed_url: `${ORIGIN}/feeds/deals.json`,
      language: "bg",
    });
    expect(feed.items).toHaveLength(4);
    for (const item of feed.items) {
      expect(item.id).toBe(item.url);
      expect(item.url).toMatch(new RegExp(`^${ORIGIN}/oferta/[A-Z0-9]+$`));
      expect(text(item.title)).toMatch(/^(София|Варна) → .+: \d+ € \(\d+ лв\.\)$/);
      expect(item.content_html).toContain("Отиване: ");
      expect(item.image).toMatch(new RegExp(`^${ORIGIN}/images/destinations/[A-Z]{3}\\.png$`));
      // RFC 3339
      expect(item.date_published).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
      expect(item.date_modified).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    }
    expect((await jsonFeed("/en/feeds/deals.json")).feed).toMatchObject({
      title: "flydealsbg – cheap flights from Bulgaria",
      home_page_url: `${ORIGIN}/en`,
      language: "en",
    });
  });

  it("say each item is demo, in its title and a category, while the fares are simulated (decision 0087)", async () => {
    const rssBody = await (await demoApp.request("/feeds/deals.rss")).text();
    const items = (xmlParser.parse(rssBody) as { rss: { channel: { item: Node[] } } }).rss.channel.item;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(text(item.title)).toMatch(/^Демо: /);
      expect(item.category).toBe("demo");
    }
    const atomBody = await (await demoApp.request("/en/feeds/deals.atom")).text();
    const entries = (xmlParser.parse(atomBody) as { feed: { entry: Node[] } }).feed.entry;
    for (const entry of entries) {
      expect(text((entry.title as Node)["#text"])).toMatch(/^Demo: /);
      expect((entry.category as Node)["@_term"]).toBe("demo");
    }
    const json = JSON.parse(await (await demoApp.request("/feeds/deals.json")).text()) as {
      items: Array<{ title: string; tags?: string[] }>;
    };
    for (const item of json.items) {
      expect(item.title).toMatch(/^Демо: /);
      expect(item.tags).toEqual(["demo"]);
    }
    // with real fares: no such word anywhere, and another tag
    const live = await fetchFeed("/feeds/deals.rss");
    expect(live.body).not.toMatch(/Демо|<category>demo</);
    const demoTag = (await demoApp.request("/feeds/deals.rss")).headers.get("etag");
    expect(demoTag).not.toBe(live.response.headers.get("etag"));
  });

  it("list the cheapest first before any ranking, then in the ranking's order", async () => {
    const prices = async () => {
      const deals = await liveDealsForFeed(bed.database.db, { limit: FEED_ITEM_LIMIT, now: new Date() });
      return deals.map((deal) => Number(deal.currentPrice));
    };
    expect(await prices()).toEqual([40, 44, 50, 60]);

    await rankBestDeals({ store: bed.store, db: bed.database.db, affiliateMarker: "testmarker" });
    await bed.projections.catchUp();
    const ranked = await bed.database.sql<{ shortCode: string }[]>`
      SELECT dd.short_code AS "shortCode" FROM best_deals_cache b JOIN destination_deals dd ON dd.id = b.deal_id
       ORDER BY b.rank`;
    expect(ranked).toHaveLength(4);
    const { items } = await rss("/feeds/deals.rss");
    expect(linksOf(items)).toEqual(ranked.map((deal) => pageOf(deal.shortCode)));
    expect(await liveDealsForFeed(bed.database.db, { limit: 2, now: new Date() })).toHaveLength(2);
  });

  it("narrow to one departure airport with ?from, in any case", async () => {
    const varna = await dealAt(VAR_VIE, day(0));
    for (const from of ["VAR", "var"]) {
      const { channel, items } = await rss(`/feeds/deals.rss?from=${from}`);
      expect(channel.title).toBe("flydealsbg – евтини полети от Варна");
      expect((channel["atom:link"] as Node[])[0]?.["@_href"]).toBe(`${ORIGIN}/feeds/deals.rss?from=VAR`);
      expect(linksOf(items)).toEqual([pageOf(varna.shortCode)]);
    }
    const { feed } = await jsonFeed("/en/feeds/deals.json?from=SOF");
    expect(feed.title).toBe("flydealsbg – cheap flights from Sofia");
    expect(feed.feed_url).toBe(`${ORIGIN}/en/feeds/deals.json?from=SOF`);
    expect(feed.items.map((item) => text(item.title).split(":")[0])).toEqual([
      "Sofia → Barcelona",
      "Sofia → Barcelona",
      "Sofia → Barcelona",
    ]);
    const { entries } = await atom("/feeds/deals.atom?from=BOJ");
    expect(entries).toEqual([]);
  });

  it.each([
    ["XXX", "Unknown departure airport"],
    ["", "Unknown departure airport"],
    ["LHR", "Unknown departure airport"],
    // bytes that are no text stop at the input boundary (decision 0050)
    ["%00", INPUT_MESSAGES.badText],
    ["SO%00F", INPUT_MESSAGES.badText],
    ["%E0%A4%A", INPUT_MESSAGES.badText],
  ])("answer ?from=%s with 400 and the error envelope", async (from, message) => {
    for (const format of FEED_FORMATS) {
      const response = await app.request(`${feedPath("bg", format)}?from=${from}`);
      expect(response.status, format).toBe(400);
      expect(await response.json()).toEqual({ success: false, error: { code: "validation_failed", message } });
    }
  });
});

// ── Caching ───────────────────────────────────────────────────────────────────────────────────────

describe("feed validators", () => {
  it("answer a matching If-None-Match or a not-older If-Modified-Since with 304", async () => {
    const { response } = await fetchFeed("/feeds/deals.rss");
    const etag = response.headers.get("etag") as string;
    const lastModified = response.headers.get("last-modified") as string;
    expect(etag).toMatch(/^W\/"[0-9a-f]{32}"$/);
    const newest = await bed.database.sql<{ at: Date }[]>`
      SELECT max(updated_at) AS at FROM destination_deals WHERE status = 'active'`;
    expect(lastModified).toBe(newest[0]?.at.toUTCString());

    const unchanged: Record<string, string>[] = [
      { "if-none-match": etag },
      { "if-none-match": etag.slice(2) },
      { "if-none-match": `"other", ${etag}` },
      { "if-none-match": "*" },
      { "if-modified-since": lastModified },
      { "if-modified-since": new Date(Date.parse(lastModified) + 60_000).toUTCString() },
    ];
    for (const headers of unchanged) {
      const cached = await fetchFeed("/feeds/deals.rss", headers);
      expect(cached.response.status, JSON.stringify(headers)).toBe(304);
      expect(cached.body).toBe("");
      expect(cached.response.headers.get("etag")).toBe(etag);
      expect(cached.response.headers.get("cache-control")).toBe("public, max-age=300");
    }
    const changed: Record<string, string>[] = [
      { "if-none-match": '"other"' },
      { "if-modified-since": new Date(Date.parse(lastModified) - 1000).toUTCString() },
      { "if-modified-since": "yesterday" },
      // If-None-Match wins over If-Modified-Since
      { "if-none-match": '"other"', "if-modified-since": lastModified },
    ];
    for (const headers of changed) {
      expect((await fetchFeed("/feeds/deals.rss", headers)).response.status, JSON.stringify(headers)).toBe(200);
    }
  });

  it("give each language, format and airport its own tag", async () => {
    const tags = new Set<string>();
    for (const path of [
      "/feeds/deals.rss",
      "/feeds/deals.atom",
      "/feeds/deals.json",
      "/en/feeds/deals.rss",
      "/feeds/deals.rss?from=SOF",
    ]) {
      tags.add((await fetchFeed(path)).response.headers.get("etag") as string);
    }
    expect(tags.size).toBe(5);
  });

  it("put the lev first when the settings say BGN, under another tag (decision 0045)", async () => {
    const currency = (to: "BGN" | "EUR") =>
      runSettingsCommand(bed.store, {
        type: "ChangeSettings",
        changes: { currency: to },
        lastModifiedBy: "test",
        at: new Date().toISOString(),
      });
    const { shortCode } = await dealAt(SOF_BCN, day(3));
    const cheapest = pageOf(shortCode);
    const titleOf = (items: Node[]) => text(items.find((item) => item.link === cheapest)?.title);
    const euroFirst = await fetchFeed("/feeds/deals.rss");
    expect(titleOf((await rss("/feeds/deals.rss")).items)).toBe("София → Барселона: 20 € (40 лв.)");
    await currency("BGN");
    try {
      const { response, items } = await rss("/feeds/deals.rss");
      expect(titleOf(items)).toBe("София → Барселона: 40 лв. (20 €)");
      expect(text(items.find((item) => item.link === cheapest)?.description)).toMatch(/Обичайно: \d+ лв\. \(\d+ €\)/);
      expect(response.headers.get("etag")).not.toBe(euroFirst.response.headers.get("etag"));
      const cached = await fetchFeed("/feeds/deals.rss", {
        "if-none-match": euroFirst.response.headers.get("etag") ?? "",
      });
      expect(cached.response.status).toBe(200);
      const { entries } = await atom("/en/feeds/deals.atom");
      const entry = entries.find((candidate) => candidate.id === pageOf(shortCode, "en"));
      expect(text(((entry as Node).title as Node)["#text"])).toBe("Sofia → Barcelona: BGN 40 (€20)");
    } finally {
      await currency("EUR");
    }
  });

  it("drop an expired deal, and the old tag no longer matches", async () => {
    const { response } = await fetchFeed("/feeds/deals.json");
    const etag = response.headers.get("etag") as string;
    const expiring = await dealAt(SOF_BCN, day(6));
    expect((await crawl(SOF_BCN, 400, day(6), "sof-normal")).expired).toBe(1);
    expect((await dealAt(SOF_BCN, day(6))).status).toBe("expired");

    const after = await fetchFeed("/feeds/deals.json", { "if-none-match": etag });
    expect(after.response.status).toBe(200);
    expect(after.response.headers.get("etag")).not.toBe(etag);
    const urls = (JSON.parse(after.body) as JsonFeed).items.map((item) => item.url);
    expect(urls).toHaveLength(3);
    expect(urls).not.toContain(pageOf(expiring.shortCode));
    const { items } = await rss("/feeds/deals.rss");
    expect(linksOf(items)).not.toContain(pageOf(expiring.shortCode));
  });
});

// ── Autodiscovery ─────────────────────────────────────────────────────────────────────────────────

type Descriptor = Record<string, string>;
const root = { id: "root", data: { publicUrl: ORIGIN } };
const feedLinksOf = (descriptors: unknown) =>
  (descriptors as Descriptor[]).filter((d) => d.tagName === "link" && d.rel === "alternate");

describe("feed autodiscovery", () => {
  it("the home page announces the three feeds in its language", () => {
    const bg = feedLinksOf(homeMeta({ location: { pathname: "/" }, matches: [root] } as never));
    expect(bg).toEqual(
      FEED_FORMATS.map((format) => ({
        tagName: "link",
        rel: "alternate",
        type: FEED_KINDS[format].mediaType,
        title: `flydealsbg – евтини полети от България (${FEED_KINDS[format].label})`,
        href: `${ORIGIN}/feeds/deals.${format}`,
      })),
    );
    const en = feedLinksOf(homeMeta({ location: { pathname: "/en" }, matches: [root] } as never));
    expect(en.map((link) => link.href)).toEqual(FEED_FORMATS.map((format) => `${ORIGIN}/en/feeds/deals.${format}`));
    expect(en[0]?.title).toBe("flydealsbg – cheap flights from Bulgaria (RSS)");
  });

  it("an airport page announces its airport's feeds, and every announced feed answers", async () => {
    const args = (pathname: string) =>
      ({
        location: { pathname },
        matches: [root],
        loaderData: { code: "VAR", city: "Varna", name: "Varna Airport" },
      }) as never;
    const en = feedLinksOf(airportMeta(args("/en/flights-from/varna")));
    expect(en.map((link) => link.href)).toEqual(
      FEED_FORMATS.map((format) => `${ORIGIN}/en/feeds/deals.${format}?from=VAR`),
    );
    expect(en[2]?.title).toBe("flydealsbg – cheap flights from Varna (JSON Feed)");
    const bg = feedLinksOf(airportMeta(args("/poleti-ot/varna")));
    expect(bg[1]).toMatchObject({
      type: "application/atom+xml",
      title: "flydealsbg – евтини полети от Варна (Atom)",
      href: `${ORIGIN}/feeds/deals.atom?from=VAR`,
    });
    for (const link of [...en, ...bg]) {
      const response = await app.request(link.href!.slice(ORIGIN.length));
      expect(response.status, link.href).toBe(200);
      expect(response.headers.get("content-type"), link.href).toBe(`${link.type}; charset=utf-8`);
    }
  });
});
