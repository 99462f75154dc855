import { createHmac, randomUUID } from "node:crypto";
import type { EventMetadata, EventStore } from "../eventstore/types.ts";
import type { AdminCredentials } from "./credentials.ts";
import { exchangeDeviceLink, issueDeviceLink, issueDeviceToken, trustedDevice } from "./device-token.ts";
import { type AdminAuthEvent, adminDeviceStreamId, adminSessionStreamId, failedSignInStreamId } from "./events.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import {
  ADMIN_SESSION,
  csrfTokenFor,
  csrfTokenMatches,
  decodeSession,
  encodeSession,
  type SessionClaims,
} from "./session-token.ts";
import { type AttemptVerdict, accountKey, inMemoryLedger, type SignInLedger } from "./sign-in-limits.ts";

/** The one answer for a wrong user and a wrong password alike: neither is revealed. */
export const SIGN_IN_REFUSED = "Invalid user name or password.";

function waitText(ms: number): string {
  if (ms < 60_000) {
    const seconds = Math.max(1, Math.ceil(ms / 1000));
    return `${seconds} second${seconds === 1 ? "" : "s"}`;
  }
  const minutes = Math.ceil(ms / 60_000);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** An account slowed by others' guesses says how the admin gets in anyway (docs/decisions/0098). */
export function rateLimitedMessage(refusal: Extract<AttemptVerdict, { kind: "refused" }>): string {
  const wait = `Try again in ${waitText(refusal.retryAfterMs)}`;
  return refusal.reason === "account"
    ? `Too many failed sign-in attempts on this account. ${wait}, or sign in from a browser that has signed in here before, or open the link that \`npm run admin:link\` prints on the server.`
    : `Too many failed sign-in attempts. ${wait}.`;
}

/** A link that makes the browser opening it trusted; `npm run admin:link` prints it. */
export function adminDeviceLink(credentials: AdminCredentials, now: number): Promise<string> {
  return issueDeviceLink(credentialSigningKey(credentials), credentials.username, now);
}

/** Who did it, from where: every admin command's events carry this (the audit log reads it). */
export interface AdminRequestInfo {
  ip: string | null;
  userAgent: string | null;
  requestId?: string;
}

/** The actor of what no signed-in admin did, such as a failed sign-in. */
export const ANONYMOUS_ACTOR = "anonymous";

export function adminActor(username: string): string {
  return `admin:${username}`;
}

export function adminMetadata(username: string, action: string, request: AdminRequestInfo): EventMetadata {
  return {
    actor: adminActor(username),
    action,
    ...(request.ip ? { ip: request.ip } : {}),
    ...(request.userAgent ? { userAgent: request.userAgent.slice(0, 300) } : {}),
    ...(request.requestId ? { correlationId: request.requestId } : {}),
  };
}

/** HMAC of the user name and password hash under the session secret (docs/decisions/0095). */
export function credentialSigningKey(credentials: AdminCredentials): string {
  return createHmac("sha256", credentials.sessionSecret)
    .update(`admin-session\n${credentials.username}\n${credentials.passwordHash}`)
    .digest("base64url");
}

export type SignInResult =
  /** deviceToken: the trusted-device cookie to set (decision 0049). */
  | { ok: true; token: string; claims: SessionClaims; deviceToken: string }
  | { ok: false; reason: "refused"; message: string }
  | { ok: false; reason: "rate_limited"; message: string; retryAfterMs: number };

export interface AuthenticatedSession {
  claims: SessionClaims;
  /** A new cookie value when the idle clock was renewed. */
  renewedToken: string | null;
}

/** Sign-in, sessions and CSRF for /nimda. Sign-ins and sign-outs are events, so they are audited too. */
export class AdminAuth {
  private decoyHash: Promise<string> | null = null;
  /**
   * What sessions, trusted devices and CSRF tokens are signed with: the session secret bound to
   * the credential, so a new password (or user name) signs every earlier session out.
   */
  private readonly signingKey: string;

  constructor(
    private readonly credentials: AdminCredentials,
    private readonly store: EventStore,
    private readonly now: () => number = Date.now,
    /** Where attempts are judged; the product passes postgresSignInLedger so all processes agree. */
    private readonly attempts: SignInLedger = inMemoryLedger(),
    /** Waits out a slowed attempt's slot. */
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms)),
  ) {
    this.signingKey = credentialSigningKey(credentials);
  }

  get username(): string {
    return this.credentials.username;
  }

  /**
   * Judges the attempt before the password is checked (decision 0049): refused when its address
   * or its device failed too often; slowed when the account did, unless it comes from a trusted
   * device. `deviceToken` is the trusted-device cookie, if the browser has one.
   */
  async signIn(
    username: string,
    password: string,
    request: AdminRequestInfo,
    deviceToken?: string,
  ): Promise<SignInResult> {
    const knownUser = username.trim().toLowerCase() === this.credentials.username.toLowerCase();
    const device = await trustedDevice(this.signingKey, deviceToken, username, this.now());
    const verdict = await this.attempts.open({
      ip: request.ip ?? "unknown",
      accountKey: accountKey(username),
      device,
      now: this.now(),
    });
    if (verdict.kind === "refused") {
      const retryAfterMs = verdict.retryAfterMs;
      return { ok: false, reason: "rate_limited", message: rateLimitedMessage(verdict), retryAfterMs };
    }
    const slowedBy = verdict.attempt.notBefore - this.now();
    if (slowedBy > 0) await this.sleep(slowedBy);

    // an unknown user still costs one scrypt, so timing does not tell the two refusals apart
    this.decoyHash ??= hashPassword(randomUUID());
    const hash = knownUser ? this.credentials.passwordHash : await this.decoyHash;
    const passwordOk = await verifyPassword(password, hash);
    const now = this.now();
    await this.attempts.close(verdict.attempt.id, knownUser && passwordOk ? "succeeded" : "failed");
    if (!knownUser || !passwordOk) {
      await this.store.append(
        failedSignInStreamId(new Date(now)),
        // what a stranger typed as a user name may be a password: only the admin's own name is kept
        [
          {
            type: "AdminSignInFailed",
            data: { at: now, ...(knownUser ? { username: this.credentials.username } : {}) },
          } satisfies AdminAuthEvent,
        ],
        // not "admin:<typed name>": a stranger's guess must not read as an admin in the audit log;
        // and no address or browser: the log is never erased, a stranger's address is personal
        // data (it stays a day in admin_sign_in_attempts, where the limits judge it)
        {
          metadata: {
            actor: ANONYMOUS_ACTOR,
            action: "auth.sign_in_failed",
            ...(request.requestId ? { correlationId: request.requestId } : {}),
          },
        },
      );
      return { ok: false, reason: "refused", message: SIGN_IN_REFUSED };
    }
    const claims: SessionClaims = { sid: randomUUID(), sub: this.credentials.username, iat: now, lat: now };
    await this.store.append(
      adminSessionStreamId(claims.sid),
      [
        {
          type: "AdminSignedIn",
          data: {
            sessionId: claims.sid,
            username: claims.sub,
            expiresAt: new Date(now + ADMIN_SESSION.absoluteMs).toISOString(),
          },
        } satisfies AdminAuthEvent,
      ],
      { expectedVersion: "no_stream", metadata: adminMetadata(claims.sub, "auth.sign_in", request) },
    );
    return {
      ok: true,
      token: await encodeSession(this.signingKey, claims),
      claims,
      deviceToken: device && deviceToken ? deviceToken : await issueDeviceToken(this.signingKey, claims.sub, now),
    };
  }

  /**
   * The trusted-device cookie for a link from `npm run admin:link`, recorded in the audit log;
   * null when the link is forged, for another credential or expired.
   */
  async trustBrowser(link: string, request: AdminRequestInfo): Promise<string | null> {
    const exchanged = await exchangeDeviceLink(this.signingKey, link, this.credentials.username, this.now());
    if (!exchanged) return null;
    const { cookie, device } = exchanged;
    await this.store.append(
      adminDeviceStreamId(device),
      [{ type: "AdminBrowserTrusted", data: { device, username: this.credentials.username } } satisfies AdminAuthEvent],
      { metadata: adminMetadata(this.credentials.username, "auth.browser_trusted", request) },
    );
    return cookie;
  }

  /** A valid, unexpired cookie of a session that has not signed out. */
  async authenticate(token: string | undefined): Promise<AuthenticatedSession | null> {
    const now = this.now();
    const check = await decodeSession(this.signingKey, token, now);
    if (!check.ok) return null;
    const { events } = await this.store.readStream<AdminAuthEvent>(adminSessionStreamId(check.claims.sid));
    if (events.length === 0 || events.some((event) => event.type === "AdminSignedOut")) return null;
    const renew = now - check.claims.lat >= ADMIN_SESSION.renewAfterMs;
    const claims = renew ? { ...check.claims, lat: now } : check.claims;
    return { claims, renewedToken: renew ? await encodeSession(this.signingKey, claims) : null };
  }

  async signOut(claims: SessionClaims, request: AdminRequestInfo): Promise<void> {
    await this.store.append(
      adminSessionStreamId(claims.sid),
      [{ type: "AdminSignedOut", data: { sessionId: claims.sid, username: claims.sub } } satisfies AdminAuthEvent],
      { expectedVersion: "stream_exists", metadata: adminMetadata(claims.sub, "auth.sign_out", request) },
    );
  }

  csrfToken(claims: SessionClaims): string {
    return csrfTokenFor(this.signingKey, claims.sid);
  }

  csrfValid(claims: SessionClaims, candidate: string | null | undefined): boolean {
    return csrfTokenMatches(this.signingKey, claims.sid, candidate);
  }
}
