import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../core/catalog/seed.ts";
import type { CmsLocale } from "../../core/cms/events.ts";
import {
  runCmsContentCommand,
  runCmsPageCommand,
  runCmsShortlinkCommand,
  runCmsSnippetCommand,
} from "../../core/cms/runner.ts";
import { silentLogger } from "../../core/log/logger.ts";
import { cmsSitemap, shortlinkTarget } from "../../projections/cms/page-queries.ts";
import { testProjectionBed } from "../../projections/testing.ts";
import type { LoadContext } from "../load-context.ts";
import { cmsPageOrNotFound, editorialFor, loadCmsPage } from "./cms-page.server.ts";
import { loadScreenSeo } from "./screen-seo.server.ts";

const bed = testProjectionBed();
const admin = { actor: "admin:test" };
const at = "2026-11-26T10:00:00.000Z";

const context = (previewAllowed = false): LoadContext =>
  ({
    db: bed.database.db,
    now: () => new Date(at),
    logger: silentLogger,
    publicUrl: "http://localhost",
    previewAllowed: async (token: string) => previewAllowed && token === "good",
  }) as LoadContext;
const request = (path: string) => new Request(`http://localhost${path}`);

async function livePage(pageKey: string, paths: Partial<Record<CmsLocale, string>>) {
  await runCmsPageCommand(bed.store, { type: "CreatePage", pageKey, pageType: "static" }, admin);
  for (const [locale, slugPath] of Object.entries(paths) as [CmsLocale, string][]) {
    await runCmsPageCommand(bed.store, { type: "LocalizePage", pageKey, locale, slugPath, status: "live" }, admin);
  }
  await runCmsPageCommand(bed.store, { type: "ChangePublishingState", pageKey, to: "live" }, admin);
}

async function publish(pageKey: string, locale: CmsLocale, blocks: unknown[]) {
  const base = { pageKey, locale, by: "admin", at };
  await runCmsContentCommand(bed.store, { type: "SaveContentDraft", ...base, blocks }, admin);
  await runCmsContentCommand(bed.store, { type: "SubmitContentForReview", ...base }, admin);
  await runCmsContentCommand(bed.store, { type: "PublishContent", ...base }, admin);
}

beforeAll(async () => {
  await seedCatalog(bed.store, silentLogger);
  await livePage("summer", { bg: "/lyato", en: "/en/summer" });
  await publish("summer", "bg", [
    { type: "text", heading: "Лято 2027", body: "<p>Полети до морето.</p><script>x()</script>" },
    { type: "cta", label: "Всички оферти", href: "/nai-dobrite-samoletni-sdelki-dnes" },
  ]);
  await bed.projections.catchUp();
});

describe("a page of the CMS's own, on the site", () => {
  it("renders its live blocks at its address, with its hreflang pair", async () => {
    const page = await loadCmsPage(request("/lyato"), context());
    expect(page).toMatchObject({
      kind: "cms",
      pageKey: "summer",
      lang: "bg",
      preview: false,
      snapshot: 1,
      alternates: { bg: "/lyato", en: "/en/summer" },
      blocks: [
        { type: "text", heading: "Лято 2027", body: "<p>Полети до морето.</p>" },
        { type: "cta", label: "Всички оферти" },
      ],
    });
    // nothing live in English yet: that address is still a 404
    await expect(cmsPageOrNotFound(request("/en/summer"), context())).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("shows the latest draft to a valid preview token only, never cached or indexed", async () => {
    const base = { pageKey: "summer", locale: "bg" as const, by: "admin", at };
    await runCmsContentCommand(
      bed.store,
      { type: "SaveContentDraft", ...base, blocks: [{ type: "text", heading: "Чернова", body: "<p>Още не.</p>" }] },
      admin,
    );
    await bed.projections.catchUp();
    expect((await loadCmsPage(request("/lyato"), context()))?.snapshot).toBe(1);
    expect((await loadCmsPage(request("/lyato?preview=bad"), context(true)))?.snapshot).toBe(1);
    const preview = await loadCmsPage(request("/lyato?preview=good"), context(true));
    expect(preview).toMatchObject({ preview: true, snapshot: 2, seo: { noindex: true } });
    const response = await cmsPageOrNotFound(request("/lyato?preview=good"), context(true));
    expect(new Headers(response.init?.headers).get("cache-control")).toBe("private, no-store");
  });

  it("answers an address it moved away from with a 301 to the new one, query kept", async () => {
    await runCmsPageCommand(
      bed.store,
      { type: "LocalizePage", pageKey: "summer", locale: "bg", slugPath: "/lyato-2027", status: "live" },
      admin,
    );
    await bed.projections.catchUp();
    const moved = await loadCmsPage(request("/lyato?utm_source=telegram"), context()).catch((error) => error);
    expect(moved).toBeInstanceOf(Response);
    expect((moved as Response).status).toBe(301);
    expect((moved as Response).headers.get("location")).toBe("/lyato-2027?utm_source=telegram");
    expect((await loadCmsPage(request("/lyato-2027"), context()))?.pageKey).toBe("summer");
  });

  it("checks an address parameter against its constraint and names the entry it refers to", async () => {
    await livePage("to-city", { bg: "/poleti-do/:city" });
    await runCmsPageCommand(
      bed.store,
      {
        type: "SetRouteConstraint",
        pageKey: "to-city",
        constraint: { param: "city", kind: "ref", ref: "destination" },
      },
      admin,
    );
    await publish("to-city", "bg", [{ type: "text", heading: "Полети до {city}", body: "<p>Евтино до {city}.</p>" }]);
    await bed.projections.catchUp();
    const page = await loadCmsPage(request("/poleti-do/barselona"), context());
    expect(page?.blocks[0]).toMatchObject({ heading: "Полети до Барселона", body: "<p>Евтино до Барселона.</p>" });
    expect(await loadCmsPage(request("/poleti-do/atlantida"), context())).toBeNull();
    expect(await loadCmsPage(request("/poleti-do/Barselona"), context())).toBeNull();
  });

  it("leads a shortlink to the page's live address and lists the page in the sitemap", async () => {
    await runCmsShortlinkCommand(
      bed.store,
      { type: "ClaimShortlink", code: "lyato", pageKey: "summer", locale: "bg", by: "admin" },
      admin,
    );
    await bed.projections.catchUp();
    expect(await shortlinkTarget(bed.database.db, "lyato")).toBe("/lyato-2027");
    const sitemap = await cmsSitemap(bed.database.db);
    expect(sitemap.pages).toEqual([{ bg: "/lyato-2027", en: null, updatedAt: expect.any(Date) }]);
  });
});

describe("the route table's screens", () => {
  it("take an editor's SEO for their address, snippets filled in, and noindex leaves the sitemap", async () => {
    await runCmsSnippetCommand(
      bed.store,
      { type: "SaveSnippet", snippet: { key: "brand", bg: "от България", en: "from Bulgaria" }, by: "admin" },
      admin,
    );
    await livePage("bestDeals", { bg: "/nai-dobrite-samoletni-sdelki-dnes" });
    const seo = { title: "Най-добрите оферти {{brand}}", description: "", ogMediaId: "", canonical: "", noindex: true };
    await runCmsPageCommand(bed.store, { type: "SetPageSeo", pageKey: "bestDeals", locale: "bg", seo }, admin);
    await bed.projections.catchUp();
    expect(await loadScreenSeo(bed.database.db, "/nai-dobrite-samoletni-sdelki-dnes")).toEqual({
      title: "Най-добрите оферти от България",
      description: null,
      ogMediaId: null,
      canonical: null,
      noindex: true,
    });
    expect((await cmsSitemap(bed.database.db)).noindex.has("/nai-dobrite-samoletni-sdelki-dnes")).toBe(true);
    expect(await loadScreenSeo(bed.database.db, "/weekend-poleti")).toBeNull();
  });

  it("show the live content of their page (the home's copy), its draft to a preview, or keep their own", async () => {
    const home = (lang: "bg" | "en", query = "") => editorialFor(request(`/en${query}`), context(true), "home", lang);
    expect(await home("bg")).toBeNull();
    await livePage("home", { bg: "/", en: "/en" });
    await publish("home", "en", [{ type: "text", heading: "Fly for less", body: "<p>Deals from Bulgaria.</p>" }]);
    await runCmsContentCommand(
      bed.store,
      {
        type: "SaveContentDraft",
        pageKey: "home",
        locale: "en",
        blocks: [{ type: "text", heading: "Fly for even less", body: "<p>Soon.</p>" }],
        by: "admin",
        at,
      },
      admin,
    );
    await bed.projections.catchUp();
    expect(await home("en")).toEqual({
      blocks: [{ type: "text", heading: "Fly for less", body: "<p>Deals from Bulgaria.</p>" }],
      preview: false,
      snapshot: null,
    });
    expect(await home("en", "?preview=good")).toMatchObject({
      blocks: [{ heading: "Fly for even less" }],
      preview: true,
      snapshot: 2,
    });
    expect((await home("en", "?preview=bad"))?.preview).toBe(false);
    expect(await home("bg")).toBeNull();
  });
});
