import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runSettingsCommand } from "../../../core/settings/service.ts";
import { SHARE_NETWORKS_STREAM_ID, socialAccountStreamId } from "../../../core/social/events.ts";
import { type AdminSessionCookie, type AdminTestBed, auditOf, noticeOf, signedInTestBed } from "../shell/testing.ts";

let bed: AdminTestBed;
let session: AdminSessionCookie;
beforeAll(async () => {
  ({ bed, session } = await signedInTestBed());
});
afterAll(() => bed.close());

const idFromLocation = (response: Response) =>
  /^\/nimda\/social\/accounts\/([0-9a-f-]{36})\?notice=/.exec(response.headers.get("location") ?? "")?.[1] ?? "";

const accountForm = (overrides: Record<string, string> = {}) => ({
  network: "telegram",
  name: "Telegram BG",
  target: "@flydealsbg",
  language: "bg",
  enabled: "on",
  maxPostsPerHour: "6",
  minDealSavings: "25",
  ...overrides,
});

async function page(path: string) {
  const response = await bed.request(path, { session });
  return { status: response.status, text: await response.text() };
}

describe("social accounts", () => {
  it("adds one through the form with its audit metadata, and lists it on the overview", async () => {
    const before = await bed.eventCount();
    const response = await bed.postForm("/nimda/social/accounts/new", session, accountForm());
    expect(response.status).toBe(303);
    expect(noticeOf(response)).toBe("Account added.");
    const id = idFromLocation(response);
    const { events } = await bed.store.readStream(socialAccountStreamId(id));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: "SocialAccountAdded",
      data: { accountId: id, network: "telegram", name: "Telegram BG", target: "@flydealsbg", language: "bg" },
      metadata: auditOf("social.account.add"),
    });
    expect(events[0]?.data).toMatchObject({ enabled: true, maxPostsPerHour: 6, minDealSavings: 25 });
    expect(await bed.eventCount()).toBe(before + 1);

    const edit = await page(`/nimda/social/accounts/${id}`);
    expect(edit.status).toBe(200);
    expect(edit.text).toContain('value="@flydealsbg"');
    expect(edit.text).toContain("Telegram: the @channel name or the numeric chat id");
    expect(edit.text).toContain("LinkedIn: the organization URN");

    await bed.projections.catchUp();
    const overview = await page("/nimda/social");
    expect(overview.status).toBe(200);
    expect(overview.text).toContain("Telegram BG");
    expect(overview.text).toContain("@flydealsbg");
    expect(overview.text).toContain(`href="/nimda/social/accounts/${id}"`);
    expect(overview.text).toContain('href="/nimda/settings"');
    expect(overview.text).toContain("Kill switch off");
    expect(overview.text).toContain("SOCIAL=outbox: posts are recorded as posted");
    expect(overview.text).toContain('href="/nimda/social/posts?status=failed"');
  });

  it("refuses bad form input with each message beside its field, status 400, input kept, nothing stored", async () => {
    const before = await bed.eventCount();
    const response = await bed.postForm(
      "/nimda/social/accounts/new",
      session,
      accountForm({ name: " ", target: "", maxPostsPerHour: "99", minDealSavings: "abc", network: "myspace" }),
    );
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).toContain("Name is required");
    expect(text).toContain("Target is required");
    expect(text).toContain("maxPostsPerHour must be between 1 and 60");
    expect(text).toContain("minDealSavings must be a number");
    expect(text).toContain("network must be one of facebook, telegram, twitter, linkedin");
    expect(text).toContain('id="account-name-error"');
    expect(text).toContain('id="account-maxPostsPerHour-error"');
    expect(text).toContain('value="99"');
    expect(await bed.eventCount()).toBe(before);
  });

  it("edits through the form: unticking enabled disables it; the same values change nothing", async () => {
    const created = await bed.postForm("/nimda/social/accounts/new", session, accountForm({ name: "To edit" }));
    const id = idFromLocation(created);
    const { enabled: _enabled, ...unticked } = accountForm({ name: "Edited", language: "en" });
    const saved = await bed.postForm(`/nimda/social/accounts/${id}`, session, unticked);
    expect(saved.status).toBe(303);
    expect(noticeOf(saved)).toBe("Account saved.");
    const { events } = await bed.store.readStream(socialAccountStreamId(id));
    expect(events[1]).toMatchObject({
      type: "SocialAccountUpdated",
      data: { name: "Edited", language: "en", enabled: false, changed: ["name", "language", "enabled"] },
      metadata: auditOf("social.account.update"),
    });
    const same = await bed.postForm(`/nimda/social/accounts/${id}`, session, unticked);
    expect(noticeOf(same)).toBe("Nothing changed.");

    const bad = await bed.postForm(`/nimda/social/accounts/${id}`, session, { ...unticked, language: "de" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("language must be bg or en");
    expect((await bed.store.readStream(socialAccountStreamId(id))).events).toHaveLength(2);
  });

  it("works through the API: create, read, partial update, exact messages, 404s", async () => {
    const before = await bed.eventCount();
    const missing = await bed.api("/nimda/api/social/accounts", session, {
      method: "POST",
      body: { network: "twitter", target: "@x" },
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      success: false,
      error: { code: "validation_failed", message: "Name is required" },
    });
    const notObject = await bed.api("/nimda/api/social/accounts", session, { method: "POST", body: [1] });
    expect(notObject.status).toBe(400);
    expect(await bed.eventCount()).toBe(before);

    const created = await bed.api("/nimda/api/social/accounts", session, {
      method: "POST",
      body: { network: "linkedin", name: "LinkedIn", target: "urn:li:organization:1", language: "en" },
    });
    expect(created.status).toBe(201);
    const account = (await created.json()).data;
    expect(account).toMatchObject({ network: "linkedin", enabled: true, maxPostsPerHour: 10, minDealSavings: 0 });

    const read = await bed.api(`/nimda/api/social/accounts/${account.accountId}`, session);
    expect(await read.json()).toMatchObject({ success: true, data: { name: "LinkedIn" } });

    const patched = await bed.api(`/nimda/api/social/accounts/${account.accountId}`, session, {
      method: "PATCH",
      body: { maxPostsPerHour: 2 },
    });
    expect(await patched.json()).toMatchObject({
      success: true,
      data: { account: { name: "LinkedIn", maxPostsPerHour: 2 }, changed: true },
    });
    const { events } = await bed.store.readStream(socialAccountStreamId(account.accountId));
    expect(events[1]?.metadata).toMatchObject(auditOf("social.account.update"));

    const bad = await bed.api(`/nimda/api/social/accounts/${account.accountId}`, session, {
      method: "POST",
      body: { minDealSavings: 101 },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe("minDealSavings must be between 0 and 100");

    await bed.projections.catchUp();
    const list = await (await bed.api("/nimda/api/social/accounts", session)).json();
    expect(list.data.map((a: { name: string }) => a.name)).toContain("LinkedIn");

    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await bed.api(`/nimda/api/social/accounts/${unknown}`, session)).status).toBe(404);
    expect((await bed.api(`/nimda/api/social/accounts/nope`, session, { method: "PATCH", body: {} })).status).toBe(404);
    expect((await bed.request(`/nimda/social/accounts/${unknown}`, { session })).status).toBe(404);
    expect((await bed.postForm(`/nimda/social/accounts/${unknown}`, session, accountForm())).status).toBe(404);
  });
});

describe("the overview", () => {
  it("answers as JSON with the accounts, counts, share buttons and the kill switch", async () => {
    await runSettingsCommand(bed.store, {
      type: "ChangeSettings",
      changes: { killSwitch: true },
      lastModifiedBy: "admin:admin",
      at: new Date().toISOString(),
    });
    await bed.projections.catchUp();
    const body = await (await bed.api("/nimda/api/social", session)).json();
    expect(body).toMatchObject({
      success: true,
      data: {
        counts: { pending: 0, processing: 0, posted: 0, failed: 0, skipped: 0 },
        shareNetworks: ["facebook", "telegram", "twitter", "linkedin"],
        killSwitch: true,
      },
    });
    expect(body.data.accounts.length).toBeGreaterThan(0);
    expect((await page("/nimda/social")).text).toContain("Kill switch on");
  });
});

describe("the share buttons", () => {
  const publicNetworks = async () =>
    ((await (await bed.app.request("/api/share/networks")).json()).data as { network: string }[]).map((n) => n.network);

  it("saves the ticked networks through the form, and the public share API follows", async () => {
    expect(await publicNetworks()).toEqual(["facebook", "telegram", "twitter", "linkedin"]);
    const response = await bed.postForm("/nimda/social/share-networks", session, {
      networks: ["linkedin", "telegram"],
    });
    expect(response.status).toBe(303);
    expect(noticeOf(response)).toBe("Share buttons saved: telegram, linkedin.");
    const { events } = await bed.store.readStream(SHARE_NETWORKS_STREAM_ID);
    expect(events.at(-1)).toMatchObject({
      type: "ShareNetworksChanged",
      data: { networks: ["telegram", "linkedin"] },
      metadata: auditOf("social.share-networks.set"),
    });
    await bed.projections.catchUp();
    expect(await publicNetworks()).toEqual(["telegram", "linkedin"]);
    const overview = (await page("/nimda/social")).text;
    expect(overview).toContain('name="networks" checked="" value="telegram"');
    expect(overview).toContain('name="networks" value="facebook"/>');

    const none = await bed.postForm("/nimda/social/share-networks", session, {});
    expect(noticeOf(none)).toBe("Share buttons saved: none.");
    await bed.projections.catchUp();
    expect(await publicNetworks()).toEqual([]);
  });

  it("saves through the API and refuses an unknown network", async () => {
    const before = await bed.eventCount();
    const bad = await bed.api("/nimda/api/social/share-networks", session, {
      method: "PUT",
      body: { networks: ["myspace"] },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe("network must be one of facebook, telegram, twitter, linkedin");
    const badForm = await bed.postForm("/nimda/social/share-networks", session, { networks: "myspace" });
    expect(badForm.status).toBe(400);
    expect(await bed.eventCount()).toBe(before);

    const saved = await bed.api("/nimda/api/social/share-networks", session, {
      method: "POST",
      body: { networks: ["twitter", "facebook"] },
    });
    expect(await saved.json()).toEqual({
      success: true,
      data: { networks: ["facebook", "twitter"], changed: true },
    });
    const { events } = await bed.store.readStream(SHARE_NETWORKS_STREAM_ID);
    expect(events.at(-1)?.metadata).toMatchObject(auditOf("social.share-networks.set"));
    await bed.projections.catchUp();
    expect(await publicNetworks()).toEqual(["facebook", "twitter"]);
  });
});
