import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "../config/env.ts";
import { socialPublisherFromEnv } from "./from-env.ts";
import { type FakeSocial, startFakeSocial } from "./social-fake-server.ts";

const TOKENS = {
  telegram: "42:AAfromEnvTelegramToken",
  facebook: "EAAfromEnvPageToken",
  twitter: "fromEnvTwitterToken",
  linkedin: "fromEnvLinkedInToken",
};
let fake: FakeSocial;

beforeAll(async () => {
  fake = await startFakeSocial({ tokens: TOKENS });
});
afterAll(() => fake.close());

describe("social publishing configuration", () => {
  it("defaults to the outbox, whatever tokens are set", () => {
    const env = parseEnv({ TELEGRAM_BOT_TOKEN: TOKENS.telegram });
    expect(env.SOCIAL).toBe("outbox");
    expect(socialPublisherFromEnv(env).kind).toBe("outbox");
  });

  it("fails fast when SOCIAL=http has no token at all, blank ones included", () => {
    const message =
      /SOCIAL: SOCIAL=http needs at least one of TELEGRAM_BOT_TOKEN, FACEBOOK_PAGE_ACCESS_TOKEN, TWITTER_ACCESS_TOKEN, LINKEDIN_ACCESS_TOKEN/;
    expect(() => parseEnv({ SOCIAL: "http" })).toThrow(ConfigError);
    expect(() => parseEnv({ SOCIAL: "http", TWITTER_ACCESS_TOKEN: "  " })).toThrow(message);
    expect(() => parseEnv({ SOCIAL: "mastodon" })).toThrow(/SOCIAL/);
    expect(() => socialPublisherFromEnv({ ...parseEnv({}), SOCIAL: "http" })).toThrow(/at least one of/);
  });

  it("posts through the configured APIs and refuses the unconfigured networks", async () => {
    const env = parseEnv({
      SOCIAL: "http",
      TELEGRAM_BOT_TOKEN: TOKENS.telegram,
      LINKEDIN_ACCESS_TOKEN: TOKENS.linkedin,
      TELEGRAM_API_URL: fake.url,
      LINKEDIN_API_URL: `${fake.url}/`,
    });
    const publisher = socialPublisherFromEnv(env, { timeoutMs: 2_000 });
    expect(publisher.kind).toBe("http");
    const post = { text: "Sofia → Oslo 45 €", link: "https://flydeals.bg/d/7" };
    await expect(publisher.publish({ network: "telegram", target: "@flydealsbg" }, post)).resolves.toMatchObject({
      url: expect.stringMatching(/^https:\/\/t\.me\/flydealsbg\/\d+$/),
    });
    await expect(
      publisher.publish({ network: "linkedin", target: "urn:li:organization:9" }, post),
    ).resolves.toMatchObject({ externalId: expect.stringMatching(/^urn:li:share:/) });
    await expect(publisher.publish({ network: "twitter", target: "flydealsbg" }, post)).rejects.toMatchObject({
      code: "not_configured",
      message: expect.stringContaining("TWITTER_ACCESS_TOKEN"),
    });
    expect(fake.requests.map((request) => request.path)).toEqual([`/bot${TOKENS.telegram}/sendMessage`, "/rest/posts"]);
  });
});
