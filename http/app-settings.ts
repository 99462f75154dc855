import { adminSessionSecret } from "../core/admin-auth/credentials.ts";
import { type Env, operatorDetails } from "../core/config/env.ts";
import { mailerOrOutboxFromEnv } from "../core/contact/form-services.ts";
import type { Database } from "../core/db/database.ts";
import { imageProviderFromEnv } from "../core/images/providers.ts";
import type { Logger } from "../core/log/logger.ts";
import { mediaStorageFromEnv } from "../core/media/from-env.ts";
import { telegramBotUsernameFromEnv } from "../core/newsletter/telegram-bot.ts";
import { fareModeOf } from "../core/pricing/fare-mode.ts";
import { webhookNetworkFromEnv } from "../core/webhooks/address-policy.ts";
import type { AdminDeps } from "./admin/shell/deps.ts";
import type { HttpAppDeps } from "./app.ts";

/**
 * What the web tier takes from the environment as it is, the same under Node (scripts/serve.ts,
 * scripts/dev.ts) and Deno (http/deno.ts): the entries add the database, services and admin.
 */
export function appSettingsFromEnv(
  env: Env,
): Pick<
  HttpAppDeps,
  "publicUrl" | "operator" | "analyticsId" | "affiliateMarker" | "fareMode" | "readyMaxLag" | "trustProxy" | "limits"
> {
  return {
    publicUrl: env.PUBLIC_URL,
    operator: operatorDetails(env),
    analyticsId: env.GA_MEASUREMENT_ID,
    affiliateMarker: env.AFFILIATE_MARKER,
    fareMode: fareModeOf(env.FARE_SOURCE),
    readyMaxLag: env.READY_MAX_LAG,
    trustProxy: env.TRUST_PROXY,
    // the per-address limits are counted in PostgreSQL under this secret's key: one count for all instances
    limits: { addressSecret: adminSessionSecret(env) },
  };
}

/**
 * What the admin area takes from the environment as it is, the same under Node and Deno: the
 * entries add its sign-in, the event store and the job queue.
 */
export function adminSettingsFromEnv(
  env: Env,
  database: Database,
  logger: Logger,
): Pick<
  AdminDeps,
  "trustProxy" | "secureCookies" | "socialDelivery" | "webhookNetwork" | "newsletter" | "fareMode" | "images" | "media"
> {
  return {
    trustProxy: env.TRUST_PROXY,
    secureCookies: env.PUBLIC_URL.startsWith("https:"),
    socialDelivery: env.SOCIAL,
    webhookNetwork: webhookNetworkFromEnv(env),
    newsletter: {
      publicUrl: env.PUBLIC_URL,
      mailer: mailerOrOutboxFromEnv(env, { sql: database.sql, logger }),
      delivery: env.MAIL,
      telegramBot: telegramBotUsernameFromEnv(env),
    },
    // the digest preview and the dashboard say whether the fares are real
    fareMode: fareModeOf(env.FARE_SOURCE),
    images: imageProviderFromEnv(env, logger),
    media: mediaStorageFromEnv(env),
  };
}
