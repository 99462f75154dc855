import { describe, expect, it } from "vitest";
import { ADMIN_SESSION, csrfTokenFor, csrfTokenMatches, decodeSession, encodeSession } from "./session-token.ts";

const secret = "s".repeat(48);
const t0 = Date.UTC(2026, 10, 22, 8, 0, 0);
const claims = { sid: "abc", sub: "admin", iat: t0, lat: t0 };

describe("admin session tokens", () => {
  it("round-trips signed claims", () => {
    expect(decodeSession(secret, encodeSession(secret, claims), t0 + 1000)).toEqual({ ok: true, claims });
  });

  it("refuses a tampered payload, another secret and garbage", () => {
    const token = encodeSession(secret, claims);
    const [, signature] = token.split(".");
    const forged = `${Buffer.from(JSON.stringify({ ...claims, sub: "root" })).toString("base64url")}.${signature}`;
    expect(decodeSession(secret, forged, t0)).toEqual({ ok: false, reason: "bad_signature" });
    expect(decodeSession("t".repeat(48), token, t0)).toEqual({ ok: false, reason: "bad_signature" });
    expect(decodeSession(secret, "nonsense", t0)).toEqual({ ok: false, reason: "malformed" });
    expect(decodeSession(secret, undefined, t0)).toEqual({ ok: false, reason: "missing" });
  });

  it("expires after the idle time and after the absolute time", () => {
    const token = encodeSession(secret, claims);
    expect(decodeSession(secret, token, t0 + ADMIN_SESSION.idleMs).ok).toBe(true);
    expect(decodeSession(secret, token, t0 + ADMIN_SESSION.idleMs + 1)).toEqual({ ok: false, reason: "idle" });
    const active = encodeSession(secret, { ...claims, lat: t0 + ADMIN_SESSION.absoluteMs });
    expect(decodeSession(secret, active, t0 + ADMIN_SESSION.absoluteMs + 1)).toEqual({ ok: false, reason: "expired" });
  });

  it("ties the CSRF token to the session", () => {
    const token = csrfTokenFor(secret, "abc");
    expect(csrfTokenMatches(secret, "abc", token)).toBe(true);
    expect(csrfTokenMatches(secret, "abd", token)).toBe(false);
    expect(csrfTokenMatches(secret, "abc", "")).toBe(false);
    expect(csrfTokenMatches(secret, "abc", null)).toBe(false);
  });
});
