import { describe, expect, it } from "vitest";
import { signatureHeader, verifySignature } from "./signature.ts";

const secret = "whsec_test_0123456789abcdef";
const body = JSON.stringify({ id: "d1", topic: "deal.detected" });
const at = new Date("2026-11-26T10:00:00Z");

describe("webhook signatures", () => {
  it("signs the timestamp with the body, as Stripe does", () => {
    const header = signatureHeader(secret, body, at);
    expect(header).toMatch(/^t=1795687200,v1=[0-9a-f]{64}$/);
    expect(verifySignature(secret, body, header, at)).toBe(true);
  });

  it("refuses another body, another secret, an old timestamp and a mangled header", () => {
    const header = signatureHeader(secret, body, at);
    expect(verifySignature(secret, `${body} `, header, at)).toBe(false);
    expect(verifySignature("other secret", body, header, at)).toBe(false);
    expect(verifySignature(secret, body, header, new Date(at.getTime() + 301_000))).toBe(false);
    expect(verifySignature(secret, body, "t=abc,v1=zz", at)).toBe(false);
    expect(verifySignature(secret, body, null, at)).toBe(false);
  });
});
