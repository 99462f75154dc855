import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../core/catalog/seed.ts";
import { silentLogger } from "../../core/log/logger.ts";
import { discoverDestination } from "../../core/search/discovery.ts";
import { discoveryCatalog } from "../../projections/search/queries.ts";
import { testProjectionBed } from "../../projections/testing.ts";
import type { HttpApp } from "../app.ts";
import { testHttpApp, testHttpAppOn } from "../testing.ts";

const bed = testProjectionBed();
let app: HttpApp;
let readOnlyApp: HttpApp;

beforeAll(async () => {
  await seedCatalog(bed.store, silentLogger);
  await bed.projections.catchUp();
  app = testHttpAppOn(bed);
  readOnlyApp = testHttpApp({ database: bed.database, projections: bed.projections });
});

type Json = Record<string, unknown> & {
  results?: Array<Record<string, unknown>>;
  error?: { code: string; message: string; issues?: unknown[] };
};

async function get(path: string, on: HttpApp = app) {
  const response = await on.request(path);
  return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
}

const eventCount = async () => (await bed.database.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM events`)[0]?.n;

describe("GET /api/search", () => {
  it("redirects to a city found in Bulgarian or English, the page in the request's language", async () => {
    const bg = await get(`/api/search?q=${encodeURIComponent("Лондон")}`);
    expect(bg.status).toBe(200);
    expect(Object.keys(bg.body).sort()).toEqual(
      ["action", "destination", "jobId", "matchType", "results", "success", "url"].sort(),
    );
    expect(bg.body).toMatchObject({
      success: true,
      action: "redirect",
      url: "/velikobritaniya/london",
      matchType: "exact",
      jobId: null,
      destination: {
        iataCode: "LON",
        city: "Лондон",
        country: "Великобритания",
        countryCode: "GB",
        url: "/velikobritaniya/london",
      },
    });
    const [first] = bg.body.results ?? [];
    expect(first).toEqual({
      type: "destination",
      label: "Лондон, Великобритания",
      url: "/velikobritaniya/london",
      score: 1,
      iataCode: "LON",
      city: "Лондон",
      country: "Великобритания",
    });
    const en = await get("/api/search?q=london&lang=en");
    expect(en.body).toMatchObject({ action: "redirect", url: "/en/united-kingdom/london" });
    expect(en.body.results?.[0]).toMatchObject({ label: "London, United Kingdom", country: "United Kingdom" });
  });

  it("resolves countries, airports (Bulgarian ones to their own page) and typos", async () => {
    expect((await get("/api/search?q=italy&lang=en")).body).toMatchObject({
      action: "redirect",
      url: "/en/italy",
      destination: null,
      results: [{ type: "country", iataCode: null, city: null, country: "Italy", score: 1 }],
    });
    expect((await get("/api/search?q=lhr")).body).toMatchObject({
      action: "redirect",
      matchType: "code",
      url: "/velikobritaniya/london",
      results: [{ type: "airport", iataCode: "LHR" }],
      destination: { iataCode: "LON" },
    });
    expect((await get("/api/search?q=SOF&lang=en")).body).toMatchObject({ url: "/en/flights-from/sofia" });
    const typo = await get("/api/search?q=barcelna");
    expect(typo.body).toMatchObject({ action: "redirect", matchType: "fuzzy", url: "/ispaniya/barselona" });
    expect(typo.body.results?.[0]?.score).toBeLessThan(1);
  });

  it("offers a choice, or says there is nothing", async () => {
    const choice = await get("/api/search?q=bar");
    expect(choice.body).toMatchObject({ action: "disambiguate", url: null, destination: null, jobId: null });
    expect(choice.body.results?.length).toBeGreaterThan(1);
    expect((await get("/api/search?q=xyzzy")).body).toEqual({
      success: true,
      action: "empty",
      url: null,
      results: [],
      matchType: "none",
      jobId: null,
      destination: null,
    });
  });

  it("refuses bad input with the error envelope and stores nothing", async () => {
    const before = await eventCount();
    for (const path of [
      "/api/search",
      "/api/search?q=",
      "/api/search?q=%20%20%20",
      `/api/search?q=${"a".repeat(101)}`,
      "/api/search?q=London&lang=de",
      "/api/search?q=London&suggest=maybe",
    ]) {
      const { status, body } = await get(path);
      expect(status, path).toBe(400);
      expect(body, path).toMatchObject({ success: false, error: { code: "validation_failed" } });
    }
    // odd but valid text is a search like any other, never a 500
    // a NUL byte is refused at the input boundary (decision 0050)
    expect((await get("/api/search?q=%00")).status).toBe(400);
    for (const q of ["%F0%9F%98%80", "'; DROP TABLE events; --", "a".repeat(100)]) {
      expect((await get(`/api/search?q=${q}&suggest=true`)).status, q).toBe(200);
    }
    expect(await eventCount()).toBe(before);
  });

  it("records each submitted search without the words typed; suggestions are not recorded", async () => {
    await bed.database.sql`DELETE FROM events WHERE stream_type = 'sitesearch'`.catch(() => {});
    await get("/api/search?q=%20Париж%20");
    await get(`/api/search?q=${encodeURIComponent("ivan.petrov@example.com 0888 123 456")}&lang=en`);
    await get("/api/search?q=Pari&suggest=true");
    await bed.projections.catchUp();
    const events = await bed.store.readAll({ eventTypes: ["SiteSearchRecorded"] });
    expect(events).toHaveLength(2);
    const recorded = events.map((e) => e.data as Record<string, unknown>);
    // decision 0052: what the search led to, never what was typed
    expect(recorded.find((d) => d.language === "bg")).toEqual({
      searchId: expect.any(String),
      action: "redirect",
      matchType: "exact",
      resultCount: 1,
      topResultType: "destination",
      topResultCode: "PAR",
      language: "bg",
      source: "api",
      searchedAt: expect.any(String),
    });
    expect(recorded.find((d) => d.language === "en")).toMatchObject({
      action: "empty",
      topResultType: null,
      topResultCode: null,
    });
    for (const event of events) {
      expect(Object.keys(event.metadata)).not.toEqual(expect.arrayContaining(["ip"]));
      const json = JSON.stringify(event);
      for (const typed of ["query", "париж", "Париж", "ivan", "example.com", "0888 123"])
        expect(json).not.toContain(typed);
    }
    const rows = await bed.database.sql<
      { action: string; result_count: number; source: string; top_result_code: string }[]
    >`
      SELECT action, result_count, source, top_result_code FROM search_events ORDER BY searched_at`;
    expect(rows).toEqual([
      { action: "redirect", result_count: 1, source: "api", top_result_code: "PAR" },
      { action: "empty", result_count: 0, source: "api", top_result_code: null },
    ]);
    const [aggregate] = await bed.database.sql<{ searches: number }[]>`
      SELECT searches FROM site_search WHERE result_type = 'destination' AND result_code = 'PAR'`;
    expect(aggregate?.searches).toBeGreaterThanOrEqual(1);
    expect(await bed.database.sql`SELECT 1 FROM site_search WHERE result_code IS NULL`).toHaveLength(0);
  });
});

describe("destination discovery through the API", () => {
  let jobId = "";

  it("starts a discovery for an airport code the catalog lacks, and reuses it", async () => {
    // in small letters, the start of a name wins over a code we lack; a code nobody knows is nothing
    expect((await get("/api/search?q=klu")).body).toMatchObject({
      action: "disambiguate",
      results: [{ iataCode: "CLJ" }],
      jobId: null,
    });
    // a code the airport data lacks (ZZQ), or one that names no airport with flights (QQX, a railway station)
    for (const q of ["ZZQ", "QQX"]) {
      expect((await get(`/api/search?q=${q}`)).body, q).toMatchObject({ action: "empty", jobId: null });
    }
    const first = await get("/api/search?q=KLU");
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(first.body).toMatchObject({
      success: true,
      action: "discovering",
      url: null,
      results: [],
      matchType: "code",
      destination: { iataCode: "KLU", city: "Клагенфурт", country: "Австрия", countryCode: "AT", url: null },
    });
    jobId = first.body.jobId as string;
    expect(jobId).toMatch(/^KLU-[0-9a-f-]{36}$/);
    expect((await get("/api/search?q=KLU&lang=en")).body).toMatchObject({
      jobId,
      destination: { country: "Austria" },
    });
    // a suggestion shows what would happen but starts nothing
    expect((await get("/api/search?q=OSI&suggest=true")).body).toMatchObject({ action: "discovering", jobId: null });
    // a city the catalog lacks, named in full in either alphabet, is discovered through its airport
    for (const q of ["Honolulu", "хонолулу"]) {
      expect((await get(`/api/search?q=${encodeURIComponent(q)}&suggest=true`)).body).toMatchObject({
        action: "discovering",
        matchType: "exact",
        destination: { iataCode: "HNL", countryCode: "US" },
      });
    }
    expect((await bed.store.readStream("discovery-OSI")).version).toBe(0);
  });

  it("reports the job, completed only once its page can be served", async () => {
    expect((await get(`/api/search/jobs/${jobId}`)).body).toEqual({
      success: true,
      status: "pending",
      jobId,
      url: null,
      error: null,
    });
    const outcome = await discoverDestination(
      { ...discoveryCatalog(bed.database.db), store: bed.store, requestCrawl: async () => {} },
      { jobId, iataCode: "KLU" },
    );
    expect(outcome).toMatchObject({ status: "completed", destinationIata: "KLU", createdDestination: true });
    // the catalog read model has not folded the new city yet
    expect((await get(`/api/search/jobs/${jobId}`)).body).toMatchObject({ status: "running", url: null });
    await bed.projections.catchUp();
    expect((await get(`/api/search/jobs/${jobId}`)).body).toMatchObject({
      status: "completed",
      url: "/avstriya/klagenfurt",
      error: null,
    });
    expect((await get(`/api/search/jobs/${jobId}?lang=en`)).body).toMatchObject({ url: "/en/austria/klagenfurt" });
    // and the next search finds the city by code and by name
    expect((await get("/api/search?q=KLU")).body).toMatchObject({ action: "redirect", url: "/avstriya/klagenfurt" });
    expect((await get("/api/search?q=klagenfurt&lang=en")).body).toMatchObject({ url: "/en/austria/klagenfurt" });
  });

  it("reports a failed job with a message and no details", async () => {
    const started = await get("/api/search?q=OSI");
    const failedJob = started.body.jobId as string;
    await discoverDestination(
      {
        ...discoveryCatalog(bed.database.db),
        store: bed.store,
        requestCrawl: async () => {},
        country: async () => {
          throw new Error("connection reset by peer at 10.0.0.7");
        },
      },
      { jobId: failedJob, iataCode: "OSI" },
    );
    const { body } = await get(`/api/search/jobs/${failedJob}`);
    expect(body).toEqual({
      success: true,
      status: "failed",
      jobId: failedJob,
      url: null,
      error: "The destination could not be created",
    });
    // searching again starts a new attempt
    const again = await get("/api/search?q=OSI");
    expect(again.body.jobId).not.toBe(failedJob);
  });

  it("fails a discovery whose city's page path is a namesake's far away, rather than join or copy it", async () => {
    const started = await get("/api/search?q=HNL");
    const namesakeJob = started.body.jobId as string;
    expect(namesakeJob).toMatch(/^HNL-/);
    const catalog = discoveryCatalog(bed.database.db);
    // a Honolulu in New York: /sasht/honolulu is taken by another place
    const namesake = {
      iataCode: "XHN",
      cityBg: "Хонолулу",
      cityEn: "Honolulu",
      citySlugBg: "honolulu",
      citySlugEn: "honolulu",
      latitude: 40.7,
      longitude: -74,
      airports: ["XHN"],
    };
    const outcome = await discoverDestination(
      {
        ...catalog,
        store: bed.store,
        requestCrawl: async () => {},
        citiesOf: async (countryCode) => [...(await catalog.citiesOf(countryCode)), namesake],
      },
      { jobId: namesakeJob, iataCode: "HNL" },
    );
    expect(outcome).toMatchObject({ status: "failed", reason: "slug_taken" });
    expect((await bed.store.readStream("destination-HNL")).version).toBe(0);
    expect((await bed.store.readStream("airport-HNL")).version).toBe(0);
    expect((await bed.store.readStream("destination-XHN")).version).toBe(0);

    // without the namesake, the same city gets its own page, named after the city, not the airport
    const retry = await get("/api/search?q=HNL");
    const retried = await discoverDestination(
      { ...catalog, store: bed.store, requestCrawl: async () => {} },
      { jobId: retry.body.jobId as string, iataCode: "HNL" },
    );
    expect(retried).toMatchObject({ status: "completed", destinationIata: "HNL", createdDestination: true });
    await bed.projections.catchUp();
    expect((await get(`/api/search/jobs/${retry.body.jobId}`)).body).toMatchObject({ url: "/sasht/honolulu" });
    expect((await get(`/api/search/jobs/${retry.body.jobId}?lang=en`)).body).toMatchObject({
      url: "/en/united-states/honolulu",
    });
    expect((await get(`/api/search?q=${encodeURIComponent("Хонолулу")}`)).body).toMatchObject({
      action: "redirect",
      url: "/sasht/honolulu",
      destination: { iataCode: "HNL", city: "Хонолулу" },
    });
  });

  it("answers 404 with the envelope for an unknown job", async () => {
    for (const id of [
      "KLU-00000000-0000-7000-8000-000000000000",
      "not-a-job",
      "x".repeat(300),
      encodeURIComponent("../../etc/passwd"),
    ]) {
      const { status, body } = await get(`/api/search/jobs/${id}`);
      expect(status, id).toBe(404);
      expect(body, id).toEqual({ success: false, error: { code: "job_not_found", message: "No such search job" } });
    }
    expect((await get(`/api/search/jobs/${jobId}?lang=fr`)).status).toBe(400);
  });

  it("without an event store, resolves but cannot start a discovery: 503, not 500", async () => {
    expect((await get("/api/search?q=Лондон", readOnlyApp)).body).toMatchObject({ action: "redirect" });
    const { status, body } = await get("/api/search?q=IAS", readOnlyApp);
    expect(status).toBe(503);
    expect(body).toMatchObject({
      success: false,
      error: { code: "discovery_unavailable", message: "There was a problem with the search. Please try again." },
    });
    expect((await get(`/api/search/jobs/${jobId}`, readOnlyApp)).status).toBe(404);
  });

  it("is in the OpenAPI document", async () => {
    const { body } = await get("/api/openapi.json");
    const paths = body.paths as Record<string, unknown>;
    expect(paths["/api/search"]).toBeDefined();
    expect(paths["/api/search/jobs/{jobId}"]).toBeDefined();
  });
});
