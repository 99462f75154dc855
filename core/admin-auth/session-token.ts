import { createHmac, timingSafeEqual } from "node:crypto";
import { sign, verify } from "hono/jwt";
import type { JWTPayload } from "hono/utils/jwt/types";
import { JwtTokenSignatureMismatched } from "hono/utils/jwt/types";

/** How long an admin session lives (docs/decisions/0033-admin-area.md). */
export const ADMIN_SESSION = {
  cookieName: "flydealsbg_admin",
  /**
   * The whole site, not just /nimda: GET /api/bootstrap/cms?includeDraft=true answers a signed-in
   * admin. HttpOnly and SameSite=Strict keep it from scripts and from other sites.
   */
  cookiePath: "/",
  /** Signed out after this long without a request. */
  idleMs: 30 * 60 * 1000,
  /** Signed out this long after signing in, however active. */
  absoluteMs: 12 * 60 * 60 * 1000,
  /** The idle clock is renewed (a new cookie) at most this often. */
  renewAfterMs: 60 * 1000,
} as const;

export interface SessionClaims {
  /** Session id: the stream `adminsession-{sid}` records its sign-in and sign-out. */
  sid: string;
  /** The admin's user name. */
  sub: string;
  /** Signed in at, epoch ms. */
  iat: number;
  /** Last seen at, epoch ms. */
  lat: number;
}

/**
 * The claims travel as a JWT signed with HS256 by hono's helpers, its audience naming what it is
 * for, so a device token is worthless as a session. The times are ours (epoch ms, judged with the
 * injected clock), so hono's own wall-clock checks of exp, nbf and iat are off.
 */
export async function signToken(secret: string, audience: string, claims: Record<string, unknown>): Promise<string> {
  return sign({ ...claims, aud: audience }, secret, "HS256");
}

export type TokenCheck = { ok: true; payload: JWTPayload } | { ok: false; reason: "malformed" | "bad_signature" };

export async function verifyToken(secret: string, audience: string, token: string): Promise<TokenCheck> {
  try {
    const payload = await verify(token, secret, { alg: "HS256", aud: audience, exp: false, nbf: false, iat: false });
    return { ok: true, payload };
  } catch (error) {
    return { ok: false, reason: error instanceof JwtTokenSignatureMismatched ? "bad_signature" : "malformed" };
  }
}

const SESSION_AUDIENCE = "flydealsbg-admin-session";

export async function encodeSession(secret: string, claims: SessionClaims): Promise<string> {
  const { sid, sub, iat, lat } = claims;
  return signToken(secret, SESSION_AUDIENCE, { sid, sub, signedInAt: iat, seenAt: lat });
}

export type SessionCheck =
  | { ok: true; claims: SessionClaims }
  | { ok: false; reason: "missing" | "malformed" | "bad_signature" | "idle" | "expired" };

export async function decodeSession(secret: string, token: string | undefined, now: number): Promise<SessionCheck> {
  if (!token) return { ok: false, reason: "missing" };
  const check = await verifyToken(secret, SESSION_AUDIENCE, token);
  if (!check.ok) return check;
  const { sid, sub, signedInAt, seenAt } = check.payload;
  if (
    typeof sid !== "string" ||
    typeof sub !== "string" ||
    typeof signedInAt !== "number" ||
    typeof seenAt !== "number"
  ) {
    return { ok: false, reason: "malformed" };
  }
  const claims: SessionClaims = { sid, sub, iat: signedInAt, lat: seenAt };
  if (now - claims.iat > ADMIN_SESSION.absoluteMs) return { ok: false, reason: "expired" };
  if (now - claims.lat > ADMIN_SESSION.idleMs) return { ok: false, reason: "idle" };
  return { ok: true, claims };
}

/** An HMAC of the session id: a CSRF token is worthless for another session. */
function csrfMac(secret: string, sessionId: string): Buffer {
  return createHmac("sha256", secret).update(`csrf:${sessionId}`).digest();
}

/** The CSRF token of a session: forms carry it in `_csrf`, API calls in `x-csrf-token`. */
export function csrfTokenFor(secret: string, sessionId: string): string {
  return csrfMac(secret, sessionId).toString("base64url");
}

export function csrfTokenMatches(secret: string, sessionId: string, candidate: string | undefined | null): boolean {
  if (!candidate) return false;
  const given = Buffer.from(candidate, "base64url");
  const expected = csrfMac(secret, sessionId);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
