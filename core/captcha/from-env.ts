import type { Env } from "../config/env.ts";
import { generatedSecret } from "../config/generated-secret.ts";
import type { Sql } from "../db/database.ts";
import type { Logger } from "../log/logger.ts";
import type { CaptchaProvider } from "./captcha.ts";
import { createLocalCaptcha, postgresRedemptions } from "./local-captcha.ts";
import { createTurnstileVerifier } from "./turnstile-verifier.ts";

export type CaptchaEnv = Pick<
  Env,
  "CAPTCHA" | "CAPTCHA_SECRET" | "TURNSTILE_SITE_KEY" | "TURNSTILE_SECRET" | "TURNSTILE_VERIFY_URL" | "DATA_DIR"
>;

export const CAPTCHA_SECRET_FILE = "captcha-secret";

/**
 * CAPTCHA_SECRET, or the one generated into DATA_DIR on the first start and kept there (like
 * the embedded database's password), so tokens survive a restart without any setup.
 */
export function localCaptchaSecret(env: Pick<Env, "CAPTCHA_SECRET" | "DATA_DIR">): string {
  return env.CAPTCHA_SECRET || generatedSecret(env.DATA_DIR, CAPTCHA_SECRET_FILE);
}

/** The captcha CAPTCHA selects; parseEnv has already checked that Turnstile has its keys. */
export function captchaFromEnv(env: CaptchaEnv, deps: { sql: Sql; logger: Logger }): CaptchaProvider {
  if (env.CAPTCHA === "turnstile") {
    if (!env.TURNSTILE_SITE_KEY || !env.TURNSTILE_SECRET) {
      throw new Error("CAPTCHA=turnstile needs TURNSTILE_SITE_KEY and TURNSTILE_SECRET");
    }
    return createTurnstileVerifier({
      siteKey: env.TURNSTILE_SITE_KEY,
      secret: env.TURNSTILE_SECRET,
      verifyUrl: env.TURNSTILE_VERIFY_URL,
      logger: deps.logger,
    });
  }
  return createLocalCaptcha({ secret: localCaptchaSecret(env), redemptions: postgresRedemptions(deps.sql) });
}
