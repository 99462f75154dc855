import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCmsPageCommand, seedCmsPages } from "../../core/cms/seed.ts";
import { PostgresEventStore } from "../../core/eventstore/postgres-event-store.ts";
import { silentLogger } from "../../core/log/logger.ts";
import { ROUTE_TABLE } from "../../core/routes/route-table.ts";
import { createTestDatabase, type TestDatabase } from "../../core/testing/test-database.ts";
import type { ProjectionRunner } from "../../projections/runner.ts";
import { installedProjections } from "../../projections/testing.ts";
import { createHttpApp, type HttpApp } from "../app.ts";

let database: TestDatabase;
let store: PostgresEventStore;
let projections: ProjectionRunner;
let app: HttpApp;

beforeAll(async () => {
  database = await createTestDatabase();
  store = new PostgresEventStore(database.sql);
  projections = await installedProjections(database.sql);
  await seedCmsPages(store, silentLogger);
  await projections.catchUp();
  app = createHttpApp({ database, projections, logger: silentLogger, publicUrl: "http://localhost", readyMaxLag: 100 });
});
afterAll(() => database.drop());

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
    await runCmsPageCommand(store, { type: "ChangePublishingState", pageKey: "terms", to: "archived" }, "test");
    await projections.catchUp();
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
