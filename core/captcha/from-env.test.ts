import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "../config/env.ts";
import type { Sql } from "../db/database.ts";
import { silentLogger } from "../log/logger.ts";
import { CAPTCHA_SECRET_FILE, captchaFromEnv, localCaptchaSecret } from "./from-env.ts";

const dataDir = mkdtempSync(join(tmpdir(), "flydealsbg-captcha-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const deps = { sql: undefined as unknown as Sql, logger: silentLogger };

describe("captcha configuration", () => {
  it("defaults to the built-in captcha, whose secret is generated once into DATA_DIR and kept", () => {
    const env = parseEnv({ DATA_DIR: join(dataDir, "fresh") });
    expect(env.CAPTCHA).toBe("local");
    const secret = localCaptchaSecret(env);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const file = join(env.DATA_DIR, CAPTCHA_SECRET_FILE);
    expect(readFileSync(file, "utf8").trim()).toBe(secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(localCaptchaSecret(env)).toBe(secret);
    expect(captchaFromEnv(env, deps).kind).toBe("local");
  });

  it("prefers CAPTCHA_SECRET and wants it long", () => {
    const secret = "s".repeat(40);
    expect(localCaptchaSecret(parseEnv({ DATA_DIR: dataDir, CAPTCHA_SECRET: secret }))).toBe(secret);
    expect(() => parseEnv({ CAPTCHA_SECRET: "short" })).toThrow(/CAPTCHA_SECRET: must have at least 32 characters/);
  });

  it("fails fast when Turnstile lacks its keys", () => {
    expect(() => parseEnv({ CAPTCHA: "turnstile" })).toThrow(ConfigError);
    expect(() => parseEnv({ CAPTCHA: "turnstile", TURNSTILE_SITE_KEY: "key" })).toThrow(
      /TURNSTILE_SECRET: is required when CAPTCHA=turnstile/,
    );
    expect(() => parseEnv({ CAPTCHA: "recaptcha" })).toThrow(/CAPTCHA/);
    expect(() => parseEnv({ TURNSTILE_VERIFY_URL: "not a url" })).toThrow(/TURNSTILE_VERIFY_URL/);
    const env = parseEnv({
      CAPTCHA: "turnstile",
      TURNSTILE_SITE_KEY: "0x4AAA-site",
      TURNSTILE_SECRET: "0x4AAA-secret",
      TURNSTILE_VERIFY_URL: "http://127.0.0.1:9/siteverify",
    });
    const captcha = captchaFromEnv(env, deps);
    expect(captcha.kind).toBe("turnstile");
    expect(captcha.challenge()).toEqual({ kind: "turnstile", siteKey: "0x4AAA-site" });
  });
});
