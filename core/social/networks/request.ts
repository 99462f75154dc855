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

/** Replaces the secret (and its URL-encoded form) wherever an outside text might echo it. */
export function redact(text: string, secret: string): string {
  if (!secret) return text;
  return text.split(secret).join("***").split(encodeURIComponent(secret)).join("***");
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
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

/**
 * One network's calls: its name, the secret to keep out of every message, and the transport.
 * Each adapter makes one and asks it to post and to word its failures.
 */
export class NetworkClient {
  constructor(
    readonly network: SocialNetwork,
    /** Taken out of every message this client produces. */
    private readonly secret: string,
    private readonly transport: Transport,
  ) {}

  now(): Date {
    return this.transport.now();
  }

  /** A failure in the adapter's words, the network named and the secret taken out. */
  fail(code: string, message: string, retryable: boolean, retryAfterSeconds: number | null = null): SocialPublishError {
    return new SocialPublishError(
      code,
      redact(`${this.network}: ${message}`, this.secret),
      retryable,
      retryAfterSeconds,
    );
  }

  /** Retry-After of an answer, as whole seconds from now. */
  retryAfter(answer: HttpAnswer): number | null {
    return retryAfterHeader(answer.headers, this.now());
  }

  serverError(answer: HttpAnswer): SocialPublishError {
    return this.fail("server_error", `answered HTTP ${answer.status}`, true, this.retryAfter(answer));
  }

  badResponse(answer: HttpAnswer): SocialPublishError {
    const said = `answered HTTP ${answer.status} with an unexpected body: ${answer.text.slice(0, 200)}`;
    return this.fail("bad_response", said, true);
  }

  /**
   * POSTs and reads the whole answer under one deadline. The fetch error itself is not attached
   * as a cause: undici's causes can carry the request URL, and Telegram's URL holds the token.
   */
  async post(url: string, init: { headers: Record<string, string>; body: string }): Promise<HttpAnswer> {
    const { timeoutMs } = this.transport;
    try {
      const response = await this.transport.fetch(url, {
        method: "POST",
        headers: init.headers,
        body: init.body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      // the deadline covers the body too: a server may send headers and then stall
      const text = await response.text();
      return { status: response.status, headers: response.headers, text };
    } catch (error) {
      if (isTimeout(error)) throw this.fail("timeout", `no answer within ${timeoutMs} ms`, true);
      const reason = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
      throw this.fail("network", `could not be reached (${reason})`, true);
    }
  }
}
