import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The secret kept in `fileName` inside DATA_DIR, or null when there is none yet (nothing is written). */
export function storedSecret(dataDir: string, fileName: string): string | null {
  const path = join(dataDir, fileName);
  if (!existsSync(path)) return null;
  const stored = readFileSync(path, "utf8").trim();
  return stored.length >= 32 ? stored : null;
}

/**
 * The secret kept in `fileName` inside DATA_DIR when it is at least 32 characters long; otherwise
 * 32 fresh random bytes (hex), written there with mode 600 so they survive a restart.
 */
export function generatedSecret(dataDir: string, fileName: string): string {
  const stored = storedSecret(dataDir, fileName);
  if (stored) return stored;
  const secret = randomBytes(32).toString("hex");
  keepSecret(dataDir, fileName, secret);
  return secret;
}

/** Writes a secret into DATA_DIR/`fileName`, readable by this user only. */
export function keepSecret(dataDir: string, fileName: string, secret: string): void {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, fileName), `${secret}\n`, { mode: 0o600 });
}
