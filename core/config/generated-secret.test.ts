import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { generatedSecret } from "./generated-secret.ts";

describe("generatedSecret", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "generated-secret-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("generates 32 random bytes once, keeps them readable only by the owner, and reuses them", () => {
    const dataDir = join(dir, "nested");
    const secret = generatedSecret(dataDir, "some-secret");
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const path = join(dataDir, "some-secret");
    expect(readFileSync(path, "utf8")).toBe(`${secret}\n`);
    if (process.platform !== "win32") expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(generatedSecret(dataDir, "some-secret")).toBe(secret);
    expect(generatedSecret(dataDir, "other-secret")).not.toBe(secret);
  });

  it("uses a stored secret of at least 32 characters and replaces a shorter one", () => {
    const long = "x".repeat(32);
    writeFileSync(join(dir, "long"), `  ${long}\n`);
    expect(generatedSecret(dir, "long")).toBe(long);
    writeFileSync(join(dir, "short"), "too-short\n");
    const replaced = generatedSecret(dir, "short");
    expect(replaced).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(join(dir, "short"), "utf8")).toBe(`${replaced}\n`);
  });
});
