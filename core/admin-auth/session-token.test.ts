import { describe, expect, it } from "vitest";
import { issueDeviceToken, trustedDevice } from "./device-token.ts";
import { ADMIN_SESSION, csrfTokenFor, csrfTokenMatches, decodeSession, encodeSession } from "./session-token.ts";

const secret = "s".repeat(48);
const t0 = Date.UTC(2026, 10, 22, 8, 0, 0);
const claims = { sid: "abc", sub: "admin", iat: t0, lat: t0 };
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("admin session tokens", () => {
  it("round-trips signed claims in an HS256 JWT", async () => {
    const token = await encodeSession(secret, claims);
    expect(JSON.parse(Buffer.from(token.split(".")[0] ?? "", "base64url").toString())).toEqual({
      alg: "HS256",
      typ: "JWT",
    });
    expect(await decodeSession(secret, token, t0 + 1000)).toEqual({ ok: true, claims });
  });

  it("refuses a tampered payload, another secret and garbage", async () => {
    const token = await encodeSession(secret, claims);
    const [header, payload, signature] = token.split(".");
    const original = JSON.parse(Buffer.from(payload ?? "", "base64url").toString());
    const forged = `${header}.${base64url({ ...original, sub: "root" })}.${signature}`;
    expect(await decodeSession(secret, forged, t0)).toEqual({ ok: false, reason: "bad_signature" });
    expect(await decodeSession("t".repeat(48), token, t0)).toEqual({ ok: false, reason: "bad_signature" });
    expect(await decodeSession(secret, "nonsense", t0)).toEqual({ ok: false, reason: "malformed" });
    expect(await decodeSession(secret, undefined, t0)).toEqual({ ok: false, reason: "missing" });
  });

  it("refuses a device token as a session, and a session as a device token", async () => {
    const device = await issueDeviceToken(secret, "admin", t0);
    expect((await decodeSession(secret, device, t0)).ok).toBe(false);
    expect(await trustedDevice(secret, await encodeSession(secret, claims), "admin", t0)).toBeNull();
  });

  it("expires after the idle time and after the absolute time", async () => {
    const token = await encodeSession(secret, claims);
    expect((await decodeSession(secret, token, t0 + ADMIN_SESSION.idleMs)).ok).toBe(true);
    expect(await decodeSession(secret, token, t0 + ADMIN_SESSION.idleMs + 1)).toEqual({ ok: false, reason: "idle" });
    const active = await encodeSession(secret, { ...claims, lat: t0 + ADMIN_SESSION.absoluteMs });
    expect(await decodeSession(secret, active, t0 + ADMIN_SESSION.absoluteMs + 1)).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("ties the CSRF token to the session", () => {
    const token = csrfTokenFor(secret, "abc");
    expect(csrfTokenMatches(secret, "abc", token)).toBe(true);
    expect(csrfTokenMatches(secret, "abd", token)).toBe(false);
    expect(csrfTokenMatches(secret, "abc", "")).toBe(false);
    expect(csrfTokenMatches(secret, "abc", null)).toBe(false);
  });
});

describe("trusted-device tokens", () => {
  it("name the device for the admin they were issued to, for 180 days", async () => {
    const token = await issueDeviceToken(secret, "Admin", t0);
    const device = await trustedDevice(secret, token, " admin ", t0 + 1000);
    expect(device).toMatch(/^[0-9a-f-]{36}$/);
    expect(await trustedDevice(secret, token, "someone", t0)).toBeNull();
    expect(await trustedDevice("t".repeat(48), token, "admin", t0)).toBeNull();
    expect(await trustedDevice(secret, token, "admin", t0 + 180 * 24 * 60 * 60 * 1000 + 1)).toBeNull();
    expect(await trustedDevice(secret, "x.y", "admin", t0)).toBeNull();
    expect(await trustedDevice(secret, undefined, "admin", t0)).toBeNull();
  });
});
