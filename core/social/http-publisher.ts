/**
 * SOCIAL=http: each post goes to its network's own HTTP API (docs/decisions/0036). Only the
 * networks with a token are reachable; a post for another one is refused as not configured,
 * which retrying cannot mend.
 */
import { type FacebookConfig, facebookPublisher } from "./networks/facebook.ts";
import { type LinkedInConfig, linkedinPublisher } from "./networks/linkedin.ts";
import type { NetworkPublish, Transport } from "./networks/request.ts";
import { type TelegramConfig, telegramPublisher } from "./networks/telegram.ts";
import { type TwitterConfig, twitterPublisher } from "./networks/twitter.ts";
import { type SocialNetwork, SocialPublishError, type SocialPublisher } from "./publisher.ts";

export interface HttpPublisherOptions {
  telegram?: TelegramConfig;
  facebook?: FacebookConfig;
  twitter?: TwitterConfig;
  linkedin?: LinkedInConfig;
  /** Per-request deadline, default 10 000 ms, so one slow network cannot stall the auto-poster. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** For X's x-rate-limit-reset, an epoch second turned into a wait. */
  now?: () => Date;
}

/** The variable that configures each network, for the "not configured" message. */
export const SOCIAL_TOKEN_VARIABLES: Record<SocialNetwork, string> = {
  telegram: "TELEGRAM_BOT_TOKEN",
  facebook: "FACEBOOK_PAGE_ACCESS_TOKEN",
  twitter: "TWITTER_ACCESS_TOKEN",
  linkedin: "LINKEDIN_ACCESS_TOKEN",
};

export function createHttpPublisher(options: HttpPublisherOptions): SocialPublisher {
  const transport: Transport = {
    fetch: options.fetch ?? fetch,
    timeoutMs: options.timeoutMs ?? 10_000,
    now: options.now ?? (() => new Date()),
  };
  // a blank token counts as none, as in the environment
  const networks: Partial<Record<SocialNetwork, NetworkPublish>> = {
    ...(options.telegram?.token ? { telegram: telegramPublisher(options.telegram, transport) } : {}),
    ...(options.facebook?.pageAccessToken ? { facebook: facebookPublisher(options.facebook, transport) } : {}),
    ...(options.twitter?.accessToken ? { twitter: twitterPublisher(options.twitter, transport) } : {}),
    ...(options.linkedin?.accessToken ? { linkedin: linkedinPublisher(options.linkedin, transport) } : {}),
  };

  return {
    kind: "http",
    async publish(target, post) {
      // Object.hasOwn: a network name read back from storage must not reach the prototype
      const publish = Object.hasOwn(networks, target.network) ? networks[target.network] : undefined;
      if (!publish) {
        const variable = SOCIAL_TOKEN_VARIABLES[target.network] ?? "a token";
        throw new SocialPublishError(
          "not_configured",
          `${target.network}: not configured; set ${variable} to post there`,
          false,
        );
      }
      return publish(target.target, post);
    },
  };
}
