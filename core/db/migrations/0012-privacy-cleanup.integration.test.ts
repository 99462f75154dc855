import { describe, expect, it } from "vitest";
import { installedProjections } from "../../../projections/testing.ts";
import { testEventStore } from "../../testing/event-store.ts";
import { up } from "./0012-privacy-cleanup.ts";

const bed = testEventStore();

/** A click-out as http/deals/clickout.ts recorded it before decision 0052: the whole Referer header. */
const clickOut = (clickId: string, referrer: string | null, campaign: string | null = null) => ({
  type: "ClickOutRecorded",
  data: {
    clickId,
    dealId: "00000000-0000-4000-8000-000000000001",
    shortCode: "A2B3C",
    timeZone: "Europe/Sofia",
    timeZoneSource: "fallback",
    referrer,
    campaign,
  },
});

const searchWithQuery = (searchId: string, query: string | null) => ({
  type: "SiteSearchRecorded",
  data: {
    searchId,
    query,
    action: "empty",
    matchType: "none",
    resultCount: 0,
    topResultType: null,
    language: "bg",
    source: "page",
    searchedAt: "2026-10-01T10:00:00.000Z",
  },
});

type Row = {
  stream_id: string;
  global_position: string;
  event_id: string;
  metadata: unknown;
  data: Record<string, unknown>;
};
const allEvents = () =>
  bed.database.sql<
    Row[]
  >`SELECT stream_id, global_position, event_id, metadata, data FROM events ORDER BY global_position`;

describe("migration 0012-privacy-cleanup", () => {
  it("rewrites what older versions stored: referrers to their origin, no search text, no typed user names", async () => {
    const clicks = {
      webmail: "c0000000-0000-4000-8000-000000000001",
      intranet: "c0000000-0000-4000-8000-000000000002",
      origin: "c0000000-0000-4000-8000-000000000003",
      none: "c0000000-0000-4000-8000-000000000004",
      digest: "c0000000-0000-4000-8000-000000000005",
    };
    await bed.store.append(`clickout-${clicks.webmail}`, [
      clickOut(clicks.webmail, "https://mail.example.com/inbox?to=ivan.petrov%40example.com&sid=XyZ"),
    ]);
    await bed.store.append(`clickout-${clicks.intranet}`, [
      clickOut(clicks.intranet, "http://192.168.0.12:3000/deals"),
    ]);
    await bed.store.append(`clickout-${clicks.origin}`, [clickOut(clicks.origin, "https://www.google.com")]);
    await bed.store.append(`clickout-${clicks.none}`, [clickOut(clicks.none, null)]);
    await bed.store.append(`clickout-${clicks.digest}`, [
      clickOut(clicks.digest, "https://mail.google.com/mail/u/0/#inbox/FMfcg", "nl.2026-10-01.weekly.bg.SOF"),
    ]);
    await bed.store.append("sitesearch-s1", [
      searchWithQuery("50000000-0000-4000-8000-000000000001", "иван петров 0888123456"),
    ]);
    await bed.store.append("sitesearch-s2", [searchWithQuery("50000000-0000-4000-8000-000000000002", null)]);
    await bed.store.append(
      "adminsignin-2026-10-01",
      [
        { type: "AdminSignInFailed", data: { username: "correct horse battery staple", at: 1_790_000_000_000 } },
        { type: "AdminSignInFailed", data: { at: 1_790_000_100_000 } },
      ],
      { metadata: { actor: "anonymous", action: "auth.sign_in_failed", ip: "198.51.100.10" } },
    );
    const before = await allEvents();

    await up(bed.database.db as never);
    const after = await allEvents();

    // only data changed: the same events, in the same places, with the same metadata
    expect(after.map(({ data: _, ...rest }) => rest)).toEqual(before.map(({ data: _, ...rest }) => rest));
    const byStream = new Map(after.map((row) => [row.stream_id, row.data]));
    expect(byStream.get(`clickout-${clicks.webmail}`)).toMatchObject({ referrer: "https://mail.example.com" });
    expect(byStream.get(`clickout-${clicks.intranet}`)).toMatchObject({ referrer: null });
    expect(byStream.get(`clickout-${clicks.origin}`)).toMatchObject({ referrer: "https://www.google.com" });
    expect(byStream.get(`clickout-${clicks.none}`)).toMatchObject({ referrer: null });
    expect(byStream.get(`clickout-${clicks.digest}`)).toMatchObject({
      referrer: "https://mail.google.com",
      campaign: "nl.2026-10-01.weekly.bg.SOF",
      clickId: clicks.digest,
    });
    for (const stream of ["sitesearch-s1", "sitesearch-s2"]) {
      expect(byStream.get(stream)).not.toHaveProperty("query");
      expect(byStream.get(stream)).toMatchObject({ action: "empty", language: "bg", source: "page" });
    }
    const failures = after.filter((row) => row.stream_id === "adminsignin-2026-10-01").map((row) => row.data);
    expect(failures).toEqual([{ at: 1_790_000_000_000 }, { at: 1_790_000_100_000 }]);
    const text = JSON.stringify(after.map((row) => row.data));
    for (const gone of ["ivan", "XyZ", "192.168", "иван", "0888", "horse", "#inbox"]) expect(text).not.toContain(gone);

    // a second run finds nothing left to change
    await up(bed.database.db as never);
    expect(await allEvents()).toEqual(after);
  });

  it("leaves a log every projection still folds, from event zero", async () => {
    const projections = await installedProjections(bed.database.sql);
    for (const name of ["search", "newsletter"]) await projections.rebuild(name);
    await projections.catchUp();
    const rows = await bed.database.sql<{ action: string; top_result_code: string | null }[]>`
      SELECT action, top_result_code FROM search_events ORDER BY search_id`;
    expect(rows).toEqual([
      { action: "empty", top_result_code: null },
      { action: "empty", top_result_code: null },
    ]);
    expect(await bed.database.sql`SELECT 1 FROM site_search`).toHaveLength(0);
    const status = await bed.database.sql<{ last_error: string | null }[]>`
      SELECT last_error FROM subscription_checkpoints WHERE subscription_id LIKE 'projection:%'`;
    expect(status.filter((row) => row.last_error !== null)).toEqual([]);
  });
});
