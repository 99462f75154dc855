/**
 * The CDN port (docs/decisions/0078): whatever sits in front of the site is told to forget some
 * absolute URLs (PUBLIC_URL + path). The built-in one is our own page cache
 * (http/middleware/page-cache.ts); Cloudflare and Bunny are adapters beside this file.
 */
export const CDN_NAMES = ["builtin", "cloudflare", "bunny", "none"] as const;
export type CdnName = (typeof CDN_NAMES)[number];

export type PurgeResult =
  | { outcome: "purged"; purged: number }
  /** Nothing in front of the site holds these URLs: no cache configured, or it is off. */
  | { outcome: "skipped"; why: string }
  | {
      outcome: "failed";
      error: string;
      /** False when another try would meet the same answer (a refused key, a wrong zone). */
      retryable: boolean;
      /** The CDN's own Retry-After, when it sent one. */
      retryAfterSeconds?: number;
    };

export interface Cdn {
  readonly name: CdnName;
  purge(urls: readonly string[]): Promise<PurgeResult>;
}

/** The web tier's page cache as the built-in CDN sees it: told which paths to forget. */
export interface PageCacheInvalidator {
  /** Forgets every entry of these paths (any query string, any cookie variant); how many it forgot. */
  forget(paths: readonly string[]): number;
}

/** The page cache of this process. Null when it is off (PAGE_CACHE=false): each purge is then skipped. */
export function builtinCdn(pageCache: PageCacheInvalidator | null): Cdn {
  return {
    name: "builtin",
    async purge(urls) {
      if (!pageCache) return { outcome: "skipped", why: "The page cache is off (PAGE_CACHE=false)" };
      const paths = urls.map((url) => new URL(url).pathname);
      pageCache.forget(paths);
      return { outcome: "purged", purged: urls.length };
    },
  };
}

/** No cache in front of the site (CDN=none): purges are logged as skipped. */
export const noCdn: Cdn = {
  name: "none",
  async purge() {
    return { outcome: "skipped", why: "No CDN is configured (CDN=none)" };
  },
};

/** An HTTP answer a CDN API refused, as a failed result: what a retry can mend and what it cannot. */
export function failedAnswer(service: string, status: number, detail: string, retryAfter: string | null): PurgeResult {
  const seconds = retryAfter === null ? Number.NaN : Number(retryAfter);
  return {
    outcome: "failed",
    error: `${service} answered HTTP ${status}${detail ? `: ${detail}` : ""}`.slice(0, 500),
    // rate limits and the CDN's own trouble pass; a refused key or a bad request stays refused
    retryable: status === 429 || status === 408 || status >= 500,
    ...(Number.isFinite(seconds) && seconds >= 0 ? { retryAfterSeconds: seconds } : {}),
  };
}

/** A request that got no answer (timeout, refused connection): worth another try. */
export function unanswered(service: string, error: unknown, timeoutMs: number): PurgeResult {
  const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
  const reason = timedOut
    ? `no answer in ${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`}`
    : error instanceof Error
      ? ((error.cause as Error | undefined)?.message ?? error.message)
      : String(error);
  return { outcome: "failed", error: `${service} could not be reached: ${reason}`.slice(0, 500), retryable: true };
}
