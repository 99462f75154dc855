/**
 * Local stand-in for an S3-compatible service, for tests and for trying MEDIA_STORAGE=s3 without
 * an account. Listens on 127.0.0.1 and behaves as S3 does for path-style object requests: PUT,
 * GET and DELETE of /<bucket>/<key>, each verified as an AWS Signature V4 of the configured key
 * (its own verifier, written from the SigV4 documentation with node:crypto, not aws4fetch), and
 * S3's XML errors: AccessDenied, InvalidAccessKeyId and SignatureDoesNotMatch (403), NoSuchKey
 * and NoSuchBucket (404), XAmzContentSHA256Mismatch (400), InternalError (500) when told to fail.
 */
import { createHash, createHmac } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { startLocalHttpServer } from "../testing/local-http-server.ts";
import { type Clock, systemClock } from "../time/clock.ts";

export interface FakeS3Options {
  accessKeyId: string;
  secretAccessKey: string;
  bucket: string;
  region: string;
  /** The server's time, against which a signature's x-amz-date may be 15 minutes off. */
  clock?: Clock;
}

export interface FakeS3Request {
  method: string;
  path: string;
  /** The S3 error code answered, or null for a success. */
  error: string | null;
}

export interface FakeS3 {
  endpoint: string;
  objects: Map<string, { bytes: Uint8Array; contentType: string }>;
  requests: FakeS3Request[];
  /** The next `times` requests answer 500 InternalError (Infinity: until told otherwise). */
  failNext(times: number): void;
  close(): Promise<void>;
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;
const SKEW_MS = 15 * 60 * 1000;

const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();
const rfc3986 = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** S3's canonical request (path segments encoded once, query sorted), as SigV4 defines it. */
function canonicalRequest(req: IncomingMessage, url: URL, signedHeaders: string[], payloadHash: string): string {
  const path = decodeURIComponent(url.pathname).split("/").map(rfc3986).join("/");
  const query = [...url.searchParams]
    .map(([key, value]) => `${rfc3986(key)}=${rfc3986(value)}`)
    .sort()
    .join("&");
  const headers = signedHeaders.map((name) => {
    const value = req.headers[name];
    return `${name}:${(Array.isArray(value) ? value.join(",") : (value ?? "")).trim().replace(/\s+/g, " ")}\n`;
  });
  return [req.method, path, query, headers.join(""), signedHeaders.join(";"), payloadHash].join("\n");
}

function expectedSignature(options: FakeS3Options, amzDate: string, scope: string, canonical: string): string {
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonical)].join("\n");
  const [date, region, service] = scope.split("/") as [string, string, string];
  const key = hmac(hmac(hmac(hmac(`AWS4${options.secretAccessKey}`, date), region), service), "aws4_request");
  return createHmac("sha256", key).update(stringToSign).digest("hex");
}

const xmlEscape = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

async function bodyOf(req: IncomingMessage): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/** Parses x-amz-date (20261126T101500Z) to milliseconds, NaN when malformed. */
function amzTime(value: string): number {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  return match ? Date.parse(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}Z`) : Number.NaN;
}

export async function startFakeS3(options: FakeS3Options): Promise<FakeS3> {
  const clock = options.clock ?? systemClock;
  const objects: FakeS3["objects"] = new Map();
  const requests: FakeS3Request[] = [];
  let failures = 0;

  function answer(res: ServerResponse, request: FakeS3Request, status: number, code: string, message: string) {
    request.error = code;
    res.writeHead(status, { "content-type": "application/xml" });
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message>` +
        `<Resource>${xmlEscape(request.path)}</Resource><RequestId>fake</RequestId></Error>`,
    );
  }

  /** The refusal of a request's signature, or null when it is a valid signature of the configured key. */
  function authProblem(req: IncomingMessage, url: URL, body: Uint8Array): [number, string, string] | null {
    const header = req.headers.authorization;
    if (!header) return [403, "AccessDenied", "Access Denied"];
    const match = AUTHORIZATION.exec(header);
    if (!match) return [400, "AuthorizationHeaderMalformed", "The authorization header is malformed"];
    const [, keyId, date, region, service, signed, signature] = match as unknown as string[];
    if (keyId !== options.accessKeyId)
      return [403, "InvalidAccessKeyId", "The AWS Access Key Id you provided does not exist in our records."];
    if (region !== options.region || service !== "s3")
      return [400, "AuthorizationHeaderMalformed", `The region '${region}' is wrong; expecting '${options.region}'`];
    const signedHeaders = (signed as string).split(";");
    const amzDate = String(req.headers["x-amz-date"] ?? "");
    const payloadHash = String(req.headers["x-amz-content-sha256"] ?? "");
    for (const required of ["host", "x-amz-date", "x-amz-content-sha256"]) {
      if (!signedHeaders.includes(required))
        return [403, "AccessDenied", `There were headers present in the request which were not signed: ${required}`];
    }
    const time = amzTime(amzDate);
    if (Number.isNaN(time) || !amzDate.startsWith(date as string))
      return [403, "AccessDenied", "X-Amz-Date does not match the credential scope"];
    if (Math.abs(time - clock().getTime()) > SKEW_MS)
      return [
        403,
        "RequestTimeTooSkewed",
        "The difference between the request time and the current time is too large.",
      ];
    const scope = `${date}/${region}/${service}/aws4_request`;
    const expected = expectedSignature(options, amzDate, scope, canonicalRequest(req, url, signedHeaders, payloadHash));
    if (expected !== signature)
      return [
        403,
        "SignatureDoesNotMatch",
        "The request signature we calculated does not match the signature you provided. Check your key and signing method.",
      ];
    if (payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== sha256(body))
      return [
        400,
        "XAmzContentSHA256Mismatch",
        "The provided 'x-amz-content-sha256' header does not match what was computed.",
      ];
    return null;
  }

  async function serve(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://fake-s3.invalid");
    const request: FakeS3Request = { method: req.method ?? "GET", path: url.pathname, error: null };
    requests.push(request);
    const body = await bodyOf(req);
    if (failures > 0) {
      failures -= 1;
      return answer(res, request, 500, "InternalError", "We encountered an internal error. Please try again.");
    }
    const problem = authProblem(req, url, body);
    if (problem) return answer(res, request, ...problem);
    const [, bucket, ...rest] = decodeURIComponent(url.pathname).split("/");
    const key = rest.join("/");
    if (bucket !== options.bucket)
      return answer(res, request, 404, "NoSuchBucket", "The specified bucket does not exist");
    if (!key) return answer(res, request, 400, "InvalidRequest", "This fake serves objects only");
    switch (req.method) {
      case "PUT": {
        const contentType = String(req.headers["content-type"] ?? "binary/octet-stream");
        objects.set(key, { bytes: body, contentType });
        res.writeHead(200, { etag: `"${createHash("md5").update(body).digest("hex")}"` });
        return res.end();
      }
      case "GET": {
        const object = objects.get(key);
        if (!object) return answer(res, request, 404, "NoSuchKey", "The specified key does not exist.");
        res.writeHead(200, { "content-type": object.contentType, "content-length": object.bytes.length });
        return res.end(object.bytes);
      }
      case "DELETE":
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      default:
        return answer(
          res,
          request,
          405,
          "MethodNotAllowed",
          "The specified method is not allowed against this resource.",
        );
    }
  }

  const server = await startLocalHttpServer(async (req, res) => {
    await serve(req, res);
  });

  return {
    endpoint: server.url,
    objects,
    requests,
    failNext(times) {
      failures = times;
    },
    close: () => server.close(),
  };
}
