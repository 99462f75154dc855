import type { CaptchaProvider } from "../captcha/captcha.ts";
import { type CaptchaEnv, captchaFromEnv } from "../captcha/from-env.ts";
import type { Env } from "../config/env.ts";
import { generatedSecret } from "../config/generated-secret.ts";
import type { Sql } from "../db/database.ts";
import { PostgresEventStore } from "../eventstore/postgres-event-store.ts";
import type { EventStore } from "../eventstore/types.ts";
import type { Logger } from "../log/logger.ts";
import type { Mailer } from "../mail/mail.ts";
import { createOutboxMailer } from "../mail/outbox-mailer.ts";
import { createSmtpMailer } from "../mail/smtp-mailer.ts";
import type { PlaceNames } from "../newsletter/alert-text.ts";
import { type AlertService, createAlertService } from "../newsletter/alerts.ts";
import { createNewsletterService, type NewsletterService } from "../newsletter/service.ts";
import { telegramBotUsernameFromEnv } from "../newsletter/telegram-bot.ts";
import { pushServiceOrigins } from "../push/push-services.ts";
import { createPushService, type PushService } from "../push/service.ts";
import { currentVapidKeys, type VapidEnv } from "../push/vapid.ts";
import { type VirusScanEnv, virusScannerFromEnv } from "./clamd-scanner.ts";
import { type ContactService, createContactService } from "./service.ts";
import type { VirusScanner } from "./virus-scan.ts";

/**
 * The public forms (newsletter, customer and partner contact) as one bundle: the HTTP API and
 * the screens' actions get the same one, so both run the same validation and commands.
 */
export interface FormServices {
  newsletter: NewsletterService;
  /** "Alert me" on deal, destination and airport pages. */
  alerts: AlertService;
  contact: ContactService;
  /** Deals as Web Push notifications on a visitor's device (docs/decisions/0106). */
  push: PushService;
  /** What the forms render: a fresh local token, or Turnstile's site key. */
  captcha: CaptchaProvider;
}

export interface FormServicesDeps {
  sql: Sql;
  store: EventStore;
  captcha: CaptchaProvider;
  mailer?: Mailer;
  publicUrl: string;
  logger: Logger;
  /** Signs the newsletter's preference and unsubscribe links. */
  linkSecret: string;
  /** Destination countries the newsletter's preference centre accepts; unchecked without it. */
  countryCodes?: () => Promise<ReadonlySet<string>>;
  /** The Telegram bot's username when price alerts can go to Telegram. */
  telegramBotUsername?: string | null;
  /** A destination's names for price alerts; without it every destination is unknown. */
  destinationNames?: (destinationId: string) => Promise<PlaceNames | null>;
  /** Scans contact attachments; the built-in one (type and size, "not scanned") when left out. */
  virusScanner?: VirusScanner;
  /** The VAPID public key browsers subscribe with; push is off without it. */
  vapidPublicKey?: string | null;
  /** PUSH_SERVICE_ORIGINS: the push services a subscription may name; none without it. */
  pushServiceOrigins?: readonly string[];
  now?: () => Date;
}

export function createFormServices(deps: FormServicesDeps): FormServices {
  // the transactional appends must upcast like the store they stand in for
  const upcasters = deps.store instanceof PostgresEventStore ? deps.store.upcasters : undefined;
  const mailer = deps.mailer ?? createOutboxMailer({ sql: deps.sql, logger: deps.logger });
  const shared = { sql: deps.sql, upcasters, captcha: deps.captcha, logger: deps.logger, now: deps.now };
  return {
    newsletter: createNewsletterService({
      ...shared,
      store: deps.store,
      mailer,
      publicUrl: deps.publicUrl,
      linkSecret: deps.linkSecret,
      countryCodes: deps.countryCodes,
      telegramBotUsername: deps.telegramBotUsername,
    }),
    alerts: createAlertService({
      ...shared,
      mailer,
      publicUrl: deps.publicUrl,
      linkSecret: deps.linkSecret,
      destinationNames: deps.destinationNames ?? (async () => null),
    }),
    contact: createContactService({ ...shared, virusScanner: deps.virusScanner }),
    push: createPushService({
      sql: deps.sql,
      upcasters,
      linkSecret: deps.linkSecret,
      publicKey: deps.vapidPublicKey ?? null,
      pushServiceOrigins: deps.pushServiceOrigins ?? [],
      destinationExists: async (destinationId) => (await deps.destinationNames?.(destinationId)) != null,
      now: deps.now,
    }),
    captcha: deps.captcha,
  };
}

export type MailEnv = Pick<Env, "MAIL" | "SMTP_URL" | "MAIL_FROM">;

export const NEWSLETTER_SECRET_FILE = "newsletter-secret";

/** NEWSLETTER_SECRET, or the one generated into DATA_DIR on the first start and kept there. */
export function newsletterLinkSecret(env: Pick<Env, "NEWSLETTER_SECRET" | "DATA_DIR">): string {
  return env.NEWSLETTER_SECRET || generatedSecret(env.DATA_DIR, NEWSLETTER_SECRET_FILE);
}

/** The mailer MAIL selects: SMTP (recorded, then sent) or, by default, the outbox alone (docs/decisions/0032). */
export function mailerFromEnv(env: Partial<MailEnv>, deps: { sql: Sql; logger: Logger }): Mailer | undefined {
  if (env.MAIL !== "smtp") return undefined;
  // parseEnv has already checked that MAIL=smtp has its URL
  if (!env.SMTP_URL) throw new Error("MAIL=smtp needs SMTP_URL");
  return createSmtpMailer({ ...deps, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM ?? "flydealsbg <no-reply@localhost>" });
}

/** The mailer MAIL selects, or the outbox alone when it selects none: what the workers and the admin send with. */
export function mailerOrOutboxFromEnv(env: Partial<MailEnv>, deps: { sql: Sql; logger: Logger }): Mailer {
  return mailerFromEnv(env, deps) ?? createOutboxMailer(deps);
}

/** The bundle as CAPTCHA, MAIL, VIRUS_SCAN and their variables configure it. */
export function formServicesFromEnv(
  env: CaptchaEnv &
    Partial<MailEnv> &
    Partial<VirusScanEnv> &
    Pick<Env, "NEWSLETTER_SECRET"> &
    Partial<Pick<Env, "TELEGRAM_BOT_TOKEN" | "TELEGRAM_BOT_USERNAME" | "PUSH_SERVICE_ORIGINS">> &
    VapidEnv,
  deps: Omit<
    FormServicesDeps,
    "captcha" | "mailer" | "now" | "linkSecret" | "virusScanner" | "vapidPublicKey" | "pushServiceOrigins"
  >,
): FormServices {
  return createFormServices({
    ...deps,
    // the pair was agreed on (and made when new) before the instance serves (shared-secrets.ts)
    vapidPublicKey: currentVapidKeys(env)?.publicKey ?? null,
    pushServiceOrigins: pushServiceOrigins(env.PUSH_SERVICE_ORIGINS ?? ""),
    linkSecret: newsletterLinkSecret(env),
    telegramBotUsername: telegramBotUsernameFromEnv(env),
    captcha: captchaFromEnv(env, { sql: deps.sql, logger: deps.logger }),
    mailer: mailerFromEnv(env, { sql: deps.sql, logger: deps.logger }),
    virusScanner: virusScannerFromEnv(env),
  });
}

/** Built on first use: an app that never serves a form never reads the captcha secret. */
export function lazyFormServices(make: () => FormServices): FormServices {
  let made: FormServices | undefined;
  const get = () => {
    made ??= make();
    return made;
  };
  return {
    get newsletter() {
      return get().newsletter;
    },
    get alerts() {
      return get().alerts;
    },
    get contact() {
      return get().contact;
    },
    get push() {
      return get().push;
    },
    get captcha() {
      return get().captcha;
    },
  };
}
