import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseEnv } from "../config/env.ts";
import { mediaStorageFromEnv } from "./from-env.ts";
import { type FakeS3, startFakeS3 } from "./s3-fake-server.ts";
import { s3MediaStorage } from "./s3-storage.ts";
import { localMediaStorage, type MediaStorage, MediaStorageError, memoryMediaStorage } from "./storage.ts";

const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 0, 255]);
const KEY = "2b8e5c1a-3d4f-4a6b-8c9d-0e1f2a3b4c5d/480.webp";

/** What every storage does: put, get back with its type, overwrite, delete (twice), refuse odd keys. */
async function behavesAsStorage(storage: MediaStorage) {
  expect(await storage.get(KEY)).toBeNull();
  await storage.put(KEY, bytes, "image/webp");
  expect(await storage.get(KEY)).toEqual({ bytes, contentType: "image/webp" });
  await storage.put(KEY, bytes.slice(0, 3), "image/png");
  expect(await storage.get(KEY)).toEqual({ bytes: bytes.slice(0, 3), contentType: "image/png" });
  await storage.delete(KEY);
  await storage.delete(KEY);
  expect(await storage.get(KEY)).toBeNull();
  for (const key of ["../etc/passwd", "/abs", "a//b", "a/../b", "UPPER", ""]) {
    await expect(storage.put(key, bytes, "image/png")).rejects.toBeInstanceOf(MediaStorageError);
  }
}

describe("the built-in media storages", () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), "media-"));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it("local: files under the root, with their content type beside them", async () => {
    const storage = localMediaStorage(root);
    await behavesAsStorage(storage);
    await storage.put(KEY, bytes, "image/webp");
    expect(await readdir(join(root, KEY.split("/")[0] as string))).toEqual(["480.webp", "480.webp.content-type"]);
  });

  it("memory", async () => {
    await behavesAsStorage(memoryMediaStorage());
  });

  it("MEDIA_STORAGE=s3 without its variables stops the start, naming each one", () => {
    expect(() => parseEnv({ MEDIA_STORAGE: "s3", S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrow(
      /S3_BUCKET: is required when MEDIA_STORAGE=s3[\s\S]*S3_SECRET_ACCESS_KEY: is required/,
    );
    expect(() => parseEnv({ MEDIA_STORAGE: "s3", S3_BUCKET: "Bad_Bucket" })).toThrow(
      /S3_BUCKET: must be an S3 bucket name/,
    );
    expect(parseEnv({}).MEDIA_STORAGE).toBe("local");
  });

  it("MEDIA_STORAGE=local keeps files under DATA_DIR/media", async () => {
    const storage = mediaStorageFromEnv({ DATA_DIR: root, MEDIA_STORAGE: "local", S3_REGION: "us-east-1" });
    await storage.put(KEY, bytes, "image/webp");
    expect(await localMediaStorage(join(root, "media")).get(KEY)).not.toBeNull();
  });
});

describe("the S3 media storage against the fake S3", () => {
  const credentials = { accessKeyId: "AKIAFAKEMEDIA0001", secretAccessKey: "fake-secret-access-key-for-tests/0123" };
  const bucket = "flydeals-media";
  const region = "eu-central-1";
  let fake: FakeS3;
  const storage = (overrides: Partial<Parameters<typeof s3MediaStorage>[0]> = {}) =>
    s3MediaStorage({ endpoint: fake.endpoint, bucket, region, ...credentials, retries: 0, ...overrides });

  beforeAll(async () => {
    fake = await startFakeS3({ ...credentials, bucket, region });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.failNext(0);
    fake.requests.length = 0;
    fake.objects.clear();
  });

  it("puts, gets and deletes objects at path-style URLs with verified signatures", async () => {
    await behavesAsStorage(storage());
    expect(fake.requests.every((request) => request.path === `/${bucket}/${KEY}`)).toBe(true);
    expect(fake.requests.filter((request) => request.error !== null).map((r) => r.error)).toEqual([
      "NoSuchKey",
      "NoSuchKey",
    ]);
  });

  it("MEDIA_STORAGE=s3 builds it from the environment", async () => {
    const fromEnv = mediaStorageFromEnv({
      DATA_DIR: "/nonexistent",
      MEDIA_STORAGE: "s3",
      S3_ENDPOINT: fake.endpoint,
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    });
    await fromEnv.put(KEY, bytes, "image/webp");
    expect(fake.objects.get(KEY)?.contentType).toBe("image/webp");
  });

  it("surfaces a wrong secret as S3's 403 SignatureDoesNotMatch, naming the variables to check", async () => {
    const error = await storage({ secretAccessKey: "not-the-secret" })
      .put(KEY, bytes, "image/webp")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaStorageError);
    expect(error).toMatchObject({ code: "SignatureDoesNotMatch", status: 403 });
    expect((error as Error).message).toMatch(/403 SignatureDoesNotMatch.*S3_SECRET_ACCESS_KEY/);
    expect(fake.objects.size).toBe(0);
  });

  it("surfaces an unknown key id, a wrong bucket, a wrong region and a skewed clock", async () => {
    const cases: [Partial<Parameters<typeof s3MediaStorage>[0]>, string, number][] = [
      [{ accessKeyId: "AKIAUNKNOWN" }, "InvalidAccessKeyId", 403],
      [{ bucket: "another-bucket" }, "NoSuchBucket", 404],
      [{ region: "us-west-2" }, "AuthorizationHeaderMalformed", 400],
      [{ clock: () => new Date(Date.now() - 60 * 60 * 1000) }, "RequestTimeTooSkewed", 403],
    ];
    for (const [overrides, code, status] of cases) {
      await expect(storage(overrides).get(KEY)).rejects.toMatchObject({ code, status });
    }
  });

  it("surfaces a 500 InternalError after its retries, and succeeds when a retry does", async () => {
    fake.failNext(Number.POSITIVE_INFINITY);
    const error = await storage({ retries: 1 })
      .put(KEY, bytes, "image/webp")
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "InternalError", status: 500 });
    expect(fake.requests).toHaveLength(2);
    fake.failNext(1);
    await storage({ retries: 1 }).put(KEY, bytes, "image/webp");
    expect(fake.objects.has(KEY)).toBe(true);
  });

  it("surfaces an unreachable endpoint", async () => {
    const error = await storage({ endpoint: "http://127.0.0.1:9" })
      .get(KEY)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "unreachable" });
    expect((error as Error).message).toContain("could not be reached");
  });

  it("the fake refuses unsigned requests and a body that does not match its signed hash", async () => {
    const unsigned = await fetch(`${fake.endpoint}/${bucket}/${KEY}`);
    expect(unsigned.status).toBe(403);
    expect(await unsigned.text()).toContain("<Code>AccessDenied</Code>");
    const { AwsClient } = await import("aws4fetch");
    const client = new AwsClient({ ...credentials, service: "s3", region, retries: 0 });
    const lying = await client.fetch(`${fake.endpoint}/${bucket}/${KEY}`, {
      method: "PUT",
      body: bytes,
      headers: { "x-amz-content-sha256": "0".repeat(64) },
    });
    expect(lying.status).toBe(400);
    expect(await lying.text()).toContain("XAmzContentSHA256Mismatch");
  });
});
