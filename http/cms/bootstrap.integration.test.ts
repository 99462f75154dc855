import { beforeAll, describe, expect, it } from "vitest";
import { issuePreviewToken, newPreviewSecret, runPreviewTokenCommand } from "../../core/cms/preview-tokens.ts";
import { runCmsPageCommand } from "../../core/cms/runner.ts";
import { seedCmsPages } from "../../core/cms/seed.ts";
import { silentLogger } from "../../core/log/logger.ts";
import { ROUTE_TABLE } from "../../core/routes/route-table.ts";
import { testProjectionBed } from "../../projections/testing.ts";
import type { HttpApp } from "../app.ts";
import { testHttpApp, testHttpAppOn } from "../testing.ts";

const bed = testProjectionBed();
let app: HttpApp;
/** The app with an event store, where preview tokens can be checked. */
let withStore: HttpApp;

beforeAll(async () => {
  await seedCmsPages(bed.store, silentLogger);
  await bed.projections.catchUp();
  app = testHttpApp({ database: bed.database, projections: bed.projections });
  withStore = testHttpAppOn(bed, {});
});

type Page = { pageKey: string; pageType: string; publishingState: string; localizations: unknown[] };

describe("GET /api/bootstrap/cms", () => {
  it("lists every public screen as a live page with both localizations, from the read models", async () => {
    const response = await app.request("/api/bootstrap/cms");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; data: { pages: Page[] } };
    expect(body.success).toBe(true);
    const publicScreens = ROUTE_TABLE.filter((s) => s.key !== "adminDashboard" && s.key !== "legacyDeal");
    expect(body.data.pages).toHaveLength(publicScreens.length);
    expect(body.data.pages.find((p) => p.pageKey === "imprint")).toEqual({
      pageKey: "imprint",
      pageType: "static",
      publishingState: "live",
      localizations: [
        { locale: "bg", status: "live", slugPath: "/imprint" },
        { locale: "en", status: "live", slugPath: "/en/imprint" },
      ],
    });
    expect(body.data.pages.find((p) => p.pageKey === "destination")?.pageType).toBe("destination");
  });

  it("leaves out pages taken off line", async () => {
    await runCmsPageCommand(
      bed.store,
      { type: "ChangePublishingState", pageKey: "terms", to: "archived" },
      { actor: "test" },
    );
    await bed.projections.catchUp();
    const body = (await (await app.request("/api/bootstrap/cms")).json()) as { data: { pages: Page[] } };
    expect(body.data.pages.some((p) => p.pageKey === "terms")).toBe(false);
  });

  it("keeps drafts for admins and refuses a bad flag with 400", async () => {
    const drafts = await app.request("/api/bootstrap/cms?includeDraft=true");
    expect(drafts.status).toBe(401);
    expect(await drafts.json()).toMatchObject({ success: false, error: { code: "admin_session_required" } });
    expect((await app.request("/api/bootstrap/cms?includeDraft=maybe")).status).toBe(400);
  });
});

describe("GET /api/bootstrap/cms with a preview token", () => {
  const metadata = { actor: "admin:admin", action: "test" };
  const DAY = 24 * 60 * 60 * 1000;
  const issue = (expiresAt = new Date(Date.now() + DAY), now = new Date()) =>
    issuePreviewToken(bed.store, { label: "Review", expiresAt, issuedBy: "admin:admin", now }, metadata);
  const drafts = (init: { token?: string; query?: string } = {}) =>
    withStore.request(`/api/bootstrap/cms?includeDraft=true${init.query ?? ""}`, {
      headers: init.token === undefined ? {} : { "x-preview-token": init.token },
    });
  const expectRefused = async (response: Response) => {
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      success: false,
      error: { code: "admin_session_required", message: "Drafts need an admin session" },
    });
  };

  beforeAll(async () => {
    await runCmsPageCommand(
      bed.store,
      { type: "CreatePage", pageKey: "summer-sale", pageType: "static" },
      { actor: "test" },
    );
    await bed.projections.catchUp();
  });

  it("serves drafts for a valid token in the header or the query, never cached", async () => {
    const { token } = await issue();
    const byHeader = await drafts({ token });
    expect(byHeader.status).toBe(200);
    expect(byHeader.headers.get("cache-control")).toBe("private, no-store");
    const body = (await byHeader.json()) as { data: { pages: Page[] } };
    expect(body.data.pages.find((p) => p.pageKey === "summer-sale")?.publishingState).toBe("draft");
    expect((await drafts({ query: `&previewToken=${encodeURIComponent(token)}` })).status).toBe(200);
    // the list without drafts needs no token and hides the draft
    const open = (await (await withStore.request("/api/bootstrap/cms")).json()) as { data: { pages: Page[] } };
    expect(open.data.pages.some((p) => p.pageKey === "summer-sale")).toBe(false);
  });

  it("refuses an expired token", async () => {
    const issuedAt = new Date(Date.now() - 2 * DAY);
    const { token } = await issue(new Date(Date.now() - 1000), issuedAt);
    await expectRefused(await drafts({ token }));
  });

  it("refuses a revoked token", async () => {
    const { tokenId, token } = await issue();
    expect((await drafts({ token })).status).toBe(200);
    await runPreviewTokenCommand(bed.store, { type: "RevokePreviewToken", tokenId, by: "admin:admin" }, metadata);
    await expectRefused(await drafts({ token }));
  });

  it("refuses a wrong secret, an unknown id, a malformed or empty token, and no token", async () => {
    const { tokenId } = await issue();
    await expectRefused(await drafts({ token: `${tokenId}.${newPreviewSecret()}` }));
    await expectRefused(await drafts({ token: `0b6f2c1e-5d2a-4f0e-9a51-3c7e8d9f1a2b.${newPreviewSecret()}` }));
    await expectRefused(await drafts({ token: "not a token" }));
    await expectRefused(await drafts({ token: "" }));
    await expectRefused(await drafts({ query: `&previewToken=${"x".repeat(5000)}` }));
    await expectRefused(await drafts());
  });

  it("never accepts a token without an event store", async () => {
    const { token } = await issue();
    await expectRefused(
      await app.request("/api/bootstrap/cms?includeDraft=true", { headers: { "x-preview-token": token } }),
    );
  });
});
