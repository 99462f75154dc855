import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import { type Clock, systemClock } from "../time/clock.ts";
import { checkStorageKey, type MediaStorage, MediaStorageError } from "./storage.ts";

export interface S3StorageOptions {
  /** The service's base URL, e.g. https://s3.eu-central-1.amazonaws.com or a MinIO/R2 endpoint. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The signature's time (x-amz-date); S3 refuses one more than 15 minutes off. */
  clock?: Clock;
  timeoutMs?: number;
  /** Tries again after a 5xx or 429 this many times (aws4fetch's backoff). */
  retries?: number;
}

const CREDENTIAL_CODES = new Set(["SignatureDoesNotMatch", "InvalidAccessKeyId", "AccessDenied"]);

/** <Code> and <Message> of an S3 error document; the status text when the body is not one. */
export function s3ErrorOf(status: number, body: string): { code: string; message: string } {
  const field = (name: string) =>
    new RegExp(`<${name}>([^<]*)</${name}>`).exec(body)?.[1]?.replaceAll("&quot;", '"').replaceAll("&amp;", "&");
  return { code: field("Code") ?? `HTTP${status}`, message: field("Message") ?? `status ${status}` };
}

function hint(code: string): string {
  if (CREDENTIAL_CODES.has(code)) return " Check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and the bucket's permissions.";
  if (code === "NoSuchBucket") return " Check S3_BUCKET.";
  if (code === "RequestTimeTooSkewed") return " The server's clock is off.";
  return "";
}

/**
 * Media storage on an S3-compatible service: path-style URLs (endpoint/bucket/key, which MinIO,
 * R2, B2 and AWS all take) signed with AWS Signature V4 by aws4fetch, the payload's SHA-256 in
 * x-amz-content-sha256. Refusals come back as MediaStorageError with S3's own code and message.
 */
export function s3MediaStorage(options: S3StorageOptions): MediaStorage {
  const clock = options.clock ?? systemClock;
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: "s3",
    region: options.region,
    retries: options.retries ?? 2,
    initRetryMs: 100,
  });
  const base = `${options.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(options.bucket)}`;

  async function send(method: "PUT" | "GET" | "DELETE", key: string, body?: Uint8Array, contentType?: string) {
    const url = `${base}/${checkStorageKey(key)}`;
    const headers: Record<string, string> = {
      "x-amz-content-sha256": createHash("sha256")
        .update(body ?? new Uint8Array())
        .digest("hex"),
    };
    if (contentType) headers["content-type"] = contentType;
    const datetime = clock()
      .toISOString()
      .replace(/[:-]|\.\d{3}/g, "");
    try {
      return await client.fetch(url, {
        method,
        headers,
        ...(body ? { body: body as Uint8Array<ArrayBuffer> } : {}),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        aws: { datetime },
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new MediaStorageError("unreachable", `S3 at ${options.endpoint} could not be reached (${reason}).`);
    }
  }

  async function failure(response: Response, operation: string, key: string): Promise<MediaStorageError> {
    const { code, message } = s3ErrorOf(response.status, await response.text().catch(() => ""));
    return new MediaStorageError(
      code,
      `S3 refused to ${operation} ${key}: ${response.status} ${code} (${message}).${hint(code)}`,
      response.status,
    );
  }

  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      const response = await send("PUT", key, bytes, contentType);
      if (!response.ok) throw await failure(response, "store", key);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await send("GET", key);
      if (response.status === 404) {
        const error = await failure(response, "read", key);
        if (error.code === "NoSuchKey") return null;
        throw error;
      }
      if (!response.ok) throw await failure(response, "read", key);
      const bytes = new Uint8Array(await response.arrayBuffer());
      return { bytes, contentType: response.headers.get("content-type") ?? "application/octet-stream" };
    },
    async delete(key) {
      const response = await send("DELETE", key);
      if (!response.ok && response.status !== 404) throw await failure(response, "delete", key);
      await response.body?.cancel();
    },
  };
}
