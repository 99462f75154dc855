import { createHmac, timingSafeEqual } from "node:crypto";

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

/** An HMAC of a value for one purpose, so a token made for one use is worthless for another. */
export function sign(secret: string, purpose: string, value: string): Buffer {
  return createHmac("sha256", secret).update(`${purpose}:${value}`).digest();
}

export function equal(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

export function encodeSession(secret: string, claims: SessionClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `${payload}.${sign(secret, "session", payload).toString("base64url")}`;
}

export type SessionCheck =
  | { ok: true; claims: SessionClaims }
  | { ok: false; reason: "missing" | "malformed" | "bad_signature" | "idle" | "expired" };

export function decodeSession(secret: string, token: string | undefined, now: number): SessionCheck {
  if (!token) return { ok: false, reason: "missing" };
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: "malformed" };
  if (!equal(Buffer.from(signature, "base64url"), sign(secret, "session", payload))) {
    return { ok: false, reason: "bad_signature" };
  }
  let claims: SessionClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as SessionClaims;
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if (typeof claims.sid !== "string" || typeof claims.iat !== "number" || typeof claims.lat !== "number") {
    return { ok: false, reason: "malformed" };
  }
  if (now - claims.iat > ADMIN_SESSION.absoluteMs) return { ok: false, reason: "expired" };
  if (now - claims.lat > ADMIN_SESSION.idleMs) return { ok: false, reason: "idle" };
  return { ok: true, claims };
}

/** The CSRF token of a session: forms carry it in `_csrf`, API calls in `x-csrf-token`. */
export function csrfTokenFor(secret: string, sessionId: string): string {
  return sign(secret, "csrf", sessionId).toString("base64url");
}

export function csrfTokenMatches(secret: string, sessionId: string, candidate: string | undefined | null): boolean {
  if (!candidate) return false;
  return equal(Buffer.from(candidate, "base64url"), sign(secret, "csrf", sessionId));
}
