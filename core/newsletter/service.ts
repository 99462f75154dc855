import { randomUUID } from "node:crypto";
import type { CaptchaProvider } from "../captcha/captcha.ts";
import { checkCaptcha, type FormOutcome, invalidInput, issuesOf, refusalOf } from "../captcha/form-outcome.ts";
import type { Sql } from "../db/database.ts";
import { handleCommand } from "../eventstore/command-handler.ts";
import { DomainError } from "../eventstore/decider.ts";
import type { EventStore } from "../eventstore/types.ts";
import type { Upcasters } from "../eventstore/upcasting.ts";
import type { Logger } from "../log/logger.ts";
import type { Mailer } from "../mail/mail.ts";
import { eraseOutboxMailsTo } from "../mail/outbox-mailer.ts";
import { MailDeliveryError } from "../mail/smtp-mailer.ts";
import { inTransaction } from "../mail/transaction.ts";
import { confirmationMail } from "./confirmation-mail.ts";
import { type NewsletterCommand, newsletterDecider } from "./decider.ts";
import { newsletterStreamId } from "./events.ts";
import { NEWSLETTER_MESSAGES as M } from "./messages.ts";
import { newsletterInputSchema, normaliseEmail, tokenQuerySchema } from "./schema.ts";
import { hashToken, newLinkToken, subscriptionIdOf } from "./tokens.ts";

export interface NewsletterDeps {
  sql: Sql;
  /** For the commands that write no personal data (confirm, unsubscribe). */
  store: EventStore;
  upcasters?: Upcasters;
  captcha: CaptchaProvider;
  mailer: Mailer;
  publicUrl: string;
  logger: Logger;
  now?: () => Date;
}

export interface NewsletterService {
  /** Validates the form, checks the captcha, records the request and its confirmation mail. */
  subscribe(input: unknown, context: { ip: string | null }): Promise<FormOutcome>;
  confirm(token: unknown): Promise<FormOutcome>;
  unsubscribe(token: unknown): Promise<FormOutcome>;
}

export function createNewsletterService(deps: NewsletterDeps): NewsletterService {
  const now = deps.now ?? (() => new Date());

  /** Confirm and unsubscribe: the token names the stream, the decider checks its hash. */
  async function byToken(
    raw: unknown,
    command: (subscriptionId: string, tokenHash: string, at: string) => NewsletterCommand,
    success: string,
  ): Promise<FormOutcome> {
    const parsed = tokenQuerySchema.safeParse({ token: raw });
    if (!parsed.success) return invalidInput(issuesOf(parsed.error));
    const subscriptionId = subscriptionIdOf(parsed.data.token);
    if (!subscriptionId) return { ok: false, status: 404, code: "invalid_link", message: M.invalidLink };
    try {
      await handleCommand(
        deps.store,
        newsletterStreamId(subscriptionId),
        newsletterDecider,
        command(subscriptionId, hashToken(parsed.data.token), now().toISOString()),
        { metadata: { actor: "visitor" } },
      );
      return { ok: true, status: 200, message: success };
    } catch (error) {
      return refusalOf(error);
    }
  }

  return {
    async subscribe(input, context) {
      const parsed = newsletterInputSchema.safeParse(input);
      if (!parsed.success) return invalidInput(issuesOf(parsed.error));
      const form = parsed.data;
      const refused = await checkCaptcha(deps.captcha, form.captchaToken, context.ip, {
        path: "captchaToken",
        failed: M.captchaRequired,
        unavailable: M.tryAgainLater,
        logger: deps.logger,
      });
      if (refused) return refused;
      const email = normaliseEmail(form.email);
      const at = now().toISOString();
      try {
        await inTransaction(deps.sql, deps.upcasters, async ({ tx, store }) => {
          // one row per address: a second request finds the first one's id (and waits for its commit)
          const [row] = await tx<{ subscription_id: string }[]>`
            INSERT INTO newsletter_pii (subscription_id, email, ip_address) VALUES (${randomUUID()}, ${email}, ${context.ip})
            ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email
            RETURNING subscription_id`;
          const subscriptionId = row?.subscription_id ?? "";
          const confirmToken = newLinkToken(subscriptionId);
          const unsubscribeToken = newLinkToken(subscriptionId);
          const { events } = await handleCommand(
            store,
            newsletterStreamId(subscriptionId),
            newsletterDecider,
            {
              type: "RequestSubscription",
              subscriptionId,
              preferences: form.preferences,
              language: form.language,
              captchaVerified: true,
              captchaKind: deps.captcha.kind,
              confirmationTokenHash: hashToken(confirmToken),
              unsubscribeTokenHash: hashToken(unsubscribeToken),
              at,
            },
            { metadata: { actor: "visitor" } },
          );
          // already active, or asked again within minutes: same answer, no second mail
          if (events.length === 0) return;
          await tx`UPDATE newsletter_pii SET ip_address = ${context.ip}, updated_at = ${at} WHERE subscription_id = ${subscriptionId}`;
          const mail = confirmationMail({
            to: email,
            language: form.language,
            subscriptionId,
            confirmToken,
            unsubscribeToken,
            publicUrl: deps.publicUrl,
          });
          await deps.mailer.send(mail, { tx });
        });
      } catch (error) {
        // delivered after the commit: the subscription and its mail row are kept, the visitor retries later
        if (error instanceof MailDeliveryError) {
          return { ok: false, status: 503, code: "mail_unavailable", message: M.tryAgainLater };
        }
        return refusalOf(error);
      }
      // the same answer whatever the address's state, so the form cannot tell who subscribes
      return { ok: true, status: 201, message: M.subscribed };
    },
    confirm: (token) =>
      byToken(
        token,
        (subscriptionId, tokenHash, at) => ({ type: "ConfirmSubscription", subscriptionId, tokenHash, at }),
        M.confirmed,
      ),
    unsubscribe: (token) =>
      byToken(
        token,
        (subscriptionId, tokenHash, at) => ({ type: "Unsubscribe", subscriptionId, tokenHash, at }),
        M.unsubscribed,
      ),
  };
}

/**
 * Erasure (GDPR art. 17): deletes the address, its IP and every mail to it for good, and
 * records that the subscription was erased. Unknown addresses erase nothing and say so.
 */
export async function eraseNewsletterSubscriber(
  deps: { sql: Sql; upcasters?: Upcasters },
  email: string,
  options: { by: string; now?: Date },
): Promise<{ erased: boolean; subscriptionId: string | null; mailsDeleted: number }> {
  const address = normaliseEmail(email);
  return inTransaction(deps.sql, deps.upcasters, async ({ tx, store }) => {
    const [row] = await tx<{ subscription_id: string }[]>`
      DELETE FROM newsletter_pii WHERE email = ${address} RETURNING subscription_id`;
    const mailsDeleted = await eraseOutboxMailsTo(tx, address);
    if (!row) return { erased: false, subscriptionId: null, mailsDeleted };
    const subscriptionId = row.subscription_id;
    try {
      await handleCommand(
        store,
        newsletterStreamId(subscriptionId),
        newsletterDecider,
        { type: "EraseSubscriber", subscriptionId, by: options.by, at: (options.now ?? new Date()).toISOString() },
        { metadata: { actor: options.by } },
      );
    } catch (error) {
      // personal data left behind by a request that never recorded an event: deleting it is all there is to do
      if (!(error instanceof DomainError && error.code === "subscription_not_found")) throw error;
    }
    return { erased: true, subscriptionId, mailsDeleted };
  });
}
