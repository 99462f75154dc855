import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ADMIN_CREDENTIALS_FILE, resolveAdminCredentials } from "./credentials.ts";
import { hashPassword, verifyPassword } from "./password.ts";

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "admin-credentials-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const base = { ADMIN_USER: "admin", ADMIN_PASSWORD_HASH: undefined, ADMIN_SESSION_SECRET: undefined };

describe("admin credentials", () => {
  it("generates a password once, announces it once and stores only its hash", async () => {
    const DATA_DIR = dataDir();
    const messages: string[] = [];
    const first = await resolveAdminCredentials({ ...base, DATA_DIR }, (m) => messages.push(m));
    expect(messages).toHaveLength(1);
    const password = /password "([^"]+)"/.exec(messages[0] as string)?.[1] as string;
    expect(await verifyPassword(password, first.passwordHash)).toBe(true);
    const file = join(DATA_DIR, ADMIN_CREDENTIALS_FILE);
    expect(readFileSync(file, "utf8")).not.toContain(password);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const second = await resolveAdminCredentials({ ...base, DATA_DIR }, (m) => messages.push(m));
    expect(messages).toHaveLength(1);
    expect(second).toEqual(first);
  });

  it("uses ADMIN_PASSWORD_HASH and ADMIN_SESSION_SECRET when configured, writing nothing", async () => {
    const DATA_DIR = dataDir();
    const hash = await hashPassword("configured");
    const secret = "x".repeat(40);
    const credentials = await resolveAdminCredentials(
      { ADMIN_USER: "ops", ADMIN_PASSWORD_HASH: hash, ADMIN_SESSION_SECRET: secret, DATA_DIR },
      () => {
        throw new Error("nothing to announce");
      },
    );
    expect(credentials).toEqual({ username: "ops", passwordHash: hash, sessionSecret: secret });
  });
});
