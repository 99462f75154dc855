import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createBunnyCdn } from "./bunny-cdn.ts";
import { type FakeBunny, startFakeBunny } from "./bunny-fake-server.ts";
import { builtinCdn, noCdn } from "./cdn.ts";
import { createCloudflareCdn } from "./cloudflare-cdn.ts";
import { type FakeCloudflare, startFakeCloudflare } from "./cloudflare-fake-server.ts";

const TOKEN = "cf-test-token-9d2a";
const ZONE = "023e105f4ecef8ad9ca31a8372d0c353";
const KEY = "bunny-test-key-44c1";
const urls = (n: number) => Array.from({ length: n }, (_, i) => `https://flydeals.example/page-${i + 1}`);

describe("the Cloudflare CDN adapter", () => {
  let fake: FakeCloudflare;
  beforeAll(async () => {
    fake = await startFakeCloudflare({ apiToken: TOKEN, zoneId: ZONE });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.respondWith("ok");
    fake.requests.length = 0;
    fake.purged.length = 0;
  });
  const cdn = (overrides: { apiToken?: string; zoneId?: string; timeoutMs?: number } = {}) =>
    createCloudflareCdn({ apiToken: TOKEN, zoneId: ZONE, baseUrl: fake.baseUrl, ...overrides });

  it("purges the URLs with the zone's token", async () => {
    const result = await cdn().purge(["https://flydeals.example/imprint", "https://flydeals.example/en/imprint"]);
    expect(result).toEqual({ outcome: "purged", purged: 2 });
    expect(fake.requests).toEqual([
      {
        path: `/client/v4/zones/${ZONE}/purge_cache`,
        authorization: `Bearer ${TOKEN}`,
        files: ["https://flydeals.example/imprint", "https://flydeals.example/en/imprint"],
      },
    ]);
  });

  it("sends more than 30 URLs in batches of at most 30", async () => {
    const result = await cdn().purge(urls(65));
    expect(result).toEqual({ outcome: "purged", purged: 65 });
    expect(fake.requests.map((r) => r.files?.length)).toEqual([30, 30, 5]);
    expect(fake.purged).toEqual(urls(65));
  });

  it("fails for good on a refused token or an unknown zone, with Cloudflare's message", async () => {
    expect(await cdn({ apiToken: "wrong" }).purge(urls(1))).toEqual({
      outcome: "failed",
      error: "Cloudflare answered HTTP 403: Authentication error (10000)",
      retryable: false,
    });
    const unknownZone = await cdn({ zoneId: "0".repeat(32) }).purge(urls(1));
    expect(unknownZone).toMatchObject({ outcome: "failed", retryable: false });
    expect(unknownZone.outcome === "failed" && unknownZone.error).toMatch(/HTTP 400: Could not route .* \(7003\)/);
  });

  it("fails for now on a rate limit (with its Retry-After) or a bad gateway, and says how far it got", async () => {
    fake.respondWith("rate_limited");
    expect(await cdn().purge(urls(2))).toEqual({
      outcome: "failed",
      error: "Cloudflare answered HTTP 429: Please wait and consider throttling your request speed (971)",
      retryable: true,
      retryAfterSeconds: 60,
    });
    fake.respondWith("server_error");
    expect(await cdn().purge(urls(2))).toEqual({
      outcome: "failed",
      error: "Cloudflare answered HTTP 502: 502 Bad Gateway",
      retryable: true,
    });
  });

  it("fails for now when nothing answers in time, or nothing listens", async () => {
    fake.respondWith("slow");
    expect(await cdn({ timeoutMs: 200 }).purge(urls(1))).toEqual({
      outcome: "failed",
      error: "Cloudflare could not be reached: no answer in 200 ms",
      retryable: true,
    });
    const closed = createCloudflareCdn({ apiToken: TOKEN, zoneId: ZONE, baseUrl: "http://127.0.0.1:9" });
    expect(await closed.purge(urls(1))).toMatchObject({ outcome: "failed", retryable: true });
  });
});

describe("the Bunny CDN adapter", () => {
  let fake: FakeBunny;
  beforeAll(async () => {
    fake = await startFakeBunny({ accessKey: KEY });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.respondWith("ok");
    fake.requests.length = 0;
    fake.purged.length = 0;
  });
  const cdn = (accessKey = KEY) => createBunnyCdn({ accessKey, baseUrl: fake.baseUrl });

  it("purges one URL a call, synchronously, with the access key", async () => {
    const list = ["https://flydeals.example/imprint?x=1&y=2", "https://flydeals.example/en/imprint"];
    expect(await cdn().purge(list)).toEqual({ outcome: "purged", purged: 2 });
    expect(fake.requests).toEqual(list.map((url) => ({ path: "/purge", accessKey: KEY, url, async: "false" })));
    expect(fake.purged).toEqual(list);
  });

  it("fails for good on a refused key", async () => {
    expect(await cdn("wrong").purge(urls(2))).toEqual({
      outcome: "failed",
      error: "Bunny answered HTTP 401: the access key was refused",
      retryable: false,
    });
    expect(fake.requests).toHaveLength(1);
  });

  it("fails for now on a rate limit or a server error, with bunny's message", async () => {
    fake.respondWith("rate_limited");
    expect(await cdn().purge(urls(1))).toEqual({
      outcome: "failed",
      error: "Bunny answered HTTP 429: Too many requests",
      retryable: true,
      retryAfterSeconds: 5,
    });
    fake.respondWith("server_error");
    expect(await cdn().purge(urls(1))).toMatchObject({
      outcome: "failed",
      error: "Bunny answered HTTP 500: An error has occurred.",
      retryable: true,
    });
  });

  it("passes on a refusal of the URL itself as a failure for good", async () => {
    expect(await cdn().purge(["not a url"])).toEqual({
      outcome: "failed",
      error: "Bunny answered HTTP 400: The requested URL is not valid (purge.invalid_url)",
      retryable: false,
    });
  });
});

describe("the built-in CDN and none", () => {
  it("tells the page cache to forget the URLs' paths", async () => {
    const forgotten: string[][] = [];
    const cdn = builtinCdn({
      forget: (paths) => {
        forgotten.push([...paths]);
        return paths.length;
      },
    });
    expect(await cdn.purge(["http://localhost:3000/imprint", "http://localhost:3000/en/imprint?a=1"])).toEqual({
      outcome: "purged",
      purged: 2,
    });
    expect(forgotten).toEqual([["/imprint", "/en/imprint"]]);
  });

  it("skips when the page cache is off, and CDN=none always skips", async () => {
    expect(await builtinCdn(null).purge(urls(1))).toMatchObject({ outcome: "skipped" });
    expect(await noCdn.purge(urls(1))).toEqual({ outcome: "skipped", why: "No CDN is configured (CDN=none)" });
  });
});
