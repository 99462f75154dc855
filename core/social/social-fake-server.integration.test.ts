import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeSocial, startFakeSocial } from "./social-fake-server.ts";

const TOKENS = { telegram: "7:AAfake", facebook: "EAAfake", twitter: "xfake", linkedin: "lifake" };
let fake: FakeSocial;

beforeAll(async () => {
  fake = await startFakeSocial({ tokens: TOKENS });
});
afterAll(() => fake.close());

async function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${fake.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** The fake refuses what the real APIs refuse, so a client bug cannot pass against it. */
describe("the fake social APIs", () => {
  it("want Telegram's chat_id and text", async () => {
    expect(await postJson(`/bot${TOKENS.telegram}/sendMessage`, { text: "hi" })).toEqual({
      status: 400,
      body: { ok: false, error_code: 400, description: "Bad Request: chat_id is empty" },
    });
    expect((await postJson(`/bot${TOKENS.telegram}/sendMessage`, { chat_id: "@c", text: " " })).body).toMatchObject({
      description: "Bad Request: message text is empty",
    });
  });

  it("want a Facebook post to have a message or a link", async () => {
    const answer = await postJson("/v21.0/123/feed", { access_token: TOKENS.facebook });
    expect(answer).toMatchObject({ status: 400, body: { error: { code: 100 } } });
  });

  it("want X's text", async () => {
    const answer = await postJson("/2/tweets", {}, { authorization: `Bearer ${TOKENS.twitter}` });
    expect(answer).toMatchObject({ status: 400, body: { title: "Invalid Request" } });
  });

  it("want LinkedIn's version header, required fields and a URN author", async () => {
    const auth = { authorization: `Bearer ${TOKENS.linkedin}` };
    expect(await postJson("/rest/posts", {}, auth)).toMatchObject({ status: 400, body: { code: "VERSION_MISSING" } });
    expect(await postJson("/rest/posts", {}, { ...auth, "linkedin-version": "2024-05" })).toMatchObject({
      status: 426,
      body: { code: "NONEXISTENT_VERSION" },
    });
    const withVersion = { ...auth, "linkedin-version": "202609" };
    const missing = await postJson("/rest/posts", { author: "urn:li:person:1" }, withVersion);
    expect(missing.status).toBe(422);
    expect(missing.body.message).toContain("/commentary :: field is required");
    const post = {
      author: "flydealsbg",
      commentary: "x",
      visibility: "PUBLIC",
      distribution: {},
      lifecycleState: "PUBLISHED",
    };
    expect((await postJson("/rest/posts", post, withVersion)).body.message).toContain("is not a valid URN");
  });

  it("answer 404 elsewhere and refuse failures a network cannot have", async () => {
    expect((await postJson("/2/users/me", {})).status).toBe(404);
    expect(() => fake.failNext("telegram", "duplicate")).toThrow(/telegram cannot fail with duplicate/);
    expect(() => fake.failNext("twitter", "not_found")).toThrow();
    expect(fake.requests.at(-1)).toMatchObject({ network: null, path: "/2/users/me" });
  });

  it("fail the next requests as many times as told", async () => {
    fake.failNext("twitter", "rate_limit", 2);
    const tweet = () =>
      postJson("/2/tweets", { text: `t${Math.random()}` }, { authorization: `Bearer ${TOKENS.twitter}` });
    expect((await tweet()).status).toBe(429);
    expect((await tweet()).status).toBe(429);
    expect((await tweet()).status).toBe(201);
  });
});
