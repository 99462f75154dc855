import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cmsPageStreamId } from "../../../core/cms/events.ts";
import { runCmsPageCommand } from "../../../core/cms/runner.ts";
import { PAGE_TYPE_OF_SCREEN, seedCmsPages } from "../../../core/cms/seed.ts";
import { silentLogger } from "../../../core/log/logger.ts";
import { type AdminSessionCookie, type AdminTestBed, auditOf, noticeOf, signedInTestBed } from "../shell/testing.ts";
import { slugProblem } from "./input.ts";

let bed: AdminTestBed;
let session: AdminSessionCookie;
const SEEDED = Object.keys(PAGE_TYPE_OF_SCREEN).length;

const streamOf = async (key: string) => (await bed.store.readStream(cmsPageStreamId(key))).events;

async function createViaApi(body: Record<string, unknown>) {
  const response = await bed.api("/nimda/api/cms", session, { method: "POST", body });
  expect(response.status).toBe(201);
  return (await response.json()).data;
}

const localize = (key: string, locale: string, slugPath: string, status: string) =>
  bed.api(`/nimda/api/cms/${key}/localizations/${locale}`, session, { method: "PUT", body: { slugPath, status } });
/** A page is scheduled a day ahead unless a test says otherwise. */
const TOMORROW = new Date(Date.now() + 86_400_000).toISOString();
const changeState = (key: string, to: string, publishAt = to === "scheduled" ? TOMORROW : undefined) =>
  bed.api(`/nimda/api/cms/${key}/state`, session, { method: "POST", body: { to, publishAt } });

beforeAll(async () => {
  ({ bed, session } = await signedInTestBed());
  await seedCmsPages(bed.store, silentLogger);
  await bed.projections.catchUp();
});
afterAll(() => bed.close());

describe("slug paths", () => {
  it("are explained step by step, and agree with the decider", () => {
    expect(slugProblem("bg", "")).toBe("Slug path is required");
    expect(slugProblem("bg", "letni")).toBe("Slug path must start with /");
    expect(slugProblem("bg", "/letni/")).toBe("Slug path must not end with /");
    expect(slugProblem("bg", "/a//b")).toBe("Slug path must not contain //");
    expect(slugProblem("bg", "/Letni")).toBe(
      'Slug path segment "Letni" may only use lowercase letters, digits and dashes, or be a :parameter',
    );
    expect(slugProblem("en", "/summer")).toBe("An English slug path must start with /en");
    expect(slugProblem("bg", "/en/summer")).toBe("A Bulgarian slug path must not start with /en");
    expect(slugProblem("bg", "/english")).toBeNull();
    expect(slugProblem("en", "/en")).toBeNull();
    expect(slugProblem("en", "/en/:countrySlug/deal")).toBeNull();
  });
});

describe("the page list", () => {
  it("shows the seeded pages with their slugs, states and language mapping", async () => {
    const response = await bed.request("/nimda/cms", { session });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('href="/nimda/cms/cookiePolicy"');
    expect(html).toContain("/cookie-policy");
    expect(html).toContain("/en/cookie-policy");
    expect(html).toContain("/:countrySlug/:citySlug");
    expect(html).toContain(`${SEEDED} total`);
    expect(html).toContain('aria-current="page"');

    const api = await bed.api("/nimda/api/cms?sort=key", session);
    const { data } = await api.json();
    expect(data.total).toBe(SEEDED);
    const row = (key: string) => data.rows.find((r: { pageKey: string }) => r.pageKey === key);
    expect(row("airportSofia")).toMatchObject({
      pageType: "airport",
      publishingState: "live",
      bg: { slugPath: "/poleti-ot/sofiya", status: "live" },
      en: { slugPath: "/en/flights-from/sofia", status: "live" },
      inLanguageMapping: true,
    });
    // dynamic segments stay out of the language mapping
    expect(row("destination").inLanguageMapping).toBe(false);
    expect(row("visa").inLanguageMapping).toBe(false);
  });

  it("filters by type, state and text, sorts and pages on the server", async () => {
    const airports = await (await bed.api("/nimda/api/cms?type=airport", session)).json();
    expect(airports.data.rows.map((r: { pageKey: string }) => r.pageKey)).toEqual([
      "airportBurgas",
      "airportPlovdiv",
      "airportSofia",
      "airportVarna",
    ]);
    const bySlug = await (await bed.api("/nimda/api/cms?q=kontakti", session)).json();
    expect(bySlug.data.total).toBe(2);
    const drafts = await (await bed.api("/nimda/api/cms?state=draft&q=airport", session)).json();
    expect(drafts.data.total).toBe(0);
    const desc = await (await bed.api("/nimda/api/cms?sort=key&dir=desc", session)).json();
    expect(desc.data.rows[0].pageKey).toBe("weekendDeals");
    const second = await (await bed.api("/nimda/api/cms?page=2", session)).json();
    expect(second.data).toMatchObject({ page: 2, rows: [] });

    const html = await (await bed.request("/nimda/cms?type=airport&sort=updated&dir=desc", { session })).text();
    expect(html).toContain("airportVarna");
    expect(html).not.toContain("cookiePolicy");
    expect(html).toContain("4 total");
  });

  it("answers bad filters with a 400 and the exact message", async () => {
    const page = await bed.request("/nimda/cms?state=published", { session });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain("Publishing state must be one of: draft, scheduled, live, archived");
    const api = await bed.api("/nimda/api/cms?type=blog", session);
    expect(api.status).toBe(400);
    expect((await api.json()).error.message).toBe(
      "Page type must be one of: static, country, destination, sight, airport, deal_generic, deal_specific, utility, system",
    );
    expect((await bed.api("/nimda/api/cms?page=0", session)).status).toBe(400);
  });
});

describe("creating pages", () => {
  it("creates a draft page through the form, with its slugs as draft localizations", async () => {
    const response = await bed.postForm("/nimda/cms/new", session, {
      pageKey: "summer-sale",
      pageType: "deal_generic",
      bgSlugPath: " /letni-oferti ",
      enSlugPath: "",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(/^\/nimda\/cms\/summer-sale\?notice=/);
    const events = await streamOf("summer-sale");
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      type: "CmsPageCreated",
      data: { pageKey: "summer-sale", pageType: "deal_generic" },
      metadata: auditOf("cms.create"),
    });
    expect(events[1]).toMatchObject({
      type: "CmsPageLocalized",
      data: { locale: "bg", slugPath: "/letni-oferti", status: "draft" },
      metadata: auditOf("cms.create"),
    });

    const page = await bed.request("/nimda/cms/summer-sale", { session });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('href="/nimda/streams/cmspage-summer-sale"');
    expect(html).toContain('value="/letni-oferti"');
    expect(html).toContain("Not localized yet.");
  });

  it("creates one through the API", async () => {
    const data = await createViaApi({ pageKey: "api-page", pageType: "static", enSlugPath: "/en/api-page" });
    expect(data).toMatchObject({
      pageKey: "api-page",
      pageType: "static",
      publishingState: "draft",
      localizations: { bg: null, en: { slugPath: "/en/api-page", status: "draft" } },
      allowedTransitions: ["scheduled", "live", "archived"],
      inLanguageMapping: false,
      streamId: "cmspage-api-page",
    });
    expect((await streamOf("api-page"))[1]).toMatchObject({ metadata: auditOf("cms.create") });
  });

  it("refuses bad input with exact messages and stores nothing", async () => {
    const before = await bed.eventCount("cmspage");
    const form = await bed.postForm("/nimda/cms/new", session, {
      pageKey: "Summer Sale",
      pageType: "",
      bgSlugPath: "letni",
      enSlugPath: "/summer",
    });
    expect(form.status).toBe(400);
    const html = await form.text();
    expect(html).toContain(
      "Page key must start with a lowercase letter and use only lowercase letters, digits and dashes (at most 64 characters)",
    );
    expect(html).toContain("Page type must be one of: static, country");
    expect(html).toContain("Slug path must start with /");
    expect(html).toContain("An English slug path must start with /en");
    expect(html).toContain('id="cms-bgSlugPath-error"');
    expect(html).toContain('value="Summer Sale"');

    const api = async (body: unknown) => {
      const response = await bed.api("/nimda/api/cms", session, { method: "POST", body });
      expect(response.status).toBe(400);
      return (await response.json()).error.message;
    };
    expect(await api({ pageType: "static" })).toBe("Page key is required");
    expect(await api({ pageKey: "new", pageType: "static" })).toBe('The page key "new" is reserved');
    expect(await api({ pageKey: "x-page", pageType: "static", bgSlugPath: "/en/x" })).toBe(
      "A Bulgarian slug path must not start with /en",
    );
    expect(await api({ pageKey: "x-page", pageType: "static", extra: 1 })).toContain("extra");
    expect(await api(["x"])).toBe("The body must be a JSON object");
    expect(await bed.eventCount("cmspage")).toBe(before);
  });

  it("refuses a key that is taken, beside the form and through the API", async () => {
    const before = await bed.eventCount("cmspage");
    const form = await bed.postForm("/nimda/cms/new", session, { pageKey: "summer-sale", pageType: "static" });
    expect(form.status).toBe(409);
    expect(await form.text()).toContain("A page with the key summer-sale already exists");
    const api = await bed.api("/nimda/api/cms", session, {
      method: "POST",
      body: { pageKey: "home", pageType: "static" },
    });
    expect(api.status).toBe(409);
    expect(await api.json()).toMatchObject({
      success: false,
      error: { code: "page_exists", message: "A page with the key home already exists" },
    });
    expect(await bed.eventCount("cmspage")).toBe(before);
  });
});

describe("localizations", () => {
  it("change through the form and the API, with audit metadata", async () => {
    await createViaApi({ pageKey: "loc-page", pageType: "static" });
    const form = await bed.postForm("/nimda/cms/loc-page/localizations/bg", session, {
      slugPath: "/lokalizaciya",
      status: "review",
    });
    expect(form.status).toBe(303);
    expect(noticeOf(form)).toBe("Bulgarian localization saved.");
    const api = await localize("loc-page", "en", "/en/localization", "live");
    expect(api.status).toBe(200);
    const body = await api.json();
    expect(body.data).toMatchObject({
      changed: true,
      localizations: {
        bg: { slugPath: "/lokalizaciya", status: "review" },
        en: { slugPath: "/en/localization", status: "live" },
      },
    });
    const events = await streamOf("loc-page");
    expect(events.slice(1)).toMatchObject([
      { type: "CmsPageLocalized", data: { locale: "bg", previous: null }, metadata: auditOf("cms.localize") },
      { type: "CmsPageLocalized", data: { locale: "en" }, metadata: auditOf("cms.localize") },
    ]);
    const same = await bed.postForm("/nimda/cms/loc-page/localizations/bg", session, {
      slugPath: "/lokalizaciya",
      status: "review",
    });
    expect(noticeOf(same)).toBe("Nothing changed.");
    expect(await streamOf("loc-page")).toHaveLength(3);
  });

  it("refuses bad slugs and statuses with exact messages and stores nothing", async () => {
    const before = await bed.eventCount("cmspage");
    const form = await bed.postForm("/nimda/cms/loc-page/localizations/en", session, {
      slugPath: "localization",
      status: "live",
    });
    expect(form.status).toBe(400);
    const html = await form.text();
    expect(html).toContain("Slug path must start with /");
    expect(html).toContain('id="cms-en-slugPath-error"');
    expect(html).toContain('value="localization"');

    const status = await localize("loc-page", "bg", "/lokalizaciya", "published");
    expect(status.status).toBe(400);
    expect((await status.json()).error.message).toBe("Status must be one of: draft, review, live");
    const english = await localize("loc-page", "en", "/localization", "live");
    expect((await english.json()).error.message).toBe("An English slug path must start with /en");
    const missing = await bed.api("/nimda/api/cms/loc-page/localizations/bg", session, {
      method: "PUT",
      body: { status: "live" },
    });
    expect((await missing.json()).error.message).toBe("Slug path is required");
    expect(await bed.eventCount("cmspage")).toBe(before);
  });

  it("warns when another page uses the same path", async () => {
    // the admin refuses such a path now (slug-clash.ts); pages stored before that, or by the seed, may still clash
    await createViaApi({ pageKey: "clash", pageType: "static" });
    await runCmsPageCommand(
      bed.store,
      { type: "LocalizePage", pageKey: "clash", locale: "bg", slugPath: "/imprint", status: "draft" },
      { actor: "admin:admin" },
    );
    const html = await (await bed.request("/nimda/cms/clash", { session })).text();
    expect(html).toContain('href="/nimda/cms/imprint"');
    expect(html).toContain("uses the same path");
  });
});

describe("the publishing workflow", () => {
  it("shows buttons for the allowed transitions only, going live being the Publish section's", async () => {
    await createViaApi({ pageKey: "workflow", pageType: "static" });
    expect((await changeState("workflow", "scheduled")).status).toBe(200);
    const html = await (await bed.request("/nimda/cms/workflow", { session })).text();
    expect(html).toContain('name="to" value="draft"');
    expect(html).not.toContain('name="to" value="live"');
    expect(html).toContain('action="/nimda/cms/workflow/publish"');
    expect(html).not.toContain('name="to" value="archived"');
    expect(html).not.toContain('name="to" value="scheduled"');
  });

  it("changes state through the form and the API, with audit metadata", async () => {
    const form = await bed.postForm("/nimda/cms/workflow/state", session, { to: "live" });
    expect(form.status).toBe(303);
    expect(noticeOf(form)).toBe("The page is live now.");
    const api = await changeState("workflow", "archived");
    expect(api.status).toBe(200);
    expect((await api.json()).data).toMatchObject({
      publishingState: "archived",
      allowedTransitions: ["draft", "live"],
      changed: true,
    });
    const events = await streamOf("workflow");
    expect(events.slice(1).map((e) => [e.data, e.metadata])).toMatchObject([
      [{ from: "draft", to: "scheduled" }, auditOf("cms.state")],
      [{ from: "scheduled", to: "live" }, auditOf("cms.state")],
      [{ from: "live", to: "archived" }, auditOf("cms.state")],
    ]);
    const same = await changeState("workflow", "archived");
    expect((await same.json()).data.changed).toBe(false);
  });

  it("refuses a transition the decider forbids, beside the form and through the API", async () => {
    await createViaApi({ pageKey: "refused", pageType: "static" });
    await changeState("refused", "scheduled");
    const before = await bed.eventCount("cmspage");
    const form = await bed.postForm("/nimda/cms/refused/state", session, { to: "archived" });
    expect(form.status).toBe(409);
    const html = await form.text();
    expect(html).toContain("A scheduled page cannot become archived");
    expect(html).toContain('role="alert"');
    const api = await changeState("refused", "archived");
    expect(api.status).toBe(409);
    expect(await api.json()).toMatchObject({
      success: false,
      error: { code: "invalid_transition", message: "A scheduled page cannot become archived" },
    });
    const bad = await bed.postForm("/nimda/cms/refused/state", session, { to: "published" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Publishing state must be one of: draft, scheduled, live, archived");
    expect((await (await changeState("refused", "")).json()).error.message).toBe(
      "Publishing state must be one of: draft, scheduled, live, archived",
    );
    expect(await bed.eventCount("cmspage")).toBe(before);
  });
});

describe("scheduled publishing", () => {
  it("schedules through the form in the settings' time zone, and shows when the page goes live", async () => {
    await createViaApi({ pageKey: "winter", pageType: "static" });
    const draft = await (await bed.request("/nimda/cms/winter", { session })).text();
    expect(draft).toContain("Publish at (Europe/Sofia)");
    const year = new Date().getUTCFullYear() + 1;
    const form = await bed.postForm("/nimda/cms/winter/state", session, {
      to: "scheduled",
      publishAt: `${year}-01-15T09:30`,
    });
    expect(form.status).toBe(303);
    expect(noticeOf(form)).toBe(`The page is scheduled to go live at ${year}-01-15T09:30 (Europe/Sofia).`);
    const [, scheduled] = await streamOf("winter");
    expect(scheduled?.data).toMatchObject({ to: "scheduled", publishAt: `${year}-01-15T07:30:00.000Z` });
    expect(scheduled?.metadata).toMatchObject(auditOf("cms.state"));
    const html = await (await bed.request("/nimda/cms/winter", { session })).text();
    expect(html).toContain(`(${year}-01-15T09:30 Europe/Sofia)`);
  });

  it("refuses a schedule without a time, with a bad one or in the past, and stores nothing", async () => {
    await createViaApi({ pageKey: "spring", pageType: "static" });
    const before = await bed.eventCount("cmspage");
    const missing = await bed.postForm("/nimda/cms/spring/state", session, { to: "scheduled" });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("publishAt is required to schedule a page");
    const bad = await bed.postForm("/nimda/cms/spring/state", session, { to: "scheduled", publishAt: "15.01 9:30" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Publish at must be a date and time");
    const past = await changeState("spring", "scheduled", "2020-01-01T00:00:00Z");
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({
      error: { code: "publish_at_past", message: "publishAt must be in the future" },
    });
    expect(await bed.eventCount("cmspage")).toBe(before);
  });
});

describe("unknown pages", () => {
  it("are 404 on every page and API path", async () => {
    for (const path of ["/nimda/cms/nope", "/nimda/cms/..%2Fsecret", "/nimda/cms/workflow/localizations/de"]) {
      expect((await bed.request(path, { session })).status).toBe(404);
    }
    expect((await bed.postForm("/nimda/cms/nope/state", session, { to: "live" })).status).toBe(404);
    expect((await bed.postForm("/nimda/cms/nope/localizations/bg", session, { slugPath: "/x" })).status).toBe(404);
    expect((await bed.postForm("/nimda/cms/workflow/localizations/de", session, { slugPath: "/x" })).status).toBe(404);
    const api = await bed.api("/nimda/api/cms/nope", session);
    expect(api.status).toBe(404);
    expect((await api.json()).error.code).toBe("not_found");
    expect((await changeState("nope", "live")).status).toBe(404);
    expect((await localize("nope", "bg", "/x", "live")).status).toBe(404);
    expect((await localize("workflow", "de", "/x", "live")).status).toBe(404);
  });
});

describe("the public page list", () => {
  type Listed = { pageKey: string }[];
  const listed = async (path: string, init: { session?: AdminSessionCookie } = {}) => {
    const response = await bed.request(path, init);
    expect(response.status).toBe(200);
    return ((await response.json()).data.pages as Listed).map((p) => p.pageKey);
  };

  it("lists a page once it is live in both languages; drafts only for a signed-in admin", async () => {
    await createViaApi({
      pageKey: "autumn-deals",
      pageType: "static",
      bgSlugPath: "/esenni-oferti",
      enSlugPath: "/en/autumn-deals",
    });
    await bed.projections.catchUp();
    expect(await listed("/api/bootstrap/cms")).not.toContain("autumn-deals");
    expect((await bed.request("/api/bootstrap/cms?includeDraft=true")).status).toBe(401);
    expect(await listed("/api/bootstrap/cms?includeDraft=true", { session })).toContain("autumn-deals");

    await localize("autumn-deals", "bg", "/esenni-oferti", "live");
    await bed.postForm("/nimda/cms/autumn-deals/localizations/en", session, {
      slugPath: "/en/autumn-deals",
      status: "live",
    });
    await bed.postForm("/nimda/cms/autumn-deals/state", session, { to: "live" });
    await bed.projections.catchUp();

    const response = await bed.request("/api/bootstrap/cms");
    const pages = (await response.json()).data.pages as { pageKey: string }[];
    expect(pages.find((p) => p.pageKey === "autumn-deals")).toEqual({
      pageKey: "autumn-deals",
      pageType: "static",
      publishingState: "live",
      localizations: [
        { locale: "bg", status: "live", slugPath: "/esenni-oferti" },
        { locale: "en", status: "live", slugPath: "/en/autumn-deals" },
      ],
    });
    const list = await (await bed.api("/nimda/api/cms?q=autumn", session)).json();
    expect(list.data.rows[0]).toMatchObject({ pageKey: "autumn-deals", inLanguageMapping: true });
    const detail = await (await bed.api("/nimda/api/cms/autumn-deals", session)).json();
    expect(detail.data).toMatchObject({ inLanguageMapping: true, routedLocales: ["bg", "en"] });
  });
});
