import { join } from "node:path";
import { keepSecret, storedSecret } from "../config/generated-secret.ts";
import type { SharedSecret } from "../instances/agreements.ts";

/**
 * The application server's key pair Web Push identifies us by (VAPID, RFC 8292), in web-push's
 * format: the public key the uncompressed P-256 point (65 bytes), the private key its scalar
 * (32 bytes), both base64url. Browsers tie each subscription to the public key, so every
 * instance must sign with the same pair and a new pair silently orphans every subscription.
 */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Where a generated pair is kept inside DATA_DIR: `<public>.<private>`. */
export const VAPID_KEYS_FILE = "vapid-keys";

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** A pair from its kept form, or null when it is not one. */
export function parseVapidKeys(kept: string | null): VapidKeys | null {
  const [publicKey, privateKey, extra] = (kept ?? "").trim().split(".");
  if (extra !== undefined || !publicKey || !privateKey) return null;
  if (!BASE64URL.test(publicKey) || !BASE64URL.test(privateKey)) return null;
  const point = Buffer.from(publicKey, "base64url");
  if (point.length !== 65 || point[0] !== 0x04 || Buffer.from(privateKey, "base64url").length !== 32) return null;
  return { publicKey, privateKey };
}

export const keptVapidKeys = (keys: VapidKeys) => `${keys.publicKey}.${keys.privateKey}`;

/** A fresh pair, through WebCrypto: the same on Node and on Deno, where the web tier may start. */
export async function generateVapidKeys(): Promise<VapidKeys> {
  const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
  const jwk = await crypto.subtle.exportKey("jwk", pair.privateKey);
  const coordinate = (value: string | undefined) => Buffer.from(value ?? "", "base64url");
  const point = Buffer.concat([Buffer.from([0x04]), coordinate(jwk.x), coordinate(jwk.y)]);
  return { publicKey: point.toString("base64url"), privateKey: coordinate(jwk.d).toString("base64url") };
}

export interface VapidEnv {
  DATA_DIR: string;
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
}

/** The configured pair, or the one kept in DATA_DIR; null when none was made yet. */
export function currentVapidKeys(env: VapidEnv): VapidKeys | null {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return parseVapidKeys(`${env.VAPID_PUBLIC_KEY}.${env.VAPID_PRIVATE_KEY}`);
  }
  return parseVapidKeys(storedSecret(env.DATA_DIR, VAPID_KEYS_FILE));
}

/** The pair as a secret every instance on one database must share (decision 0084). */
export function vapidSecret(env: VapidEnv): SharedSecret {
  return {
    name: "VAPID_PRIVATE_KEY",
    current: () => {
      const keys = currentVapidKeys(env);
      return keys ? keptVapidKeys(keys) : null;
    },
    generate: async () => {
      const kept = keptVapidKeys(await generateVapidKeys());
      keepSecret(env.DATA_DIR, VAPID_KEYS_FILE, kept);
      return kept;
    },
    keptIn: join(env.DATA_DIR, VAPID_KEYS_FILE),
  };
}
