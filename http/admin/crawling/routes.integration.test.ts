import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../../core/catalog/seed.ts";
import { CRAWL_BUDGET_PER_DAY } from "../../../core/crawling/budget.ts";
import { runBindingCommand, runProfileCommand } from "../../../core/crawling/service.ts";
import { PostgresSnapshotStore } from "../../../core/eventstore/snapshots.ts";
import { silentLogger } from "../../../core/log/logger.ts";
import { crawlRoute } from "../../../core/pricing/crawl.ts";
import { createSimulatedFareSource } from "../../../core/pricing/simulated-fare-source.ts";
import { sofiaDate } from "../../../core/time/clock.ts";
import { QUEUES } from "../../../workers/queues.ts";
import { type AdminSessionCookie, type AdminTestBed, signedInTestBed, TEST_IP } from "../shell/testing.ts";
import { crawlBudget } from "./budget-queries.ts";

let bed: AdminTestBed;
let session: AdminSessionCookie;
beforeAll(async () => {
  ({ bed, session } = await signedInTestBed());
});
afterAll(() => bed.close());

const ORDER_MESSAGE = "departureDaysFromNow must be <= departureDaysToNow";
const EXACTLY_ONE = "A binding targets exactly one of destination or country";

/** The profile form as an admin fills it in: every field a string. */
function profileForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    label: "From Sofia: weekends",
    useCase: "deal detection",
    "params.origin": "sof",
    "params.dateType": "relative",
    "params.departureDaysFromNow": "2",
    "params.departureDaysToNow": "90",
    "params.nightsFrom": "2",
    "params.nightsTo": "4",
    "params.adults": "2",
    "params.children": "0",
    "params.infants": "0",
    "params.maxStopovers": "0",
    "params.sort": "price",
    "params.limit": "100",
    "params.currency": "bgn",
    "params.market": "bg",
    successIntervalMinutes: "120",
    zeroResultSnoozeDays: "30",
    errorSnoozeDays: "30",
    priority: "3",
    priorityBoost: "-5",
    ...overrides,
  };
}

const html = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

async function lastEvent(streamId: string) {
  const { events } = await bed.store.readStream(streamId);
  return events.at(-1);
}

function expectAudited(event: { metadata: object } | undefined, action: string) {
  expect(event?.metadata).toMatchObject({ actor: "admin:admin", action, ip: TEST_IP });
}

async function seedProfile(id: string, origin = "VAR") {
  await runProfileCommand(
    bed.store,
    {
      type: "CreateProfile",
      profileId: id,
      input: { label: `Profile ${id}`, useCase: "tests", params: { origin, dateType: "anytime" } },
    },
    { actor: "system:test" },
  );
}

async function seedBinding(profileId: string, bindingId: string, destinationIata: string) {
  await runBindingCommand(
    bed.store,
    {
      type: "CreateBinding",
      bindingId,
      input: { profileId, scope: "destination", destinationIata },
      at: new Date().toISOString(),
    },
    { actor: "system:test" },
  );
}

function profileIdFrom(location: string | null): string {
  const match = /^\/nimda\/crawling\/profiles\/([^?]+)\?notice=/.exec(location ?? "");
  if (!match?.[1]) throw new Error(`unexpected redirect ${location}`);
  return decodeURIComponent(match[1]);
}

describe("crawling: search profiles", () => {
  it("creates a profile from the form with numbers converted and audit metadata", async () => {
    const response = await bed.postForm("/nimda/crawling/profiles/new", session, profileForm());
    expect(response.status).toBe(303);
    const id = profileIdFrom(response.headers.get("location"));
    expect(id).toMatch(/^from-sofia-weekends-[0-9a-f]{8}$/);
    const event = await lastEvent(`searchprofile-${id}`);
    expect(event?.type).toBe("SearchProfileCreated");
    expectAudited(event, "crawling.profile.create");
    expect(event?.data).toMatchObject({
      profile: {
        label: "From Sofia: weekends",
        successIntervalMinutes: 120,
        priority: 3,
        priorityBoost: -5,
        params: { origin: "SOF", adults: 2, departureDaysToNow: 90, maxStopovers: 0, currency: "BGN" },
      },
    });

    const page = await bed.request(`/nimda/crawling/profiles/${id}`, { session });
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain("From Sofia: weekends");
    expect(text).toContain("No bindings yet.");

    await bed.projections.catchUp();
    const list = await (await bed.request("/nimda/crawling?origin=sof", { session })).text();
    expect(list).toContain(`href="/nimda/crawling/profiles/${id}"`);
    expect(list).toContain("120 min");
  });

  it("creates a profile through the API with the schema's defaults", async () => {
    const response = await bed.api("/nimda/api/crawling/profiles", session, {
      method: "POST",
      body: { label: "Varna anytime", useCase: "discovery", params: { origin: "VAR", dateType: "anytime" } },
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { success: boolean; data: { id: string; paused: boolean } };
    expect(body).toMatchObject({
      success: true,
      data: {
        label: "Varna anytime",
        paused: false,
        successIntervalMinutes: 60,
        zeroResultSnoozeDays: 30,
        errorSnoozeDays: 30,
        priority: 1,
        params: { origin: "VAR", adults: 1, departureDaysFromNow: 1, departureDaysToNow: 180, limit: 100 },
      },
    });
    expectAudited(await lastEvent(`searchprofile-${body.data.id}`), "crawling.profile.create");
  });

  it("shows each schema message beside its field and stores nothing", async () => {
    const before = await bed.eventCount();
    const response = await bed.postForm(
      "/nimda/crawling/profiles/new",
      session,
      profileForm({
        label: " ",
        "params.departureDaysFromNow": "200",
        "params.departureDaysToNow": "100",
        "params.adults": "many",
      }),
    );
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).toContain('id="profile-label-error" class="field-error">label must be 1-120 characters<');
    expect(text).toContain('id="profile-params-adults-error" class="field-error">adults must be a number<');
    // the cross-field rule runs once the fields themselves are valid
    const ordered = await bed.postForm(
      "/nimda/crawling/profiles/new",
      session,
      profileForm({ "params.departureDaysFromNow": "200", "params.departureDaysToNow": "100" }),
    );
    expect(ordered.status).toBe(400);
    const orderedText = await ordered.text();
    expect(orderedText).toContain(
      `id="profile-params-departureDaysFromNow-error" class="field-error">${html(ORDER_MESSAGE)}<`,
    );
    expect(orderedText).toContain('value="200"');
    expect(await bed.eventCount()).toBe(before);
  });

  it("answers bad API input with 400 and the exact message, storing nothing", async () => {
    const before = await bed.eventCount();
    const cases: [unknown, string][] = [
      [
        {
          label: "x",
          useCase: "y",
          params: { origin: "SOF", dateType: "relative", departureDaysFromNow: 30, departureDaysToNow: 10 },
        },
        ORDER_MESSAGE,
      ],
      [{ label: "x", useCase: "y", params: { origin: "SOFIA", dateType: "relative" } }, "origin must be 3 characters"],
      [
        { label: "x", useCase: "y", params: { origin: "SOF", dateType: "soon" } },
        "dateType must be anytime, relative or fixed",
      ],
      [
        { label: "x", useCase: "y", params: { origin: "SOF", dateType: "fixed" }, successIntervalMinutes: 5 },
        "successIntervalMinutes must be between 15 and 2880",
      ],
      [[1, 2], "The body must be a JSON object"],
    ];
    for (const [body, message] of cases) {
      const response = await bed.api("/nimda/api/crawling/profiles", session, { method: "POST", body });
      expect(response.status, message).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, error: { code: "validation_failed", message } });
    }
    expect(await bed.eventCount()).toBe(before);
  });

  it("edits every field through the form, PUT and PATCH", async () => {
    await seedProfile("edit-me");
    const saved = await bed.postForm(
      "/nimda/crawling/profiles/edit-me",
      session,
      profileForm({ label: "Edited", "params.market": "EN", "params.sort": "quality", zeroResultSnoozeDays: "7" }),
    );
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe("/nimda/crawling/profiles/edit-me?notice=Search+profile+saved.");
    const updated = await lastEvent("searchprofile-edit-me");
    expect(updated?.type).toBe("SearchProfileUpdated");
    expectAudited(updated, "crawling.profile.update");
    expect(updated?.data).toMatchObject({
      profile: {
        label: "Edited",
        zeroResultSnoozeDays: 7,
        params: { origin: "SOF", market: "en", sort: "quality", nightsTo: 4 },
      },
    });

    const patched = await bed.api("/nimda/api/crawling/profiles/edit-me", session, {
      method: "PATCH",
      body: { priorityBoost: 40, params: { nightsTo: 10 } },
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({
      success: true,
      data: {
        label: "Edited",
        priorityBoost: 40,
        changed: true,
        params: { nightsFrom: 2, nightsTo: 10, market: "en" },
      },
    });

    const replaced = await bed.api("/nimda/api/crawling/profiles/edit-me", session, {
      method: "PUT",
      body: { label: "Replaced", useCase: "tests", params: { origin: "BOJ", dateType: "anytime" } },
    });
    expect(await replaced.json()).toMatchObject({
      data: { label: "Replaced", priorityBoost: 0, zeroResultSnoozeDays: 30, params: { origin: "BOJ", nightsTo: 14 } },
    });
    expectAudited(await lastEvent("searchprofile-edit-me"), "crawling.profile.update");

    const before = await bed.eventCount();
    const bad = await bed.api("/nimda/api/crawling/profiles/edit-me", session, {
      method: "PATCH",
      body: { params: { departureDaysFromNow: 300 } },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { message: ORDER_MESSAGE } });
    const badForm = await bed.postForm(
      "/nimda/crawling/profiles/edit-me",
      session,
      profileForm({ "params.nightsFrom": "9", "params.nightsTo": "3" }),
    );
    expect(badForm.status).toBe(400);
    expect(await badForm.text()).toContain("nightsFrom must be &lt;= nightsTo");
    expect(await bed.eventCount()).toBe(before);
  });

  it("pauses and resumes through the form and the API", async () => {
    await seedProfile("pausable");
    const paused = await bed.postForm("/nimda/crawling/profiles/pausable/pause", session, {});
    expect(paused.status).toBe(303);
    expect(paused.headers.get("location")).toContain("notice=Search+profile+paused.");
    const event = await lastEvent("searchprofile-pausable");
    expect(event).toMatchObject({ type: "SearchProfilePaused", data: { by: "admin:admin" } });
    expectAudited(event, "crawling.profile.pause");
    expect(await (await bed.request("/nimda/crawling/profiles/pausable", { session })).text()).toContain(
      "Resume profile",
    );

    await bed.projections.catchUp();
    const list = await (await bed.request("/nimda/crawling?paused=yes", { session })).text();
    expect(list).toContain("/nimda/crawling/profiles/pausable");
    expect(list).not.toContain("/nimda/crawling/profiles/edit-me");

    const resumed = await bed.api("/nimda/api/crawling/profiles/pausable/resume", session, { method: "POST" });
    expect(await resumed.json()).toEqual({
      success: true,
      data: { profileId: "pausable", paused: false, changed: true },
    });
    expectAudited(await lastEvent("searchprofile-pausable"), "crawling.profile.resume");
    const again = await bed.api("/nimda/api/crawling/profiles/pausable/resume", session, { method: "POST" });
    expect(await again.json()).toMatchObject({ data: { changed: false } });
  });

  it("answers 404 for an unknown profile on every path", async () => {
    expect((await bed.request("/nimda/crawling/profiles/nope", { session })).status).toBe(404);
    expect((await bed.postForm("/nimda/crawling/profiles/nope", session, profileForm())).status).toBe(404);
    expect((await bed.postForm("/nimda/crawling/profiles/nope/pause", session, {})).status).toBe(404);
    const before = await bed.eventCount();
    for (const [method, path, body] of [
      ["GET", "/nimda/api/crawling/profiles/nope", undefined],
      ["PATCH", "/nimda/api/crawling/profiles/nope", { label: "x" }],
      ["POST", "/nimda/api/crawling/profiles/nope/pause", undefined],
      ["POST", "/nimda/api/crawling/profiles/nope/bindings", { scope: "global" }],
      ["POST", "/nimda/api/crawling/bindings/nope/crawl", undefined],
    ] as const) {
      const response = await bed.api(path, session, { method, body });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toMatchObject({ success: false, error: { code: "not_found" } });
    }
    expect(await bed.eventCount()).toBe(before);
  });

  it("answers a bad list query with 400 and its message", async () => {
    const response = await bed.api("/nimda/api/crawling/profiles?sort=price", session);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: {
        message: "sort must be label, origin, useCase, interval, priority, paused, bindings, errors or lastCrawl",
      },
    });
    const page = await bed.request("/nimda/crawling?page=0", { session });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain("page must be a whole number &gt;= 1");
    const list = await bed.api("/nimda/api/crawling/profiles?sort=priority&dir=desc&pageSize=1", session);
    const body = (await list.json()) as { data: { profiles: { id: string }[]; total: number } };
    expect(body.data.profiles).toHaveLength(1);
    expect(body.data.total).toBeGreaterThan(1);
  });
});

describe("crawling: bindings", () => {
  it("adds bindings through the form and the API", async () => {
    await seedProfile("binder", "SOF");
    const added = await bed.postForm("/nimda/crawling/profiles/binder/bindings", session, {
      scope: "destination",
      destinationIata: "bcn",
      countryCode: "",
      cadenceOverrideMinutes: "30",
      priorityScore: "80",
      boost: "-10",
    });
    expect(added.status).toBe(303);
    const event = await lastEvent("searchbinding-binder-bcn");
    expect(event).toMatchObject({
      type: "SearchBindingCreated",
      data: {
        binding: {
          profileId: "binder",
          scope: "destination",
          destinationIata: "BCN",
          countryCode: null,
          cadenceOverrideMinutes: 30,
          priorityScore: 80,
          boost: -10,
        },
      },
    });
    expectAudited(event, "crawling.binding.create");

    const api = await bed.api("/nimda/api/crawling/profiles/binder/bindings", session, {
      method: "POST",
      body: { scope: "country", countryCode: "it", profileId: "someone-else" },
    });
    expect(api.status).toBe(201);
    expect(await api.json()).toMatchObject({
      data: { id: "binder-it", profileId: "binder", countryCode: "IT", priorityScore: 50, boost: 0 },
    });
    expectAudited(await lastEvent("searchbinding-binder-it"), "crawling.binding.create");

    await bed.projections.catchUp();
    const page = await (await bed.request("/nimda/crawling/profiles/binder", { session })).text();
    expect(page).toContain("binder-bcn");
    expect(page).toContain("30 min");
    expect(page).toContain('class="badge badge-pending"');
    const json = await (await bed.api("/nimda/api/crawling/profiles/binder", session)).json();
    expect(json).toMatchObject({ data: { profile: { id: "binder" }, bindingTotal: 2 } });
  });

  it("refuses a binding with both or neither target with the schema's message, storing nothing", async () => {
    await seedProfile("strict");
    const before = await bed.eventCount();
    const both = await bed.postForm("/nimda/crawling/profiles/strict/bindings", session, {
      scope: "destination",
      destinationIata: "BCN",
      countryCode: "ES",
    });
    expect(both.status).toBe(400);
    expect(await both.text()).toContain(`id="binding-scope-error" class="field-error">${EXACTLY_ONE}<`);
    const neither = await bed.postForm("/nimda/crawling/profiles/strict/bindings", session, { scope: "country" });
    expect(neither.status).toBe(400);
    const neitherText = await neither.text();
    expect(neitherText).toContain(EXACTLY_ONE);
    expect(neitherText).toContain("A country binding needs countryCode");

    const cases: [unknown, string][] = [
      [{ scope: "destination", destinationIata: "BCN", countryCode: "ES" }, EXACTLY_ONE],
      [{ scope: "destination" }, EXACTLY_ONE],
      [{ scope: "global", countryCode: "ES" }, EXACTLY_ONE],
      [{ scope: "city", destinationIata: "BCN" }, "scope must be destination, country or global"],
      [{ scope: "destination", destinationIata: "BCN", priorityScore: 0 }, "priorityScore must be between 1 and 100"],
      [{ scope: "destination", destinationIata: "BCN", boost: 101 }, "boost must be between -100 and 100"],
      [
        { scope: "destination", destinationIata: "BCN", cadenceOverrideMinutes: -5 },
        "cadenceOverrideMinutes must be a positive whole number",
      ],
    ];
    for (const [body, message] of cases) {
      const response = await bed.api("/nimda/api/crawling/profiles/strict/bindings", session, { method: "POST", body });
      expect(response.status, message).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, error: { code: "validation_failed", message } });
    }
    expect(await bed.eventCount()).toBe(before);

    await bed.api("/nimda/api/crawling/profiles/strict/bindings", session, {
      method: "POST",
      body: { scope: "global" },
    });
    const twin = await bed.api("/nimda/api/crawling/profiles/strict/bindings", session, {
      method: "POST",
      body: { scope: "global", priorityScore: 90 },
    });
    expect(twin.status).toBe(409);
    expect(await twin.json()).toMatchObject({
      error: { code: "binding_exists", message: "This profile already has a binding for everywhere (global)" },
    });
  });

  it("crawl now makes the binding due and says the scheduler will pick it up when no pg-boss runs here", async () => {
    await seedProfile("eager");
    await seedBinding("eager", "eager-ath", "ATH");
    const form = await bed.postForm("/nimda/crawling/bindings/eager-ath/crawl", session, {});
    expect(form.status).toBe(303);
    const location = decodeURIComponent((form.headers.get("location") ?? "").replaceAll("+", " "));
    expect(location).toBe(
      "/nimda/crawling/profiles/eager?notice=Crawl requested for eager-ath: the scheduler picks it up at its next tick.",
    );
    const event = await lastEvent("searchbinding-eager-ath");
    expect(event).toMatchObject({
      type: "SearchBindingCrawlRequested",
      data: { bindingId: "eager-ath", by: "admin:admin" },
    });
    expectAudited(event, "crawling.binding.crawl_now");

    const api = await bed.api("/nimda/api/crawling/bindings/eager-ath/crawl", session, { method: "POST" });
    expect(api.status).toBe(200);
    expect(await api.json()).toMatchObject({
      success: true,
      data: { bindingId: "eager-ath", requested: true, queued: false, jobId: null },
    });
    const { events } = await bed.store.readStream("searchbinding-eager-ath");
    expect(events.filter((e) => e.type === "SearchBindingCrawlRequested")).toHaveLength(2);
    expect((await bed.postForm("/nimda/crawling/bindings/nope/crawl", session, {})).status).toBe(404);
  });

  it("crawl now also queues the crawl job at once when pg-boss runs in this process", async () => {
    await seedProfile("queued");
    await seedBinding("queued", "queued-rom", "ROM");
    const sent: unknown[][] = [];
    const fakeBoss = {
      send: async (...args: unknown[]) => {
        sent.push(args);
        return "job-123";
      },
    };
    bed.deps.boss = fakeBoss as unknown as PgBoss;
    try {
      const form = await bed.postForm("/nimda/crawling/bindings/queued-rom/crawl", session, {});
      expect(decodeURIComponent(form.headers.get("location") ?? "").replaceAll("+", " ")).toContain(
        "Crawl requested for queued-rom: crawl job job-123 queued now.",
      );
      const api = await bed.api("/nimda/api/crawling/bindings/queued-rom/crawl", session, { method: "POST" });
      expect(await api.json()).toMatchObject({ data: { queued: true, jobId: "job-123" } });
    } finally {
      bed.deps.boss = null;
    }
    expect(sent).toEqual([
      [QUEUES.crawlBinding, { bindingId: "queued-rom" }],
      [QUEUES.crawlBinding, { bindingId: "queued-rom" }],
    ]);
    expectAudited(await lastEvent("searchbinding-queued-rom"), "crawling.binding.crawl_now");

    await runProfileCommand(bed.store, { type: "SetProfilePaused", profileId: "queued", paused: true, by: "test" });
    const paused = await bed.postForm("/nimda/crawling/bindings/queued-rom/crawl", session, {});
    expect(decodeURIComponent(paused.headers.get("location") ?? "").replaceAll("+", " ")).toContain(
      "its profile is paused, so the scheduler skips it until the profile is resumed.",
    );
  });

  it("shows the last crawl status after a crawl is recorded", async () => {
    await seedProfile("watched", "PDV");
    await seedBinding("watched", "watched-lon", "LON");
    await seedBinding("watched", "watched-par", "PAR");
    const timing = { successIntervalMinutes: 60, zeroResultSnoozeDays: 30, errorSnoozeDays: 30 };
    const at = "2030-01-02T03:04:05.000Z";
    await runBindingCommand(bed.store, {
      type: "RecordCrawl",
      bindingId: "watched-lon",
      status: "error",
      resultCount: 0,
      error: "HttpError: upstream said 503",
      at,
      timing,
    });
    await bed.projections.catchUp();

    const list = await (await bed.request("/nimda/crawling?q=watched", { session })).text();
    expect(list).toMatch(/1 <span class="badge badge-error">error<\/span>/);
    expect(list).toMatch(/1 <span class="badge badge-pending">pending<\/span>/);
    expect(list).toContain("2030-01-02 03:04:05 UTC");

    const page = await (await bed.request("/nimda/crawling/profiles/watched?status=error", { session })).text();
    expect(page).toContain("HttpError: upstream said 503");
    expect(page).toContain('class="badge badge-error"');
    expect(page).not.toContain("watched-par");

    const json = (await (await bed.api("/nimda/api/crawling/profiles/watched", session)).json()) as {
      data: { bindings: { id: string; lastCrawlStatus: string; failureCount: number }[] };
    };
    expect(json.data.bindings.find((b) => b.id === "watched-lon")).toMatchObject({
      lastCrawlStatus: "error",
      failureCount: 1,
    });
  });
});

describe("crawling: the budget", () => {
  it("sets the route crawls a day the bindings plan against the budget, and shows what the sources answered", async () => {
    await seedCatalog(bed.store, silentLogger);
    await seedProfile("budgeted", "VAR");
    await seedBinding("budgeted", "budgeted-lon", "LON");
    await bed.projections.catchUp();
    const now = new Date();
    const before = await crawlBudget(bed.deps, now);
    const airports = (
      await bed.database.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM airports a JOIN destinations d ON d.iata_code = a.city_code
       WHERE a.is_active AND d.is_active AND d.iata_code = 'LON'`
    )[0]?.n as number;
    expect(airports).toBeGreaterThan(1);
    // hourly, every airport of London: 24 a day for each
    expect(before.planned.find((row) => row.origin === "VAR")?.perDay).toBeGreaterThanOrEqual(24 * airports);
    expect(before.budgetPerDay).toBe(CRAWL_BUDGET_PER_DAY);

    const fareSource = createSimulatedFareSource({ seed: 7, now: () => now });
    const snapshots = new PostgresSnapshotStore(bed.database.sql);
    await crawlRoute({ store: bed.store, snapshots, fareSource }, { fromAirport: "VAR", toAirport: "LTN", at: now });
    await bed.projections.catchUp();
    const after = await crawlBudget(bed.deps, now);
    const row = after.recorded.find((r) => r.origin === "VAR" && r.source === "simulated");
    expect(row).toMatchObject({ day: sofiaDate(now), crawls: 1 });
    expect(row?.fares).toBeGreaterThan(0);

    const page = await (await bed.request("/nimda/crawling", { session })).text();
    expect(page).toContain("Crawl budget");
    expect(page).toContain(`of a budget of ${CRAWL_BUDGET_PER_DAY.toLocaleString("en-GB")}`);
    expect(page).toContain("Recorded by day (Sofia), source and departure airport");
  });
});

describe("crawling: editing and pausing bindings", () => {
  const NOT_EDITABLE =
    "cannot be changed: only cadenceOverrideMinutes, priorityScore and boost can be (a new target is a new binding)";
  const notice = (response: Response) =>
    decodeURIComponent((response.headers.get("location") ?? "").replaceAll("+", " "));

  it("edits a binding's cadence, score and boost through the form and PATCH; its target stays", async () => {
    await seedProfile("tuned");
    await seedBinding("tuned", "tuned-mad", "MAD");
    const saved = await bed.postForm("/nimda/crawling/bindings/tuned-mad", session, {
      cadenceOverrideMinutes: "45",
      priorityScore: "70",
      boost: "-15",
    });
    expect(saved.status).toBe(303);
    expect(notice(saved)).toBe("/nimda/crawling/profiles/tuned?notice=Binding tuned-mad saved.");
    const event = await lastEvent("searchbinding-tuned-mad");
    expect(event).toMatchObject({
      type: "SearchBindingUpdated",
      data: {
        bindingId: "tuned-mad",
        binding: {
          profileId: "tuned",
          scope: "destination",
          destinationIata: "MAD",
          cadenceOverrideMinutes: 45,
          priorityScore: 70,
          boost: -15,
        },
        previous: { cadenceOverrideMinutes: null, priorityScore: 50, boost: 0 },
      },
    });
    expectAudited(event, "crawling.binding.update");

    await bed.projections.catchUp();
    const page = await (await bed.request("/nimda/crawling/profiles/tuned", { session })).text();
    expect(page).toContain("45 min");
    expect(page).toContain('action="/nimda/crawling/bindings/tuned-mad"');
    expect(page).toMatch(/<input id="edit-tuned-mad-priorityScore"[^>]* name="priorityScore" value="70"\/>/);

    const before = await bed.eventCount();
    const same = await bed.postForm("/nimda/crawling/bindings/tuned-mad", session, {
      cadenceOverrideMinutes: "45",
      priorityScore: "70",
      boost: "-15",
    });
    expect(notice(same)).toBe("/nimda/crawling/profiles/tuned?notice=Nothing changed for binding tuned-mad.");
    expect(await bed.eventCount()).toBe(before);

    // an empty cadence falls back to the profile's interval; an empty score or boost is left as it is
    await bed.postForm("/nimda/crawling/bindings/tuned-mad", session, {
      cadenceOverrideMinutes: "",
      priorityScore: "",
      boost: "-15",
    });
    expect((await lastEvent("searchbinding-tuned-mad"))?.data).toMatchObject({
      binding: { cadenceOverrideMinutes: null, priorityScore: 70, boost: -15 },
      previous: { cadenceOverrideMinutes: 45 },
    });

    const patched = await bed.api("/nimda/api/crawling/bindings/tuned-mad", session, {
      method: "PATCH",
      body: { boost: 25, cadenceOverrideMinutes: 90 },
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toEqual({
      success: true,
      data: {
        id: "tuned-mad",
        profileId: "tuned",
        scope: "destination",
        destinationIata: "MAD",
        countryCode: null,
        cadenceOverrideMinutes: 90,
        priorityScore: 70,
        boost: 25,
        paused: false,
        changed: true,
      },
    });
    expectAudited(await lastEvent("searchbinding-tuned-mad"), "crawling.binding.update");
    const unchanged = await bed.api("/nimda/api/crawling/bindings/tuned-mad", session, {
      method: "PATCH",
      body: { boost: 25 },
    });
    expect(await unchanged.json()).toMatchObject({ data: { boost: 25, changed: false } });

    await bed.projections.catchUp();
    const json = (await (await bed.api("/nimda/api/crawling/profiles/tuned", session)).json()) as {
      data: { bindings: object[] };
    };
    expect(json.data.bindings).toEqual([
      expect.objectContaining({ id: "tuned-mad", cadenceOverrideMinutes: 90, priorityScore: 70, boost: 25 }),
    ]);
  });

  it("refuses a bad edit with the binding schema's exact message, storing nothing", async () => {
    await seedProfile("picky");
    await seedBinding("picky", "picky-ber", "BER");
    const before = await bed.eventCount();
    const form = await bed.postForm("/nimda/crawling/bindings/picky-ber", session, {
      cadenceOverrideMinutes: "abc",
      priorityScore: "0",
      boost: "7",
    });
    expect(form.status).toBe(400);
    const text = await form.text();
    expect(text).toContain(
      'id="binding-edit-cadenceOverrideMinutes-error" class="field-error">cadenceOverrideMinutes must be a positive whole number<',
    );
    expect(text).toContain(
      'id="binding-edit-priorityScore-error" class="field-error">priorityScore must be between 1 and 100<',
    );
    expect(text).toMatch(
      /<input id="binding-edit-cadenceOverrideMinutes"[^>]* name="cadenceOverrideMinutes" value="abc"\/>/,
    );
    expect(text).toContain("Edit binding <code>picky-ber</code>");

    const cases: [unknown, string][] = [
      [{ priorityScore: 0 }, "priorityScore must be between 1 and 100"],
      [{ priorityScore: "high" }, "priorityScore must be a number"],
      [{ boost: 101 }, "boost must be between -100 and 100"],
      [{ boost: 1.5 }, "boost must be a whole number"],
      [{ cadenceOverrideMinutes: -5 }, "cadenceOverrideMinutes must be a positive whole number"],
      [{ cadenceOverrideMinutes: 1.5 }, "cadenceOverrideMinutes must be a positive whole number"],
      [{ destinationIata: "LIS" }, `destinationIata ${NOT_EDITABLE}`],
      [{ scope: "global", boost: 3 }, `scope ${NOT_EDITABLE}`],
      [[1, 2], "The body must be a JSON object"],
    ];
    for (const [body, message] of cases) {
      const response = await bed.api("/nimda/api/crawling/bindings/picky-ber", session, { method: "PATCH", body });
      expect(response.status, message).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, error: { code: "validation_failed", message } });
    }
    expect(await bed.eventCount()).toBe(before);
  });

  it("pauses and resumes a binding through the form and the API; crawl now says it is paused", async () => {
    await seedProfile("napping");
    await seedBinding("napping", "napping-vie", "VIE");
    await seedBinding("napping", "napping-prg", "PRG");
    const paused = await bed.postForm("/nimda/crawling/bindings/napping-vie/pause", session, {});
    expect(paused.status).toBe(303);
    expect(notice(paused)).toBe("/nimda/crawling/profiles/napping?notice=Binding napping-vie paused.");
    const event = await lastEvent("searchbinding-napping-vie");
    expect(event).toMatchObject({ type: "SearchBindingPaused", data: { bindingId: "napping-vie", by: "admin:admin" } });
    expectAudited(event, "crawling.binding.pause");

    const before = await bed.eventCount();
    const again = await bed.postForm("/nimda/crawling/bindings/napping-vie/pause", session, {});
    expect(notice(again)).toBe("/nimda/crawling/profiles/napping?notice=Binding napping-vie was already paused.");
    expect(await bed.eventCount()).toBe(before);

    await bed.projections.catchUp();
    const page = await (await bed.request("/nimda/crawling/profiles/napping", { session })).text();
    expect(page).toContain('<code>napping-vie</code> <span class="badge badge-paused">paused</span>');
    expect(page).not.toContain('<code>napping-prg</code> <span class="badge badge-paused">');
    expect(page).toContain('action="/nimda/crawling/bindings/napping-vie/resume"');
    expect(page).toContain('action="/nimda/crawling/bindings/napping-prg/pause"');
    const json = (await (await bed.api("/nimda/api/crawling/profiles/napping", session)).json()) as {
      data: { bindings: { id: string; paused: boolean }[] };
    };
    expect(Object.fromEntries(json.data.bindings.map((b) => [b.id, b.paused]))).toEqual({
      "napping-vie": true,
      "napping-prg": false,
    });

    const crawl = await bed.postForm("/nimda/crawling/bindings/napping-vie/crawl", session, {});
    expect(notice(crawl)).toBe(
      "/nimda/crawling/profiles/napping?notice=Crawl requested for napping-vie: the binding is paused, so the scheduler skips it until the binding is resumed.",
    );
    const crawlApi = await bed.api("/nimda/api/crawling/bindings/napping-vie/crawl", session, { method: "POST" });
    expect(await crawlApi.json()).toMatchObject({
      data: {
        bindingPaused: true,
        message:
          "Crawl requested for napping-vie: the binding is paused, so the scheduler skips it until the binding is resumed.",
      },
    });

    const resumed = await bed.api("/nimda/api/crawling/bindings/napping-vie/resume", session, { method: "POST" });
    expect(await resumed.json()).toEqual({
      success: true,
      data: { bindingId: "napping-vie", paused: false, changed: true },
    });
    const resumedEvent = await lastEvent("searchbinding-napping-vie");
    expect(resumedEvent).toMatchObject({ type: "SearchBindingResumed", data: { by: "admin:admin" } });
    expectAudited(resumedEvent, "crawling.binding.resume");
    const twice = await bed.api("/nimda/api/crawling/bindings/napping-vie/resume", session, { method: "POST" });
    expect(await twice.json()).toMatchObject({ data: { paused: false, changed: false } });

    const pausedApi = await bed.api("/nimda/api/crawling/bindings/napping-prg/pause", session, { method: "POST" });
    expect(await pausedApi.json()).toMatchObject({ data: { bindingId: "napping-prg", paused: true, changed: true } });
    expectAudited(await lastEvent("searchbinding-napping-prg"), "crawling.binding.pause");
    const resumedForm = await bed.postForm("/nimda/crawling/bindings/napping-prg/resume", session, {});
    expect(notice(resumedForm)).toBe("/nimda/crawling/profiles/napping?notice=Binding napping-prg resumed.");
    expectAudited(await lastEvent("searchbinding-napping-prg"), "crawling.binding.resume");
  });

  it("answers 404 for an unknown binding on every edit and pause path, storing nothing", async () => {
    const before = await bed.eventCount();
    expect((await bed.postForm("/nimda/crawling/bindings/nope", session, { boost: "1" })).status).toBe(404);
    expect((await bed.postForm("/nimda/crawling/bindings/nope/pause", session, {})).status).toBe(404);
    expect((await bed.postForm("/nimda/crawling/bindings/nope/resume", session, {})).status).toBe(404);
    for (const [method, path, body] of [
      ["PATCH", "/nimda/api/crawling/bindings/nope", { boost: 1 }],
      ["POST", "/nimda/api/crawling/bindings/nope/pause", undefined],
      ["POST", "/nimda/api/crawling/bindings/nope/resume", undefined],
    ] as const) {
      const response = await bed.api(path, session, { method, body });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toMatchObject({
        success: false,
        error: { code: "not_found", message: "No binding nope" },
      });
    }
    expect(await bed.eventCount()).toBe(before);
  });
});
