import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Env } from "../config/env.ts";
import { generatedSecret } from "../config/generated-secret.ts";
import { generatePassword, hashPassword, isPasswordHash } from "./password.ts";

export const ADMIN_CREDENTIALS_FILE = "admin-credentials.json";
export const ADMIN_SESSION_SECRET_FILE = "admin-session-secret";

export interface AdminCredentials {
  username: string;
  passwordHash: string;
  sessionSecret: string;
}

type AdminEnv = Pick<Env, "ADMIN_USER" | "ADMIN_PASSWORD_HASH" | "ADMIN_SESSION_SECRET" | "DATA_DIR">;

/**
 * ADMIN_SESSION_SECRET, or the one generated into DATA_DIR. Every instance must have the same;
 * the shared rate limits hash addresses with a key derived from it too (docs/decisions/0083).
 */
export function adminSessionSecret(env: Pick<Env, "ADMIN_SESSION_SECRET" | "DATA_DIR">): string {
  return env.ADMIN_SESSION_SECRET || generatedSecret(env.DATA_DIR, ADMIN_SESSION_SECRET_FILE);
}

/** The sign-in kept in DATA_DIR by an earlier first start; null when there is none (or it is not a hash). */
function storedCredentials(dataDir: string): { username?: string; passwordHash: string } | null {
  const path = join(dataDir, ADMIN_CREDENTIALS_FILE);
  if (!existsSync(path)) return null;
  const stored = JSON.parse(readFileSync(path, "utf8")) as Partial<AdminCredentials>;
  return typeof stored.passwordHash === "string" && isPasswordHash(stored.passwordHash)
    ? { username: stored.username, passwordHash: stored.passwordHash }
    : null;
}

/** The password hash configured or kept in DATA_DIR; null when the first start has still to make one. */
export function currentAdminPasswordHash(env: Pick<Env, "ADMIN_PASSWORD_HASH" | "DATA_DIR">): string | null {
  return env.ADMIN_PASSWORD_HASH || storedCredentials(env.DATA_DIR)?.passwordHash || null;
}

/** The sign-in configured or kept in DATA_DIR; null when the first start has still to make one. */
export function currentAdminCredentials(env: AdminEnv): AdminCredentials | null {
  if (env.ADMIN_PASSWORD_HASH) {
    return { username: env.ADMIN_USER, passwordHash: env.ADMIN_PASSWORD_HASH, sessionSecret: adminSessionSecret(env) };
  }
  const stored = storedCredentials(env.DATA_DIR);
  if (!stored) return null;
  const username = stored.username ?? env.ADMIN_USER;
  return { username, passwordHash: stored.passwordHash, sessionSecret: adminSessionSecret(env) };
}

/**
 * ADMIN_PASSWORD_HASH when configured. Otherwise the embedded default: on the first start a
 * random password is generated, handed to `announce` once, and only its hash is kept in DATA_DIR.
 */
export async function resolveAdminCredentials(
  env: AdminEnv,
  announce: (message: string) => void,
): Promise<AdminCredentials> {
  const current = currentAdminCredentials(env);
  if (current) return current;
  const secret = adminSessionSecret(env);
  const path = join(env.DATA_DIR, ADMIN_CREDENTIALS_FILE);
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  mkdirSync(env.DATA_DIR, { recursive: true });
  writeFileSync(path, `${JSON.stringify({ username: env.ADMIN_USER, passwordHash }, null, 2)}\n`, { mode: 0o600 });
  announce(
    `Admin sign-in created (shown only this once): user "${env.ADMIN_USER}", password "${password}". ` +
      `Only its hash is kept in ${path}; delete that file to generate a new password.`,
  );
  return { username: env.ADMIN_USER, passwordHash, sessionSecret: secret };
}
