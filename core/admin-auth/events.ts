/**
 * Sign-ins and sign-outs, so the audit log shows who was in the admin when: a session's stream
 * `adminsession-<id>` (signed in, signed out) and each day's refused sign-ins `adminsignin-<day>`.
 */
export type AdminAuthEvent =
  | { type: "AdminSignedIn"; data: { sessionId: string; username: string; expiresAt: string } }
  | { type: "AdminSignedOut"; data: { sessionId: string; username: string } }
  /** `username` only when the name typed was the admin's: a stranger's guess may be a password. */
  | { type: "AdminSignInFailed"; data: { at: number; username?: string } };

export const ADMIN_AUTH_EVENT_TYPES = ["AdminSignedIn", "AdminSignedOut", "AdminSignInFailed"] as const;

export const adminSessionStreamId = (sessionId: string) => `adminsession-${sessionId}`;
/** Failed attempts of one day share a stream: usernames typed by strangers never name a stream. */
export const failedSignInStreamId = (at: Date) => `adminsignin-${at.toISOString().slice(0, 10)}`;
