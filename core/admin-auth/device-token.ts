import { randomUUID } from "node:crypto";
import { DAY_MS } from "../constants.ts";
import { signToken, verifyToken } from "./session-token.ts";

/**
 * A trusted browser: after a successful sign-in it carries this signed cookie, and the account's
 * failures from elsewhere do not slow it (OWASP's device cookies; docs/decisions/0049).
 */
export const ADMIN_DEVICE = {
  cookieName: "flydealsbg_admin_device",
  cookiePath: "/nimda",
  maxAgeMs: 180 * DAY_MS,
} as const;

const DEVICE_AUDIENCE = "flydealsbg-admin-device";
const DEVICE_LINK_AUDIENCE = "flydealsbg-admin-device-link";

/** How long a link from `npm run admin:link` may be opened (docs/decisions/0098). */
export const DEVICE_LINK_VALID_MS = 15 * 60 * 1000;

/** A JWT (decision 0072): `device` is the id its failures are counted under, `sub` the admin it was issued to. */
export async function issueDeviceToken(
  secret: string,
  username: string,
  now: number,
  device: string = randomUUID(),
): Promise<string> {
  return signToken(secret, DEVICE_AUDIENCE, { device, sub: username, issuedAt: now });
}

/**
 * What `npm run admin:link` prints: it makes the browser that opens it a trusted device. Its
 * device id is fixed, so opening it many times gives one device's five tries, not five each.
 */
export async function issueDeviceLink(secret: string, username: string, now: number): Promise<string> {
  return signToken(secret, DEVICE_LINK_AUDIENCE, { device: randomUUID(), sub: username, issuedAt: now });
}

/**
 * The device of a valid token of this audience, issued to this user name within `maxAgeMs`
 * (and not from the future); null for anything else.
 */
async function deviceClaim(
  secret: string,
  audience: string,
  token: string,
  username: string,
  now: number,
  maxAgeMs: number,
): Promise<{ device: string; sub: string } | null> {
  const check = await verifyToken(secret, audience, token);
  if (!check.ok) return null;
  const { device, sub, issuedAt } = check.payload;
  if (typeof device !== "string" || typeof issuedAt !== "number" || typeof sub !== "string") return null;
  if (sub.toLowerCase() !== username.trim().toLowerCase()) return null;
  if (now - issuedAt > maxAgeMs || issuedAt > now + 60_000) return null;
  return { device, sub };
}

/** The trusted-device cookie a valid, unexpired link is exchanged for, and its device; null otherwise. */
export async function exchangeDeviceLink(
  secret: string,
  link: string,
  username: string,
  now: number,
): Promise<{ cookie: string; device: string } | null> {
  const claim = await deviceClaim(secret, DEVICE_LINK_AUDIENCE, link, username, now, DEVICE_LINK_VALID_MS);
  return claim ? { cookie: await issueDeviceToken(secret, claim.sub, now, claim.device), device: claim.device } : null;
}

/** The device id of a valid, unexpired token issued to this user name; null otherwise. */
export async function trustedDevice(
  secret: string,
  token: string | undefined,
  username: string,
  now: number,
): Promise<string | null> {
  if (!token) return null;
  return (await deviceClaim(secret, DEVICE_AUDIENCE, token, username, now, ADMIN_DEVICE.maxAgeMs))?.device ?? null;
}
