import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdminSessionCookie, type AdminTestBed, auditOf, noticeOf, signedInTestBed } from "../shell/testing.ts";

let bed: AdminTestBed;
let session: AdminSessionCookie;
const API = "/nimda/api/cms/snippets";
const snippets = async () => {
  await bed.projections.catchUp();
  return (await (await bed.api(API, session)).json()).data.snippets as { key: string; bg: string; en: string }[];
};

beforeAll(async () => {
  ({ bed, session } = await signedInTestBed());
});
afterAll(() => bed.close());

describe("SEO snippets", () => {
  it("are added, updated and deleted through the form, and listed", async () => {
    const added = await bed.postForm("/nimda/cms/snippets", session, {
      key: "brand",
      bg: "евтини полети",
      en: "cheap flights",
    });
    expect(added.status).toBe(303);
    expect(noticeOf(added)).toBe("Snippet {{brand}} saved.");
    await bed.projections.catchUp();
    const html = await (await bed.request("/nimda/cms/snippets", { session })).text();
    expect(html).toContain("{{brand}}");
    expect(html).toContain("евтини полети");
    expect(html).toContain('action="/nimda/cms/snippets/brand/delete"');

    const updated = await bed.postForm("/nimda/cms/snippets", session, {
      key: "brand",
      bg: "най-евтините полети",
      en: "cheap flights",
    });
    expect(noticeOf(updated)).toBe("Snippet {{brand}} saved.");
    expect(await snippets()).toMatchObject([{ key: "brand", bg: "най-евтините полети" }]);
    const same = await bed.postForm("/nimda/cms/snippets", session, {
      key: "brand",
      bg: "най-евтините полети",
      en: "cheap flights",
    });
    expect(noticeOf(same)).toBe("Nothing changed.");

    const deleted = await bed.postForm("/nimda/cms/snippets/brand/delete", session, {});
    expect(noticeOf(deleted)).toBe("Snippet {{brand}} deleted.");
    expect(await snippets()).toEqual([]);
    const events = (await bed.store.readStream("cmssnippet-brand")).events;
    expect(events.at(-1)?.metadata).toMatchObject(auditOf("cms.snippet.delete"));
  });

  it("are saved and deleted through the API", async () => {
    const saved = await bed.api(API, session, { method: "POST", body: { key: "year", bg: "2027", en: "2027" } });
    expect(saved.status).toBe(200);
    expect((await saved.json()).data).toEqual({ key: "year", bg: "2027", en: "2027", changed: true });
    expect((await snippets()).map((s) => s.key)).toEqual(["year"]);
    const deleted = await bed.api(`${API}/year`, session, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    expect(await snippets()).toEqual([]);
  });

  it("refuse bad input with the field's message, storing nothing", async () => {
    const before = await bed.eventCount();
    const form = await bed.postForm("/nimda/cms/snippets", session, { key: "Brand!", bg: "", en: "x" });
    expect(form.status).toBe(400);
    const html = await form.text();
    expect(html).toContain("Key must start with a lowercase letter");
    expect(html).toContain("Bulgarian text is required");
    expect(html).toContain('id="snippet-key-error"');
    expect(html).toContain('value="Brand!"');

    const api = async (body: unknown) => {
      const response = await bed.api(API, session, { method: "POST", body });
      expect(response.status).toBe(400);
      return (await response.json()).error.message;
    };
    expect(await api({ key: "x", bg: "a".repeat(161), en: "b" })).toBe("Bulgarian text must be at most 160 characters");
    expect(await api({ key: "x", bg: "a", en: "b", extra: 1 })).toContain("extra");
    expect(await api(["x"])).toBe("The body must be a JSON object");
    const junk = await bed.request(API, {
      method: "POST",
      session,
      headers: { "content-type": "application/json", "x-csrf-token": session.csrfToken },
      body: "\u0000\u00ff{",
    });
    expect(junk.status).toBe(400);

    const unknown = await bed.api(`${API}/nothing`, session, { method: "DELETE" });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.message).toBe("There is no snippet nothing");
    expect((await bed.postForm("/nimda/cms/snippets/nothing/delete", session, {})).status).toBe(404);
    expect((await bed.api(`${API}/%00%C3%28`, session, { method: "DELETE" })).status).toBe(404);
    expect((await bed.postForm("/nimda/cms/snippets/%00/delete", session, {})).status).toBe(404);
    expect(await bed.eventCount()).toBe(before);
  });

  it("own the page key 'snippets', and the list links to them", async () => {
    const refused = await bed.api("/nimda/api/cms", session, {
      method: "POST",
      body: { pageKey: "snippets", pageType: "static" },
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toBe('The page key "snippets" is reserved');
    const list = await (await bed.request("/nimda/cms", { session })).text();
    expect(list).toContain('href="/nimda/cms/snippets"');
  });
});
