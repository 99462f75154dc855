import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { previewTokenStreamId } from "../../../core/cms/preview-tokens.ts";
import { runCmsPageCommand } from "../../../core/cms/runner.ts";
import { seedCmsPages } from "../../../core/cms/seed.ts";
import { silentLogger } from "../../../core/log/logger.ts";
import { type AdminSessionCookie, type AdminTestBed, auditOf, signedInTestBed } from "../shell/testing.ts";

let bed: AdminTestBed;
let session: AdminSessionCookie;

const PATH = "/nimda/cms/preview-tokens";

/** The public endpoint as a visitor without a session calls it. */
const drafts = (token: string) =>
  bed.app.request("/api/bootstrap/cms?includeDraft=true", { headers: { "x-preview-token": token } });

/** The token as the issue page shows it, once. */
const tokenOnPage = (html: string) => /id="preview-token-value"[^>]*value="([^"]+)"/.exec(html)?.[1] ?? "";

beforeAll(async () => {
  ({ bed, session } = await signedInTestBed());
  await seedCmsPages(bed.store, silentLogger);
  await runCmsPageCommand(
    bed.store,
    { type: "CreatePage", pageKey: "secret-sale", pageType: "static" },
    { actor: "test" },
  );
  await bed.projections.catchUp();
});
afterAll(() => bed.close());

describe("preview tokens through the form", () => {
  it("is linked from the page list and lists no tokens at first", async () => {
    expect(await (await bed.request("/nimda/cms", { session })).text()).toContain(`href="${PATH}"`);
    const response = await bed.request(PATH, { session });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("No preview tokens yet.");
    expect(html).toContain('<label for="preview-label">Label</label>');
    expect(html).toContain('value="7"');
  });

  it("issues a token shown once on a 201 page, which opens the drafts until revoked", async () => {
    const response = await bed.postForm(PATH, session, { label: "Marketing review", days: "3" });
    expect(response.status).toBe(201);
    expect(response.headers.get("location")).toBeNull();
    const html = await response.text();
    expect(html).toContain("Preview token issued. Copy it now: it is not shown again.");
    const token = tokenOnPage(html);
    expect(token).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    const [tokenId, secret] = token.split(".") as [string, string];

    const open = await drafts(token);
    expect(open.status).toBe(200);
    const { data } = (await open.json()) as { data: { pages: { pageKey: string }[] } };
    expect(data.pages.some((p) => p.pageKey === "secret-sale")).toBe(true);

    // the list shows the token, but never its secret again
    const list = await (await bed.request(PATH, { session })).text();
    expect(list).toContain("Marketing review");
    expect(list).toContain("badge-active");
    expect(list).not.toContain(secret);

    const [issued] = (await bed.store.readStream(previewTokenStreamId(tokenId))).events;
    expect(issued?.metadata).toMatchObject(auditOf("cms.preview_token.issue"));
    expect(issued?.data).toMatchObject({ label: "Marketing review", issuedBy: "admin:admin" });
    const { expiresAt } = (issued?.data ?? {}) as { expiresAt?: string };
    const days = (Date.parse(String(expiresAt)) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.99);
    expect(days).toBeLessThanOrEqual(3);

    const revoke = await bed.postForm(`${PATH}/${tokenId}/revoke`, session, {});
    expect(revoke.status).toBe(303);
    expect(new URL(revoke.headers.get("location") ?? "", "http://x").searchParams.get("notice")).toBe(
      "Preview token revoked.",
    );
    expect((await drafts(token)).status).toBe(401);
    const again = await bed.postForm(`${PATH}/${tokenId}/revoke`, session, {});
    expect(new URL(again.headers.get("location") ?? "", "http://x").searchParams.get("notice")).toBe(
      "The token was already revoked.",
    );
    const events = (await bed.store.readStream(previewTokenStreamId(tokenId))).events;
    expect(events.map((e) => e.type)).toEqual(["CmsPreviewTokenIssued", "CmsPreviewTokenRevoked"]);
    expect(events[1]?.metadata).toMatchObject(auditOf("cms.preview_token.revoke"));
    expect(await (await bed.request(PATH, { session })).text()).toContain("badge-revoked");
  });

  it("re-renders the form with exact messages and stores nothing for bad input", async () => {
    const before = await bed.eventCount("cmspreview");
    const cases: [Record<string, string>, string][] = [
      [{ label: "  ", days: "7" }, "Label is required"],
      [{ label: "x".repeat(121), days: "7" }, "Label must be at most 120 characters"],
      [{ label: "ok", days: "31" }, "Days valid must be a whole number from 1 to 30"],
      [{ label: "ok", days: "0" }, "Days valid must be a whole number from 1 to 30"],
      [{ label: "ok", days: "2.5" }, "Days valid must be a whole number from 1 to 30"],
      [{ label: "ok", days: "soon" }, "Days valid must be a whole number from 1 to 30"],
    ];
    for (const [fields, message] of cases) {
      const response = await bed.postForm(PATH, session, fields);
      expect(response.status, message).toBe(400);
      const html = await response.text();
      expect(html).toContain(message);
      expect(tokenOnPage(html)).toBe("");
    }
    expect(await bed.eventCount("cmspreview")).toBe(before);
    expect((await bed.postForm(`${PATH}/nope/revoke`, session, {})).status).toBe(404);
  });

  it("keeps the page key preview-tokens for the screen", async () => {
    const response = await bed.api("/nimda/api/cms", session, {
      method: "POST",
      body: { pageKey: "preview-tokens", pageType: "static" },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe('The page key "preview-tokens" is reserved');
  });
});

describe("preview tokens through the API", () => {
  it("issues (token returned once), lists without secrets, revokes", async () => {
    const issued = await bed.api("/nimda/api/cms/preview-tokens", session, {
      method: "POST",
      body: { label: "Partner preview" },
    });
    expect(issued.status).toBe(201);
    const { data } = await issued.json();
    expect(data).toMatchObject({ label: "Partner preview", status: "active", issuedBy: "admin:admin" });
    const days = (Date.parse(data.expiresAt) - Date.parse(data.issuedAt)) / 86_400_000;
    expect(days).toBe(7);
    const secret = String(data.token).split(".")[1] as string;
    expect((await drafts(data.token)).status).toBe(200);

    const list = await bed.api("/nimda/api/cms/preview-tokens", session);
    const listed = (await list.json()).data.tokens;
    expect(listed[0]).toMatchObject({ tokenId: data.tokenId, label: "Partner preview", status: "active" });
    expect(JSON.stringify(listed)).not.toContain(secret);

    const revoked = await bed.api(`/nimda/api/cms/preview-tokens/${data.tokenId}/revoke`, session, { method: "POST" });
    expect(revoked.status).toBe(200);
    expect((await revoked.json()).data).toMatchObject({ status: "revoked", revokedBy: "admin:admin", changed: true });
    const again = await bed.api(`/nimda/api/cms/preview-tokens/${data.tokenId}/revoke`, session, { method: "POST" });
    expect((await again.json()).data.changed).toBe(false);
    expect((await drafts(data.token)).status).toBe(401);

    const events = (await bed.store.readStream(previewTokenStreamId(data.tokenId))).events;
    expect(events.map((e) => e.metadata)).toEqual([
      expect.objectContaining(auditOf("cms.preview_token.issue")),
      expect.objectContaining(auditOf("cms.preview_token.revoke")),
    ]);
  });

  it("answers bad input with the exact message and 400, unknown tokens with 404", async () => {
    const before = await bed.eventCount("cmspreview");
    const post = (body: unknown) => bed.api("/nimda/api/cms/preview-tokens", session, { method: "POST", body });
    const cases: [unknown, string][] = [
      [{}, "Label is required"],
      [{ label: "ok", days: 31 }, "Days valid must be a whole number from 1 to 30"],
      [{ label: "ok", days: "x" }, "Days valid must be a whole number from 1 to 30"],
      [{ label: "x".repeat(121) }, "Label must be at most 120 characters"],
      [[], "The body must be a JSON object"],
    ];
    for (const [body, message] of cases) {
      const response = await post(body);
      expect(response.status, message).toBe(400);
      expect((await response.json()).error.message).toBe(message);
    }
    const extra = await post({ label: "ok", secret: "mine" });
    expect(extra.status).toBe(400);
    const unknown = await bed.api(
      "/nimda/api/cms/preview-tokens/0b6f2c1e-5d2a-4f0e-9a51-3c7e8d9f1a2b/revoke",
      session,
      {
        method: "POST",
      },
    );
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe("not_found");
    expect(await bed.eventCount("cmspreview")).toBe(before);
  });

  it("never stores a secret in the events table", async () => {
    const { data } = await (
      await bed.api("/nimda/api/cms/preview-tokens", session, { method: "POST", body: { label: "Hash only" } })
    ).json();
    const secret = String(data.token).split(".")[1] as string;
    const [row] = await bed.database.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM events
       WHERE data::text LIKE ${`%${secret}%`} OR metadata::text LIKE ${`%${secret}%`}`;
    expect(row?.n).toBe(0);
  });
});
