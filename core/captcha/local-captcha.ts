import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Sql } from "../db/database.ts";
import {
  type CaptchaChallenge,
  type CaptchaProvider,
  CaptchaUnavailableError,
  type CaptchaVerification,
  MAX_CAPTCHA_TOKEN_LENGTH,
} from "./captcha.ts";

/**
 * The built-in captcha (docs/decisions/0019): the server issues an HMAC-signed token that the
 * form carries behind an "I am not a robot" checkbox. It keeps out scripts that post to the
 * API blindly and replays of one token; it is no match for a browser-driving bot, which is
 * what CAPTCHA=turnstile is for.
 */

/** Long enough to write a long contact message with JavaScript off (the page's token is then the only one). */
export const LOCAL_CAPTCHA_TTL_MS = 30 * 60_000;
/** Tolerated clock difference between processes sharing the secret. */
const CLOCK_SKEW_MS = 30_000;
const VERSION = "v1";

/** Remembers redeemed challenge ids until they expire, so each token passes once. */
export interface RedemptionStore {
  /** False when the id was redeemed before. */
  redeem(challengeId: string, expiresAt: Date): Promise<boolean>;
}

export function memoryRedemptions(now: () => Date = () => new Date()): RedemptionStore {
  const redeemed = new Map<string, number>();
  return {
    async redeem(challengeId, expiresAt) {
      const at = now().getTime();
      for (const [id, expiry] of redeemed) if (expiry < at) redeemed.delete(id);
      if (redeemed.has(challengeId)) return false;
      redeemed.set(challengeId, expiresAt.getTime());
      return true;
    },
  };
}

/** Redemptions shared by every web process on the database; expired ones are purged on the way. */
export function postgresRedemptions(sql: Sql): RedemptionStore {
  return {
    async redeem(challengeId, expiresAt) {
      const rows = await sql`
        WITH purged AS (DELETE FROM captcha_redemptions WHERE expires_at < now() - interval '1 minute')
        INSERT INTO captcha_redemptions (challenge_id, expires_at) VALUES (${challengeId}, ${expiresAt})
        ON CONFLICT (challenge_id) DO NOTHING
        RETURNING challenge_id`;
      return rows.length === 1;
    },
  };
}

export interface LocalCaptchaOptions {
  /** At least 32 characters; every process that verifies must share it. */
  secret: string;
  redemptions: RedemptionStore;
  ttlMs?: number;
  now?: () => Date;
}

const base64url = (bytes: Buffer) => bytes.toString("base64url");

export function createLocalCaptcha(options: LocalCaptchaOptions): CaptchaProvider & {
  issue(): { token: string; expiresAt: Date };
} {
  if (options.secret.length < 32) throw new Error("The local captcha secret must have at least 32 characters");
  const ttlMs = options.ttlMs ?? LOCAL_CAPTCHA_TTL_MS;
  const now = options.now ?? (() => new Date());
  const sign = (payload: string) => createHmac("sha256", options.secret).update(payload).digest();

  function issue() {
    const issuedAt = now().getTime();
    const payload = `${VERSION}.${base64url(randomBytes(16))}.${issuedAt.toString(36)}`;
    return { token: `${payload}.${base64url(sign(payload))}`, expiresAt: new Date(issuedAt + ttlMs) };
  }

  const failed = (code: string): CaptchaVerification => ({ success: false, errorCodes: [code] });

  return {
    kind: "local",
    issue,
    challenge(): CaptchaChallenge {
      const { token, expiresAt } = issue();
      return { kind: "local", token, expiresAt: expiresAt.toISOString() };
    },
    async verify(token) {
      const trimmed = token.trim();
      if (!trimmed) return failed("missing-input-response");
      if (trimmed.length > MAX_CAPTCHA_TOKEN_LENGTH) return failed("invalid-input-response");
      const parts = trimmed.split(".");
      if (parts.length !== 4 || parts[0] !== VERSION) return failed("invalid-input-response");
      const [, id = "", issuedAtText = "", signature = ""] = parts;
      const expected = sign(`${VERSION}.${id}.${issuedAtText}`);
      const given = Buffer.from(signature, "base64url");
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return failed("invalid-input-response");
      const issuedAt = Number.parseInt(issuedAtText, 36);
      const at = now().getTime();
      if (!Number.isFinite(issuedAt) || issuedAt > at + CLOCK_SKEW_MS) return failed("invalid-input-response");
      if (at - issuedAt > ttlMs) return failed("timeout-or-duplicate");
      let fresh: boolean;
      try {
        fresh = await options.redemptions.redeem(id, new Date(issuedAt + ttlMs));
      } catch (error) {
        throw new CaptchaUnavailableError("provider_error", "Captcha redemptions could not be recorded", {
          cause: error,
        });
      }
      if (!fresh) return failed("timeout-or-duplicate");
      return { success: true, errorCodes: [], challengeTs: new Date(issuedAt).toISOString() };
    },
  };
}
