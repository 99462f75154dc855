import type { CaptchaProvider } from "../captcha/captcha.ts";
import {
  captchaGate,
  type FormOutcome,
  type FormRefusal,
  invalidInput,
  issuesOf,
  refusalOf,
} from "../captcha/form-outcome.ts";
import type { Sql } from "../db/database.ts";
import { aggregateStream } from "../eventstore/aggregate-stream.ts";
import { handleCommand } from "../eventstore/command-handler.ts";
import type { EventStore } from "../eventstore/types.ts";
import type { Upcasters } from "../eventstore/upcasting.ts";
import type { Logger } from "../log/logger.ts";
import type { Mailer } from "../mail/mail.ts";
import { inTransaction } from "../mail/transaction.ts";
import { forAddress } from "./address-request.ts";
import type { NewsletterCommand } from "./commands.ts";
import { confirmationMail } from "./confirmation-mail.ts";
import { type NewsletterState, type NewsletterStatus, newsletterDecider } from "./decider.ts";
import { forgetPersonalData } from "./erasure.ts";
import { type AlertCriteria, type NewsletterEvent, newsletterStreamId } from "./events.ts";
import { preferencesLink } from "./links.ts";
import { NEWSLETTER_MESSAGES as M, NEWSLETTER_CAPTCHA_COPY } from "./messages.ts";
import type { NewsletterPreferences } from "./preferences.ts";
import { newsletterInputSchema, normaliseEmail, preferencesSchema, tokenQuerySchema } from "./schema.ts";
import { type SignedLinkCheck, signLink, verifyLink } from "./signed-links.ts";
import { requestTelegramLink, telegramStartUrl } from "./telegram.ts";
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
  /** Signs and checks the preference-centre and unsubscribe links of digests (decision 0041). */
  linkSecret: string;
  /** The Telegram bot's username when alerts can go to Telegram (decision 0042). */
  telegramBotUsername?: string | null;
  /** ISO codes of the countries the catalog knows, for the preference centre's country choice. */
  countryCodes?: () => Promise<ReadonlySet<string>>;
  now?: () => Date;
}

/** What the preference centre shows: the subscriber's own settings, never their address. */
export interface PreferenceCentreView {
  subscriptionId: string;
  language: "bg" | "en";
  status: NewsletterStatus;
  preferences: NewsletterPreferences;
  /** The subscriber's price alerts that are not deleted, oldest first. */
  alerts: Array<{ alertId: string; criteria: AlertCriteria; status: "pending" | "active" }>;
  /** Whether alerts can go to Telegram here, and whether this subscriber's chat is bound. */
  telegram: { available: boolean; bound: boolean };
}

/** What a confirmation link turned on, for the page it lands on; the preference centre's link with it. */
export type ConfirmedLink =
  | { kind: "subscription"; preferencesUrl: string }
  | { kind: "alert"; criteria: AlertCriteria; preferencesUrl: string };

export interface NewsletterService {
  /** Validates the form, checks the captcha, records the request and its confirmation mail. */
  subscribe(input: unknown, context: { ip: string | null }): Promise<FormOutcome>;
  confirm(token: unknown): Promise<FormOutcome<ConfirmedLink>>;
  /** A confirmation mail's link token or a digest's signed link; leaving deletes the address. */
  unsubscribe(token: unknown): Promise<FormOutcome>;
  /** The preference centre behind a signed link. */
  preferences(token: unknown): Promise<FormOutcome<PreferenceCentreView>>;
  changePreferences(token: unknown, input: unknown): Promise<FormOutcome<PreferenceCentreView>>;
  /** Deletes one of the subscriber's price alerts, from the preference centre. */
  deleteAlert(token: unknown, alertId: unknown): Promise<FormOutcome<PreferenceCentreView>>;
  /** The bot's t.me link with a fresh one-time start token for the subscriber a preferences link names. */
  telegramLink(token: unknown): Promise<FormOutcome<{ url: string }>>;
}

export function createNewsletterService(deps: NewsletterDeps): NewsletterService {
  const now = deps.now ?? (() => new Date());
  const captchaRefusal = captchaGate(deps.captcha, deps.logger, NEWSLETTER_CAPTCHA_COPY);

  return {
    async subscribe(input, context) {
      const parsed = newsletterInputSchema.safeParse(input);
      if (!parsed.success) return invalidInput(issuesOf(parsed.error));
      const form = parsed.data;
      const refused = await captchaRefusal(form.captchaToken, context.ip);
      if (refused) return refused;
      const email = normaliseEmail(form.email);
      const at = now().toISOString();
      // the same answer whatever the address's state, so the form cannot tell who subscribes
      return forAddress(
        deps,
        { email, ip: context.ip },
        async ({ tx, store, subscriptionId }) => {
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
            preferencesToken: signLink(deps.linkSecret, "preferences", subscriptionId, now()),
            publicUrl: deps.publicUrl,
          });
          await deps.mailer.send(mail, { tx });
        },
        { ok: true, status: 201, message: M.subscribed },
      );
    },
    async confirm(raw) {
      const parsed = tokenQuerySchema.safeParse({ token: raw });
      if (!parsed.success) return invalidInput(issuesOf(parsed.error));
      const subscriptionId = subscriptionIdOf(parsed.data.token);
      if (!subscriptionId) return { ok: false, status: 404, code: "invalid_link", message: M.invalidLink };
      const tokenHash = hashToken(parsed.data.token);
      const at = now();
      try {
        const { state } = await handleCommand(
          deps.store,
          newsletterStreamId(subscriptionId),
          newsletterDecider,
          { type: "ConfirmSubscription", subscriptionId, tokenHash, at: at.toISOString() },
          { metadata: { actor: "visitor" } },
        );
        // what the link was for: an alert's link names its alert (again on a second click)
        const alert = Object.values(state.alerts).find((a) => a.confirmationTokenHash === tokenHash);
        const preferencesUrl = preferencesLink(
          deps.publicUrl,
          state.language,
          signLink(deps.linkSecret, "preferences", subscriptionId, at),
        );
        const confirmed: ConfirmedLink = alert
          ? { kind: "alert", criteria: alert.criteria, preferencesUrl }
          : { kind: "subscription", preferencesUrl };
        return { ok: true, status: 200, message: alert ? M.alertConfirmed : M.confirmed, data: confirmed };
      } catch (error) {
        return refusalOf(error);
      }
    },
    async unsubscribe(raw) {
      const parsed = tokenQuerySchema.safeParse({ token: raw });
      if (!parsed.success) return invalidInput(issuesOf(parsed.error));
      const token = parsed.data.token;
      const signed = signedLeaveLink(token);
      const subscriptionId = signed.ok ? signed.subscriptionId : subscriptionIdOf(token);
      if (!subscriptionId) return linkRefusal(signed);
      try {
        await inTransaction(deps.sql, deps.upcasters, async ({ tx, store }) => {
          await handleCommand(
            store,
            newsletterStreamId(subscriptionId),
            newsletterDecider,
            {
              type: "Unsubscribe",
              subscriptionId,
              tokenHash: signed.ok ? null : hashToken(token),
              signedLink: signed.ok,
              at: now().toISOString(),
            },
            { metadata: { actor: "visitor" } },
          );
          // /privacy: leaving the newsletter deletes the address, the IP and every mail to it
          await forgetPersonalData({ tx, store }, subscriptionId, now());
        });
        return { ok: true, status: 200, message: M.unsubscribed };
      } catch (error) {
        return refusalOf(error);
      }
    },
    async preferences(raw) {
      const found = await subscriberByLink(raw);
      if (!found.ok) return found;
      return { ok: true, status: 200, message: "", data: found.view };
    },
    async changePreferences(raw, input) {
      const parsed = preferencesSchema.safeParse(input);
      if (!parsed.success) {
        const found = await subscriberByLink(raw);
        return found.ok ? invalidInput(issuesOf(parsed.error)) : found;
      }
      const preferences = parsed.data;
      if (deps.countryCodes && preferences.countries.length > 0) {
        const known = await deps.countryCodes();
        const unknown = preferences.countries.findIndex((code) => !known.has(code));
        if (unknown >= 0) return invalidInput([{ path: `countries.${unknown}`, message: M.unknownCountry }]);
      }
      return asSubscriber(
        raw,
        (subscriptionId, at) => ({ type: "ChangePreferences", subscriptionId, preferences, at }),
        M.preferencesSaved,
      );
    },
    async telegramLink(raw) {
      const bot = deps.telegramBotUsername;
      if (!bot) return { ok: false, status: 404, code: "telegram_unavailable", message: M.telegramUnavailable };
      const parsed = tokenQuerySchema.safeParse({ token: raw });
      if (!parsed.success) return invalidInput(issuesOf(parsed.error));
      const found = await subscriberByLink(parsed.data.token);
      if (!found.ok) return found;
      const start = await requestTelegramLink({ ...deps, now }, parsed.data.token);
      if (!start) return { ok: false, status: 404, code: "invalid_link", message: M.invalidLink };
      return { ok: true, status: 200, message: "", data: { url: telegramStartUrl(bot, start) } };
    },
    async deleteAlert(raw, alertId) {
      if (typeof alertId !== "string" || alertId.length === 0 || alertId.length > 64)
        return { ok: false, status: 404, code: "alert_not_found", message: M.alertNotFound };
      return asSubscriber(
        raw,
        (subscriptionId, at) => ({ type: "DeleteAlert", subscriptionId, alertId, at }),
        M.alertDeleted,
      );
    },
  };

  /**
   * A digest's unsubscribe link, or the preference centre's own link: whoever may change the
   * settings may also leave. Neither: the unsubscribe check's answer, for the fallback to tokens.
   */
  function signedLeaveLink(token: string): SignedLinkCheck {
    const unsubscribe = verifyLink(deps.linkSecret, "unsubscribe", token, now());
    if (unsubscribe.ok || unsubscribe.reason !== "malformed") return unsubscribe;
    const preferences = verifyLink(deps.linkSecret, "preferences", token, now());
    return !preferences.ok && preferences.reason === "malformed" ? unsubscribe : preferences;
  }

  /** Any command the preference centre runs for the subscriber its link names. */
  async function asSubscriber(
    raw: unknown,
    command: (subscriptionId: string, at: string) => NewsletterCommand,
    message: string,
  ): Promise<FormOutcome<PreferenceCentreView>> {
    const found = await subscriberByLink(raw);
    if (!found.ok) return found;
    const { subscriptionId } = found.view;
    try {
      const { state } = await handleCommand(
        deps.store,
        newsletterStreamId(subscriptionId),
        newsletterDecider,
        command(subscriptionId, now().toISOString()),
        { metadata: { actor: "visitor" } },
      );
      return { ok: true, status: 200, message, data: viewOf(subscriptionId, state, Boolean(deps.telegramBotUsername)) };
    } catch (error) {
      return refusalOf(error);
    }
  }

  /** A subscriber still subscribed (pending or active) named by a valid preferences link. */
  async function subscriberByLink(raw: unknown): Promise<{ ok: true; view: PreferenceCentreView } | FormRefusal> {
    const parsed = tokenQuerySchema.safeParse({ token: raw });
    if (!parsed.success) return invalidInput(issuesOf(parsed.error));
    const signed = verifyLink(deps.linkSecret, "preferences", parsed.data.token, now());
    if (!signed.ok) return linkRefusal(signed);
    const stream = newsletterStreamId(signed.subscriptionId);
    const { state } = await aggregateStream<NewsletterEvent, NewsletterState>(deps.store, stream, newsletterDecider);
    if (state.status !== "active" && state.status !== "pending") return linkRefusal({ ok: false, reason: "forged" });
    return { ok: true, view: viewOf(signed.subscriptionId, state, Boolean(deps.telegramBotUsername)) };
  }
}

function viewOf(subscriptionId: string, state: NewsletterState, telegram: boolean): PreferenceCentreView {
  const alerts = Object.entries(state.alerts).flatMap(([alertId, alert]) =>
    alert.status === "deleted" ? [] : [{ alertId, criteria: alert.criteria, status: alert.status }],
  );
  return {
    subscriptionId,
    language: state.language,
    status: state.status,
    preferences: state.preferences,
    alerts,
    telegram: { available: telegram, bound: state.telegramBound },
  };
}

/** An expired signed link says so; anything else is the invalid-link answer, which tells a forger nothing. */
function linkRefusal(check: SignedLinkCheck): FormRefusal {
  if (!check.ok && check.reason === "expired")
    return { ok: false, status: 410, code: "link_expired", message: M.expiredSignedLink };
  return { ok: false, status: 404, code: "invalid_link", message: M.invalidLink };
}
