import { createRequestHandler } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cmsContentStreamId, cmsPageStreamId } from "../../../core/cms/events.ts";
import { runCmsContentCommand } from "../../../core/cms/runner.ts";
import { loadProductionBuild } from "../../../scripts/serve.ts";
import { type AdminSessionCookie, type AdminTestBed, adminTestBed, auditOf, noticeOf } from "../shell/testing.ts";

let bed: AdminTestBed;
let session: AdminSessionCookie;

beforeAll(async () => {
  const handler = createRequestHandler(await loadProductionBuild(), "production");
  bed = await adminTestBed({ app: () => ({ ssr: (request, context) => handler(request, context) }) });
  session = await bed.signIn();
});
afterAll(() => bed.close());

const BLOCKS = (heading: string) => [{ type: "text", heading, body: "<p>От София.</p>" }];

/** A draft page with an address in each language and content in review in Bulgarian, a draft in English. */
async function draftPage(pageKey: string, bg: string, en: string) {
  const created = await bed.api("/nimda/api/cms", session, {
    method: "POST",
    body: { pageKey, pageType: "static", bgSlugPath: bg, enSlugPath: en },
  });
  expect(created.status).toBe(201);
  const metadata = { actor: "admin:admin" };
  const common = { pageKey, by: "admin", at: new Date().toISOString() };
  await runCmsContentCommand(
    bed.store,
    { type: "SaveContentDraft", ...common, locale: "bg", blocks: BLOCKS("Зимни оферти") },
    metadata,
  );
  await runCmsContentCommand(bed.store, { type: "SubmitContentForReview", ...common, locale: "bg" }, metadata);
  await runCmsContentCommand(
    bed.store,
    { type: "SaveContentDraft", ...common, locale: "en", blocks: BLOCKS("Winter deals") },
    metadata,
  );
}

async function visit(path: string): Promise<number> {
  await bed.projections.catchUp();
  return (await bed.request(path)).status;
}

const fingerprintOf = (html: string) => /name="reviewed" value="([^"]+)"/.exec(html)?.[1] ?? "";

describe("one Publish for a CMS page", () => {
  it("says first what changes, then makes the chosen language shown, and the notice tells the truth", async () => {
    await draftPage("winter", "/zimni-oferti", "/en/winter-deals");
    expect(await visit("/zimni-oferti")).toBe(404);

    const detail = await (await bed.request("/nimda/cms/winter", { session })).text();
    expect(detail).toContain("not shown: the page is draft and its address is draft");
    expect(detail).toContain("version 1 in review, nothing published yet");
    // going live is the Publish section's; the address form offers no live switch of its own
    expect(detail).not.toContain('name="to" value="live"');
    expect(detail).not.toContain('<option value="live">');

    const before = await bed.eventCount();
    const review = await bed.request("/nimda/cms/winter/publish?locale=bg", { session });
    expect(review.status).toBe(200);
    expect(await bed.eventCount()).toBe(before);
    const html = await review.text();
    const steps = /<ol data-testid="publish-steps">([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? "";
    expect(
      steps
        .replace(/<[^>]+>/g, "\n")
        .split("\n")
        .filter(Boolean),
    ).toEqual([
      "Bulgarian content: version 1 is published (its first publication).",
      "Bulgarian address /zimni-oferti: draft → live.",
      "The page: draft → live.",
    ]);
    expect(html).toContain("The site shows /zimni-oferti in Bulgarian, with content version 1.");
    expect(html).toContain("English: not chosen, stays off the site.");

    const published = await bed.postForm("/nimda/cms/winter/publish", session, {
      locale: "bg",
      reviewed: fingerprintOf(html),
    });
    expect(published.status).toBe(303);
    expect(noticeOf(published)).toBe("Published: the site shows /zimni-oferti (Bulgarian) now.");
    expect(await visit("/zimni-oferti")).toBe(200);
    expect(await visit("/en/winter-deals")).toBe(404);

    const pageEvents = (await bed.store.readStream(cmsPageStreamId("winter"))).events.slice(-2);
    const contentEvents = (await bed.store.readStream(cmsContentStreamId("winter", "bg"))).events.slice(-1);
    const events = [...contentEvents, ...pageEvents];
    expect(events.map((e) => [e.type, e.metadata])).toMatchObject([
      ["CmsContentPublished", auditOf("cms.publish")],
      ["CmsPageLocalized", auditOf("cms.publish")],
      ["CmsPagePublishingStateChanged", auditOf("cms.publish")],
    ]);
    // one admin action: the audit log ties the three changes together
    expect(new Set(events.map((e) => e.metadata.correlationId)).size).toBe(1);
  });

  it("shows the new review instead of publishing when the page changed after it was read", async () => {
    await draftPage("spring", "/proletni-oferti", "/en/spring-deals");
    const html = await (await bed.request("/nimda/cms/spring/publish?locale=bg", { session })).text();
    // someone sends the English draft to review meanwhile
    await runCmsContentCommand(
      bed.store,
      { type: "SubmitContentForReview", pageKey: "spring", locale: "en", by: "other", at: new Date().toISOString() },
      { actor: "admin:other" },
    );
    const before = await bed.eventCount();
    const stale = await bed.postForm("/nimda/cms/spring/publish", session, {
      locale: "bg",
      reviewed: fingerprintOf(html),
    });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("The page changed since you reviewed it");
    expect(await bed.eventCount()).toBe(before);
  });

  it("refuses a language without an address, an unknown language and bytes no form sends, storing nothing", async () => {
    const created = await bed.api("/nimda/api/cms", session, {
      method: "POST",
      body: { pageKey: "autumn", pageType: "static", bgSlugPath: "/esenni-oferti" },
    });
    expect(created.status).toBe(201);
    const common = { pageKey: "autumn", locale: "bg", by: "admin", at: new Date().toISOString() } as const;
    await runCmsContentCommand(bed.store, { type: "SaveContentDraft", ...common, blocks: BLOCKS("Есен") }, {});
    await runCmsContentCommand(bed.store, { type: "SubmitContentForReview", ...common }, {});
    const before = await bed.eventCount();
    const review = await bed.request("/nimda/cms/autumn/publish?locale=bg&locale=en", { session });
    expect(review.status).toBe(200);
    const html = await review.text();
    expect(html).toContain("English has no address yet");
    expect(html).not.toContain('name="reviewed"');
    const blocked = await bed.postForm("/nimda/cms/autumn/publish", session, {
      locale: ["bg", "en"],
      reviewed: fingerprintOf(await (await bed.request("/nimda/cms/autumn/publish?locale=bg", { session })).text()),
    });
    expect(blocked.status).toBe(400);
    expect((await bed.request("/nimda/cms/autumn/publish?locale=de", { session })).status).toBe(400);
    expect((await bed.postForm("/nimda/cms/autumn/publish", session, { locale: "x\u0000" })).status).toBe(400);
    expect((await bed.request("/nimda/cms/nope/publish?locale=bg", { session })).status).toBe(404);
    expect(await bed.eventCount()).toBe(before);
  });

  it("has a JSON twin with a dry run", async () => {
    await draftPage("summer", "/letni-oferti-2027", "/en/summer-deals-2027");
    const dry = await bed.api("/nimda/api/cms/summer/publish", session, {
      method: "POST",
      body: { locales: ["bg"], dryRun: true },
    });
    expect(dry.status).toBe(200);
    const plan = (await dry.json()).data;
    expect(plan).toMatchObject({ published: false, plan: { locales: ["bg"] } });
    expect(plan.plan.steps).toHaveLength(3);
    const bad = await bed.api("/nimda/api/cms/summer/publish", session, { method: "POST", body: { locales: ["de"] } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe("No such language: use bg or en.");

    const done = await bed.api("/nimda/api/cms/summer/publish", session, {
      method: "POST",
      body: { locales: ["bg"], reviewed: plan.fingerprint },
    });
    expect(done.status).toBe(200);
    expect((await done.json()).data).toMatchObject({
      published: true,
      shown: [{ locale: "bg", slugPath: "/letni-oferti-2027" }],
    });
    expect(await visit("/letni-oferti-2027")).toBe(200);
  });
});
