import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../log/logger.ts";
import { CaptchaUnavailableError, type CaptchaUnavailableReason } from "./captcha.ts";
import { type FakeTurnstile, startFakeTurnstile } from "./turnstile-fake-server.ts";
import { createTurnstileVerifier, type TurnstileOptions } from "./turnstile-verifier.ts";

const SECRET = "0x4AAAAAAA-test-secret";
let server: FakeTurnstile;
let logs: Array<Record<string, unknown>>;

beforeAll(async () => {
  server = await startFakeTurnstile({ secret: SECRET, hostname: "flydeals.example" });
});
afterAll(() => server.close());
beforeEach(() => {
  server.respondWith("ok");
  server.requests.length = 0;
  logs = [];
});

function verifier(overrides: Partial<TurnstileOptions> = {}) {
  return createTurnstileVerifier({
    siteKey: "0x4AAAAAAA-site-key",
    secret: SECRET,
    verifyUrl: server.verifyUrl,
    logger: createLogger("debug", {}, (line) => logs.push(JSON.parse(line))),
    ...overrides,
  });
}

async function unavailable(promise: Promise<unknown>, reason: CaptchaUnavailableReason) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CaptchaUnavailableError);
  expect((error as CaptchaUnavailableError).reason).toBe(reason);
}

describe("the Turnstile verifier", () => {
  it("posts secret, response and remoteip form-encoded and accepts a valid token once", async () => {
    const token = server.issueToken();
    const result = await verifier().verify(token, "203.0.113.7");
    expect(result).toMatchObject({ success: true, errorCodes: [], hostname: "flydeals.example" });
    expect(result.challengeTs).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(server.requests[0]).toEqual({
      path: "/turnstile/v0/siteverify",
      contentType: "application/x-www-form-urlencoded",
      body: { secret: SECRET, response: token, remoteip: "203.0.113.7" },
    });
    expect(await verifier().verify(token, null)).toEqual({ success: false, errorCodes: ["timeout-or-duplicate"] });
    expect(server.requests[1]?.body).not.toHaveProperty("remoteip");
  });

  it("says no to an unknown or missing token without asking twice", async () => {
    expect(await verifier().verify("forged", null)).toEqual({ success: false, errorCodes: ["invalid-input-response"] });
    expect(await verifier().verify("   ", null)).toEqual({ success: false, errorCodes: ["missing-input-response"] });
    expect(await verifier().verify("x".repeat(2049), null)).toEqual({
      success: false,
      errorCodes: ["invalid-input-response"],
    });
    expect(server.requests).toHaveLength(1);
  });

  it("treats a refused secret as our misconfiguration and logs it as an error", async () => {
    await unavailable(verifier({ secret: "wrong" }).verify(server.issueToken(), null), "misconfigured");
    expect(logs.at(-1)).toMatchObject({
      level: "error",
      reason: "misconfigured",
      errorCodes: ["invalid-input-secret"],
    });
    expect(JSON.stringify(logs)).not.toContain("wrong");
  });

  it("turns Cloudflare's failures into CaptchaUnavailableError", async () => {
    server.respondWith("server_error");
    await unavailable(verifier().verify(server.issueToken(), null), "server_error");
    server.respondWith("internal_error");
    await unavailable(verifier().verify(server.issueToken(), null), "provider_error");
    server.respondWith("malformed");
    await unavailable(verifier().verify(server.issueToken(), null), "bad_response");
    server.respondWith("html");
    await unavailable(verifier().verify(server.issueToken(), null), "bad_response");
    expect(logs.every((line) => line.level === "warn")).toBe(true);
  });

  it("gives up on a slow answer after its timeout", async () => {
    server.respondWith("slow");
    const started = Date.now();
    await unavailable(verifier({ timeoutMs: 200 }).verify(server.issueToken(), null), "timeout");
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("reports an unreachable endpoint as a network failure", async () => {
    await unavailable(verifier({ verifyUrl: "http://127.0.0.1:1/siteverify" }).verify("token", null), "network");
  });

  it("tells the form to render the widget with its site key", () => {
    expect(verifier().challenge()).toEqual({ kind: "turnstile", siteKey: "0x4AAAAAAA-site-key" });
  });
});
