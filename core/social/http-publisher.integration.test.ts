import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createHttpPublisher, type HttpPublisherOptions } from "./http-publisher.ts";
import { type SocialNetwork, type SocialPost, SocialPublishError, type SocialTarget } from "./publisher.ts";
import { type FakeSocial, type FakeSocialFailure, startFakeSocial } from "./social-fake-server.ts";

const TOKENS: Record<SocialNetwork, string> = {
  telegram: "123456789:AAHfakeTelegramToken_0123456789abcdef",
  facebook: "EAABfakePageAccessToken0123456789",
  twitter: "fakeTwitterUserContextToken0123456789",
  linkedin: "AQVfakeLinkedInAccessToken0123456789",
};
const TARGETS: Record<SocialNetwork, SocialTarget> = {
  telegram: { network: "telegram", target: "@flydealsbg" },
  facebook: { network: "facebook", target: "104857600123456" },
  twitter: { network: "twitter", target: "flydealsbg" },
  linkedin: { network: "linkedin", target: "urn:li:organization:2414183" },
};

let fake: FakeSocial;
let posted = 0;

beforeAll(async () => {
  fake = await startFakeSocial({ tokens: TOKENS, slowMs: 3_000 });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

/** A new text each time: three of the four networks refuse the same text twice. */
function post(): SocialPost {
  posted += 1;
  return {
    text: `Sofia → London from 39 € (return) #deal${posted}\nhttps://flydeals.bg/deals/sof-lhr_${posted}`,
    link: `https://flydeals.bg/deals/sof-lhr_${posted}`,
  };
}

function publisher(overrides: Partial<HttpPublisherOptions> = {}) {
  return createHttpPublisher({
    telegram: { token: TOKENS.telegram, apiUrl: fake.url },
    facebook: { pageAccessToken: TOKENS.facebook, graphUrl: fake.graphUrl },
    twitter: { accessToken: TOKENS.twitter, apiUrl: fake.url },
    linkedin: { accessToken: TOKENS.linkedin, apiUrl: fake.url },
    timeoutMs: 2_000,
    ...overrides,
  });
}

async function rejection(promise: Promise<unknown>): Promise<SocialPublishError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SocialPublishError);
  const failure = error as SocialPublishError;
  for (const token of Object.values(TOKENS)) expect(failure.message).not.toContain(token);
  return failure;
}

describe("the HTTP publisher's requests and answers", () => {
  it("sends a Telegram message as sendMessage and links it on t.me", async () => {
    const p = post();
    const result = await publisher().publish(TARGETS.telegram, p);
    expect(result.url).toBe(`https://t.me/flydealsbg/${result.externalId}`);
    expect(result.externalId).toMatch(/^\d+$/);
    const [request] = fake.requests;
    expect(request).toMatchObject({
      network: "telegram",
      path: `/bot${TOKENS.telegram}/sendMessage`,
      body: { chat_id: "@flydealsbg", text: p.text, disable_web_page_preview: false },
    });
    expect(request?.headers["content-type"]).toBe("application/json");
  });

  it("gives a private Telegram chat's message no URL", async () => {
    const result = await publisher().publish({ network: "telegram", target: "-1001234567890" }, post());
    expect(result).toEqual({ externalId: expect.stringMatching(/^\d+$/), url: null });
  });

  it("posts to a Facebook page's feed with the link and the token in the form body", async () => {
    const p = post();
    const result = await publisher().publish(TARGETS.facebook, p);
    expect(result.externalId).toMatch(/^104857600123456_\d+$/);
    expect(result.url).toBe(`https://www.facebook.com/${result.externalId}`);
    const [request] = fake.requests;
    expect(request).toMatchObject({
      network: "facebook",
      path: "/v21.0/104857600123456/feed",
      body: { message: p.text, link: p.link, access_token: TOKENS.facebook },
    });
    expect(request?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
  });

  it("tweets the text alone with the bearer token", async () => {
    const p = post();
    const result = await publisher().publish(TARGETS.twitter, p);
    expect(result.externalId).toMatch(/^\d{19}$/);
    expect(result.url).toBe(`https://x.com/i/web/status/${result.externalId}`);
    const [request] = fake.requests;
    expect(request).toMatchObject({ network: "twitter", path: "/2/tweets", body: { text: p.text } });
    expect(Object.keys(request?.body ?? {})).toEqual(["text"]);
    expect(request?.headers.authorization).toBe(`Bearer ${TOKENS.twitter}`);
  });

  it("creates a LinkedIn article post and reads its URN from x-restli-id", async () => {
    const p = post();
    const result = await publisher().publish(TARGETS.linkedin, p);
    expect(result.externalId).toMatch(/^urn:li:share:\d+$/);
    expect(result.url).toBe(`https://www.linkedin.com/feed/update/${result.externalId}/`);
    const [request] = fake.requests;
    expect(request?.path).toBe("/rest/posts");
    expect(request?.headers).toMatchObject({
      authorization: `Bearer ${TOKENS.linkedin}`,
      "linkedin-version": "202609",
      "x-restli-protocol-version": "2.0.0",
    });
    expect(request?.body).toEqual({
      author: "urn:li:organization:2414183",
      // little text: the parentheses are escaped, the hashtag and the URL are not
      commentary: p.text.replace("(return)", "\\(return\\)"),
      visibility: "PUBLIC",
      distribution: { feedDistribution: "MAIN_FEED", targetEntities: [], thirdPartyDistributionChannels: [] },
      content: { article: { source: p.link, title: p.text.split("\n")[0] } },
      lifecycleState: "PUBLISHED",
      isReshareDisabledByAuthor: false,
    });
  });
});

interface Expected {
  code: string;
  retryable: boolean;
  retryAfter?: number | null | [number, number];
}

/** What each failure must become on each network; absent: the network cannot fail that way. */
const EXPECTED: Record<SocialNetwork, Partial<Record<Exclude<FakeSocialFailure, "slow">, Expected>>> = {
  telegram: {
    rate_limit: { code: "rate_limited", retryable: true, retryAfter: 17 },
    bad_token: { code: "unauthorized", retryable: false },
    server_error: { code: "server_error", retryable: true },
    not_found: { code: "chat_not_found", retryable: false },
    forbidden: { code: "forbidden", retryable: false },
    malformed: { code: "bad_response", retryable: true },
  },
  facebook: {
    // X-Business-Use-Case-Usage says 5 minutes
    rate_limit: { code: "rate_limited", retryable: true, retryAfter: 300 },
    bad_token: { code: "unauthorized", retryable: false },
    server_error: { code: "server_error", retryable: true },
    duplicate: { code: "duplicate", retryable: false },
    not_found: { code: "page_not_found", retryable: false },
    forbidden: { code: "forbidden", retryable: false },
    malformed: { code: "bad_response", retryable: true },
  },
  twitter: {
    // x-rate-limit-reset is 900 s ahead
    rate_limit: { code: "rate_limited", retryable: true, retryAfter: [895, 900] },
    bad_token: { code: "unauthorized", retryable: false },
    server_error: { code: "server_error", retryable: true },
    duplicate: { code: "duplicate", retryable: false },
    forbidden: { code: "forbidden", retryable: false },
    malformed: { code: "bad_response", retryable: true },
  },
  linkedin: {
    rate_limit: { code: "rate_limited", retryable: true, retryAfter: null },
    bad_token: { code: "unauthorized", retryable: false },
    server_error: { code: "server_error", retryable: true },
    duplicate: { code: "duplicate", retryable: false },
    forbidden: { code: "forbidden", retryable: false },
    malformed: { code: "bad_response", retryable: true },
  },
};

describe("the HTTP publisher's failures", () => {
  for (const [network, cases] of Object.entries(EXPECTED) as Array<[SocialNetwork, (typeof EXPECTED)["telegram"]]>) {
    for (const [failure, expected] of Object.entries(cases) as Array<[FakeSocialFailure, Expected]>) {
      it(`${network}: ${failure} → ${expected.code}`, async () => {
        fake.failNext(network, failure);
        const error = await rejection(publisher().publish(TARGETS[network], post()));
        expect(error).toMatchObject({ code: expected.code, retryable: expected.retryable });
        expect(error.message.startsWith(`${network}: `)).toBe(true);
        if (Array.isArray(expected.retryAfter)) {
          expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(expected.retryAfter[0]);
          expect(error.retryAfterSeconds).toBeLessThanOrEqual(expected.retryAfter[1]);
        } else {
          expect(error.retryAfterSeconds).toBe(expected.retryAfter ?? null);
        }
        // the fake failed only the one request: the next post goes through
        await expect(publisher().publish(TARGETS[network], post())).resolves.toHaveProperty("externalId");
      });
    }
  }

  it("refuses the same text twice where the network does, and not on Telegram", async () => {
    const p = post();
    for (const network of ["facebook", "twitter", "linkedin"] as const) {
      await publisher().publish(TARGETS[network], p);
      expect(await rejection(publisher().publish(TARGETS[network], p))).toMatchObject({
        code: "duplicate",
        retryable: false,
      });
    }
    await publisher().publish(TARGETS.telegram, p);
    await expect(publisher().publish(TARGETS.telegram, p)).resolves.toHaveProperty("externalId");
  });

  it("refuses wrong tokens in each network's own way", async () => {
    const wrong = publisher({
      telegram: { token: "123456789:wrong", apiUrl: fake.url },
      facebook: { pageAccessToken: "wrong", graphUrl: fake.graphUrl },
      twitter: { accessToken: "wrong", apiUrl: fake.url },
      linkedin: { accessToken: "wrong", apiUrl: fake.url },
    });
    for (const network of Object.keys(TARGETS) as SocialNetwork[]) {
      const error = await rejection(wrong.publish(TARGETS[network], post()));
      expect(error).toMatchObject({ code: "unauthorized", retryable: false });
      expect(error.message).not.toContain("wrong");
    }
    // a token not even shaped like a bot token: Telegram answers 404
    const misshapen = publisher({ telegram: { token: "not-a-token", apiUrl: fake.url } });
    expect(await rejection(misshapen.publish(TARGETS.telegram, post()))).toMatchObject({ code: "unauthorized" });
  });

  it("gives up on a slow network after its timeout, as retryable", async () => {
    for (const network of Object.keys(TARGETS) as SocialNetwork[]) {
      fake.failNext(network, "slow");
      const started = Date.now();
      const error = await rejection(publisher({ timeoutMs: 200 }).publish(TARGETS[network], post()));
      expect(error).toMatchObject({ code: "timeout", retryable: true, retryAfterSeconds: null });
      expect(Date.now() - started).toBeLessThan(2_000);
    }
  });

  it("reports an unreachable API as a retryable network failure, its URL's token left out", async () => {
    const down = publisher({
      telegram: { token: TOKENS.telegram, apiUrl: "http://127.0.0.1:1" },
      linkedin: { accessToken: TOKENS.linkedin, apiUrl: "http://127.0.0.1:1" },
    });
    for (const network of ["telegram", "linkedin"] as const) {
      expect(await rejection(down.publish(TARGETS[network], post()))).toMatchObject({
        code: "network",
        retryable: true,
      });
    }
  });

  it("refuses a network without a token as not configured, naming its variable", async () => {
    const onlyTelegram = createHttpPublisher({ telegram: { token: TOKENS.telegram, apiUrl: fake.url } });
    const variables = {
      facebook: "FACEBOOK_PAGE_ACCESS_TOKEN",
      twitter: "TWITTER_ACCESS_TOKEN",
      linkedin: "LINKEDIN_ACCESS_TOKEN",
    } as const;
    for (const [network, variable] of Object.entries(variables) as Array<[SocialNetwork, string]>) {
      const error = await rejection(onlyTelegram.publish(TARGETS[network], post()));
      expect(error).toMatchObject({ code: "not_configured", retryable: false });
      expect(error.message).toContain(variable);
    }
    const blank = createHttpPublisher({ telegram: { token: "" } });
    expect((await rejection(blank.publish(TARGETS.telegram, post()))).message).toContain("TELEGRAM_BOT_TOKEN");
    expect(fake.requests).toHaveLength(0);
  });

  it("keeps a token out of a message even when the API echoes it back", async () => {
    const token = TOKENS.telegram;
    const answers = [
      new Response(JSON.stringify({ ok: false, error_code: 400, description: `Bad Request: token ${token}` }), {
        status: 400,
      }),
      new Response(`<html>proxy saw /bot${token}/sendMessage</html>`, { status: 200 }),
      new Response(`<html>proxy saw /bot${encodeURIComponent(token)}/sendMessage</html>`, { status: 200 }),
    ];
    const echoing = createHttpPublisher({
      telegram: { token },
      fetch: async () => answers.shift() ?? new Response("", { status: 500 }),
    });
    const messages: string[] = [];
    for (let i = 0; i < 3; i += 1) messages.push((await rejection(echoing.publish(TARGETS.telegram, post()))).message);
    expect(messages[0]).toMatch(/^telegram: Bad Request: token \*\*\*/);
    expect(messages[1]).toContain("/bot***/sendMessage");
    expect(messages[2]).toContain("/bot***/sendMessage");
  });

  it("takes Retry-After on a 5xx and prefers it to X's reset header", async () => {
    const now = new Date("2026-03-01T10:00:00Z");
    const answers = [
      new Response("Service Unavailable", { status: 503, headers: { "retry-after": "120" } }),
      new Response(JSON.stringify({ title: "Too Many Requests", status: 429 }), {
        status: 429,
        headers: {
          "retry-after": "Sun, 01 Mar 2026 10:00:30 GMT",
          "x-rate-limit-reset": String(now.getTime() / 1000 + 900),
        },
      }),
    ];
    const x = createHttpPublisher({
      twitter: { accessToken: TOKENS.twitter },
      now: () => now,
      fetch: async () => answers.shift() ?? new Response("", { status: 500 }),
    });
    expect(await rejection(x.publish(TARGETS.twitter, post()))).toMatchObject({
      code: "server_error",
      retryAfterSeconds: 120,
    });
    expect(await rejection(x.publish(TARGETS.twitter, post()))).toMatchObject({
      code: "rate_limited",
      retryAfterSeconds: 30,
    });
  });
});
