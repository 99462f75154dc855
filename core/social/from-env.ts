import type { Env } from "../config/env.ts";
import { createHttpPublisher, type HttpPublisherOptions } from "./http-publisher.ts";
import { createOutboxPublisher } from "./outbox-publisher.ts";
import type { SocialPublisher } from "./publisher.ts";

export type SocialEnv = Pick<
  Env,
  | "SOCIAL"
  | "TELEGRAM_BOT_TOKEN"
  | "FACEBOOK_PAGE_ACCESS_TOKEN"
  | "TWITTER_ACCESS_TOKEN"
  | "LINKEDIN_ACCESS_TOKEN"
  | "TELEGRAM_API_URL"
  | "FACEBOOK_GRAPH_URL"
  | "TWITTER_API_URL"
  | "LINKEDIN_API_URL"
>;

/** What tests and the workers may set beyond the environment. */
export type SocialDeps = Pick<HttpPublisherOptions, "timeoutMs" | "fetch" | "now">;

/**
 * The publisher SOCIAL selects; parseEnv has already checked that SOCIAL=http has a token.
 * Networks without a token stay unconfigured: their posts are refused as "not_configured".
 */
export function socialPublisherFromEnv(env: SocialEnv, deps: SocialDeps = {}): SocialPublisher {
  if (env.SOCIAL !== "http") return createOutboxPublisher();
  const tokens = [
    env.TELEGRAM_BOT_TOKEN,
    env.FACEBOOK_PAGE_ACCESS_TOKEN,
    env.TWITTER_ACCESS_TOKEN,
    env.LINKEDIN_ACCESS_TOKEN,
  ];
  if (!tokens.some(Boolean)) {
    throw new Error(
      "SOCIAL=http needs at least one of TELEGRAM_BOT_TOKEN, FACEBOOK_PAGE_ACCESS_TOKEN, TWITTER_ACCESS_TOKEN, LINKEDIN_ACCESS_TOKEN",
    );
  }
  return createHttpPublisher({
    ...deps,
    ...(env.TELEGRAM_BOT_TOKEN ? { telegram: { token: env.TELEGRAM_BOT_TOKEN, apiUrl: env.TELEGRAM_API_URL } } : {}),
    ...(env.FACEBOOK_PAGE_ACCESS_TOKEN
      ? { facebook: { pageAccessToken: env.FACEBOOK_PAGE_ACCESS_TOKEN, graphUrl: env.FACEBOOK_GRAPH_URL } }
      : {}),
    ...(env.TWITTER_ACCESS_TOKEN
      ? { twitter: { accessToken: env.TWITTER_ACCESS_TOKEN, apiUrl: env.TWITTER_API_URL } }
      : {}),
    ...(env.LINKEDIN_ACCESS_TOKEN
      ? { linkedin: { accessToken: env.LINKEDIN_ACCESS_TOKEN, apiUrl: env.LINKEDIN_API_URL } }
      : {}),
  });
}
