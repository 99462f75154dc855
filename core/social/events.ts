import type { SocialNetwork } from "./publisher.ts";

/** Social posting (spec sections 1, 3, 4, 8, 9): accounts, post templates and post attempts. */

export const POST_LANGUAGES = ["bg", "en"] as const;
export type PostLanguage = (typeof POST_LANGUAGES)[number];

export const TEMPLATE_STATUSES = ["draft", "published", "archived"] as const;
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];

export const ATTEMPT_STATUSES = ["pending", "processing", "posted", "failed", "skipped"] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/** An account the auto-poster may post to; its secret token comes from the environment, never an event. */
export interface SocialAccount {
  accountId: string;
  network: SocialNetwork;
  name: string;
  /** Chat or channel, page id, handle or URN: where the network puts the post. */
  target: string;
  language: PostLanguage;
  enabled: boolean;
  maxPostsPerHour: number;
  /** Smallest savings, in percent, of a deal this account is sent. */
  minDealSavings: number;
}

export type SocialAccountEvent =
  | { type: "SocialAccountAdded"; data: SocialAccount }
  | { type: "SocialAccountUpdated"; data: SocialAccount & { changed: string[] } };

export interface PostTemplate {
  templateId: string;
  name: string;
  /** A template for one network, or for any network without its own. */
  network: SocialNetwork | "any";
  language: PostLanguage;
  body: string;
}

export type PostTemplateEvent =
  | { type: "PostTemplateCreated"; data: PostTemplate }
  | { type: "PostTemplateEdited"; data: PostTemplate }
  | { type: "PostTemplateStatusChanged"; data: { templateId: string; from: TemplateStatus; to: TemplateStatus } };

/** What is posted about a deal: the fields spec section 5 validates for a post submission. */
export interface PostSubmission {
  flightId: string;
  fromAirport: string;
  toAirport: string;
  price: number;
  currency: string;
  departureAt: string;
  airlineCode: string;
  dealUrl: string;
  dealType: "deal" | "hot_deal" | "great_deal";
  savingsPercent: number;
}

export type SkipReason =
  | "kill_switch"
  | "excluded_airline"
  | "excluded_destination"
  | "excluded_route"
  | "below_min_discount"
  | "below_min_price_drop"
  | "below_account_min_savings"
  | "daily_cap"
  | "hourly_cap"
  | "cooldown"
  | "already_posted"
  | "account_disabled"
  | "deal_expired"
  | "cancelled";

export interface PostQueuedData {
  attemptId: string;
  accountId: string;
  network: SocialNetwork;
  /** Null for a post an admin wrote about something that is not a recorded deal. */
  dealId: string | null;
  templateId: string | null;
  submission: PostSubmission;
  /** Identifies the same flights under another deal id, for cross-network dedupe. */
  itinerarySignature: string | null;
  text: string;
  /** Not before this instant (the end of quiet hours when the deal came in during them). */
  notBefore: string;
  origin: "auto" | "manual";
}

export type PostAttemptEvent =
  | { type: "PostQueued"; data: PostQueuedData }
  | { type: "PostSkipped"; data: { attemptId: string; reason: SkipReason; detail: string; at: string } }
  | { type: "PostStarted"; data: { attemptId: string; retryCount: number; at: string } }
  | { type: "PostPublished"; data: { attemptId: string; externalId: string; url: string | null; at: string } }
  | {
      type: "PostFailed";
      data: {
        attemptId: string;
        errorCode: string;
        errorMessage: string;
        retryable: boolean;
        retryCount: number;
        at: string;
      };
    }
  | { type: "PostRetryRequested"; data: { attemptId: string; at: string } };

/** Which share buttons the public site offers (spec section 2: enabled from the admin dashboard). */
export type ShareNetworksEvent = {
  type: "ShareNetworksChanged";
  data: { networks: SocialNetwork[]; previous: SocialNetwork[] };
};

export const SOCIAL_ACCOUNT_EVENT_TYPES = ["SocialAccountAdded", "SocialAccountUpdated"] as const;
export const POST_TEMPLATE_EVENT_TYPES = [
  "PostTemplateCreated",
  "PostTemplateEdited",
  "PostTemplateStatusChanged",
] as const;
export const POST_ATTEMPT_EVENT_TYPES = [
  "PostQueued",
  "PostSkipped",
  "PostStarted",
  "PostPublished",
  "PostFailed",
  "PostRetryRequested",
] as const;
export const SHARE_NETWORKS_EVENT_TYPES = ["ShareNetworksChanged"] as const;

export const SHARE_NETWORKS_STREAM_ID = "sharenetworks-site";
export const socialAccountStreamId = (accountId: string) => `socialaccount-${accountId}`;
export const postTemplateStreamId = (templateId: string) => `posttemplate-${templateId}`;
export const postAttemptStreamId = (attemptId: string) => `postattempt-${attemptId}`;
