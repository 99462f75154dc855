/**
 * Local stand-in for a browser's Web Push service (FCM, Mozilla autopush), for tests of our push
 * sender. It plays both ends a real delivery has: `subscribe()` is the browser, handing out a
 * subscription whose private half stays here, and POST /push/<id> is the service, which refuses
 * what FCM or autopush refuse (no TTL, a bad or unsigned VAPID token, a body it cannot decrypt)
 * and records what it accepts, decrypted, so a test sees what the user's browser would show.
 * `expire` and `failNext` produce the answers a sender has to act on: 410 to drop a subscription,
 * 429 and 5xx to retry later.
 */
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  type KeyObject,
  randomBytes,
  verify,
} from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { startLocalHttpServer } from "../testing/local-http-server.ts";

/** What a browser's PushSubscription.toJSON() gives the page: keys in base64url without padding. */
export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  endpoint: string;
  /** The decrypted message, as the service worker's event.data.text() would read it. */
  payload: string;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  /** From the VAPID token: `sub` and the `k` it was verified with. */
  vapid: { subject: string; publicKey: string };
}

export interface FakePushFailure {
  status: 429 | 500 | 503;
  retryAfterSeconds?: number;
}

export interface FakePush {
  /** http://127.0.0.1:<port>: also the `aud` a VAPID token for these endpoints must carry. */
  origin: string;
  /** The pushes accepted, in order. */
  received: ReceivedPush[];
  subscribe(): FakeSubscription;
  /** The user unsubscribed or the browser dropped the subscription: 410 Gone from now on. */
  expire(endpoint: string): void;
  /** The next push to `endpoint` gets `failure` instead of being looked at; queued, one per call. */
  failNext(endpoint: string, failure: FakePushFailure): void;
  close(): Promise<void>;
}

interface Subscription {
  endpoint: string;
  ecdh: ECDH;
  /** Uncompressed P-256 point, 65 bytes: ua_public in RFC 8291. */
  publicKey: Buffer;
  authSecret: Buffer;
  gone: boolean;
  failures: FakePushFailure[];
}

interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

/** FCM and autopush both refuse more than 4 KiB of encrypted body. */
const MAX_BODY_BYTES = 4096;
/** RFC 8292: a token may not be valid for more than 24 hours. */
const MAX_VAPID_LIFETIME_SECONDS = 24 * 60 * 60;
const URGENCIES = ["very-low", "low", "normal", "high"];
const REASONS: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  410: "Gone",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

/** autopush's error shape; a sender should log the message, not depend on it. */
const refuse = (status: number, message: string, headers: Record<string, string> = {}): Answer => ({
  status,
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify({ code: status, error: REASONS[status] ?? "Error", message }),
});

const header = (req: IncomingMessage, name: string): string | null => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(", ") : (value ?? null);
};

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const fromBase64url = (text: string): Buffer | null => (BASE64URL.test(text) ? Buffer.from(text, "base64url") : null);

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number): Buffer =>
  Buffer.from(hkdfSync("sha256", ikm, salt, info, length));

/** Thrown inside the checks so that each can say which answer it ends in. */
class Refusal extends Error {
  constructor(readonly answer: Answer) {
    super(answer.body);
  }
}

interface Vapid {
  subject: string;
  publicKey: string;
}

/**
 * RFC 8292 `vapid t=<JWT>, k=<key>`. What cannot be read is 401, as a missing token is; what reads
 * but does not hold (signature, audience, expiry, subject) is 403, as autopush and FCM answer.
 */
function checkVapid(authorization: string | null, origin: string): Vapid {
  const unauthorized = (message: string) => new Refusal(refuse(401, message));
  const forbidden = (message: string) => new Refusal(refuse(403, message));
  const scheme = authorization?.match(/^vapid\s+(.*)$/i);
  if (!scheme?.[1]) throw unauthorized("Missing VAPID authorization (vapid t=..., k=...)");
  const params = new Map<string, string>();
  for (const part of scheme[1].split(",")) {
    const at = part.indexOf("=");
    if (at > 0) params.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim());
  }
  const token = params.get("t") ?? "";
  const k = params.get("k") ?? "";
  const [encodedHeader = "", encodedClaims = "", encodedSignature = "", ...extra] = token.split(".");
  if (extra.length > 0 || !encodedHeader || !encodedClaims || !encodedSignature) {
    throw unauthorized("The VAPID token t is not a JWT");
  }
  const point = fromBase64url(k);
  if (point?.length !== 65 || point[0] !== 0x04) {
    throw unauthorized("The VAPID key k is not an uncompressed P-256 point");
  }
  let key: KeyObject;
  try {
    const jwk = {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
    };
    key = createPublicKey({ key: jwk, format: "jwk" });
  } catch {
    throw unauthorized("The VAPID key k is not a point on P-256");
  }
  let jwtHeader: unknown;
  let claims: unknown;
  try {
    jwtHeader = JSON.parse(Buffer.from(encodedHeader, "base64url").toString("utf8"));
    claims = JSON.parse(Buffer.from(encodedClaims, "base64url").toString("utf8"));
  } catch {
    throw unauthorized("The VAPID token's header or claims are not JSON");
  }
  if (!jwtHeader || typeof jwtHeader !== "object" || !claims || typeof claims !== "object") {
    throw unauthorized("The VAPID token's header or claims are not JSON objects");
  }
  if ((jwtHeader as Record<string, unknown>).alg !== "ES256") throw forbidden("The VAPID token must be ES256");
  // JOSE's ES256 signature is r||s, 32 bytes each, not the DER node signs by default
  const signature = fromBase64url(encodedSignature);
  const signed = Buffer.from(`${encodedHeader}.${encodedClaims}`);
  if (signature?.length !== 64 || !verify("sha256", signed, { key, dsaEncoding: "ieee-p1363" }, signature)) {
    throw forbidden("The VAPID signature does not match the key k");
  }
  const { aud, exp, sub } = claims as Record<string, unknown>;
  if (aud !== origin) throw forbidden(`The VAPID aud must be ${origin}`);
  const now = Math.floor(Date.now() / 1000);
  if (typeof exp !== "number" || !Number.isInteger(exp) || exp <= now) {
    throw forbidden("The VAPID token has expired");
  }
  if (exp > now + MAX_VAPID_LIFETIME_SECONDS) throw forbidden("The VAPID exp is more than 24 hours ahead");
  if (typeof sub !== "string" || !/^(?:mailto|https):/.test(sub)) {
    throw forbidden("The VAPID sub must be a mailto: or https: URL");
  }
  return { subject: sub, publicKey: k };
}

/**
 * RFC 8291 over RFC 8188's aes128gcm: what the browser does with a push before the service worker
 * sees it. Anything that does not decrypt is a 400 here, although a real service would accept it
 * and the browser silently drop it: a test learns of the bug rather than of a lost notification.
 */
function decrypt(body: Buffer, subscription: Subscription): Buffer {
  const bad = (message: string) => new Refusal(refuse(400, message));
  if (body.length < 21) throw bad("The aes128gcm header is truncated");
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const asPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65 || asPublic[0] !== 0x04) {
    throw bad("The aes128gcm keyid must be the application server's uncompressed P-256 key");
  }
  // Web Push allows a single record: one that does not fit rs would need a second
  if (record.length < 17 || record.length > recordSize) throw bad("The body is not a single aes128gcm record");
  let ecdhSecret: Buffer;
  try {
    ecdhSecret = subscription.ecdh.computeSecret(asPublic);
  } catch {
    throw bad("The aes128gcm keyid is not a point on P-256");
  }
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), subscription.publicKey, asPublic]);
  const ikm = hkdf(ecdhSecret, subscription.authSecret, keyInfo, 32);
  const cek = hkdf(ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
  const nonce = hkdf(ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12);
  let plaintext: Buffer;
  try {
    const decipher = createDecipheriv("aes-128-gcm", cek, nonce, { authTagLength: 16 });
    decipher.setAuthTag(record.subarray(-16));
    plaintext = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  } catch {
    throw bad("The body does not decrypt with this subscription's keys");
  }
  // the padding is zeros after a delimiter, 0x02 in the last (here the only) record
  let end = plaintext.length - 1;
  while (end >= 0 && plaintext[end] === 0) end -= 1;
  if (end < 0 || plaintext[end] !== 0x02) throw bad("The decrypted record lacks the last-record delimiter 0x02");
  return plaintext.subarray(0, end);
}

export async function startFakePush(): Promise<FakePush> {
  const received: ReceivedPush[] = [];
  const subscriptions = new Map<string, Subscription>();
  let origin = "";

  const issued = (endpoint: string): Subscription => {
    const id = endpoint.startsWith(`${origin}/push/`) ? endpoint.slice(`${origin}/push/`.length) : "";
    const subscription = subscriptions.get(id);
    if (!subscription) throw new Error(`The fake push service never issued ${endpoint}`);
    return subscription;
  };

  function accept(req: IncomingMessage, body: Buffer, subscription: Subscription): Answer {
    if (subscription.failures.length > 0) {
      const failure = subscription.failures.shift() as FakePushFailure;
      const headers: Record<string, string> =
        failure.retryAfterSeconds === undefined ? {} : { "retry-after": String(failure.retryAfterSeconds) };
      return refuse(failure.status, "Programmed failure", headers);
    }
    // the token is checked before the subscription is looked up, as autopush does: a sender
    // that signs badly never learns that a subscription is gone
    const vapid = checkVapid(header(req, "authorization"), origin);
    if (subscription.gone) return refuse(410, "The subscription has expired or been unsubscribed");
    const ttl = header(req, "ttl");
    if (ttl === null || !/^\d+$/.test(ttl.trim())) {
      return refuse(400, "A TTL header of a non-negative integer number of seconds is required");
    }
    const urgency = header(req, "urgency");
    if (urgency !== null && !URGENCIES.includes(urgency)) {
      return refuse(400, `Urgency must be one of ${URGENCIES.join(", ")}`);
    }
    const topic = header(req, "topic");
    if (topic !== null && (topic.length > 32 || !BASE64URL.test(topic))) {
      return refuse(400, "Topic must be at most 32 base64url characters");
    }
    if (body.length > MAX_BODY_BYTES) return refuse(413, `The body is over ${MAX_BODY_BYTES} bytes`);
    let payload = "";
    if (body.length > 0) {
      if (header(req, "content-encoding")?.trim().toLowerCase() !== "aes128gcm") {
        return refuse(415, "A body must be encrypted with Content-Encoding: aes128gcm");
      }
      payload = decrypt(body, subscription).toString("utf8");
    }
    received.push({ endpoint: subscription.endpoint, payload, ttl: Number(ttl), urgency, topic, vapid });
    // where a real service would let the sender DELETE the message while it is undelivered
    const location = `${origin}/m/${randomBytes(16).toString("base64url")}`;
    return { status: 201, headers: { location, ttl: ttl.trim() } };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = new URL(req.url ?? "/", origin).pathname;
    const id = path.match(/^\/push\/([A-Za-z0-9_-]+)$/)?.[1];
    const subscription = id === undefined ? undefined : subscriptions.get(id);
    let answer: Answer;
    if (!subscription) answer = refuse(404, "No such subscription");
    else if (req.method !== "POST") answer = refuse(405, "Push with POST", { allow: "POST" });
    else {
      try {
        answer = accept(req, Buffer.concat(chunks), subscription);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        answer = error.answer;
      }
    }
    if (res.destroyed) return;
    res.writeHead(answer.status, answer.headers ?? {});
    res.end(answer.body ?? "");
  }

  const server = await startLocalHttpServer(handle);
  origin = server.url;

  return {
    origin,
    received,
    subscribe() {
      const ecdh = createECDH("prime256v1");
      const publicKey = ecdh.generateKeys();
      const authSecret = randomBytes(16);
      // long and random like FCM's and autopush's, so that endpoints cannot be guessed
      const id = randomBytes(24).toString("base64url");
      const endpoint = `${origin}/push/${id}`;
      subscriptions.set(id, { endpoint, ecdh, publicKey, authSecret, gone: false, failures: [] });
      return { endpoint, keys: { p256dh: publicKey.toString("base64url"), auth: authSecret.toString("base64url") } };
    },
    expire(endpoint) {
      issued(endpoint).gone = true;
    },
    failNext(endpoint, failure) {
      issued(endpoint).failures.push(failure);
    },
    close: () => server.close(),
  };
}
