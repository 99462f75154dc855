/**
 * Sign-ins and sign-outs, so the audit log shows who was in the admin when: a session's stream
 * `adminsession-<id>` (signed in, signed out), each day's refused sign-ins `adminsignin-<day>`,
 * and `admindevice-<id>` for a browser trusted by a link from the server's shell.
 */
export type AdminAuthEvent =
  | { type: "AdminSignedIn"; data: { sessionId: string; username: string; expiresAt: string } }
  | { type: "AdminSignedOut"; data: { sessionId: string; username: string } }
  /** `username` only when the name typed was the admin's: a stranger's guess may be a password. */
  | { type: "AdminSignInFailed"; data: { at: number; username?: string } }
  | { type: "AdminBrowserTrusted"; data: { device: string; username: string } };

export const adminSessionStreamId = (sessionId: string) => `adminsession-${sessionId}`;
export const adminDeviceStreamId = (device: string) => `admindevice-${device}`;
/** Failed attempts of one day share a stream: usernames typed by strangers never name a stream. */
export const failedSignInStreamId = (at: Date) => `adminsignin-${at.toISOString().slice(0, 10)}`;
