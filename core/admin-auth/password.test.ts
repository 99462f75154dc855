import { describe, expect, it } from "vitest";
import { generatePassword, hashPassword, isPasswordHash, verifyPassword } from "./password.ts";

describe("admin password hashing", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(isPasswordHash(hash)).toBe(true);
    expect(hash).not.toContain("correct");
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterY", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("salts every hash and refuses malformed stored values", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
    expect(await verifyPassword("x", "plaintext")).toBe(false);
    expect(isPasswordHash("scrypt:1:2:3:abc")).toBe(false);
  });

  it("generates passwords of the asked length without look-alike characters", () => {
    const password = generatePassword();
    expect(password).toHaveLength(20);
    expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]+$/);
    expect(generatePassword()).not.toBe(password);
  });
});
