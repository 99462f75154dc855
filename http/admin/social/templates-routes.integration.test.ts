import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postTemplateStreamId } from "../../../core/social/events.ts";
import { type AdminSessionCookie, type AdminTestBed, auditOf, noticeOf, signedInTestBed } from "../shell/testing.ts";

let bed: AdminTestBed;
let session: AdminSessionCookie;
beforeAll(async () => {
  ({ bed, session } = await signedInTestBed());
});
afterAll(() => bed.close());

const idFromLocation = (response: Response) =>
  /^\/nimda\/social\/templates\/([0-9a-f-]{36})\?notice=/.exec(response.headers.get("location") ?? "")?.[1] ?? "";

const streamOf = async (id: string) => (await bed.store.readStream(postTemplateStreamId(id))).events;
const html = async (path: string) => {
  const response = await bed.request(path, { session });
  return { status: response.status, text: await response.text() };
};

const templateForm = (overrides: Record<string, string> = {}) => ({
  name: "Telegram, Bulgarian",
  network: "telegram",
  language: "bg",
  body: "Полет {fromCity} → {toCity} за {price} {currency}\r\n{url}",
  ...overrides,
});

async function createViaApi(body: Record<string, unknown> = {}) {
  const response = await bed.api("/nimda/api/social/templates", session, {
    method: "POST",
    body: { name: "From the API", network: "any", language: "en", body: "{fromCity} to {toCity}: {url}", ...body },
  });
  expect(response.status).toBe(201);
  return (await response.json()).data as { templateId: string; status: string; transitions: string[] };
}

describe("creating templates", () => {
  it("creates a draft through the form with its metadata, and previews the sample deal", async () => {
    const response = await bed.postForm("/nimda/social/templates/new", session, templateForm());
    expect(response.status).toBe(303);
    expect(noticeOf(response)).toBe("Template created as a draft.");
    const id = idFromLocation(response);
    const [event] = await streamOf(id);
    expect(event).toMatchObject({
      type: "PostTemplateCreated",
      // the browser's CRLF is stored as a plain newline
      data: { templateId: id, network: "telegram", language: "bg", body: templateForm().body.replace("\r\n", "\n") },
      metadata: auditOf("social.template.create"),
    });

    const { status, text } = await html(`/nimda/social/templates/${id}`);
    expect(status).toBe(200);
    // the sample's 89 BGN in the currency that comes first by default, the euro (decision 0045)
    expect(text).toContain("Полет София → Лондон за 45.50 EUR\nhttps://flydeals.example/oferta/SAMPLE1");
    expect(text).toContain("<code>{airline}</code>");
    expect(text).toContain('value="published"');
    expect(text).toContain('value="archived"');
    expect(text).not.toContain('name="to" value="draft"');

    await bed.projections.catchUp();
    const list = await html("/nimda/social/templates");
    expect(list.text).toContain("Telegram, Bulgarian");
    expect(list.text).toContain(`href="/nimda/social/templates/${id}"`);
  });

  it("refuses bad input with the exact messages, 400 and nothing stored", async () => {
    const before = await bed.eventCount();
    const noUrl = await bed.postForm(
      "/nimda/social/templates/new",
      session,
      templateForm({ body: "No link", name: "" }),
    );
    expect(noUrl.status).toBe(400);
    const text = await noUrl.text();
    expect(text).toContain("Body must contain {url}, the link to the deal");
    expect(text).toContain("Name is required");
    expect(text).toContain('id="template-body-error"');
    expect(text).toContain("No link</textarea>");

    const unknown = await bed.postForm("/nimda/social/templates/new", session, templateForm({ body: "{nope} {url}" }));
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("Unknown placeholder {nope}");

    const api = await bed.api("/nimda/api/social/templates", session, {
      method: "POST",
      body: { name: "x", network: "any", language: "bg", body: "{url} {nope}" },
    });
    expect(api.status).toBe(400);
    expect(await api.json()).toMatchObject({
      success: false,
      error: { code: "validation_failed", message: "Unknown placeholder {nope}" },
    });
    expect(await bed.eventCount()).toBe(before);
  });

  it("previews typed text without saving it, for every network of an any-network template", async () => {
    const before = await bed.eventCount();
    const response = await bed.postForm("/nimda/social/templates/new", session, {
      ...templateForm({ network: "any", language: "en", body: "{dealType}: {fromCity} → {toCity} {url}" }),
      intent: "preview",
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain("Hot deal: Sofia → London https://flydeals.example/en/deal/SAMPLE1");
    for (const label of ["Facebook", "Telegram", "X (Twitter)", "LinkedIn"])
      expect(text).toContain(`<h3>${label}</h3>`);
    expect(await bed.eventCount()).toBe(before);

    const api = await bed.api("/nimda/api/social/templates/preview", session, {
      method: "POST",
      body: { network: "twitter", language: "en", body: "{fromCity} {savings}% {url}" },
    });
    expect(await api.json()).toEqual({
      success: true,
      data: { previews: [{ network: "twitter", text: "Sofia 58% https://flydeals.example/en/deal/SAMPLE1" }] },
    });
  });
});

describe("editing and status", () => {
  it("edits through the form and the API, with their metadata", async () => {
    const { templateId } = await createViaApi();
    const saved = await bed.postForm(`/nimda/social/templates/${templateId}`, session, templateForm());
    expect(saved.status).toBe(303);
    expect(noticeOf(saved)).toBe("Template saved.");
    const patched = await bed.api(`/nimda/api/social/templates/${templateId}`, session, {
      method: "PATCH",
      body: { name: "Renamed" },
    });
    expect(await patched.json()).toMatchObject({
      success: true,
      data: { templateId, name: "Renamed", network: "telegram", status: "draft", changed: true },
    });
    const events = await streamOf(templateId);
    expect(events.map((e) => e.type)).toEqual(["PostTemplateCreated", "PostTemplateEdited", "PostTemplateEdited"]);
    expect(events[1]?.metadata).toMatchObject(auditOf("social.template.edit"));
    expect(events[2]?.metadata).toMatchObject(auditOf("social.template.edit"));

    const bad = await bed.api(`/nimda/api/social/templates/${templateId}`, session, {
      method: "POST",
      body: { body: "" },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe("Body is required");
    expect(await streamOf(templateId)).toHaveLength(3);
  });

  it("moves through the allowed statuses; an archived template refuses edits with 409 and the message", async () => {
    const { templateId } = await createViaApi();
    const published = await bed.postForm(`/nimda/social/templates/${templateId}/status`, session, { to: "published" });
    expect(published.status).toBe(303);
    expect(noticeOf(published)).toContain("Template published");
    const archived = await bed.api(`/nimda/api/social/templates/${templateId}/status`, session, {
      method: "POST",
      body: { to: "archived" },
    });
    expect(await archived.json()).toMatchObject({
      success: true,
      data: { status: "archived", transitions: ["draft"], changed: true },
    });
    const events = await streamOf(templateId);
    expect(events.slice(1)).toMatchObject([
      {
        type: "PostTemplateStatusChanged",
        data: { from: "draft", to: "published" },
        metadata: auditOf("social.template.status"),
      },
      {
        type: "PostTemplateStatusChanged",
        data: { from: "published", to: "archived" },
        metadata: auditOf("social.template.status"),
      },
    ]);

    const message = "An archived template must be moved back to draft before editing";
    const edit = await bed.postForm(`/nimda/social/templates/${templateId}`, session, templateForm());
    expect(edit.status).toBe(409);
    expect(await edit.text()).toContain(message);
    const apiEdit = await bed.api(`/nimda/api/social/templates/${templateId}`, session, {
      method: "PATCH",
      body: { name: "x" },
    });
    expect(apiEdit.status).toBe(409);
    expect((await apiEdit.json()).error).toEqual({ code: "template_archived", message });

    const refused = await bed.postForm(`/nimda/social/templates/${templateId}/status`, session, { to: "published" });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("An archived template cannot become published");
    const badStatus = await bed.api(`/nimda/api/social/templates/${templateId}/status`, session, {
      method: "POST",
      body: { to: "deleted" },
    });
    expect(badStatus.status).toBe(400);
    expect((await badStatus.json()).error.message).toBe("Status must be draft, published or archived");
    expect(await streamOf(templateId)).toHaveLength(3);

    await bed.projections.catchUp();
    const list = await (await bed.api("/nimda/api/social/templates?status=archived", session)).json();
    expect(list.data.map((t: { templateId: string }) => t.templateId)).toEqual([templateId]);
    const filtered = await html("/nimda/social/templates?status=archived");
    expect(filtered.text).toContain(`href="/nimda/social/templates/${templateId}"`);
    expect((await html("/nimda/social/templates?status=gone")).status).toBe(400);
  });

  it("answers 404 for unknown templates", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await html(`/nimda/social/templates/${unknown}`)).status).toBe(404);
    expect((await html("/nimda/social/templates/not-an-id")).status).toBe(404);
    expect((await bed.api(`/nimda/api/social/templates/${unknown}`, session)).status).toBe(404);
    const status = await bed.postForm(`/nimda/social/templates/${unknown}/status`, session, { to: "published" });
    expect(status.status).toBe(404);
    const edit = await bed.api(`/nimda/api/social/templates/${unknown}`, session, { method: "PATCH", body: {} });
    expect(edit.status).toBe(404);
  });
});
