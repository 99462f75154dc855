import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../../core/catalog/seed.ts";
import { cmsPageStreamId } from "../../../core/cms/events.ts";
import { seedCmsPages } from "../../../core/cms/seed.ts";
import { silentLogger } from "../../../core/log/logger.ts";
import { type AdminSessionCookie, type AdminTestBed, auditOf, noticeOf, signedInTestBed } from "../shell/testing.ts";

let bed: AdminTestBed;
let session: AdminSessionCookie;
const PAGE = "/nimda/cms/guides";
const API = "/nimda/api/cms/guides";
const streamOf = async (key: string) => (await bed.store.readStream(cmsPageStreamId(key))).events;
const errorOf = async (response: Response) => (await response.json()).error;
const junk = (path: string, method: string) =>
  bed.request(path, {
    method,
    session,
    headers: { "content-type": "application/json", "x-csrf-token": session.csrfToken },
    body: "\u0000\u00ff{",
  });
const setConstraint = (param: string, body: unknown, key = "guides") =>
  bed.api(`/nimda/api/cms/${key}/constraints/${param}`, session, { method: "PUT", body });
const claim = (key: string, body: unknown) =>
  bed.api(`/nimda/api/cms/${key}/shortlinks`, session, { method: "POST", body });

beforeAll(async () => {
  ({ bed, session } = await signedInTestBed());
  await seedCatalog(bed.store, silentLogger);
  await seedCmsPages(bed.store, silentLogger);
  const created = await bed.api("/nimda/api/cms", session, {
    method: "POST",
    body: {
      pageKey: "guides",
      pageType: "static",
      bgSlugPath: "/patevoditeli/:guide",
      enSlugPath: "/en/guides/:guide",
    },
  });
  expect(created.status).toBe(201);
  await bed.api("/nimda/api/cms", session, {
    method: "POST",
    body: { pageKey: "summer", pageType: "static", bgSlugPath: "/lyato", enSlugPath: "/en/summer" },
  });
  await bed.projections.catchUp();
});
afterAll(() => bed.close());

describe("route constraints", () => {
  it("are set and removed through the API, per parameter of the page's addresses", async () => {
    const set = await setConstraint("guide", { kind: "regex", pattern: "[a-z]{2}-\\d+" });
    expect(set.status).toBe(200);
    expect((await set.json()).data).toEqual({
      constraints: [{ param: "guide", kind: "regex", pattern: "[a-z]{2}-\\d+" }],
      changed: true,
    });
    const ref = await setConstraint("guide", { kind: "ref", ref: "country" });
    expect((await ref.json()).data.constraints).toEqual([{ param: "guide", kind: "ref", ref: "country" }]);
    expect((await streamOf("guides")).at(-1)?.metadata).toMatchObject(auditOf("cms.constraint"));
    const detail = await (await bed.api(API, session)).json();
    expect(detail.data).toMatchObject({ parameters: ["guide"], constraints: [{ param: "guide", kind: "ref" }] });
    const removed = await bed.api(`${API}/constraints/guide`, session, { method: "DELETE" });
    expect(removed.status).toBe(200);
    expect((await removed.json()).data.constraints).toEqual([]);
  });

  it("are set and removed through the detail screen's forms", async () => {
    const html = await (await bed.request(PAGE, { session })).text();
    expect(html).toContain("Route constraints");
    expect(html).toContain('name="param" value="guide"');
    const form = await bed.postForm(`${PAGE}/constraints`, session, {
      param: "guide",
      kind: "uuid",
      pattern: "ignored unless regex",
      ref: "airline",
    });
    expect(form.status).toBe(303);
    expect(noticeOf(form)).toBe("The constraint on :guide is set.");
    expect((await streamOf("guides")).at(-1)?.data).toMatchObject({ constraint: { param: "guide", kind: "uuid" } });
    expect(await (await bed.request(PAGE, { session })).text()).toContain("Remove the constraint on :guide");
    const removed = await bed.postForm(`${PAGE}/constraints/guide/delete`, session, {});
    expect(noticeOf(removed)).toBe("The constraint on :guide is removed.");
  });

  it("refuse a pattern that does not compile, an unknown kind or parameter and odd bytes, storing nothing", async () => {
    const before = await bed.eventCount("cmspage");
    const bad = await setConstraint("guide", { kind: "regex", pattern: "([a-z" });
    expect(bad.status).toBe(400);
    const error = await errorOf(bad);
    expect(error.message).toMatch(/^The pattern does not compile: /);
    expect(error.issues[0].path).toBe("pattern");
    const form = await bed.postForm(`${PAGE}/constraints`, session, { param: "guide", kind: "regex", pattern: "(" });
    expect(form.status).toBe(400);
    const html = await form.text();
    expect(html).toContain("The pattern does not compile: ");
    expect(html).toContain('id="constraint-guide-pattern-error"');
    expect(html).toContain('value="("');

    expect((await errorOf(await setConstraint("guide", { kind: "glob" }))).message).toBe(
      "Validation type must be one of: slug, uuid, regex, ref",
    );
    expect((await errorOf(await setConstraint("guide", { kind: "ref", ref: "hotel" }))).message).toBe(
      "A ref names one of: destination, country, airline",
    );
    const unknown = await setConstraint("city", { kind: "slug" });
    expect(unknown.status).toBe(400);
    expect((await errorOf(unknown)).message).toBe("No address of this page has the parameter :city");
    expect((await setConstraint("n0t-letters", { kind: "slug" })).status).toBe(400);
    expect((await junk(`${API}/constraints/guide`, "PUT")).status).toBe(400);
    expect((await bed.api(`${API}/constraints/guide`, session, { method: "PUT", body: ["x"] })).status).toBe(400);
    expect((await bed.api(`${API}/constraints/guide`, session, { method: "DELETE" })).status).toBe(404);
    expect((await bed.postForm(`${PAGE}/constraints/guide/delete`, session, {})).status).toBe(404);
    expect(await bed.eventCount("cmspage")).toBe(before);
  });
});

describe("shortlinks", () => {
  it("are added through the API and the form, listed from the read model and lead to the page", async () => {
    const added = await claim("summer", { code: "leto", locale: "bg" });
    expect(added.status).toBe(201);
    expect((await added.json()).data).toEqual({
      code: "leto",
      locale: "bg",
      pageKey: "summer",
      path: "/p/leto",
      changed: true,
    });
    const form = await bed.postForm("/nimda/cms/summer/shortlinks", session, { code: "summer27", locale: "en" });
    expect(form.status).toBe(303);
    expect(noticeOf(form)).toBe("/p/summer27 leads here now.");
    const events = (await bed.store.readStream("cmsshortlink-summer27")).events;
    expect(events[0]?.metadata).toMatchObject(auditOf("cms.shortlink"));
    await bed.projections.catchUp();
    const html = await (await bed.request("/nimda/cms/summer", { session })).text();
    expect(html).toContain('href="/p/leto"');
    expect(html).toContain('href="/p/summer27"');
    const detail = await (await bed.api("/nimda/api/cms/summer", session)).json();
    expect(detail.data.shortlinks.map((s: { code: string }) => s.code)).toEqual(["leto", "summer27"]);
  });

  it("are removed through the API and the form", async () => {
    const removed = await bed.api("/nimda/api/cms/summer/shortlinks/leto", session, { method: "DELETE" });
    expect(removed.status).toBe(200);
    const form = await bed.postForm("/nimda/cms/summer/shortlinks/summer27/delete", session, {});
    expect(noticeOf(form)).toBe("/p/summer27 is removed.");
    await bed.projections.catchUp();
    expect((await (await bed.api("/nimda/api/cms/summer", session)).json()).data.shortlinks).toEqual([]);
  });

  it("refuse a code another page holds, bad codes and languages and odd bytes, storing nothing", async () => {
    await claim("guides", { code: "guide", locale: "bg" });
    const before = await bed.eventCount();
    const taken = await claim("summer", { code: "guide", locale: "bg" });
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).message).toBe("The shortlink /p/guide already leads to the page guides");
    const form = await bed.postForm("/nimda/cms/summer/shortlinks", session, { code: "guide", locale: "bg" });
    expect(form.status).toBe(409);
    expect(await form.text()).toContain("The shortlink /p/guide already leads to the page guides");

    const long = await claim("summer", { code: "thirteen-char", locale: "bg" });
    expect(long.status).toBe(400);
    expect((await errorOf(long)).message).toBe(
      "A shortlink is 1-12 lowercase letters, digits or dashes, starting with a letter or digit",
    );
    expect((await errorOf(await claim("summer", { code: "ok", locale: "de" }))).message).toBe(
      "Language must be bg or en",
    );
    const badForm = await bed.postForm("/nimda/cms/summer/shortlinks", session, { code: "Bad Code", locale: "bg" });
    expect(badForm.status).toBe(400);
    expect(await badForm.text()).toContain('id="shortlink-code-error"');
    expect((await junk("/nimda/api/cms/summer/shortlinks", "POST")).status).toBe(400);
    const notMine = await bed.api("/nimda/api/cms/summer/shortlinks/guide", session, { method: "DELETE" });
    expect(notMine.status).toBe(404);
    expect((await errorOf(notMine)).message).toBe("This page has no shortlink /p/guide");
    expect((await bed.api("/nimda/api/cms/summer/shortlinks/%00%FF", session, { method: "DELETE" })).status).toBe(404);
    expect((await bed.postForm("/nimda/cms/summer/shortlinks/%00/delete", session, {})).status).toBe(404);
    expect((await bed.api(`${API}/constraints/%00`, session, { method: "DELETE" })).status).toBe(404);
    expect(await bed.eventCount()).toBe(before);
  });
});

describe("slug clashes", () => {
  it("refuse a localization at another page's, a screen's or a country's address, storing nothing", async () => {
    const before = await bed.eventCount("cmspage");
    const api = (slugPath: string, locale = "bg") =>
      bed.api(`/nimda/api/cms/summer/localizations/${locale}`, session, {
        method: "PUT",
        body: { slugPath, status: "draft" },
      });
    const other = await api("/en/guides/:guide", "en");
    expect(other.status).toBe(409);
    expect(await errorOf(other)).toEqual({
      code: "slug_taken",
      message: "The address /en/guides/:guide is already the page guides",
    });
    expect((await errorOf(await api("/visa/lyato"))).message).toBe(
      "The address /visa/lyato belongs to the screen visa",
    );
    expect((await errorOf(await api("/italiya"))).message).toBe("The address /italiya is the country page of Italy");
    const form = await bed.postForm("/nimda/cms/summer/localizations/bg", session, {
      slugPath: "/italiya/rim",
      status: "draft",
    });
    expect(form.status).toBe(409);
    const html = await form.text();
    expect(html).toContain("The address /italiya/rim is the destination page of Rome");
    expect(html).toContain('value="/italiya/rim"');
    expect(await bed.eventCount("cmspage")).toBe(before);
    // its own address stays its own
    expect((await api("/lyato")).status).toBe(200);
  });

  it("refuse a new page whose address clashes, creating nothing", async () => {
    const before = await bed.eventCount("cmspage");
    const api = await bed.api("/nimda/api/cms", session, {
      method: "POST",
      body: { pageKey: "copy", pageType: "static", bgSlugPath: "/free-address", enSlugPath: "/en/summer" },
    });
    expect(api.status).toBe(409);
    expect((await errorOf(api)).message).toBe("The address /en/summer is already the page summer");
    const form = await bed.postForm("/nimda/cms/new", session, {
      pageKey: "copy",
      pageType: "static",
      bgSlugPath: "/imprint",
      enSlugPath: "",
    });
    expect(form.status).toBe(409);
    expect(await form.text()).toContain("The address /imprint is already the page imprint");
    expect(await bed.eventCount("cmspage")).toBe(before);
  });
});

describe("unknown pages", () => {
  it("are 404 on every routing path", async () => {
    expect((await setConstraint("guide", { kind: "slug" }, "nope")).status).toBe(404);
    expect((await bed.api("/nimda/api/cms/nope/constraints/guide", session, { method: "DELETE" })).status).toBe(404);
    expect((await claim("nope", { code: "x", locale: "bg" })).status).toBe(404);
    expect((await bed.api("/nimda/api/cms/nope/shortlinks/x", session, { method: "DELETE" })).status).toBe(404);
    for (const path of ["/nimda/cms/nope/constraints", "/nimda/cms/nope/constraints/guide/delete"]) {
      expect((await bed.postForm(path, session, { param: "guide", kind: "slug" })).status).toBe(404);
    }
    for (const path of ["/nimda/cms/nope/shortlinks", "/nimda/cms/nope/shortlinks/x/delete"]) {
      expect((await bed.postForm(path, session, { code: "x", locale: "bg" })).status).toBe(404);
    }
  });
});
