import { createECDH } from "node:crypto";
import { describe, expect, it } from "vitest";
import { generateVapidKeys, keptVapidKeys, parseVapidKeys } from "./vapid.ts";

describe("VAPID keys", () => {
  it("generates a P-256 pair whose public key is the private key's point, and keeps it in one line", async () => {
    const keys = await generateVapidKeys();
    const ecdh = createECDH("prime256v1");
    ecdh.setPrivateKey(Buffer.from(keys.privateKey, "base64url"));
    expect(ecdh.getPublicKey().toString("base64url")).toBe(keys.publicKey);
    expect(parseVapidKeys(keptVapidKeys(keys))).toEqual(keys);
    expect(keys.publicKey).toHaveLength(87);
    expect(keys.privateKey).toHaveLength(43);
  });

  it("refuses what is not a pair", async () => {
    const keys = await generateVapidKeys();
    for (const kept of [
      null,
      "",
      keys.publicKey,
      `${keys.privateKey}.${keys.publicKey}`,
      `${keys.publicKey}.${keys.privateKey}.x`,
      `${keys.publicKey}.abc`,
    ]) {
      expect(parseVapidKeys(kept)).toBeNull();
    }
  });
});
