import { randomUUID } from "node:crypto";
import type { Sql } from "../db/database.ts";
import { handleCommand } from "../eventstore/command-handler.ts";
import type { EventStore } from "../eventstore/types.ts";
import { newsletterDecider } from "./decider.ts";
import { newsletterStreamId } from "./events.ts";
import { DEFAULT_PREFERENCES, type NewsletterPreferences } from "./preferences.ts";

/**
 * For tests: a subscription as the public form and its mailed link leave it, the address in
 * newsletter_pii and the rest as events (confirmed unless told otherwise). Returns its id.
 */
export async function recordSubscriber(
  deps: { sql: Sql; store: EventStore },
  email: string,
  language: "bg" | "en",
  preferences: Partial<NewsletterPreferences> = {},
  options: { confirmed?: boolean; at?: string } = {},
): Promise<string> {
  const subscriptionId = randomUUID();
  const at = options.at ?? new Date().toISOString();
  await deps.sql`INSERT INTO newsletter_pii (subscription_id, email, ip_address)
                 VALUES (${subscriptionId}, ${email}, '192.0.2.1')`;
  const stream = newsletterStreamId(subscriptionId);
  await handleCommand(deps.store, stream, newsletterDecider, {
    type: "RequestSubscription",
    subscriptionId,
    preferences: { ...DEFAULT_PREFERENCES, ...preferences },
    language,
    captchaVerified: true,
    captchaKind: "local",
    confirmationTokenHash: `c-${subscriptionId}`,
    unsubscribeTokenHash: `u-${subscriptionId}`,
    at,
  });
  if (options.confirmed !== false) {
    await handleCommand(deps.store, stream, newsletterDecider, {
      type: "ConfirmSubscription",
      subscriptionId,
      tokenHash: `c-${subscriptionId}`,
      at,
    });
  }
  return subscriptionId;
}

/**
 * A test file's `subscriber(email, language, preferences?, confirmed?)`: recordSubscriber on the
 * database and store `deps` gives when it is called (a test bed's, made in a beforeAll), at `at`.
 */
export function subscriberRecorder(
  deps: () => { sql: Sql; store: EventStore },
  at?: string,
): (
  email: string,
  language: "bg" | "en",
  preferences?: Partial<NewsletterPreferences>,
  confirmed?: boolean,
) => Promise<string> {
  return (email, language, preferences = {}, confirmed = true) =>
    recordSubscriber(deps(), email, language, preferences, { confirmed, at });
}
