import { randomUUID } from "node:crypto";
import { equal, sign } from "./session-token.ts";

/**
 * A trusted browser: after a successful sign-in it carries this signed cookie, and the account's
 * failures from elsewhere do not slow it (OWASP's device cookies; docs/decisions/0049).
 */
export const ADMIN_DEVICE = {
  cookieName: "flydealsbg_admin_device",
  cookiePath: "/nimda",
  maxAgeMs: 180 * 24 * 60 * 60 * 1000,
} as const;

interface DeviceClaims {
  /** Device id: its failures are counted under it. */
  d: string;
  /** The admin's user name it was issued to. */
  u: string;
  iat: number;
}

export function issueDeviceToken(secret: string, username: string, now: number): string {
  const claims: DeviceClaims = { d: randomUUID(), u: username, iat: now };
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `${payload}.${sign(secret, "device", payload).toString("base64url")}`;
}

/** The device id of a valid, unexpired token issued to this user name; null otherwise. */
export function trustedDevice(secret: string, token: string | undefined, username: string, now: number): string | null {
  const [payload, signature, extra] = (token ?? "").split(".");
  if (!payload || !signature || extra !== undefined) return null;
  if (!equal(Buffer.from(signature, "base64url"), sign(secret, "device", payload))) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Partial<DeviceClaims>;
    if (typeof claims.d !== "string" || typeof claims.iat !== "number") return null;
    if (claims.u?.toLowerCase() !== username.trim().toLowerCase()) return null;
    if (now - claims.iat > ADMIN_DEVICE.maxAgeMs || claims.iat > now + 60_000) return null;
    return claims.d;
  } catch {
    return null;
  }
}
