import { describe, expect, it } from "vitest";
import { CaptchaUnavailableError } from "./captcha.ts";
import { createLocalCaptcha, LOCAL_CAPTCHA_TTL_MS, memoryRedemptions } from "./local-captcha.ts";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";

function captcha(clock = { at: Date.parse("2026-05-01T10:00:00Z") }) {
  const now = () => new Date(clock.at);
  return { clock, captcha: createLocalCaptcha({ secret: SECRET, redemptions: memoryRedemptions(now), now }) };
}

describe("the built-in captcha", () => {
  it("accepts a token it issued, once", async () => {
    const { captcha: local } = captcha();
    const challenge = local.challenge();
    expect(challenge).toMatchObject({ kind: "local", expiresAt: "2026-05-01T10:30:00.000Z" });
    const token = challenge.kind === "local" ? challenge.token : "";
    expect(await local.verify(token, null)).toEqual({
      success: true,
      errorCodes: [],
      challengeTs: "2026-05-01T10:00:00.000Z",
    });
    expect(await local.verify(token, null)).toEqual({ success: false, errorCodes: ["timeout-or-duplicate"] });
  });

  it("refuses an expired token", async () => {
    const { captcha: local, clock } = captcha();
    const { token } = local.issue();
    clock.at += LOCAL_CAPTCHA_TTL_MS + 1;
    expect(await local.verify(token, null)).toMatchObject({ success: false, errorCodes: ["timeout-or-duplicate"] });
  });

  it("refuses a token signed with another secret, tampered with, or from the future", async () => {
    const { captcha: local, clock } = captcha();
    const other = createLocalCaptcha({ secret: `${SECRET}-other`, redemptions: memoryRedemptions() });
    expect((await local.verify(other.issue().token, null)).errorCodes).toEqual(["invalid-input-response"]);

    const [version, id, issuedAt, signature] = local.issue().token.split(".");
    const later = (Number.parseInt(issuedAt ?? "", 36) + 1).toString(36);
    expect((await local.verify([version, id, later, signature].join("."), null)).success).toBe(false);
    expect((await local.verify("not a token", null)).errorCodes).toEqual(["invalid-input-response"]);
    expect((await local.verify("  ", null)).errorCodes).toEqual(["missing-input-response"]);
    expect((await local.verify("x".repeat(3000), null)).errorCodes).toEqual(["invalid-input-response"]);

    clock.at += 10 * 60_000;
    const future = local.issue().token;
    clock.at -= 10 * 60_000;
    expect((await local.verify(future, null)).errorCodes).toEqual(["invalid-input-response"]);
  });

  it("reports a failing redemption store as unavailable, not as a bot", async () => {
    const local = createLocalCaptcha({
      secret: SECRET,
      redemptions: { redeem: () => Promise.reject(new Error("connection refused")) },
    });
    await expect(local.verify(local.issue().token, null)).rejects.toBeInstanceOf(CaptchaUnavailableError);
  });

  it("wants a real secret", () => {
    expect(() => createLocalCaptcha({ secret: "short", redemptions: memoryRedemptions() })).toThrow(/32 characters/);
  });
});
