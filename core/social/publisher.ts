/**
 * The social-posting port: the auto-poster hands a finished post to a publisher and records
 * what it answered. The default publisher (SOCIAL=outbox) sends nothing and only records the
 * post; SOCIAL=http posts through each network's own HTTP API (docs/decisions/0036).
 */

export const SOCIAL_NETWORKS = ["facebook", "telegram", "twitter", "linkedin"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Where a post goes on its network: a Telegram chat or channel (@name or id), a Facebook page id, an X account handle, a LinkedIn organization or person URN. */
export interface SocialTarget {
  network: SocialNetwork;
  target: string;
}

export interface SocialPost {
  /** The whole text as it should appear, the link already in it. */
  text: string;
  /** The deal's page, absolute; networks that preview links get it separately too. */
  link: string;
}

export interface PublishedPost {
  /** The network's id of the post (message id, post id, tweet id, share URN). */
  externalId: string;
  /** Where the post can be seen, when the network says or the id makes it known. */
  url: string | null;
}

/**
 * A post the network did not take. `retryable` is false when trying again cannot help (bad
 * token, chat not found, duplicate, text refused); rate limits and server errors are retryable.
 */
export class SocialPublishError extends Error {
  override name = "SocialPublishError";
  constructor(
    readonly code: string,
    message: string,
    readonly retryable: boolean,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

export interface SocialPublisher {
  readonly kind: "outbox" | "http";
  /** Resolves with the published post, or rejects with SocialPublishError. */
  publish(target: SocialTarget, post: SocialPost): Promise<PublishedPost>;
}
