import { describe, expect, it } from "vitest";
import { SIGNED_LINK_DAYS, signLink, verifyLink } from "./signed-links.ts";

const SECRET = "signed-links-test-secret-0123456789abcdef";
const ID = "0196a4c2-1111-7000-8000-000000000001";
const NOW = new Date("2026-11-26T08:00:00Z");

describe("signed newsletter links", () => {
  it("names the subscription for the purpose it was made for", () => {
    const token = signLink(SECRET, "preferences", ID, NOW);
    expect(verifyLink(SECRET, "preferences", token, NOW)).toEqual({ ok: true, subscriptionId: ID });
  });

  it("refuses another purpose, another secret, a changed id or expiry, and garbage", () => {
    const token = signLink(SECRET, "unsubscribe", ID, NOW);
    expect(verifyLink(SECRET, "preferences", token, NOW)).toEqual({ ok: false, reason: "malformed" });
    expect(verifyLink(`${SECRET}x`, "unsubscribe", token, NOW)).toEqual({ ok: false, reason: "forged" });
    const otherId = token.replace(ID, "0196a4c2-1111-7000-8000-000000000002");
    expect(verifyLink(SECRET, "unsubscribe", otherId, NOW)).toEqual({ ok: false, reason: "forged" });
    const [id, purpose, expiry, mac] = token.split(".");
    const extended = `${id}.${purpose}.${(Number.parseInt(expiry as string, 36) + 1000).toString(36)}.${mac}`;
    expect(verifyLink(SECRET, "unsubscribe", extended, NOW)).toEqual({ ok: false, reason: "forged" });
    for (const bad of ["", "....", `${ID}.u.zz`, `${ID}.u.1.\u0000`, "x".repeat(5000)])
      expect(verifyLink(SECRET, "unsubscribe", bad, NOW).ok).toBe(false);
  });

  it("expires after its days, counted in whole UTC days", () => {
    const token = signLink(SECRET, "preferences", ID, NOW);
    const lastDay = new Date(NOW.getTime() + (SIGNED_LINK_DAYS - 1) * 86_400_000);
    expect(verifyLink(SECRET, "preferences", token, lastDay).ok).toBe(true);
    const after = new Date(NOW.getTime() + (SIGNED_LINK_DAYS + 1) * 86_400_000);
    expect(verifyLink(SECRET, "preferences", token, after)).toEqual({ ok: false, reason: "expired" });
  });
});
