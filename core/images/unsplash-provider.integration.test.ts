import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../log/logger.ts";
import { ImageProviderError, type ImageProviderErrorCode } from "./provider.ts";
import { imageProviderFromEnv } from "./providers.ts";
import { type FakeUnsplash, startFakeUnsplash } from "./unsplash-fake-server.ts";
import { createUnsplashProvider, type UnsplashOptions } from "./unsplash-provider.ts";

const KEY = "unsplash-test-access-key-7c1e";
let server: FakeUnsplash;
let logs: Array<Record<string, unknown>>;

beforeAll(async () => {
  server = await startFakeUnsplash({ accessKey: KEY });
});
afterAll(() => server.close());
beforeEach(() => {
  server.respondWith("ok");
  server.setRemaining(50);
  server.requests.length = 0;
  server.downloads.length = 0;
  logs = [];
});

function provider(overrides: Partial<UnsplashOptions> = {}) {
  return createUnsplashProvider({
    accessKey: KEY,
    baseUrl: server.baseUrl,
    logger: createLogger("debug", {}, (line) => logs.push(JSON.parse(line))),
    ...overrides,
  });
}

async function failure(promise: Promise<unknown>, code: ImageProviderErrorCode, status?: number) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageProviderError);
  expect(error).toMatchObject({ code, ...(status === undefined ? {} : { status }) });
  expect(logs.filter((l) => l.level === "warn").at(-1)).toMatchObject({ msg: "unsplash request failed", code });
  return error as ImageProviderError;
}

describe("the Unsplash image provider", () => {
  it("searches landscape photos with the access key and maps them for hotlinking and credit", async () => {
    const photos = await provider().searchPhotos("London United Kingdom", { perPage: 6 });
    expect(photos).toHaveLength(6);
    const [request] = server.requests;
    expect(request).toMatchObject({
      endpoint: "search",
      query: { query: "London United Kingdom", per_page: "6", orientation: "landscape" },
      headers: { authorization: `Client-ID ${KEY}`, "accept-version": "v1" },
    });
    const [first] = photos;
    expect(first).toMatchObject({
      id: "london-united-kingdom-1",
      width: 6000,
      height: 4000,
      photographer: { name: expect.any(String), username: expect.any(String) },
    });
    // hotlinked from the addresses Unsplash returned, resized by its CDN
    const image = new URL(first?.imageUrl ?? "");
    expect(`${image.origin}${image.pathname}`).toBe(`${server.baseUrl}/images/london-united-kingdom-1.svg`);
    expect(Object.fromEntries(image.searchParams)).toMatchObject({ ixid: "fake", w: "1200", h: "675", fit: "crop" });
    expect(first?.thumbUrl).toContain("w=400");
    // credit links carry our utm parameters
    expect(first?.pageUrl).toBe(
      "https://unsplash.com/photos/london-united-kingdom-1?utm_source=flydealsbg&utm_medium=referral",
    );
    expect(first?.photographer.profileUrl).toMatch(
      /^https:\/\/unsplash\.com\/@[a-z]+\?utm_source=flydealsbg&utm_medium=referral$/,
    );
  });

  it("reads one photo and registers its download at the download_location, with the key", async () => {
    const unsplash = provider();
    const photo = await unsplash.getPhoto("vienna-austria-2");
    expect(photo.id).toBe("vienna-austria-2");
    await unsplash.registerDownload(photo);
    expect(server.downloads).toEqual(["vienna-austria-2"]);
    expect(server.requests.at(-1)).toMatchObject({
      endpoint: "download",
      query: { ixid: "fake" },
      headers: { authorization: `Client-ID ${KEY}` },
    });
    // a download_location elsewhere never receives the key: the endpoint by id is called instead
    await unsplash.registerDownload({ id: "vienna-austria-3", downloadLocation: "https://evil.example/steal" });
    expect(server.downloads).toEqual(["vienna-austria-2", "vienna-austria-3"]);
  });

  it("maps a refused key to unauthorized (401)", async () => {
    await failure(provider({ accessKey: "wrong-key-000000" }).searchPhotos("Paris"), "unauthorized", 401);
    server.respondWith("unauthorized");
    const error = await failure(provider().getPhoto("paris-1"), "unauthorized", 401);
    expect(error.message).toContain("UNSPLASH_ACCESS_KEY");
  });

  it("maps a spent hourly allowance (403, X-Ratelimit-Remaining: 0) to rate_limited", async () => {
    server.setRemaining(1);
    await provider().searchPhotos("Rome");
    await failure(provider().searchPhotos("Rome"), "rate_limited", 403);
    server.setRemaining(50);
    server.respondWith("rate_limited", "download");
    await failure(
      provider().registerDownload({ id: "rome-1", downloadLocation: `${server.baseUrl}/photos/rome-1/download` }),
      "rate_limited",
      403,
    );
  });

  it("maps an unknown photo to not_found (404), without asking for an id that cannot exist", async () => {
    await failure(provider().getPhoto("nosuchphoto"), "not_found", 404);
    const before = server.requests.length;
    await expect(provider().getPhoto("../search/photos")).rejects.toMatchObject({ code: "not_found" });
    expect(server.requests.length).toBe(before);
  });

  it("gives up after its timeout", async () => {
    server.respondWith("slow");
    const started = Date.now();
    await failure(provider({ timeoutMs: 200 }).searchPhotos("Dubai"), "timeout");
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("refuses a malformed body, and server errors", async () => {
    server.respondWith("malformed");
    const error = await failure(provider().searchPhotos("Male"), "bad_response", 200);
    expect(error.message).toContain("results");
    await failure(provider().getPhoto("male-1"), "bad_response", 200);
    server.respondWith("server_error");
    await failure(provider().searchPhotos("Male"), "server_error", 503);
  });

  it("is chosen by UNSPLASH_ACCESS_KEY; without it the built-in provider has nothing to search", async () => {
    const logger = createLogger("silent");
    const builtIn = imageProviderFromEnv({}, logger);
    expect(builtIn).toMatchObject({ name: "builtin", searchable: false });
    expect(await builtIn.searchPhotos("London")).toEqual([]);
    await expect(builtIn.getPhoto("x")).rejects.toMatchObject({ code: "not_configured" });
    const unsplash = imageProviderFromEnv({ UNSPLASH_ACCESS_KEY: KEY, UNSPLASH_BASE_URL: server.baseUrl }, logger);
    expect(unsplash.name).toBe("unsplash");
    expect(await unsplash.searchPhotos("Sofia", { perPage: 2 })).toHaveLength(2);
  });
});
