import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryAudit } from "../../../core/audit/audit.ts";
import { SETTINGS_STREAM_ID } from "../../../core/settings/events.ts";
import { loadSettings } from "../../../core/settings/service.ts";
import { type AdminSessionCookie, type AdminTestBed, signedInTestBed, TEST_IP } from "../shell/testing.ts";

let bed: AdminTestBed;
let session: AdminSessionCookie;
beforeAll(async () => {
  ({ bed, session } = await signedInTestBed());
});
afterAll(() => bed.close());

/** The whole form as the page renders it, with some fields changed. */
async function formWith(overrides: Record<string, string>): Promise<Record<string, string | string[]>> {
  const html = await (await bed.request("/nimda/settings", { session })).text();
  const fields: Record<string, string | string[]> = {};
  for (const match of html.matchAll(/<input[^>]*name="([^"]+)"[^>]*>/g)) {
    const tag = match[0];
    const name = match[1] as string;
    if (name === "_csrf") continue;
    const value = /value="([^"]*)"/.exec(tag)?.[1] ?? "";
    if (tag.includes('type="checkbox"')) {
      if (tag.includes("checked")) fields[name] = ["false", "true"];
    } else if (!(name in fields)) fields[name] = value;
  }
  for (const match of html.matchAll(/<textarea[^>]*name="([^"]+)"[^>]*>([^<]*)<\/textarea>/g)) {
    fields[match[1] as string] = match[2] as string;
  }
  for (const match of html.matchAll(
    /<select[^>]*name="([^"]+)"[^>]*>[\s\S]*?<option[^>]*selected[^>]*value="([^"]+)"/g,
  )) {
    fields[match[1] as string] = match[2] as string;
  }
  fields.currency ??= "EUR";
  return { ...fields, ...overrides };
}

describe("system settings screen", () => {
  it("shows the spec's defaults", async () => {
    const html = await (await bed.request("/nimda/settings", { session })).text();
    expect(html).toContain("defaults, never changed");
    expect(html).toMatch(/name="dailyCap"[^>]*value="10"|value="10"[^>]*name="dailyCap"/);
    expect(html).toMatch(/value="23:00"/);
    expect(html).toMatch(/value="Europe\/Sofia"/);
  });

  it("saves a change from the form as a versioned event with its diff and audit metadata", async () => {
    const response = await bed.postForm(
      "/nimda/settings",
      session,
      await formWith({ dailyCap: "25", excludedAirlines: "fr, FR, w6" }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toContain("notice=");
    const state = await loadSettings(bed.store);
    expect(state.version).toBe(1);
    expect(state.settings.dailyCap).toBe(25);
    expect(state.settings.excludedAirlines).toEqual(["FR", "W6"]);
    const { events } = await bed.store.readStream(SETTINGS_STREAM_ID);
    expect((events[0]?.data as { changes: unknown[] } | undefined)?.changes).toEqual([
      { path: "dailyCap", from: 10, to: 25 },
      { path: "excludedAirlines", from: [], to: ["FR", "W6"] },
    ]);
    expect(events[0]?.metadata).toMatchObject({ actor: "admin:admin", action: "settings.change", ip: TEST_IP });
    const [audit] = await queryAudit(bed.database.sql, { action: "settings.change" });
    expect(audit).toMatchObject({ streamId: SETTINGS_STREAM_ID, actor: "admin:admin", ip: TEST_IP });
    const page = await (await bed.request("/nimda/settings", { session })).text();
    expect(page).toContain("Version 1");
    expect(page).toContain("last changed by admin:admin");
  });

  it.each([
    [{ dailyCap: "151" }, "dailyCap must be between 1 and 150"],
    [{ quietHoursStart: "25:00" }, "Invalid time format. Use HH:MM (e.g., 23:00)"],
    [{ timezone: "Mars/Olympus" }, "Invalid IANA timezone (e.g., Europe/Sofia, America/New_York)"],
    [{ excludedAirlines: "FRX" }, "Airline codes must be 2 characters"],
    [{ currency: "USD" }, "Currency must be either BGN or EUR"],
  ])("refuses %o with the spec's message and stores nothing", async (overrides, message) => {
    const before = await loadSettings(bed.store);
    const response = await bed.postForm("/nimda/settings", session, await formWith(overrides));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(message);
    // what was typed comes back in the form (a select can only show its own options)
    if (!("currency" in overrides)) expect(html).toContain(Object.values(overrides)[0]);
    expect(await loadSettings(bed.store)).toEqual(before);
  });

  it("changes settings through the JSON API with the same validation", async () => {
    const ok = await bed.api("/nimda/api/settings", session, { method: "PATCH", body: { cooldownHours: 48 } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      success: true,
      data: { settings: { cooldownHours: 48 }, changed: [{ path: "cooldownHours", from: 24, to: 48 }] },
    });
    const bad = await bed.api("/nimda/api/settings", session, { method: "PATCH", body: { maxConcurrentPosts: 0 } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      success: false,
      error: { code: "validation_failed", message: "maxConcurrentPosts must be between 1 and 20" },
    });
    const garbage = await bed.request("/nimda/api/settings", {
      method: "PATCH",
      session,
      headers: { "content-type": "application/json", "x-csrf-token": session.csrfToken },
      body: "{not json",
    });
    expect(garbage.status).toBe(400);
    const noToken = await bed.request("/nimda/api/settings", {
      method: "PATCH",
      session,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ cooldownHours: 12 }),
    });
    expect(noToken.status).toBe(403);
    expect((await loadSettings(bed.store)).settings.cooldownHours).toBe(48);
  });

  it("refuses to enforce an allowlist that would lock the admin out", async () => {
    const response = await bed.api("/nimda/api/settings", session, {
      method: "PATCH",
      body: { ipAllowlist: ["192.0.2.0/24"], ipAllowlistEnforced: true },
    });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain(
      `Your address ${TEST_IP} is not in the IP allowlist`,
    );
    expect((await loadSettings(bed.store)).settings.ipAllowlistEnforced).toBe(false);
  });
});
