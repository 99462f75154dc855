/**
 * What the four network adapters share: one POST with a deadline, and the failures every
 * network has alike (timeout, unreachable, 5xx, an answer that is not what the API documents).
 * Every message passes through `redact` so a token can never reach a log or the admin screen.
 */
import type { PublishedPost, SocialNetwork, SocialPost } from "../publisher.ts";
import { SocialPublishError } from "../publisher.ts";

/** One network's side of publishing: the target as configured, the post as written. */
export type NetworkPublish = (target: string, post: SocialPost) => Promise<PublishedPost>;

export interface Transport {
  fetch: typeof fetch;
  timeoutMs: number;
  now: () => Date;
}

export interface HttpAnswer {
  status: number;
  headers: Headers;
  text: string;
}

export interface NetworkCall {
  network: SocialNetwork;
  /** Taken out of every message this call produces. */
  secret: string;
  transport: Transport;
}

/** Replaces the secret (and its URL-encoded form) wherever an outside text might echo it. */
export function redact(text: string, secret: string): string {
  if (!secret) return text;
  return text.split(secret).join("***").split(encodeURIComponent(secret)).join("***");
}

export function publishError(
  call: NetworkCall,
  code: string,
  message: string,
  retryable: boolean,
  retryAfterSeconds: number | null = null,
): SocialPublishError {
  return new SocialPublishError(code, redact(`${call.network}: ${message}`, call.secret), retryable, retryAfterSeconds);
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}

/**
 * POSTs and reads the whole answer under one deadline. The fetch error itself is not attached
 * as a cause: undici's causes can carry the request URL, and Telegram's URL holds the token.
 */
export async function post(call: NetworkCall, url: string, init: { headers: Record<string, string>; body: string }) {
  const { timeoutMs } = call.transport;
  try {
    const response = await call.transport.fetch(url, {
      method: "POST",
      headers: init.headers,
      body: init.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    // the deadline covers the body too: a server may send headers and then stall
    const text = await response.text();
    return { status: response.status, headers: response.headers, text } satisfies HttpAnswer;
  } catch (error) {
    if (isTimeout(error)) throw publishError(call, "timeout", `no answer within ${timeoutMs} ms`, true);
    const reason = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    throw publishError(call, "network", `could not be reached (${reason})`, true);
  }
}

/** The parsed JSON, or undefined when the body is not JSON at all. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Retry-After in either of its forms (delta-seconds or an HTTP date), as whole seconds from now. */
export function retryAfterHeader(headers: Headers, now: Date): number | null {
  const value = headers.get("retry-after")?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  // an HTTP date names its weekday; Date.parse alone would read "-5" as a year
  const at = /^[A-Za-z]{3},/.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

export function serverError(call: NetworkCall, answer: HttpAnswer): SocialPublishError {
  return publishError(
    call,
    "server_error",
    `answered HTTP ${answer.status}`,
    true,
    retryAfterHeader(answer.headers, call.transport.now()),
  );
}

export function badResponse(call: NetworkCall, answer: HttpAnswer): SocialPublishError {
  return publishError(
    call,
    "bad_response",
    `answered HTTP ${answer.status} with an unexpected body: ${answer.text.slice(0, 200)}`,
    true,
  );
}
