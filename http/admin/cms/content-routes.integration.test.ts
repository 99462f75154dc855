import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cmsContentStreamId } from "../../../core/cms/events.ts";
import { runCmsSnippetCommand } from "../../../core/cms/runner.ts";
import { type AdminSessionCookie, type AdminTestBed, noticeOf, signedInTestBed } from "../shell/testing.ts";

let bed: AdminTestBed;
let session: AdminSessionCookie;
const CONTENT = "/nimda/api/cms/summer/content/bg";
const versionOf = async () => (await bed.store.readStream(cmsContentStreamId("summer", "bg"))).version;
const put = (body: unknown) => bed.api(CONTENT, session, { method: "PUT", body });
const step = (name: string, body: unknown = {}) => bed.api(`${CONTENT}/${name}`, session, { method: "POST", body });

const opening = { type: "text", heading: "Лято 2027", body: "<p>Полети до морето.</p>" };

beforeAll(async () => {
  ({ bed, session } = await signedInTestBed());
  const created = await bed.api("/nimda/api/cms", session, {
    method: "POST",
    body: { pageKey: "summer", pageType: "static", bgSlugPath: "/lyato", enSlugPath: "/en/summer" },
  });
  expect(created.status).toBe(201);
});
afterAll(() => bed.close());

describe("content, as JSON", () => {
  it("saves a draft, sends it to review, publishes it, and keeps every version", async () => {
    const saved = await put({ blocks: [opening] });
    expect(saved.status).toBe(200);
    expect((await saved.json()).data).toMatchObject({ status: "draft", current: 1, live: null });
    expect((await (await step("submit")).json()).data.status).toBe("review");
    const published = await (await step("publish")).json();
    expect(published.data).toMatchObject({ status: "live", live: 1, liveBlocks: [opening] });

    const second = await put({ blocks: [opening, { type: "cta", label: "Виж офертите", href: "/weekend-poleti" }] });
    expect((await second.json()).data).toMatchObject({ status: "draft", current: 2, live: 1 });
    const diff = await (await bed.api(`${CONTENT}/diff?from=1&to=2`, session)).json();
    expect(diff.data.diff).toEqual([
      { path: "[1]", kind: "added", after: { type: "cta", label: "Виж офертите", href: "/weekend-poleti" } },
    ]);
    const restored = await (await step("restore", { snapshot: 1 })).json();
    expect(restored.data).toMatchObject({ current: 3, blocks: [opening], live: 1 });
    expect(restored.data.snapshots[0]).toMatchObject({ snapshot: 3, restoredFrom: 1 });
  });

  it("removes scripts from rich text: what is stored is what the allowlist kept", async () => {
    const response = await put({
      blocks: [
        { type: "text", body: '<p onclick="steal()">Море</p><script>alert(1)</script><a href="javascript:x()">x</a>' },
      ],
    });
    expect(response.status).toBe(200);
    expect((await response.json()).data.blocks[0].body).toBe("<p>Море</p><a>x</a>");
  });

  it("refuses unknown blocks, bad links and bytes no form sends, storing nothing", async () => {
    const before = await versionOf();
    const unknown = await put({ blocks: [{ type: "video", url: "https://example.com" }] });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.message).toBe(
      "Block 1: Block type must be one of: text, picture, deals, faq, cta",
    );
    const link = await put({ blocks: [{ type: "cta", label: "Go", href: "javascript:alert(1)" }] });
    expect(link.status).toBe(400);
    expect((await link.json()).error.message).toBe("Block 1: A path on this site or an https address");
    const picture = await put({
      blocks: [{ type: "picture", mediaId: "0195f3a2-8c1d-7a4b-9e2f-123456789abc", alt: "Море" }],
    });
    expect((await picture.json()).error.message).toBe("Block 1: There is no picture with this id in Media");
    const junk = await bed.request(CONTENT, {
      method: "PUT",
      session,
      headers: { "content-type": "application/json", "x-csrf-token": session.csrfToken },
      body: "\u0000\u00ff{",
    });
    expect(junk.status).toBe(400);
    expect((await step("restore", { snapshot: 99 })).status).toBe(404);
    expect((await step("publish")).status).toBe(409);
    expect(await versionOf()).toBe(before);
    expect((await bed.api("/nimda/api/cms/nothing-here/content/bg", session)).status).toBe(404);
    expect((await bed.api("/nimda/api/cms/summer/content/de", session)).status).toBe(404);
  });
});

describe("SEO", () => {
  const seo = { title: "Лято {{brand}}", description: "", ogMediaId: "", canonical: "", noindex: false };

  it("refuses a snippet nobody wrote and a picture Media does not have, then saves", async () => {
    const unknown = await bed.api(`${CONTENT}/seo`, session, { method: "PUT", body: seo });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.message).toBe("There is no snippet {{brand}}: write it under Snippets first");
    const picture = await bed.api(`${CONTENT}/seo`, session, {
      method: "PUT",
      body: { ...seo, title: "Лято", ogMediaId: "0195f3a2-8c1d-7a4b-9e2f-123456789abc" },
    });
    expect((await picture.json()).error.message).toBe("There is no picture with this id in Media");

    await runCmsSnippetCommand(
      bed.store,
      { type: "SaveSnippet", snippet: { key: "brand", bg: "евтини полети", en: "cheap flights" }, by: "admin" },
      { actor: "admin:admin" },
    );
    await bed.projections.catchUp();
    const saved = await bed.api(`${CONTENT}/seo`, session, { method: "PUT", body: seo });
    expect(saved.status).toBe(200);
    expect((await saved.json()).data.seo).toEqual({ ...seo, description: null, ogMediaId: null, canonical: null });
  });
});

describe("the editor", () => {
  it("shows the blocks as fieldsets, saves a reordered form with a new block, and says what is wrong where", async () => {
    const page = await (await bed.request("/nimda/cms/summer/content/bg", { session })).text();
    expect(page).toContain('name="block-0-body"');
    expect(page).toContain("Send to review");
    // with blocks, adding one waits behind its summary; a language without any opens on it
    expect(page).toMatch(/<details class="card"><summary>Add a block/);
    const empty = await (await bed.request("/nimda/cms/summer/content/en", { session })).text();
    expect(empty).toMatch(/<details class="card" open=""><summary>Add a block/);

    const saved = await bed.postForm("/nimda/cms/summer/content/bg", session, {
      blockCount: "1",
      "block-0-type": "text",
      "block-0-heading": "Лято 2027",
      "block-0-body": "<p>Полети до морето.</p>",
      "block-0-position": "2",
      "block-new-type": "faq",
      "block-new-faq": "Q: Кога?\nA: През юли.\n\nQ: Откъде?\nA: От София.",
    });
    expect(saved.status).toBe(303);
    expect(noticeOf(saved)).toMatch(/^Draft saved as version \d+\.$/);
    const content = await (await bed.api(CONTENT, session)).json();
    expect(content.data.blocks).toEqual([
      opening,
      {
        type: "faq",
        items: [
          { question: "Кога?", answer: "През юли." },
          { question: "Откъде?", answer: "От София." },
        ],
      },
    ]);

    const before = await versionOf();
    const refused = await bed.postForm("/nimda/cms/summer/content/bg", session, {
      blockCount: "1",
      "block-0-type": "cta",
      "block-0-label": "Go",
      "block-0-href": "ftp://example.com",
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('id="block-0-href-error"');
    expect(html).toContain("Block 1: A path on this site or an https address");
    expect(await versionOf()).toBe(before);
  });

  it("edits a deals block's price cap in euro and keeps it in leva", async () => {
    const saved = await bed.postForm("/nimda/cms/summer/content/bg", session, {
      blockCount: "1",
      "block-0-type": "deals",
      "block-0-from": "sof",
      "block-0-maxPriceEur": "80",
      "block-0-limit": "6",
    });
    expect(saved.status).toBe(303);
    const content = await (await bed.api(CONTENT, session)).json();
    expect(content.data.blocks).toEqual([{ type: "deals", filter: { from: "SOF", maxPriceBgn: 156.47 }, limit: 6 }]);
    const page = await (await bed.request("/nimda/cms/summer/content/bg", { session })).text();
    expect(page).toContain("Highest price (€)");
    expect(page).toMatch(/name="block-0-maxPriceEur"[^>]*value="80"/);
    const refused = await bed.postForm("/nimda/cms/summer/content/bg", session, {
      blockCount: "1",
      "block-0-type": "deals",
      "block-0-maxPriceEur": "-5",
      "block-0-limit": "6",
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('id="block-0-maxPriceEur-error"');
  });

  it("says what publishing changed on the site: nothing yet while the page and its address are drafts", async () => {
    const saved = await bed.postForm("/nimda/cms/summer/content/bg", session, {
      blockCount: "1",
      "block-0-type": "text",
      "block-0-body": "<p>Полети до морето през лятото.</p>",
    });
    expect(saved.status).toBe(303);
    expect((await bed.postForm("/nimda/cms/summer/content/bg/submit", session, {})).status).toBe(303);
    const published = await bed.postForm("/nimda/cms/summer/content/bg/publish", session, {});
    expect(published.status).toBe(303);
    expect(noticeOf(published)).toBe(
      "Content published, but the site does not show it yet: the page is draft and its Bulgarian address is draft. Publish the page on its screen to show it.",
    );
  });

  it("opens the draft by a new preview token at the page's address", async () => {
    const response = await bed.postForm("/nimda/cms/summer/content/bg/preview", session, {});
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(/^\/lyato\?preview=[0-9a-f-]{36}\.[A-Za-z0-9_-]+$/);
  });
});
