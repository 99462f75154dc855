import { randomUUID } from "node:crypto";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PostQueuedData } from "../../../core/social/events.ts";
import { postAttemptStreamId } from "../../../core/social/events.ts";
import { runPostCommand } from "../../../core/social/service.ts";
import { QUEUES } from "../../../workers/queues.ts";
import { type AdminSessionCookie, type AdminTestBed, auditOf, noticeOf, signedInTestBed } from "../shell/testing.ts";

let bed: AdminTestBed;
let session: AdminSessionCookie;
let telegram: { accountId: string; name: string };
let facebook: { accountId: string; name: string };

const SYSTEM = { actor: "system:test" };
const now = () => new Date().toISOString();

const streamOf = async (id: string) => (await bed.store.readStream(postAttemptStreamId(id))).events;
const html = async (path: string) => {
  const response = await bed.request(path, { session });
  return { status: response.status, text: await response.text() };
};

async function addAccount(network: string, name: string) {
  const response = await bed.api("/nimda/api/social/accounts", session, {
    method: "POST",
    body: { network, name, target: `${network}-target`, language: "bg" },
  });
  return (await response.json()).data as { accountId: string; name: string };
}

const SUBMISSION = {
  flightId: "F-1",
  fromAirport: "SOF",
  toAirport: "LTN",
  price: 89,
  currency: "BGN",
  departureAt: "2025-10-12T06:30:00",
  airlineCode: "W6",
  dealUrl: "https://flydeals.example/oferta/abc",
  dealType: "hot_deal" as const,
  savingsPercent: 58,
};

/** A post as the auto-poster queues it, moved on to `status` the way the worker does. */
async function givenPost(status: "pending" | "failed" | "posted", account = telegram, text = "Line one\n  line two") {
  const attemptId = randomUUID();
  const data: PostQueuedData = {
    attemptId,
    accountId: account.accountId,
    network: account === telegram ? "telegram" : "facebook",
    dealId: randomUUID(),
    templateId: null,
    submission: SUBMISSION,
    itinerarySignature: null,
    text,
    notBefore: now(),
    origin: "auto",
  };
  await runPostCommand(bed.store, attemptId, { type: "QueuePost", data }, SYSTEM);
  if (status === "pending") return attemptId;
  await runPostCommand(bed.store, attemptId, { type: "StartPost", at: now() }, SYSTEM);
  if (status === "posted") {
    const published = { type: "RecordPublished" as const, externalId: "m-42", url: "https://t.me/x/42", at: now() };
    await runPostCommand(bed.store, attemptId, published, SYSTEM);
  } else {
    const failure = { errorCode: "rate_limited", errorMessage: "Too many requests", retryable: false, at: now() };
    await runPostCommand(bed.store, attemptId, { type: "RecordFailure", ...failure }, SYSTEM);
  }
  return attemptId;
}

beforeAll(async () => {
  ({ bed, session } = await signedInTestBed());
  telegram = await addAccount("telegram", "Telegram BG");
  facebook = await addAccount("facebook", "Facebook page");
});
afterAll(() => bed.close());

describe("the posts list and a post", () => {
  it("lists posts newest first with their columns, filtered by status and account, 25 a page", async () => {
    const failed = await givenPost("failed");
    const posted = await givenPost("posted");
    for (let i = 0; i < 26; i++) await givenPost("pending", facebook);
    await bed.projections.catchUp();

    const all = await html("/nimda/social/posts");
    expect(all.status).toBe(200);
    expect(all.text).toContain("Page 1 of 2 · 28 total");
    const failedPage = await html("/nimda/social/posts?status=failed");
    expect(failedPage.text).toContain(`href="/nimda/social/posts/${failed}"`);
    expect(failedPage.text).toContain("SOF → LTN");
    expect(failedPage.text).toContain("89.00 BGN");
    expect(failedPage.text).toContain("<code>rate_limited</code>: Too many requests");
    expect(failedPage.text).toContain(`action="/nimda/social/posts/${failed}/retry"`);
    expect(failedPage.text).toContain(`action="/nimda/social/posts/${failed}/cancel"`);
    expect(failedPage.text).not.toContain(posted);
    const postedPage = await html("/nimda/social/posts?status=posted");
    expect(postedPage.text).toContain('<a href="https://t.me/x/42">m-42</a>');
    expect(postedPage.text).not.toContain(`/nimda/social/posts/${posted}/cancel`);

    const byAccount = await (
      await bed.api(`/nimda/api/social/posts?account=${facebook.accountId}&page=2`, session)
    ).json();
    expect(byAccount.data).toMatchObject({ total: 26, page: 2, pageSize: 25 });
    expect(byAccount.data.rows).toHaveLength(1);
    expect(byAccount.data.rows[0]).toMatchObject({ accountName: "Facebook page", status: "pending" });
    const bad = await bed.api("/nimda/api/social/posts?status=lost", session);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe("Status must be one of pending, processing, posted, failed, skipped");
    expect((await html("/nimda/social/posts?page=0")).status).toBe(400);
  });

  it("shows one post: its exact text, the submission, the state and the link to its history", async () => {
    const attemptId = await givenPost("posted");
    const { status, text } = await html(`/nimda/social/posts/${attemptId}`);
    expect(status).toBe(200);
    expect(text).toContain("<pre>Line one\n  line two</pre>");
    expect(text).toContain("https://flydeals.example/oferta/abc");
    expect(text).toContain("F-1");
    expect(text).toContain("Telegram BG");
    expect(text).toContain('<a href="https://t.me/x/42">m-42</a>');
    expect(text).toContain(`href="/nimda/streams/postattempt-${attemptId}"`);
    const api = await (await bed.api(`/nimda/api/social/posts/${attemptId}`, session)).json();
    expect(api.data).toMatchObject({
      attemptId,
      status: "posted",
      externalId: "m-42",
      queued: { text: "Line one\n  line two" },
    });
  });
});

describe("retry and cancel", () => {
  it("retries a failed post through the form and the API; anything else is refused with 409", async () => {
    const failed = await givenPost("failed");
    const response = await bed.postForm(`/nimda/social/posts/${failed}/retry`, session, {
      returnTo: "/nimda/social/posts?status=failed",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(/^\/nimda\/social\/posts\?status=failed&notice=/);
    expect(noticeOf(response)).toBe("Retry requested: the worker's sweeper publishes it within 5 minutes.");
    expect((await streamOf(failed)).at(-1)).toMatchObject({
      type: "PostRetryRequested",
      metadata: auditOf("social.post.retry"),
    });

    const again = await bed.postForm(`/nimda/social/posts/${failed}/retry`, session, {
      returnTo: "https://evil.example",
    });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("A pending post cannot be retried");
    const apiAgain = await bed.api(`/nimda/api/social/posts/${failed}/retry`, session, { method: "POST" });
    expect(apiAgain.status).toBe(409);
    expect((await apiAgain.json()).error).toEqual({
      code: "invalid_transition",
      message: "A pending post cannot be retried",
    });

    const other = await givenPost("failed");
    const api = await bed.api(`/nimda/api/social/posts/${other}/retry`, session, { method: "POST" });
    expect(api.status).toBe(200);
    expect(await api.json()).toMatchObject({ success: true, data: { attemptId: other, status: "pending" } });
    expect((await streamOf(other)).at(-1)?.metadata).toMatchObject(auditOf("social.post.retry"));
  });

  it("sends the publish job when pg-boss runs in this process", async () => {
    const sent: unknown[][] = [];
    const send = async (...args: unknown[]) => {
      sent.push(args);
      return "job-1";
    };
    bed.deps.boss = { send } as unknown as PgBoss;
    try {
      const failed = await givenPost("failed");
      const response = await bed.postForm(`/nimda/social/posts/${failed}/retry`, session, {});
      expect(response.headers.get("location")).toMatch(new RegExp(`^/nimda/social/posts/${failed}\\?notice=`));
      expect(noticeOf(response)).toBe("Retry requested: the publish job is queued.");
      expect(sent).toEqual([[QUEUES.socialPublish, { attemptId: failed }, { singletonKey: failed }]]);
    } finally {
      bed.deps.boss = null;
    }
  });

  it("cancels a pending post through the form and the API, recording who; a posted one is refused", async () => {
    const pending = await givenPost("pending");
    // only the posts list is a place to return to, never another site
    const response = await bed.postForm(`/nimda/social/posts/${pending}/cancel`, session, {
      returnTo: "//evil.example/nimda/social/posts",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(new RegExp(`^/nimda/social/posts/${pending}\\?notice=`));
    expect(noticeOf(response)).toBe("Post cancelled.");
    expect((await streamOf(pending)).at(-1)).toMatchObject({
      type: "PostSkipped",
      data: { reason: "cancelled", detail: "Cancelled by admin:admin" },
      metadata: auditOf("social.post.cancel"),
    });
    const page = await html(`/nimda/social/posts/${pending}`);
    expect(page.text).toContain("<code>cancelled</code>: Cancelled by admin:admin");

    const viaApi = await givenPost("failed");
    const api = await bed.api(`/nimda/api/social/posts/${viaApi}/cancel`, session, { method: "POST" });
    expect(await api.json()).toMatchObject({ success: true, data: { status: "skipped", skipReason: "cancelled" } });
    expect((await streamOf(viaApi)).at(-1)?.metadata).toMatchObject(auditOf("social.post.cancel"));

    const posted = await givenPost("posted");
    const before = await bed.eventCount();
    const refused = await bed.api(`/nimda/api/social/posts/${posted}/cancel`, session, { method: "POST" });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe("A posted post cannot be skipped");
    expect(await bed.eventCount()).toBe(before);
  });

  it("answers 404 for unknown posts", async () => {
    const unknown = randomUUID();
    expect((await html(`/nimda/social/posts/${unknown}`)).status).toBe(404);
    expect((await html("/nimda/social/posts/nope")).status).toBe(404);
    expect((await bed.api(`/nimda/api/social/posts/${unknown}`, session)).status).toBe(404);
    expect((await bed.postForm(`/nimda/social/posts/${unknown}/retry`, session, {})).status).toBe(404);
    expect((await bed.api(`/nimda/api/social/posts/${unknown}/cancel`, session, { method: "POST" })).status).toBe(404);
  });
});

describe("writing a post by hand", () => {
  const form = (overrides: Record<string, string> = {}) => ({
    accountId: telegram.accountId,
    text: "Sofia → London for 89 BGN\r\nhttps://flydeals.example/oferta/abc",
    ...Object.fromEntries(Object.entries(SUBMISSION).map(([k, v]) => [k, String(v)])),
    ...overrides,
  });

  it("lists the accounts and refuses bad input with the exact messages, storing nothing", async () => {
    await bed.projections.catchUp();
    const blank = await html("/nimda/social/posts/new");
    expect(blank.text).toContain(`<option value="${telegram.accountId}">Telegram BG (Telegram)</option>`);

    const before = await bed.eventCount();
    const response = await bed.postForm(
      "/nimda/social/posts/new",
      session,
      form({ accountId: randomUUID(), text: " ", fromAirport: "SOFIA", dealType: "bargain", price: "" }),
    );
    expect(response.status).toBe(400);
    const text = await response.text();
    for (const message of [
      "Choose an account",
      "Text is required",
      "fromAirport must be 3 letters",
      "dealType must be deal, hot_deal or great_deal",
      "price must be a number",
    ]) {
      expect(text).toContain(message);
    }
    expect(text).toContain('id="post-fromAirport-error"');
    expect(text).toContain('value="SOFIA"');

    const api = await bed.api("/nimda/api/social/posts", session, {
      method: "POST",
      body: { ...SUBMISSION, accountId: telegram.accountId, text: "x".repeat(2001) },
    });
    expect(api.status).toBe(400);
    expect((await api.json()).error.message).toBe("Text must be at most 2000 characters");
    const noAccount = await bed.api("/nimda/api/social/posts", session, {
      method: "POST",
      body: { ...SUBMISSION, text: "Hi" },
    });
    expect((await noAccount.json()).error.message).toBe("Choose an account");
    expect(await bed.eventCount()).toBe(before);
  });

  it("queues a manual post through the form and the API", async () => {
    const response = await bed.postForm("/nimda/social/posts/new", session, form({ fromAirport: "sof" }));
    expect(response.status).toBe(303);
    expect(noticeOf(response)).toBe("Post queued for Telegram BG: the worker's sweeper publishes it within 5 minutes.");
    const attemptId =
      /^\/nimda\/social\/posts\/([0-9a-f-]{36})\?/.exec(response.headers.get("location") ?? "")?.[1] ?? "";
    const [event] = await streamOf(attemptId);
    expect(event).toMatchObject({
      type: "PostQueued",
      data: {
        attemptId,
        accountId: telegram.accountId,
        network: "telegram",
        dealId: null,
        templateId: null,
        itinerarySignature: null,
        origin: "manual",
        text: "Sofia → London for 89 BGN\nhttps://flydeals.example/oferta/abc",
        submission: { ...SUBMISSION, fromAirport: "SOF" },
      },
      metadata: auditOf("social.post.create"),
    });
    expect(Date.now() - Date.parse((event?.data as PostQueuedData | undefined)?.notBefore ?? "")).toBeLessThan(60_000);

    const api = await bed.api("/nimda/api/social/posts", session, {
      method: "POST",
      body: { ...SUBMISSION, accountId: facebook.accountId, text: "From the API" },
    });
    expect(api.status).toBe(201);
    const body = await api.json();
    expect(body).toMatchObject({
      success: true,
      data: { network: "facebook", origin: "manual", text: "From the API" },
    });
    expect((await streamOf(body.data.attemptId))[0]?.metadata).toMatchObject(auditOf("social.post.create"));
  });
});
