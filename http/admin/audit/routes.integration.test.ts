import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminMetadata } from "../../../core/admin-auth/auth.ts";
import type { AuditEntry } from "../../../core/audit/audit.ts";
import { runSettingsCommand } from "../../../core/settings/service.ts";
import { type AdminSessionCookie, type AdminTestBed, signedInTestBed, TEST_IP } from "../shell/testing.ts";

let bed: AdminTestBed;
let session: AdminSessionCookie;
let between: Date;

const LONG_AGENT = `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) audit-test`;
const EDITOR_IP = "203.0.113.5";
const pause = () => new Promise((resolve) => setTimeout(resolve, 25));

async function changeDailyCap(username: string, dailyCap: number, ip: string) {
  await runSettingsCommand(
    bed.store,
    {
      type: "ChangeSettings",
      changes: { dailyCap },
      lastModifiedBy: `admin:${username}`,
      at: new Date().toISOString(),
    },
    adminMetadata(username, "settings.change", { ip, userAgent: LONG_AGENT }),
  );
}

beforeAll(async () => {
  ({ bed, session } = await signedInTestBed());
  await changeDailyCap("admin", 20, TEST_IP);
  await pause();
  between = new Date();
  await pause();
  await changeDailyCap("editor", 30, EDITOR_IP);
  for (let cap = 31; cap <= 36; cap++) await changeDailyCap("admin", cap, TEST_IP);
});
afterAll(() => bed.close());

async function page(path: string) {
  const response = await bed.request(path, { session });
  return { status: response.status, html: await response.text() };
}

type AuditPage = { entries: AuditEntry[]; hasOlder: boolean; newer: { before: number | null } | null };

async function api(path: string) {
  const response = await bed.api(path, session);
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; data: AuditPage; error: { code: string; message: string } },
  };
}

/** The table's rows: actor and action cells. */
function rows(html: string): { actor: string; action: string }[] {
  return [...html.matchAll(/<td><span>([^<]+)<\/span><\/td><td><span class="badge[^"]*">([^<]+)<\/span>/g)].map(
    (m) => ({ actor: m[1] as string, action: m[2] as string }),
  );
}

describe("the audit log", () => {
  it("lists admin actions newest first with ip, shortened user agent and stream link", async () => {
    const { status, html } = await page("/nimda/audit");
    expect(status).toBe(200);
    const listed = rows(html);
    expect(listed[0]).toEqual({ actor: "admin:admin", action: "settings.change" });
    expect(listed.at(-1)).toEqual({ actor: "admin:admin", action: "auth.sign_in" });
    expect(listed).toHaveLength(9);
    expect(html).toContain(`<td>${TEST_IP}</td>`);
    expect(html).toContain(`<span title="${LONG_AGENT}">${LONG_AGENT.slice(0, 31)}…</span>`);
    expect(html).toMatch(/href="\/nimda\/streams\/settings-system\?version=8">settings-system<\/a>/);
    expect(html).toMatch(/<label for="actor">Actor<\/label><select id="actor" name="actor">/);
    expect(html).toContain('<option value="admin:editor">admin:editor</option>');
    expect(html).toContain('<option value="auth.sign_in">auth.sign_in</option>');
  });

  it("filters by actor and by action, on the page and in the API", async () => {
    const editor = await page("/nimda/audit?actor=admin%3Aeditor");
    expect(rows(editor.html)).toEqual([{ actor: "admin:editor", action: "settings.change" }]);
    expect(editor.html).toContain(`<td>${EDITOR_IP}</td>`);
    expect(editor.html).not.toContain(`<td>${TEST_IP}</td>`);
    expect(editor.html).toContain('<option value="admin:editor" selected="">');

    const signIns = await page("/nimda/audit?action=auth.sign_in");
    expect(rows(signIns.html)).toEqual([{ actor: "admin:admin", action: "auth.sign_in" }]);

    const { status, body } = await api("/nimda/api/audit?actor=admin%3Aadmin&action=settings.change");
    expect(status).toBe(200);
    expect(body.data.entries).toHaveLength(7);
    expect(body.data.entries.every((e) => e.ip === TEST_IP && e.eventType === "SystemSettingsChanged")).toBe(true);
    expect(body.data.entries[0]).toMatchObject({ userAgent: LONG_AGENT, streamId: "settings-system" });
  });

  it("filters by stream type and time range", async () => {
    const settings = await api("/nimda/api/audit?streamType=adminsession");
    expect(settings.body.data.entries.map((e) => e.action)).toEqual(["auth.sign_in"]);
    const before = await api(`/nimda/api/audit?to=${encodeURIComponent(between.toISOString())}`);
    expect(before.body.data.entries.map((e) => e.action)).toEqual(["settings.change", "auth.sign_in"]);
    const after = await page(`/nimda/audit?from=${between.toISOString().slice(0, 23)}&actor=admin%3Aeditor`);
    expect(rows(after.html)).toHaveLength(1);
  });

  it("pages newest first by position without duplicates or gaps, and back", async () => {
    const seen: number[] = [];
    const pages: AuditPage[] = [];
    let before: number | undefined;
    for (;;) {
      const { body } = await api(`/nimda/api/audit?limit=2${before ? `&before=${before}` : ""}`);
      pages.push(body.data);
      seen.push(...body.data.entries.map((e) => e.globalPosition));
      if (!body.data.hasOlder) break;
      before = body.data.entries.at(-1)?.globalPosition;
    }
    expect(pages.map((p) => p.entries.length)).toEqual([2, 2, 2, 2, 1]);
    expect(new Set(seen).size).toBe(9);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(pages[0]?.newer).toBeNull();
    // each page's "newer" is the page shown before it
    for (let index = pages.length - 1; index > 0; index--) {
      const newer = pages[index]?.newer;
      expect(newer).not.toBeNull();
      const { body } = await api(`/nimda/api/audit?limit=2${newer?.before ? `&before=${newer.before}` : ""}`);
      expect(body.data.entries).toEqual(pages[index - 1]?.entries.map((e) => ({ ...e, at: expect.any(String) })));
    }
    const html = (await page("/nimda/audit?limit=2")).html;
    expect(html).toMatch(/<a href="\/nimda\/audit\?limit=2&amp;before=\d+">Older →<\/a>/);
  });

  it("answers bad filters with 400 and the message", async () => {
    const cases: [string, string][] = [
      ["from=not-a-date", "from must be a date and time such as 2025-01-31T14:30 (UTC) or an ISO 8601 time"],
      ["from=2025-02-02T00:00&to=2025-02-01T00:00", "from must not be after to"],
      ["before=0", "before must be a positive whole number"],
      ["limit=abc", "limit must be between 1 and 200"],
      [`actor=${"x".repeat(201)}`, "actor must be at most 200 characters"],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await api(`/nimda/api/audit?${query}`);
      expect(status, query).toBe(400);
      expect(body).toMatchObject({ success: false, error: { code: "validation_failed", message } });
      const html = await page(`/nimda/audit?${query}`);
      expect(html.status, query).toBe(400);
      expect(html.html).toContain(message);
    }
  });

  it("needs a session", async () => {
    const response = await bed.request("/nimda/api/audit");
    expect(response.status).toBe(401);
  });
});
