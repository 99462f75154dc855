import { createHmac, timingSafeEqual } from "node:crypto";
import { DAY_MS } from "../constants.ts";
import { isUuid } from "../ids.ts";

/**
 * Links in digests and alerts that act for one subscriber without a login (decision 0041):
 * `<subscriptionId>.<purpose>.<expiry day, base 36>.<HMAC-SHA256, 128 bits>`. Nothing is stored
 * per mail: the signature proves the link came from us, the id names the stream, the expiry
 * bounds how long a forwarded mail can act. A link whose subscription has left finds nothing.
 */
export type SignedLinkPurpose = "preferences" | "unsubscribe";

const PURPOSE_CODE: Record<SignedLinkPurpose, string> = { preferences: "p", unsubscribe: "u" };
/** Mail sits in inboxes for months; a year keeps every recent digest's links working. */
export const SIGNED_LINK_DAYS = 400;

export type SignedLinkCheck =
  | { ok: true; subscriptionId: string }
  | { ok: false; reason: "malformed" | "forged" | "expired" };

function signature(secret: string, payload: string): Buffer {
  return createHmac("sha256", secret).update(payload).digest().subarray(0, 16);
}

export function signLink(
  secret: string,
  purpose: SignedLinkPurpose,
  subscriptionId: string,
  now: Date,
  days = SIGNED_LINK_DAYS,
): string {
  const expiresDay = Math.floor(now.getTime() / DAY_MS) + days;
  const payload = `${subscriptionId}.${PURPOSE_CODE[purpose]}.${expiresDay.toString(36)}`;
  return `${payload}.${signature(secret, payload).toString("base64url")}`;
}

export function verifyLink(secret: string, purpose: SignedLinkPurpose, token: string, now: Date): SignedLinkCheck {
  const parts = token.trim().split(".");
  if (parts.length !== 4) return { ok: false, reason: "malformed" };
  const [id, code, expiry, mac] = parts as [string, string, string, string];
  if (!isUuid(id) || code !== PURPOSE_CODE[purpose] || !/^[0-9a-z]{1,8}$/.test(expiry) || !/^[\w-]{22}$/.test(mac))
    return { ok: false, reason: "malformed" };
  const given = Buffer.from(mac, "base64url");
  const expected = signature(secret, `${id}.${code}.${expiry}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "forged" };
  if (Number.parseInt(expiry, 36) * DAY_MS < now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, subscriptionId: id };
}
