import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../config/env.ts";
import { EICAR_TEST_STRING } from "../testing/attachment-samples.ts";
import { type FakeClamd, startFakeClamd } from "./clamd-fake-server.ts";
import { createClamdScanner, parseClamdReply, virusScannerFromEnv } from "./clamd-scanner.ts";
import { createBuiltinScanner } from "./virus-scan.ts";

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const text = (value: string) => new TextEncoder().encode(value);

let clamd: FakeClamd;
beforeAll(async () => {
  clamd = await startFakeClamd({ maxStreamBytes: 1024 * 1024 });
});
afterAll(() => clamd.close());

const scanner = (overrides: { timeoutMs?: number; port?: number } = {}) =>
  createClamdScanner({ host: clamd.host, port: clamd.port, timeoutMs: 2000, chunkBytes: 4096, ...overrides });

/** A free port nobody listens on: one just opened and closed again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === "object" && address ? address.port : 1;
}

describe("the clamd adapter against a fake clamd (INSTREAM)", () => {
  it("sends the file in length-prefixed chunks and reads 'stream: OK' as clean", async () => {
    clamd.respondWith("scan");
    const picture = new Uint8Array(10_000).fill(7);
    picture.set(PNG);
    expect(await scanner().scan(picture)).toEqual({ status: "clean" });
    // three 4 KB chunks on the wire arrived as one stream of the whole size
    expect(clamd.streams.at(-1)).toBe(10_000);
  });

  it("finds the EICAR test string, even across a chunk border", async () => {
    const padded = text(`${"x".repeat(4090)}${EICAR_TEST_STRING}`);
    expect(await scanner().scan(padded)).toEqual({ status: "infected", signature: "Eicar-Test-Signature" });
  });

  it("reports clamd's size limit as an error with its reason", async () => {
    expect(await scanner().scan(new Uint8Array(2 * 1024 * 1024))).toEqual({
      status: "error",
      message: "clamd: INSTREAM size limit exceeded",
    });
    clamd.respondWith("size_limit");
    expect(await scanner().scan(PNG)).toMatchObject({
      status: "error",
      message: "clamd: INSTREAM size limit exceeded",
    });
  });

  it("gives up after its timeout when clamd never answers", async () => {
    clamd.respondWith("hang");
    const started = Date.now();
    const result = await scanner({ timeoutMs: 300 }).scan(PNG);
    expect(result).toEqual({
      status: "error",
      message: `clamd at 127.0.0.1:${clamd.port} did not answer within 300 ms`,
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("a connection closed without an answer, or refused, is an error that says so", async () => {
    clamd.respondWith("close");
    expect(await scanner().scan(PNG)).toMatchObject({ status: "error", message: expect.stringMatching(/clamd at/) });
    const port = await closedPort();
    expect(await scanner({ port }).scan(PNG)).toEqual({
      status: "error",
      message: `clamd at 127.0.0.1:${port} unreachable: ECONNREFUSED`,
    });
    clamd.respondWith("scan");
  });

  it("reads clamd's replies, numbered or not, and nothing else as clean", () => {
    expect(parseClamdReply("stream: OK\0")).toEqual({ status: "clean" });
    expect(parseClamdReply("1: stream: Win.Test.EICAR_HDB-1 FOUND\0")).toEqual({
      status: "infected",
      signature: "Win.Test.EICAR_HDB-1",
    });
    expect(parseClamdReply("INSTREAM size limit exceeded. ERROR\0")).toEqual({
      status: "error",
      message: "clamd: INSTREAM size limit exceeded",
    });
    expect(parseClamdReply("UNKNOWN COMMAND\0").status).toBe("error");
    expect(parseClamdReply("").status).toBe("error");
  });
});

describe("the built-in scanner and the choice by environment", () => {
  it("checks type and size and marks the file not scanned", async () => {
    const builtin = createBuiltinScanner();
    expect(await builtin.scan(PNG)).toEqual({ status: "not_scanned" });
    expect(await builtin.scan(text("not a picture"))).toMatchObject({ status: "error" });
    expect(await builtin.scan(new Uint8Array(5 * 1024 * 1024 + 1))).toMatchObject({ status: "error" });
  });

  it("VIRUS_SCAN=clamd needs CLAMD_HOST; the port defaults to 3310", () => {
    const base = { DATABASE_URL: "postgres://localhost/x" };
    expect(() => parseEnv({ ...base, VIRUS_SCAN: "clamd" })).toThrow(/CLAMD_HOST/);
    const env = parseEnv({ ...base, VIRUS_SCAN: "clamd", CLAMD_HOST: "clamav" });
    expect(env).toMatchObject({ CLAMD_PORT: 3310, CLAMD_TIMEOUT_MS: 10_000 });
    expect(virusScannerFromEnv(env).kind).toBe("clamd");
    expect(virusScannerFromEnv(parseEnv(base)).kind).toBe("builtin");
  });
});
