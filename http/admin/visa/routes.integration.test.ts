import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCatalogCommand } from "../../../core/catalog/seed.ts";
import { DomainError } from "../../../core/eventstore/decider.ts";
import { visaDecider } from "../../../core/visa/decider.ts";
import { visaStreamId } from "../../../core/visa/events.ts";
import type { VisaRule } from "../../../core/visa/rule.ts";
import { runVisaCommand } from "../../../core/visa/service.ts";
import { type AdminSessionCookie, type AdminTestBed, auditOf, signedInTestBed } from "../shell/testing.ts";
import { REJECT_COMMENT_REQUIRED, ROLLBACK_COMMENT_REQUIRED } from "./input.ts";

let bed: AdminTestBed;
let session: AdminSessionCookie;

const rule = (overrides: Partial<VisaRule> = {}): VisaRule => ({
  requirementType: "visa_free",
  visaFreeDays: 90,
  passportValidityMinDays: 90,
  notesBg: null,
  notesEn: null,
  sources: ["passport-index"],
  confidenceLevel: "medium",
  needsReview: false,
  ...overrides,
});

/** An automated proposal, as the sync job makes it; approved by the seed when asked. */
async function propose(countryCode: string, r: VisaRule, approve = false): Promise<string> {
  const revisionId = randomUUID();
  await runVisaCommand(
    bed.store,
    countryCode,
    { type: "ProposeAutomatedRevision", countryCode, revisionId, rule: r, proposedBy: "system:visa-sync" },
    { actor: "system:visa-sync" },
  );
  if (approve) {
    await runVisaCommand(
      bed.store,
      countryCode,
      { type: "ApproveRevision", revisionId, reviewer: "system:seed", comment: "initial import" },
      { actor: "system:seed" },
    );
  }
  return revisionId;
}

async function stream(countryCode: string) {
  return bed.store.readStream(visaStreamId(countryCode));
}

async function lastEvents(countryCode: string, since: number) {
  const { events } = await stream(countryCode);
  return events.filter((e) => e.streamPosition > since);
}

async function html(path: string) {
  const response = await bed.request(path, { session });
  return { status: response.status, text: await response.text() };
}

beforeAll(async () => {
  ({ bed, session } = await signedInTestBed());
  await runCatalogCommand(bed.store, {
    type: "RegisterEntry",
    kind: "country",
    key: "TR",
    entry: {
      countryCode: "TR",
      countryNameBg: "Турция",
      countryNameEn: "Turkey",
      countrySlugBg: "turtsiya",
      countrySlugEn: "turkey",
    },
  });
});
afterAll(() => bed.close());

describe("the decider's comment messages", () => {
  it("are the ones the forms check first", () => {
    const state = [
      { type: "VisaRevisionProposed", data: { revisionId: "a", countryCode: "XX", rule: rule() } },
      {
        type: "VisaRevisionApproved",
        data: { revisionId: "a", reviewer: "x", comment: null, supersededRevisionId: null },
      },
      { type: "VisaRevisionProposed", data: { revisionId: "b", countryCode: "XX", rule: rule({ visaFreeDays: 1 }) } },
    ].reduce((s, e) => visaDecider.evolve(s, e as never), visaDecider.initialState());
    const message = (command: Parameters<typeof visaDecider.decide>[0]) => {
      try {
        visaDecider.decide(command, state);
      } catch (error) {
        if (error instanceof DomainError) return error.message;
      }
      return null;
    };
    expect(message({ type: "RejectRevision", revisionId: "b", reviewer: "x", comment: " " })).toBe(
      REJECT_COMMENT_REQUIRED,
    );
    const approvedB = visaDecider.evolve(state, {
      type: "VisaRevisionApproved",
      data: { revisionId: "b", reviewer: "x", comment: null, supersededRevisionId: "a" },
    });
    expect(() =>
      visaDecider.decide(
        { type: "Rollback", revisionId: "c", toRevisionId: "a", reviewer: "x", comment: "" },
        approvedB,
      ),
    ).toThrow(ROLLBACK_COMMENT_REQUIRED);
  });
});

describe("visa review queue", () => {
  let pendingTr: string;
  beforeAll(async () => {
    await propose("TR", rule(), true);
    pendingTr = await propose("TR", rule({ visaFreeDays: 30, notesEn: "Shorter stays now" }));
    await propose("AU", rule({ requirementType: "eta", visaFreeDays: null, needsReview: true }), true);
    await propose("AU", rule({ requirementType: "evisa", visaFreeDays: null, needsReview: true }));
    await bed.projections.catchUp();
  });

  it("lists pending revisions with their country, changed fields and a link", async () => {
    const { status, text } = await html("/nimda/visa");
    expect(status).toBe(200);
    expect(text).toContain("Turkey (TR)");
    expect(text).toContain(`href="/nimda/visa/TR#revision-${pendingTr}"`);
    expect(text).toContain("Visa-free days, Notes (English)");
    expect(text).toContain('href="/nimda/visa/rules"');
    expect(text).toMatch(/Page 1 of 1 · \d+ total/);
  });

  it("counts the rules nobody has checked and lists them as a queue, with their official pages", async () => {
    const { text } = await html("/nimda/visa");
    const section = text.slice(text.indexOf('id="unchecked-rules"'));
    const total = Number(/Rules nobody has checked: (\d+)/.exec(section)?.[1]);
    // imported and approved by the system only: no person has checked either
    expect(total).toBeGreaterThanOrEqual(2);
    expect(section).toContain('href="/nimda/visa/TR"');
    expect(section).toContain('href="/nimda/visa/AU"');
    expect(section).toContain('href="https://www.mfa.bg/bg/embassyinfo"');
    const dashboard = await (await bed.request("/nimda/dash", { session })).text();
    expect(dashboard).toMatch(new RegExp(`<div class="stat">${total}</div><a href="/nimda/visa#unchecked-rules">`));
  });

  it("filters by country and sorts by proposed time, page and API alike", async () => {
    const filtered = await html("/nimda/visa?country=au");
    expect(filtered.text).toContain("/nimda/visa/AU#revision-");
    expect(filtered.text).not.toContain("/nimda/visa/TR#revision-");

    const api = await bed.api("/nimda/api/visa?country=TR&sort=proposed&dir=desc", session);
    const body = await api.json();
    expect(api.status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.total).toBe(1);
    expect(body.data.rows[0]).toMatchObject({
      revisionId: pendingTr,
      countryCode: "TR",
      countryName: "Turkey",
      changedFields: ["visaFreeDays", "notesEn"],
    });
    const all = await (await bed.api("/nimda/api/visa?sort=proposed&dir=asc", session)).json();
    const times = all.data.rows.map((r: { proposedAt: string }) => r.proposedAt);
    expect([...times].sort()).toEqual(times);
  });

  it("answers bad query parameters with 400 and the message", async () => {
    const api = await bed.api("/nimda/api/visa?page=0", session);
    expect(api.status).toBe(400);
    expect(await api.json()).toMatchObject({
      success: false,
      error: { code: "validation_failed", message: "Page must be a whole number of 1 or more" },
    });
    const bad = await bed.api("/nimda/api/visa?country=Turkey", session);
    expect((await bad.json()).error.message).toBe("Country must be a 2-letter code");
    const page = await html("/nimda/visa?page=abc");
    expect(page.status).toBe(400);
    expect(page.text).toContain("Page must be a whole number of 1 or more");
  });

  it("lists every country's current rule with filters", async () => {
    const { text } = await html("/nimda/visa/rules?type=eta");
    expect(text).toContain('href="/nimda/visa/AU"');
    expect(text).not.toContain('href="/nimda/visa/TR"');
    const review = await (await bed.api("/nimda/api/visa/rules?needsReview=yes", session)).json();
    expect(review.data.rows.map((r: { countryCode: string }) => r.countryCode)).toEqual(["AU"]);
    const search = await (await bed.api("/nimda/api/visa/rules?q=turk", session)).json();
    expect(search.data.rows).toMatchObject([{ countryCode: "TR", pending: 1, requirementType: "visa_free" }]);
    const bad = await bed.api("/nimda/api/visa/rules?type=visa_required", session);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe(
      "Requirement type must be one of: visa_free, eta, evisa, visa_on_arrival, embassy_visa, transit_visa",
    );
  });
});

describe("one country's rule", () => {
  let current: string;
  let pending: string;
  beforeAll(async () => {
    current = await propose("JP", rule({ notesEn: "Carry <b>proof</b> of onward travel" }), true);
    pending = await propose("JP", rule({ visaFreeDays: 60, notesEn: "Carry <b>proof</b> of onward travel" }));
    await bed.projections.catchUp();
  });

  it("shows the current rule beside each pending revision, the differences marked, and the history", async () => {
    const { status, text } = await html("/nimda/visa/JP");
    expect(status).toBe(200);
    expect(text).toContain("Current (approved)");
    expect(text).toContain(`id="revision-${pending}"`);
    expect(text).toContain("<mark>60</mark>");
    expect(text).not.toContain("<mark>90</mark>");
    expect(text).toContain("Carry &lt;b&gt;proof&lt;/b&gt; of onward travel");
    expect(text).not.toContain("<b>proof</b>");
    expect(text).toContain("Revision history");
    expect(text).toContain(`action="/nimda/visa/JP/revisions/${pending}/approve"`);
    expect(text).toContain(`action="/nimda/visa/JP/revisions/${pending}/reject"`);
    expect(text).toContain('action="/nimda/visa/JP/edit"');
    expect(text).toContain('name="lockFields"');

    const api = await (await bed.api("/nimda/api/visa/jp", session)).json();
    expect(api.data.current.revisionId).toBe(current);
    expect(api.data.pending).toMatchObject([{ revisionId: pending, changedFields: ["visaFreeDays"] }]);
  });

  it("answers an unknown country with 404", async () => {
    expect((await bed.request("/nimda/visa/ZZ", { session })).status).toBe(404);
    expect((await bed.request("/nimda/visa/TURKEY", { session })).status).toBe(404);
    const api = await bed.api("/nimda/api/visa/ZZ", session);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ success: false, error: { code: "not_found" } });
    const post = await bed.api("/nimda/api/visa/ZZ/auto-update", session, {
      method: "POST",
      body: { autoUpdateDisabled: true },
    });
    expect(post.status).toBe(404);
    expect((await stream("ZZ")).version).toBe(0);
  });
});

describe("review commands", () => {
  it("approves through the form, with the audit metadata", async () => {
    await propose("GE", rule(), true);
    const revision = await propose("GE", rule({ visaFreeDays: 365 }));
    const before = (await stream("GE")).version;
    const response = await bed.postForm(`/nimda/visa/GE/revisions/${revision}/approve`, session, {
      comment: "Checked with the ministry",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(/^\/nimda\/visa\/GE\?notice=/);
    const [event] = await lastEvents("GE", before);
    expect(event).toMatchObject({
      type: "VisaRevisionApproved",
      data: { revisionId: revision, reviewer: "admin:admin", comment: "Checked with the ministry" },
      metadata: auditOf("visa.approve"),
    });
    await bed.projections.catchUp();
    const page = await html("/nimda/visa/GE");
    expect(page.text).toContain("visa_free, 365 days");
  });

  it("approves through the API, and refuses what is not pending or not there", async () => {
    await propose("AM", rule(), true);
    const revision = await propose("AM", rule({ visaFreeDays: 180 }));
    const ok = await bed.api(`/nimda/api/visa/AM/revisions/${revision}/approve`, session, { method: "POST" });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({
      success: true,
      data: { countryCode: "AM", changed: true, revisionId: revision },
    });
    const [event] = (await stream("AM")).events.slice(-1);
    expect(event?.metadata).toMatchObject(auditOf("visa.approve"));

    const again = await bed.api(`/nimda/api/visa/AM/revisions/${revision}/approve`, session, { method: "POST" });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe("not_pending");
    const unknown = await bed.api(`/nimda/api/visa/AM/revisions/${randomUUID()}/approve`, session, {
      method: "POST",
    });
    expect(unknown.status).toBe(404);
    const garbage = await bed.api("/nimda/api/visa/AM/revisions/not-an-id/approve", session, { method: "POST" });
    expect(garbage.status).toBe(404);
  });

  it("rejects only with a comment, showing the decider's message, form and API alike", async () => {
    await propose("EG", rule(), true);
    const first = await propose("EG", rule({ requirementType: "visa_on_arrival", visaFreeDays: 30 }));
    await bed.projections.catchUp();
    const before = (await stream("EG")).version;

    const refused = await bed.postForm(`/nimda/visa/EG/revisions/${first}/reject`, session, { comment: "  " });
    expect(refused.status).toBe(400);
    const text = await refused.text();
    expect(text).toContain(REJECT_COMMENT_REQUIRED);
    expect(text).toContain('id="reject-');
    const refusedApi = await bed.api(`/nimda/api/visa/EG/revisions/${first}/reject`, session, {
      method: "POST",
      body: {},
    });
    expect(refusedApi.status).toBe(400);
    expect((await refusedApi.json()).error.message).toBe(REJECT_COMMENT_REQUIRED);
    expect((await stream("EG")).version).toBe(before);

    const done = await bed.postForm(`/nimda/visa/EG/revisions/${first}/reject`, session, {
      comment: "The source confuses the e-visa",
    });
    expect(done.status).toBe(303);
    expect((await lastEvents("EG", before))[0]).toMatchObject({
      type: "VisaRevisionRejected",
      data: { revisionId: first, comment: "The source confuses the e-visa", reviewer: "admin:admin" },
      metadata: auditOf("visa.reject"),
    });

    const second = await propose("EG", rule({ requirementType: "evisa", visaFreeDays: 30 }));
    const api = await bed.api(`/nimda/api/visa/EG/revisions/${second}/reject`, session, {
      method: "POST",
      body: { comment: "Not confirmed" },
    });
    expect(api.status).toBe(200);
    expect((await stream("EG")).events.at(-1)).toMatchObject({
      type: "VisaRevisionRejected",
      metadata: auditOf("visa.reject"),
    });
  });
});

describe("manual edits and locks", () => {
  const form = (overrides: Record<string, string | string[]> = {}) => ({
    requirementType: "visa_free",
    visaFreeDays: "90",
    passportValidityMinDays: "90",
    notesBg: "",
    notesEn: "",
    sources: "passport-index",
    confidenceLevel: "medium",
    needsReview: "false",
    lockFields: "false",
    comment: "",
    ...overrides,
  });

  it("refuses bad values with the message and stores nothing", async () => {
    await propose("MA", rule(), true);
    await bed.projections.catchUp();
    const before = (await stream("MA")).version;
    const response = await bed.postForm("/nimda/visa/MA/edit", session, form({ visaFreeDays: "-3", notesEn: "kept" }));
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).toContain("Visa-free days must be a whole number from 0 to 3650, or empty");
    expect(text).toContain('id="edit-visaFreeDays-error"');
    expect(text).toContain(">kept</textarea>");

    const api = await bed.api("/nimda/api/visa/MA/edit", session, {
      method: "POST",
      body: { changes: { requirementType: "visa_required" } },
    });
    expect(api.status).toBe(400);
    expect((await api.json()).error.message).toBe(
      "Requirement type must be one of: visa_free, eta, evisa, visa_on_arrival, embassy_visa, transit_visa",
    );
    const huge = await bed.api("/nimda/api/visa/MA/edit", session, {
      method: "POST",
      body: { changes: { passportValidityMinDays: 99999999999 } },
    });
    expect((await huge.json()).error.message).toBe(
      "Passport validity days must be a whole number from 0 to 3650, or empty",
    );
    const unknown = await bed.api("/nimda/api/visa/MA/edit", session, {
      method: "POST",
      body: { changes: { visaFreeDays: 10, fee: 20 } },
    });
    expect(unknown.status).toBe(400);
    const empty = await bed.api("/nimda/api/visa/MA/edit", session, { method: "POST", body: { changes: {} } });
    expect((await empty.json()).error.message).toBe("Change at least one field");
    const notJson = await bed.request("/nimda/api/visa/MA/edit", {
      method: "POST",
      session,
      headers: { "x-csrf-token": session.csrfToken, "content-type": "application/json" },
      body: "{oops",
    });
    expect(notJson.status).toBe(400);
    expect((await stream("MA")).version).toBe(before);
  });

  it("saves a form edit as a manual override, locking only the changed fields", async () => {
    await propose("TH", rule(), true);
    const before = (await stream("TH")).version;
    const response = await bed.postForm(
      "/nimda/visa/TH/edit",
      session,
      form({
        visaFreeDays: "60",
        notesEn: "Extended by the 2024 agreement",
        lockFields: ["false", "true"],
        comment: "Embassy notice",
      }),
    );
    expect(response.status).toBe(303);
    const events = await lastEvents("TH", before);
    expect(events.map((e) => e.type)).toEqual([
      "VisaRevisionProposed",
      "VisaRevisionApproved",
      "VisaOverrideFieldsLocked",
    ]);
    expect(events[0]?.data).toMatchObject({
      changeType: "manual_override",
      rule: rule({ visaFreeDays: 60, notesEn: "Extended by the 2024 agreement" }),
      comment: "Embassy notice",
    });
    expect(events[2]?.data).toEqual({ fields: ["visaFreeDays", "notesEn"], by: "admin:admin" });
    for (const event of events) expect(event.metadata).toMatchObject(auditOf("visa.edit"));

    // an automated update keeps the locked values
    await propose("TH", rule({ visaFreeDays: 30, notesEn: null, confidenceLevel: "high" }));
    await bed.projections.catchUp();
    const api = await (await bed.api("/nimda/api/visa/TH", session)).json();
    expect(api.data.lockedFields).toEqual(["notesEn", "visaFreeDays"]);
    expect(api.data.pending[0]).toMatchObject({
      changedFields: ["confidenceLevel"],
      keptLockedFields: ["visaFreeDays", "notesEn"],
    });
    const page = await html("/nimda/visa/TH");
    expect(page.text).toContain("Fields to unlock");
  });

  it("sets whether an identity card is enough and the day the rule was verified, and refuses a bad day", async () => {
    await propose("ME", rule(), true);
    await bed.projections.catchUp();
    const page = await html("/nimda/visa/ME");
    expect(page.text).toContain('name="idCardAccepted"');
    expect(page.text).toContain('name="verifiedOn"');
    expect(page.text).toContain("the public page never shows it");

    const before = (await stream("ME")).version;
    const bad = await bed.postForm("/nimda/visa/ME/edit", session, form({ verifiedOn: "25.11.2026" }));
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Verified on must be a date written YYYY-MM-DD");
    expect((await stream("ME")).version).toBe(before);

    const saved = await bed.postForm(
      "/nimda/visa/ME/edit",
      session,
      form({ idCardAccepted: "true", verifiedOn: "2026-11-25", sources: "https://www.mfa.bg/" }),
    );
    expect(saved.status).toBe(303);
    const [proposal] = await lastEvents("ME", before);
    expect(proposal?.data).toMatchObject({
      changeType: "manual_edit",
      rule: { idCardAccepted: true, verifiedOn: "2026-11-25", sources: ["https://www.mfa.bg/"] },
    });
    await bed.projections.catchUp();
    const api = await (await bed.api("/nimda/api/visa/ME", session)).json();
    expect(api.data.current.rule).toMatchObject({ idCardAccepted: true, verifiedOn: "2026-11-25" });
    // the same form again changes nothing
    const again = (await stream("ME")).version;
    await bed.postForm(
      "/nimda/visa/ME/edit",
      session,
      form({ idCardAccepted: "true", verifiedOn: "2026-11-25", sources: "https://www.mfa.bg/" }),
    );
    expect((await stream("ME")).version).toBe(again);
  });

  it("saves an API edit as a manual edit, and an unchanged edit changes nothing", async () => {
    await propose("VN", rule({ requirementType: "evisa", visaFreeDays: null }), true);
    const before = (await stream("VN")).version;
    const response = await bed.api("/nimda/api/visa/VN/edit", session, {
      method: "POST",
      body: { changes: { passportValidityMinDays: 180, sources: ["https://evisa.gov.vn", "passport-index"] } },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).data.changed).toBe(true);
    const events = await lastEvents("VN", before);
    expect(events.map((e) => e.type)).toEqual(["VisaRevisionProposed", "VisaRevisionApproved"]);
    expect(events[0]).toMatchObject({ data: { changeType: "manual_edit" }, metadata: auditOf("visa.edit") });

    const version = (await stream("VN")).version;
    const same = await bed.api("/nimda/api/visa/VN/edit", session, {
      method: "POST",
      body: { changes: { passportValidityMinDays: 180 }, lockFields: true },
    });
    expect((await same.json()).data.changed).toBe(false);
    expect((await stream("VN")).version).toBe(version);
  });

  it("unlocks fields through the form and the API", async () => {
    await propose("ID", rule(), true);
    await bed.api("/nimda/api/visa/ID/edit", session, {
      method: "POST",
      body: { changes: { visaFreeDays: 30, notesBg: "Виза при пристигане за по-дълъг престой" }, lockFields: true },
    });
    await bed.projections.catchUp();
    const before = (await stream("ID")).version;
    const none = await bed.postForm("/nimda/visa/ID/unlock", session, {});
    expect(none.status).toBe(400);
    expect(await none.text()).toContain("Choose at least one field to unlock");
    const badField = await bed.api("/nimda/api/visa/ID/unlock", session, { method: "POST", body: { fields: ["fee"] } });
    expect((await badField.json()).error.message).toBe("Unknown visa rule field");
    expect((await stream("ID")).version).toBe(before);

    expect((await bed.postForm("/nimda/visa/ID/unlock", session, { fields: "visaFreeDays" })).status).toBe(303);
    const api = await bed.api("/nimda/api/visa/ID/unlock", session, { method: "POST", body: { fields: ["notesBg"] } });
    expect(api.status).toBe(200);
    const events = await lastEvents("ID", before);
    expect(events).toMatchObject([
      { type: "VisaOverrideFieldsUnlocked", data: { fields: ["visaFreeDays"] }, metadata: auditOf("visa.unlock") },
      { type: "VisaOverrideFieldsUnlocked", data: { fields: ["notesBg"] }, metadata: auditOf("visa.unlock") },
    ]);
  });

  it("toggles automatic updates through the form and the API", async () => {
    await propose("CU", rule({ requirementType: "embassy_visa", visaFreeDays: null }), true);
    const before = (await stream("CU")).version;
    const off = await bed.postForm("/nimda/visa/CU/auto-update", session, { autoUpdateDisabled: "true" });
    expect(off.status).toBe(303);
    expect(new URL(off.headers.get("location") ?? "", "http://x").searchParams.get("notice")).toBe(
      "Automatic updates are disabled.",
    );
    await bed.projections.catchUp();
    expect((await html("/nimda/visa/CU")).text).toContain("Enable automatic updates");
    const bad = await bed.api("/nimda/api/visa/CU/auto-update", session, {
      method: "POST",
      body: { autoUpdateDisabled: "maybe" },
    });
    expect((await bad.json()).error.message).toBe("autoUpdateDisabled must be true or false");
    const on = await bed.api("/nimda/api/visa/CU/auto-update", session, {
      method: "POST",
      body: { autoUpdateDisabled: false },
    });
    expect(on.status).toBe(200);
    expect(await lastEvents("CU", before)).toMatchObject([
      { type: "VisaAutoUpdateSet", data: { disabled: true }, metadata: auditOf("visa.auto_update") },
      { type: "VisaAutoUpdateSet", data: { disabled: false }, metadata: auditOf("visa.auto_update") },
    ]);
  });

  it("rolls back to an earlier approved revision, with a comment, through the form and the API", async () => {
    const first = await propose("MX", rule({ visaFreeDays: 180 }), true);
    const second = await propose("MX", rule({ visaFreeDays: 90 }), true);
    await bed.projections.catchUp();
    expect((await html("/nimda/visa/MX")).text).toContain(`<option value="${first}"`);
    const before = (await stream("MX")).version;

    const noComment = await bed.postForm("/nimda/visa/MX/rollback", session, { toRevisionId: first, comment: "" });
    expect(noComment.status).toBe(400);
    expect(await noComment.text()).toContain(ROLLBACK_COMMENT_REQUIRED);
    const noCommentApi = await bed.api("/nimda/api/visa/MX/rollback", session, {
      method: "POST",
      body: { toRevisionId: first },
    });
    expect((await noCommentApi.json()).error.message).toBe(ROLLBACK_COMMENT_REQUIRED);
    const current = await bed.api("/nimda/api/visa/MX/rollback", session, {
      method: "POST",
      body: { toRevisionId: second, comment: "x" },
    });
    expect(current.status).toBe(409);
    expect((await current.json()).error.code).toBe("not_restorable");
    expect((await stream("MX")).version).toBe(before);

    const done = await bed.postForm("/nimda/visa/MX/rollback", session, {
      toRevisionId: first,
      comment: "The 90-day change was a data error",
    });
    expect(done.status).toBe(303);
    const events = await lastEvents("MX", before);
    expect(events[0]).toMatchObject({
      type: "VisaRevisionProposed",
      data: { changeType: "rollback", restoresRevisionId: first, rule: { visaFreeDays: 180 } },
      metadata: auditOf("visa.rollback"),
    });

    const api = await bed.api("/nimda/api/visa/MX/rollback", session, {
      method: "POST",
      body: { toRevisionId: second, comment: "Back to 90 after all" },
    });
    expect(api.status).toBe(200);
    expect((await stream("MX")).events.at(-1)).toMatchObject({
      type: "VisaRevisionApproved",
      metadata: auditOf("visa.rollback"),
    });
    await bed.projections.catchUp();
    const history = await html("/nimda/visa/MX");
    expect(history.text).toContain("The 90-day change was a data error");
    expect(history.text).toContain("rollback");
  });
});
