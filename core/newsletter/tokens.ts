import { createHash, randomBytes } from "node:crypto";
import { isUuid } from "../ids.ts";

/**
 * A link token: the subscription id, a dot, 32 random bytes. The id finds the stream without
 * any lookup table; only the token's SHA-256 is stored, so the event log cannot mint links.
 */
export function newLinkToken(subscriptionId: string): string {
  return `${subscriptionId}.${randomBytes(32).toString("base64url")}`;
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The subscription a token names, or null when it is not one of ours. */
export function subscriptionIdOf(token: string): string | null {
  const [id, secret, extra] = token.trim().split(".");
  if (extra !== undefined || !id || !secret || !isUuid(id) || !/^[A-Za-z0-9_-]{43}$/.test(secret)) return null;
  return id;
}
