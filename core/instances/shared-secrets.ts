import { join } from "node:path";
import {
  ADMIN_SESSION_SECRET_FILE,
  currentAdminPasswordHash,
  resolveAdminCredentials,
} from "../admin-auth/credentials.ts";
import { CAPTCHA_SECRET_FILE, localCaptchaSecret } from "../captcha/from-env.ts";
import type { Env } from "../config/env.ts";
import { generatedSecret, storedSecret } from "../config/generated-secret.ts";
import { NEWSLETTER_SECRET_FILE } from "../contact/form-services.ts";
import type { SharedSecret } from "../instances/agreements.ts";
import { vapidSecret } from "../push/vapid.ts";

/** A secret configured by `name` or generated into DATA_DIR/`file`. */
function fileSecret(env: Env, name: keyof Env, file: string): SharedSecret {
  const configured = env[name];
  return {
    name,
    current: () => (typeof configured === "string" && configured ? configured : storedSecret(env.DATA_DIR, file)),
    generate: () => generatedSecret(env.DATA_DIR, file),
    keptIn: join(env.DATA_DIR, file),
  };
}

/**
 * Everything instances on one database must agree on (docs/decisions/0084). Admin sessions,
 * captcha tokens and newsletter links are signed by one instance and read by another; the admin
 * password is checked by whichever web instance the proxy picks; each start sets the analyst
 * role's password when ANALYST_PASSWORD fixes one; Web Push signs with one VAPID key pair. Page-cache purges travel by NOTIFY and need no secret.
 */
export function sharedSecrets(env: Env, announce: (message: string) => void): SharedSecret[] {
  return [
    fileSecret(env, "ADMIN_SESSION_SECRET", ADMIN_SESSION_SECRET_FILE),
    {
      name: "ADMIN_PASSWORD_HASH",
      current: () => currentAdminPasswordHash(env),
      generate: async () => (await resolveAdminCredentials(env, announce)).passwordHash,
      keptIn: join(env.DATA_DIR, "admin-credentials.json"),
    },
    ...(env.CAPTCHA === "local"
      ? [{ ...fileSecret(env, "CAPTCHA_SECRET", CAPTCHA_SECRET_FILE), generate: () => localCaptchaSecret(env) }]
      : []),
    fileSecret(env, "NEWSLETTER_SECRET", NEWSLETTER_SECRET_FILE),
    // browsers tie each push subscription to the public key: one pair for every instance
    vapidSecret(env),
    // set, each start gives it to the analyst role; unset, passwords are issued per use
    ...(env.ANALYST_PASSWORD ? [fileSecret(env, "ANALYST_PASSWORD", "analyst-password")] : []),
  ];
}
