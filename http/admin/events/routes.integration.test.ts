import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminMetadata } from "../../../core/admin-auth/auth.ts";
import type { EventSummary } from "../../../core/audit/event-log.ts";
import { runSettingsCommand } from "../../../core/settings/service.ts";
import { type AdminSessionCookie, type AdminTestBed, signedInTestBed, TEST_IP } from "../shell/testing.ts";

let bed: AdminTestBed;
let session: AdminSessionCookie;
/** Between the two settings changes. */
let between: Date;
/** The two SystemSettingsChanged events' global positions, in order. */
let settingsPositions: number[];
let scriptPosition: number;

const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) events-test";
const SCRIPT = "<script>alert(1)</script>";
/** Any character may be in a stream id: '/', '?', '#', '%', spaces and markup. */
const ODD_STREAM = "odd-a/b c?d#e%f<b>";
const PAGED_STREAM = "ticks-paging";
const PAGED_COUNT = 120;

// created_at is the appending transaction's start: a pause keeps the changes in different milliseconds
const pause = () => new Promise((resolve) => setTimeout(resolve, 25));

async function changeDailyCap(dailyCap: number) {
  await runSettingsCommand(
    bed.store,
    { type: "ChangeSettings", changes: { dailyCap }, lastModifiedBy: "admin:admin", at: new Date().toISOString() },
    adminMetadata("admin", "settings.change", { ip: TEST_IP, userAgent: USER_AGENT }),
  );
}

beforeAll(async () => {
  ({ bed, session } = await signedInTestBed());
  await changeDailyCap(20);
  await pause();
  between = new Date();
  await pause();
  await changeDailyCap(30);
  await bed.store.append("widget-1", [{ type: "WidgetLabelled", data: { label: SCRIPT } }], {
    metadata: { actor: "system" },
  });
  await bed.store.append(ODD_STREAM, [{ type: "OddThing", data: { n: 1 } }]);
  const ticks = Array.from({ length: PAGED_COUNT }, (_, i) => ({ type: "Ticked", data: { i } }));
  await bed.store.append(PAGED_STREAM, ticks.slice(0, 70));
  await bed.store.append(PAGED_STREAM, ticks.slice(70));
  const { events } = await bed.store.readStream("settings-system");
  settingsPositions = events.map((e) => Number(e.globalPosition));
  scriptPosition = Number((await bed.store.readStream("widget-1")).events[0]?.globalPosition);
});
afterAll(() => bed.close());

async function page(path: string) {
  const response = await bed.request(path, { session });
  return { status: response.status, html: await response.text() };
}

async function api<Data = Record<string, unknown>>(path: string) {
  const response = await bed.api(path, session);
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; data: Data; error: { code: string; message: string } },
  };
}

/** The event positions a page lists, in order. */
function listedPositions(html: string): number[] {
  return [...html.matchAll(/<a href="\/nimda\/events\/(\d+)">/g)].map((m) => Number(m[1]));
}

function olderLink(html: string): string | null {
  const match = /<a href="([^"]+)">Older →<\/a>/.exec(html);
  return match?.[1]?.replaceAll("&amp;", "&") ?? null;
}

const encodedJson = (json: string) => json.replaceAll('"', "&quot;");

describe("the event log", () => {
  it("lists the settings changes newest first, filtered by event type", async () => {
    const { status, html } = await page("/nimda/events?eventType=SystemSettingsChanged");
    expect(status).toBe(200);
    expect(listedPositions(html)).toEqual([...settingsPositions].reverse());
    expect(html).toContain('href="/nimda/streams/settings-system"');
    expect(html).toContain('href="/nimda/streams/settings-system?version=2"');
    expect(html).toContain('<option value="SystemSettingsChanged" selected="">');
    expect(html).toMatch(/<label for="streamType">Stream type<\/label>/);
  });

  it("filters by stream type, actor and time, through the page and the API", async () => {
    const byType = await page("/nimda/events?streamType=settings&actor=admin%3Aadmin");
    expect(listedPositions(byType.html)).toEqual([...settingsPositions].reverse());
    const later = await api<{ events: EventSummary[] }>(
      `/nimda/api/events?streamType=settings&from=${encodeURIComponent(between.toISOString())}`,
    );
    expect(later.status).toBe(200);
    expect(later.body.data.events.map((e) => e.position)).toEqual([settingsPositions[1]]);
    const earlier = await api<{ events: EventSummary[] }>(
      `/nimda/api/events?streamType=settings&to=${encodeURIComponent(between.toISOString())}`,
    );
    expect(earlier.body.data.events).toMatchObject([
      { position: settingsPositions[0], streamId: "settings-system", streamPosition: 1, actor: "admin:admin" },
    ]);
    const system = await api<{ events: EventSummary[] }>("/nimda/api/events?actor=system");
    expect(system.body.data.events.map((e) => e.streamId)).toEqual(["widget-1"]);
    // a datetime-local (no zone) is UTC
    const local = await page(`/nimda/events?streamType=settings&from=${between.toISOString().slice(0, 23)}`);
    expect(listedPositions(local.html)).toEqual([settingsPositions[1]]);
  });

  it("lists the stream types and event types to filter by", async () => {
    const { body } = await api<{ streamTypes: string[]; eventTypes: string[] }>("/nimda/api/event-facets");
    expect(body.data.streamTypes).toEqual(expect.arrayContaining(["settings", "widget", "ticks", "adminsession"]));
    expect(body.data.eventTypes).toEqual(expect.arrayContaining(["SystemSettingsChanged", "Ticked", "AdminSignedIn"]));
  });

  it("walks the whole log page by page without duplicates or gaps, both ways", async () => {
    const seen: number[] = [];
    let path: string | null = "/nimda/events?limit=25";
    const visited: string[] = [];
    while (path) {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      visited.push(path);
      seen.push(...listedPositions(html));
      path = olderLink(html);
    }
    const total = await bed.database.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM events`;
    expect(seen).toHaveLength(total[0]?.n ?? -1);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(visited.length).toBeGreaterThanOrEqual(5);

    // the API's newer cursor leads back through the same pages
    type Page = { events: EventSummary[]; hasOlder: boolean; newer: { before: number | null } | null };
    const last = visited.at(-1) as string;
    const before = new URL(last, "http://x").searchParams.get("before");
    const lastPage = await api<Page>(`/nimda/api/events?limit=25&before=${before}`);
    expect(lastPage.body.data.hasOlder).toBe(false);
    const newerBefore = lastPage.body.data.newer?.before;
    const previous = await api<Page>(`/nimda/api/events?limit=25${newerBefore ? `&before=${newerBefore}` : ""}`);
    const previousPath = visited.at(-2) as string;
    expect(listedPositions((await page(previousPath)).html)).toEqual(previous.body.data.events.map((e) => e.position));
  });

  it("pages one long stream's events on its page", async () => {
    const seen: number[] = [];
    let path: string | null = `/nimda/streams/${PAGED_STREAM}`;
    let pages = 0;
    while (path) {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      pages += 1;
      seen.push(...listedPositions(html));
      path = olderLink(html);
    }
    expect(pages).toBe(3);
    expect(seen).toHaveLength(PAGED_COUNT);
    expect(new Set(seen).size).toBe(PAGED_COUNT);
  });

  it("answers bad filters with 400 and the message", async () => {
    const cases: [string, string][] = [
      ["from=2025-02-30T10:00", "from must be a date and time such as 2025-01-31T14:30 (UTC) or an ISO 8601 time"],
      ["to=yesterday", "to must be a date and time such as 2025-01-31T14:30 (UTC) or an ISO 8601 time"],
      ["from=2025-02-02T00:00&to=2025-02-01T00:00", "from must not be after to"],
      ["before=-1", "before must be a positive whole number"],
      ["before=abc", "before must be a positive whole number"],
      ["limit=0", "limit must be between 1 and 200"],
      ["limit=1000", "limit must be between 1 and 200"],
    ];
    for (const [query, message] of cases) {
      const response = await api(`/nimda/api/events?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body).toMatchObject({ success: false, error: { code: "validation_failed", message } });
      const html = await page(`/nimda/events?${query}`);
      expect(html.status, query).toBe(400);
      expect(html.html).toContain(message.replaceAll("'", "&#x27;"));
    }
  });
});

describe("one event", () => {
  it("shows its facts, data and metadata, and links into its stream", async () => {
    const position = settingsPositions[1] as number;
    const { status, html } = await page(`/nimda/events/${position}`);
    expect(status).toBe(200);
    expect(html).toContain(encodedJson('"dailyCap": 30'));
    expect(html).toContain(encodedJson(`"ip": "${TEST_IP}"`));
    expect(html).toContain(encodedJson('"action": "settings.change"'));
    expect(html).toContain(USER_AGENT);
    expect(html).toContain('href="/nimda/streams/settings-system?version=2"');
    expect(html).toContain('href="/nimda/streams/settings-system?compare=1..2"');
  });

  it("answers the API with the whole event", async () => {
    const { status, body } = await api<{
      type: string;
      data: { settings: { dailyCap: number } };
      metadata: Record<string, unknown>;
    }>(`/nimda/api/events/${settingsPositions[0]}`);
    expect(status).toBe(200);
    expect(body.data.type).toBe("SystemSettingsChanged");
    expect(body.data.data.settings.dailyCap).toBe(20);
    expect(body.data.metadata).toMatchObject({ actor: "admin:admin", action: "settings.change", ip: TEST_IP });
  });

  it("answers 404 for a position with no event and 400 for a position that is not one", async () => {
    const missing = await api("/nimda/api/events/99999");
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, error: { code: "event_not_found" } });
    expect((await page("/nimda/events/99999")).status).toBe(404);
    for (const bad of ["abc", "0", "-3", "1.5"]) {
      const response = await api(`/nimda/api/events/${bad}`);
      expect(response.status, bad).toBe(400);
      expect(response.body.error.message).toBe("position must be a positive whole number");
      expect((await page(`/nimda/events/${bad}`)).status, bad).toBe(400);
    }
  });
});

describe("a stream with time travel and diff", () => {
  it("shows the state at each version", async () => {
    const first = await page("/nimda/streams/settings-system?version=1");
    expect(first.status).toBe(200);
    expect(first.html).toContain("System settings");
    expect(first.html).toContain("State at version <!-- -->1<!-- --> of <!-- -->2");
    expect(first.html).toContain(encodedJson('"dailyCap": 20'));
    expect(first.html).toContain('href="/nimda/streams/settings-system?version=2">Next version →</a>');
    const second = await page("/nimda/streams/settings-system?version=2");
    expect(second.html).toContain(encodedJson('"dailyCap": 30'));
    expect(second.html).toContain('href="/nimda/streams/settings-system?version=1">← Previous version</a>');
    const current = await page("/nimda/streams/settings-system");
    expect(current.html).toContain(encodedJson('"dailyCap": 30'));
  });

  it("shows the state as of a time between the changes", async () => {
    const iso = await page(`/nimda/streams/settings-system?asOf=${encodeURIComponent(between.toISOString())}`);
    expect(iso.status).toBe(200);
    expect(iso.html).toContain(encodedJson('"dailyCap": 20'));
    const local = await page(`/nimda/streams/settings-system?asOf=${between.toISOString().slice(0, 23)}&version=`);
    expect(local.html).toContain(encodedJson('"dailyCap": 20'));
    const { body } = await api<{ version: number; state: { settings: { dailyCap: number } } }>(
      `/nimda/api/streams/settings-system?asOf=${encodeURIComponent(between.toISOString())}`,
    );
    expect(body.data.version).toBe(1);
    expect(body.data.state.settings.dailyCap).toBe(20);
  });

  it("answers the state API per version", async () => {
    const { status, body } = await api<Record<string, unknown>>("/nimda/api/streams/settings-system?version=2");
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      streamId: "settings-system",
      streamType: "settings",
      kind: { label: "System settings" },
      version: 2,
      currentVersion: 2,
      state: { settings: { dailyCap: 30 } },
    });
  });

  it("shows the diff between two versions and the events between them", async () => {
    for (const query of ["compare=1..2", "from=1&to=2"]) {
      const { status, html } = await page(`/nimda/streams/settings-system?${query}`);
      expect(status, query).toBe(200);
      expect(html).toContain("Changes from version <!-- -->1<!-- --> to version <!-- -->2");
      expect(html).toMatch(
        /<td><code>settings\.dailyCap<\/code><\/td><td><span class="badge badge-changed">changed<\/span><\/td><td><code>20<\/code><\/td><td><code>30<\/code><\/td>/,
      );
      expect(listedPositions(html)).toContain(settingsPositions[1]);
    }
    const { body } = await api<{ diff: unknown[]; events: { streamPosition: number }[] }>(
      "/nimda/api/streams/settings-system/diff?from=1&to=2",
    );
    expect(body.data.diff).toContainEqual({ path: "settings.dailyCap", kind: "changed", before: 20, after: 30 });
    expect(body.data.events.map((e) => e.streamPosition)).toEqual([2]);
  });

  it("answers bad versions with 400 and unknown streams or versions with 404", async () => {
    const bad: [string, string][] = [
      ["/nimda/api/streams/settings-system?version=-1", "version must be a whole number >= 0"],
      ["/nimda/api/streams/settings-system?asOf=2025-13-01T00:00", "asOf must be a date and time such as"],
      ["/nimda/api/streams/settings-system/diff?from=2&to=1", "from must not be after to"],
      ["/nimda/api/streams/settings-system/diff?from=1", "to must be a whole number >= 0"],
      ["/nimda/api/streams/settings-system/diff?from=x&to=1", "from must be a whole number >= 0"],
    ];
    for (const [path, message] of bad) {
      const { status, body } = await api(path);
      expect(status, path).toBe(400);
      expect(body.error.message, path).toContain(message);
    }
    const pages: [string, string][] = [
      ["version=-1", "version must be a whole number &gt;= 0"],
      ["compare=2..1", "from must not be after to"],
      ["from=2&to=1", "from must not be after to"],
      ["from=1", "Give both from and to to compare two versions"],
      ["compare=x", "compare must be two versions such as 3..5"],
      ["asOf=soon", "asOf must be a date and time"],
    ];
    for (const [query, message] of pages) {
      const { status, html } = await page(`/nimda/streams/settings-system?${query}`);
      expect(status, query).toBe(400);
      expect(html, query).toContain(message);
    }
    const missing = await api("/nimda/api/streams/nope-123");
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe("stream_not_found");
    expect((await api("/nimda/api/streams/nope-123/diff?from=0&to=1")).status).toBe(404);
    expect((await api("/nimda/api/streams/settings-system?version=9")).status).toBe(404);
    expect((await page("/nimda/streams/nope-123")).status).toBe(404);
    expect((await page("/nimda/streams/settings-system?version=9")).status).toBe(404);
    expect((await page("/nimda/streams/settings-system?compare=1..9")).status).toBe(404);
  });

  it("says so when no aggregate is registered for the stream type", async () => {
    const { status, html } = await page("/nimda/streams/widget-1");
    expect(status).toBe(200);
    expect(html).toContain("No aggregate registered");
    const { body } = await api("/nimda/api/streams/widget-1");
    expect(body.data).toMatchObject({ kind: null, state: null, version: 1 });
  });
});

describe("escaping", () => {
  it("escapes markup in event data on every page", async () => {
    for (const path of [
      `/nimda/events/${scriptPosition}`,
      "/nimda/streams/widget-1",
      "/nimda/streams/widget-1?version=1",
    ]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(html, path).not.toContain(SCRIPT);
      expect(html, path).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    }
  });

  it("encodes stream ids in links and finds the stream by them", async () => {
    const encoded = encodeURIComponent(ODD_STREAM);
    const list = await page("/nimda/events?streamType=odd");
    expect(list.html).toContain(`href="/nimda/streams/${encoded}"`);
    expect(list.html).not.toContain("<b>");
    const stream = await page(`/nimda/streams/${encoded}`);
    expect(stream.status).toBe(200);
    expect(stream.html).toContain("odd-a/b c?d#e%f&lt;b&gt;");
    const { body } = await api(`/nimda/api/streams/${encoded}`);
    expect(body.data).toMatchObject({ streamId: ODD_STREAM, currentVersion: 1 });
  });
});
