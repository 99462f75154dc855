import { type ComponentProps, createElement } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogStreamId } from "../../../core/catalog/entries.ts";
import { countryEntries, destinationEntries, runCatalogCommand } from "../../../core/catalog/seed.ts";
import Destination, { loader as destinationLoader } from "../../../ui/catalog/destination.tsx";
import { renderScreen } from "../../../ui/forms/testing.tsx";
import { ToastProvider } from "../../../ui/site/toast/toast.tsx";
import { type AdminSessionCookie, type AdminTestBed, auditOf, signedInTestBed } from "../shell/testing.ts";
import { newFaqId } from "./commands.ts";

let bed: AdminTestBed;
let session: AdminSessionCookie;
/** The public page of London, where FAQs with iataCode LON appear. */
let londonPath: string;

/** The destination screen inside the root layout's providers it needs (ui/root.tsx). */
const DestinationScreen = (props: ComponentProps<typeof Destination>) =>
  createElement(ToastProvider, null, createElement(Destination, props));

const form = (overrides: Record<string, string> = {}) => ({
  questionBg: "Нужна ли е виза за Лондон?",
  answerBg: "Не за краткосрочни пътувания; проверете изискванията преди пътуване.",
  questionEn: "Do I need a visa for London?",
  answerEn: "Not for short trips; check the entry rules before you travel.",
  iataCode: "lon",
  relatedSlugs: "velikobritaniya/london, ",
  tags: "visa, documents",
  ...overrides,
});

async function streamOf(id: string) {
  return (await bed.store.readStream(catalogStreamId("faq", id))).events;
}

const idFromLocation = (response: Response) =>
  /^\/nimda\/faqs\/(faq-[a-z0-9]+)\?notice=/.exec(response.headers.get("location") ?? "")?.[1] ?? "";

async function createViaApi(fields: Record<string, unknown>): Promise<string> {
  const response = await bed.api("/nimda/api/faqs", session, {
    method: "POST",
    body: { questionBg: "Въпрос?", answerBg: "Отговор.", ...fields },
  });
  expect(response.status).toBe(201);
  return (await response.json()).data.id;
}

beforeAll(async () => {
  ({ bed, session } = await signedInTestBed());
  const london = (await destinationEntries()).find((d) => d.iataCode === "LON");
  const uk = countryEntries().find((c) => c.countryCode === london?.countryCode);
  if (!london || !uk) throw new Error("London is not in the catalog seed");
  await runCatalogCommand(bed.store, { type: "RegisterEntry", kind: "country", key: uk.countryCode, entry: uk });
  await runCatalogCommand(bed.store, { type: "RegisterEntry", kind: "destination", key: "LON", entry: london });
  londonPath = `/${london.countrySlugBg}/${london.citySlugBg}`;
  await bed.projections.catchUp();
});
afterAll(() => bed.close());

describe("FAQ ids", () => {
  it("are faq- and 8 random characters, like the seed's faq-001 keys", () => {
    const ids = new Set(Array.from({ length: 50 }, newFaqId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^faq-[a-z0-9]{8}$/);
  });
});

describe("creating FAQs", () => {
  it("refuses a form without the Bulgarian texts or with a bad IATA code, with the spec's messages", async () => {
    const before = await bed.eventCount("faq");
    const empty = await bed.postForm("/nimda/faqs/new", session, form({ questionBg: " ", answerBg: "" }));
    expect(empty.status).toBe(400);
    const text = await empty.text();
    expect(text).toContain("Bulgarian question is required");
    expect(text).toContain("Bulgarian answer is required");
    expect(text).toContain('id="faq-questionBg-error"');
    expect(text).toContain("Do I need a visa for London?");

    const iata = await bed.postForm("/nimda/faqs/new", session, form({ iataCode: "LO" }));
    expect(iata.status).toBe(400);
    expect(await iata.text()).toContain("IATA code must be exactly 3 characters");
    expect(await bed.eventCount("faq")).toBe(before);
  });

  it("creates one through the form: IATA code upper-cased, lists split, audit metadata", async () => {
    const response = await bed.postForm("/nimda/faqs/new", session, form());
    expect(response.status).toBe(303);
    const id = idFromLocation(response);
    expect(id).toMatch(/^faq-[a-z0-9]{8}$/);
    const [event] = await streamOf(id);
    expect(event).toMatchObject({
      type: "CatalogEntryRegistered",
      data: {
        kind: "faq",
        key: id,
        entry: {
          id,
          iataCode: "LON",
          relatedSlugs: ["velikobritaniya/london"],
          tags: ["visa", "documents"],
          questionEn: "Do I need a visa for London?",
        },
      },
      metadata: auditOf("faq.create"),
    });
    const page = await bed.request(`/nimda/faqs/${id}`, { session });
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain("Нужна ли е виза за Лондон?");
    expect(text).toContain(`href="${londonPath}"`);
  });

  it("creates one through the API; an empty IATA code means a general question", async () => {
    const before = await bed.eventCount("faq");
    const missing = await bed.api("/nimda/api/faqs", session, { method: "POST", body: { questionBg: "Въпрос?" } });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      success: false,
      error: { code: "validation_failed", message: "Bulgarian answer is required" },
    });
    const badIata = await bed.api("/nimda/api/faqs", session, {
      method: "POST",
      body: { questionBg: "Въпрос?", answerBg: "Отговор.", iataCode: "LOND" },
    });
    expect((await badIata.json()).error.message).toBe("IATA code must be exactly 3 characters");
    const extra = await bed.api("/nimda/api/faqs", session, {
      method: "POST",
      body: { questionBg: "Въпрос?", answerBg: "Отговор.", id: "faq-001" },
    });
    expect(extra.status).toBe(400);
    const notJson = await bed.api("/nimda/api/faqs", session, { method: "POST", body: ["x"] });
    expect(notJson.status).toBe(400);
    expect(await bed.eventCount("faq")).toBe(before);

    const id = await createViaApi({ iataCode: "", tags: ["general"] });
    const [event] = await streamOf(id);
    expect(event).toMatchObject({
      data: { entry: { iataCode: null, tags: ["general"], questionEn: "", answerEn: "" } },
      metadata: auditOf("faq.create"),
    });
  });
});

describe("editing FAQs", () => {
  it("updates through the form, and refuses bad input without storing it", async () => {
    const id = await createViaApi({ iataCode: "LON" });
    const bad = await bed.postForm(`/nimda/faqs/${id}`, session, form({ answerBg: "" }));
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Bulgarian answer is required");
    expect(await streamOf(id)).toHaveLength(1);

    const saved = await bed.postForm(`/nimda/faqs/${id}`, session, form({ answerEn: "Updated answer." }));
    expect(saved.status).toBe(303);
    const events = await streamOf(id);
    expect(events[1]).toMatchObject({
      type: "CatalogEntryUpdated",
      data: { changes: { answerEn: "Updated answer." } },
      metadata: auditOf("faq.update"),
    });
    const same = await bed.postForm(`/nimda/faqs/${id}`, session, form({ answerEn: "Updated answer." }));
    expect(new URL(same.headers.get("location") ?? "", "http://x").searchParams.get("notice")).toBe("Nothing changed.");
  });

  it("updates only the sent fields through the API", async () => {
    const id = await createViaApi({ iataCode: "LON", tags: ["a"] });
    const response = await bed.api(`/nimda/api/faqs/${id}`, session, {
      method: "POST",
      body: { questionEn: "New English question?", iataCode: "lon" },
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data).toMatchObject({ id, questionEn: "New English question?", tags: ["a"], changed: true });
    const events = await streamOf(id);
    expect(events[1]).toMatchObject({
      data: { changes: { questionEn: "New English question?" } },
      metadata: auditOf("faq.update"),
    });

    const bad = await bed.api(`/nimda/api/faqs/${id}`, session, { method: "PATCH", body: { questionBg: "" } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe("Bulgarian question is required");
    expect(await streamOf(id)).toHaveLength(2);

    expect((await bed.api("/nimda/api/faqs/faq-nothere", session)).status).toBe(404);
    const missing = await bed.api("/nimda/api/faqs/faq-nothere", session, { method: "POST", body: { tags: [] } });
    expect(missing.status).toBe(404);
    expect((await bed.request("/nimda/faqs/faq-nothere", { session })).status).toBe(404);
    expect((await bed.request("/nimda/faqs/..%2Fsecret", { session })).status).toBe(404);
  });

  it("deactivates and activates through the form and the API", async () => {
    const id = await createViaApi({ iataCode: "LON" });
    const off = await bed.postForm(`/nimda/faqs/${id}/deactivate`, session, {});
    expect(off.status).toBe(303);
    const page = await bed.request(`/nimda/faqs/${id}`, { session });
    expect(await page.text()).toContain("Inactive: hidden from the site");
    const on = await bed.api(`/nimda/api/faqs/${id}/activate`, session, { method: "POST" });
    expect(on.status).toBe(200);
    expect((await on.json()).data).toMatchObject({ id, active: true, changed: true });
    const offApi = await bed.api(`/nimda/api/faqs/${id}/deactivate`, session, { method: "POST" });
    expect(offApi.status).toBe(200);
    const onForm = await bed.postForm(`/nimda/faqs/${id}/activate`, session, {});
    expect(onForm.status).toBe(303);
    expect((await streamOf(id)).slice(1)).toMatchObject([
      { type: "CatalogEntryDeactivated", metadata: auditOf("faq.deactivate") },
      { type: "CatalogEntryActivated", metadata: auditOf("faq.activate") },
      { type: "CatalogEntryDeactivated", metadata: auditOf("faq.deactivate") },
      { type: "CatalogEntryActivated", metadata: auditOf("faq.activate") },
    ]);
  });
});

describe("the FAQ list", () => {
  let inactive: string;
  beforeAll(async () => {
    await createViaApi({ questionBg: "Какъв е багажът в Мадрид?", iataCode: "MAD", tags: ["luggage"] });
    inactive = await createViaApi({ questionBg: "Стар въпрос за Париж?", iataCode: "PAR" });
    await bed.api(`/nimda/api/faqs/${inactive}/deactivate`, session, { method: "POST" });
    await bed.projections.catchUp();
  });

  it("filters by IATA code, text and active, with paging", async () => {
    const page = await bed.request("/nimda/faqs?iata=mad", { session });
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain("Какъв е багажът в Мадрид?");
    expect(text).not.toContain("Стар въпрос за Париж?");
    expect(text).toContain('<option value="PAR">PAR</option>');

    const inactiveOnly = await (await bed.api("/nimda/api/faqs?active=no", session)).json();
    expect(inactiveOnly.data.rows.map((r: { id: string }) => r.id)).toEqual([inactive]);
    const general = await (await bed.api("/nimda/api/faqs?iata=none", session)).json();
    expect(general.data.rows.every((r: { iataCode: string | null }) => r.iataCode === null)).toBe(true);
    expect(general.data.total).toBeGreaterThan(0);
    const search = await (await bed.api("/nimda/api/faqs?q=luggage", session)).json();
    expect(search.data.total).toBe(1);
    const percent = await (await bed.api("/nimda/api/faqs?q=%25", session)).json();
    expect(percent.data.total).toBe(0);
  });

  it("sorts on the server and refuses bad parameters with 400", async () => {
    const sorted = await (await bed.api("/nimda/api/faqs?sort=iata&dir=desc", session)).json();
    const codes = sorted.data.rows.map((r: { iataCode: string | null }) => r.iataCode).filter(Boolean);
    expect(codes).toEqual([...codes].sort().reverse());
    const bad = await bed.api("/nimda/api/faqs?sort=answer", session);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe("Sort must be id, iata, question or updated");
    const badPage = await bed.request("/nimda/faqs?page=-1", { session });
    expect(badPage.status).toBe(400);
    expect(await badPage.text()).toContain("Page must be a whole number of 1 or more");
  });
});

describe("FAQ text on the public site", () => {
  it("is stored as typed and shown escaped on the destination page and in the admin", async () => {
    const answer = "Пазете се <script>alert(1)</script> и <b>внимавайте</b>.";
    const id = await createViaApi({
      questionBg: "Безопасно ли е <b>нощем</b>?",
      answerBg: answer,
      questionEn: "Is it safe?",
      answerEn: "Mind <script>alert(1)</script> and <b>bold</b>.",
      iataCode: "LON",
    });
    await bed.projections.catchUp();
    const [row] = await bed.database.sql<{ answer_bg: string }[]>`SELECT answer_bg FROM faqs WHERE id = ${id}`;
    expect(row?.answer_bg).toBe(answer);

    // the route's loader and screen, server-rendered as the SSR build renders them
    const [countrySlug, citySlug] = londonPath.slice(1).split("/");
    const loaderData = await destinationLoader({
      request: new Request(`http://localhost${londonPath}`),
      params: { countrySlug, citySlug },
      context: { db: bed.database.db, now: () => new Date() },
    } as never);
    const publicHtml = renderScreen(DestinationScreen as never, londonPath, { loaderData });
    expect(publicHtml).toContain("Безопасно ли е &lt;b&gt;нощем&lt;/b&gt;?");
    expect(publicHtml).toContain("Пазете се &lt;script&gt;alert(1)&lt;/script&gt; и &lt;b&gt;внимавайте&lt;/b&gt;.");
    expect(publicHtml).not.toContain("<script>alert(1)");
    expect(publicHtml).not.toContain("<b>внимавайте</b>");

    const admin = await (await bed.request(`/nimda/faqs/${id}`, { session })).text();
    expect(admin).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(admin).not.toContain("<script>alert(1)");
    expect(admin).not.toContain("<b>");
  });
});
