import type { Context, MiddlewareHandler } from "hono";
import { LRUCache } from "lru-cache";
import { PREFERENCES_COOKIE } from "../../core/constants.ts";
import type { PageCacheInvalidator as ForgetPaths } from "../../core/edge-purge/cdn.ts";

interface Entry {
  expires: number;
  /** Until then, once expired, the page is still served while it is rendered again behind (stale-while-revalidate). */
  staleUntil: number;
  status: number;
  headers: [string, string][];
  /**
   * The bytes; an HTML page with a nonce is kept as its text cut at that nonce, so each response
   * joins it again with its own: a nonce seen once (in any copy of the page) must not let a
   * script run in every later one.
   */
  body: ArrayBuffer | string[];
  /** The CSP nonce the page was rendered with. */
  nonce: string | undefined;
  /** The page said Vary: Cookie: it is kept per preferences cookie, this one. */
  cookie: string | null;
  /** The ETag the page was rendered under (conditional-get.ts), never the tag of a later request. */
  tag: string | undefined;
}

const isHtml = (headers: Headers) => (headers.get("content-type") ?? "").startsWith("text/html");

/** How long a shared page may be served from memory, from its `s-maxage`; 0 when it may not. */
export function sharedMaxAge(cacheControl: string | null): number {
  if (!cacheControl || /\b(no-store|private)\b/i.test(cacheControl)) return 0;
  const match = /\bs-maxage=(\d+)/i.exec(cacheControl);
  return match ? Number(match[1]) : 0;
}

/** How long after its s-maxage a page may still be served while it is rendered again; 0 when never. */
export function staleWhileRevalidate(cacheControl: string | null): number {
  const match = /\bstale-while-revalidate=(\d+)/i.exec(cacheControl ?? "");
  return match ? Number(match[1]) : 0;
}

/**
 * What the cache did for a request: served it from memory (or from a render another request was
 * already waiting for), rendered a page it may keep, or rendered one it may not keep (a form, a
 * 404, a POST: no cache could have helped).
 */
export type PageCacheOutcome = "hit" | "miss" | "bypass";

/** The visitor's preferences cookie: the only cookie a page's HTML depends on. */
export function preferencesOf(cookieHeader: string | undefined): string {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === PREFERENCES_COOKIE.name) return rest.join("=");
  }
  return "";
}

function variesByCookie(vary: string | null): boolean {
  return (vary ?? "").split(",").some((name) => name.trim().toLowerCase() === "cookie");
}

/**
 * How the rest of the process tells the page cache to forget paths: the built-in CDN of the edge
 * purge (core/edge-purge/cdn.ts) calls forget() when a CMS page is published, archived or moved.
 * One is made where the process is put together (scripts/system.ts) and handed to both the
 * worker and the web app; it lives in this process only (docs/decisions/0078).
 */
export class PageCacheInvalidator implements ForgetPaths {
  private readonly caches = new Set<(paths: ReadonlySet<string>) => number>();

  /** Forgets every entry of these paths, whatever their query string or cookie variant; how many it forgot. */
  forget(paths: readonly string[]): number {
    const wanted = new Set(paths);
    let forgotten = 0;
    for (const forgetIn of this.caches) forgotten += forgetIn(wanted);
    return forgotten;
  }

  /** A page cache listens here; the function it returns stops listening. */
  attach(forgetIn: (paths: ReadonlySet<string>) => number): () => void {
    this.caches.add(forgetIn);
    return () => this.caches.delete(forgetIn);
  }
}

/**
 * How the rest of the process renders kept pages again ahead of visitors (http/page-warmer.ts):
 * which addresses visitors asked for most lately, and a render that is kept whatever the cache
 * holds. One is made where the web app is put together and handed to the cache and the warmer.
 */
export class PageRefresher {
  private cache: {
    hottest: (limit: number) => string[];
    refresh: (url: string) => Promise<void>;
  } | null = null;

  /** The most asked-for addresses since the last call, most first (each count then halves, so old fame fades). */
  hottest(limit: number): string[] {
    return this.cache?.hottest(limit) ?? [];
  }

  /** Renders the page at this address again through the app, and the cache keeps it if it may. */
  refresh(url: string): Promise<void> {
    return this.cache?.refresh(url) ?? Promise.resolve();
  }

  attach(cache: NonNullable<PageRefresher["cache"]>): void {
    this.cache = cache;
  }
}

const MAX_ASKED_ADDRESSES = 10_000;

/** 128 MB: every page of a 1,400-page sitemap at about 40 KB of HTML each, and some room. */
const DEFAULT_MAX_BYTES = 128 * 1024 * 1024;
const ENTRY_OVERHEAD_BYTES = 1024;

/** The path of a cache key: the request URL, and for a page kept per cookie the cookie after a newline. */
function pathOfKey(key: string): string {
  const url = key.split("\n", 1)[0] ?? key;
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

/**
 * A micro-cache for server-rendered pages, as a CDN would keep them: a page whose route says
 * `Cache-Control: public, s-maxage=N` is rendered once per N seconds per address, and
 * concurrent requests for it wait for that one render. Only a page that says `Vary: Cookie`
 * (the home page reads the search defaults from the preferences cookie) is kept per
 * preferences cookie; every other page is one entry for all visitors. Forms (fresh captcha
 * tokens) say no-store and are never kept. Beyond `maxBytes` of pages (or `maxEntries`) the least
 * recently served page is forgotten first (lru-cache; decision 0074). Bounded by bytes, not by
 * count: 500 entries held a third of a 1,406-page sitemap, so a crawl of it hit 17.9 % of the time
 * where half its requests were repeats (bench:crawl).
 */
export function pageCache(options: {
  maxEntries?: number;
  /** The pages' bytes kept at most, headers counted at a kilobyte each page. */
  maxBytes?: number;
  enabled: boolean;
  /** Tells this cache to forget paths (the edge purge's built-in CDN). */
  invalidator?: PageCacheInvalidator;
  /** Lets the page warmer see the hot addresses and render them again (needs `revalidate`). */
  refresher?: PageRefresher;
  /** Hears each request's outcome (the metrics' hit ratio); only while the cache is enabled. */
  observe?: (outcome: PageCacheOutcome) => void;
  /**
   * Sends a request through the whole app again (its `fetch`): how a stale page is rendered
   * behind the visitor who got it. Without it a stale page is rendered on the visitor's time.
   */
  revalidate?: (request: Request) => Promise<Response>;
  clock?: () => number;
}): MiddlewareHandler {
  const clock = options.clock ?? Date.now;
  /** Requests the cache itself sent to render a stale page again: they render, whatever is kept. */
  const revalidations = new WeakSet<Request>();
  const revalidating = new Set<string>();
  const observe = options.observe ?? (() => {});
  const entries = new LRUCache<string, Entry>({
    max: options.maxEntries ?? 10_000,
    maxSize: options.maxBytes ?? DEFAULT_MAX_BYTES,
    // text counted at two bytes a character, as a JavaScript string may take
    sizeCalculation: ({ body }) =>
      (Array.isArray(body) ? body.reduce((bytes, part) => bytes + part.length * 2, 0) : body.byteLength) +
      ENTRY_OVERHEAD_BYTES,
  });
  const rendering = new Map<string, Promise<Entry | null>>();
  /** Addresses whose page said Vary: Cookie when it was last rendered. */
  const varying = new Set<string>();
  /** An entry's key: its address, and the preferences cookie for a page that varies by it. */
  const keyOf = (url: string, cookie: string) => (varying.has(url) ? `${url}\n${cookie}` : url);
  /** Bumped by every forget: a page rendered across one may be the old page, and is not kept. */
  let generation = 0;
  options.invalidator?.attach((paths) => {
    generation += 1;
    let forgotten = 0;
    for (const key of [...entries.keys()]) {
      if (paths.has(pathOfKey(key)) && entries.delete(key)) forgotten += 1;
    }
    return forgotten;
  });

  /**
   * Requests per address (query string included, cookie variants together) since the warmer last
   * looked; only pages the cache keeps: a search or a form is never rendered ahead.
   */
  const asked = new Map<string, number>();
  const countAsked = (url: string) => {
    // bounded: a flood of made-up query strings cannot grow it past its limit
    if (options.refresher && (asked.has(url) || asked.size < MAX_ASKED_ADDRESSES))
      asked.set(url, (asked.get(url) ?? 0) + 1);
  };
  const revalidate = options.revalidate;
  if (options.refresher && revalidate) {
    options.refresher.attach({
      hottest(limit) {
        const hottest = [...asked.entries()].sort((a, b) => b[1] - a[1]).slice(0, limit);
        for (const [url, count] of asked) {
          if (count <= 1) asked.delete(url);
          else asked.set(url, Math.floor(count / 2));
        }
        return hottest.map(([url]) => url);
      },
      // without a cookie: a page kept per preferences cookie is warmed for a first visit
      async refresh(url) {
        const request = new Request(url);
        revalidations.add(request);
        const response = await revalidate(request);
        await response.body?.cancel();
      },
    });
  }

  const toResponse = (c: Context, entry: Entry) => {
    // this response's own nonce (content-security-policy.ts set it), in the page and its header
    const own: string | undefined = c.get("cspNonce");
    const nonce = own ?? entry.nonce;
    if (own === undefined && nonce !== undefined) c.set("cspNonce", nonce);
    const body = Array.isArray(entry.body) ? entry.body.join(nonce) : entry.body;
    const response = new Response(body, { status: entry.status, headers: entry.headers });
    response.headers.set("x-page-cache", "hit");
    if (entry.tag) response.headers.set("etag", entry.tag);
    return response;
  };

  return async (c, next) => {
    if (!options.enabled) return next();
    if (c.req.method !== "GET" && c.req.method !== "HEAD") {
      observe("bypass");
      return next();
    }
    const url = c.req.url;
    const cookie = preferencesOf(c.req.header("cookie"));
    const key = keyOf(url, cookie);
    const now = clock();
    const forced = revalidations.has(c.req.raw);
    const cached = forced ? undefined : entries.get(key);
    if (cached && cached.expires > now) {
      observe("hit");
      countAsked(url);
      return toResponse(c, cached);
    }
    // stale but within its grace: this visitor gets it at once, and one render runs behind
    if (cached && cached.staleUntil > now && options.revalidate) {
      observe("hit");
      countAsked(url);
      if (!revalidating.has(key)) {
        revalidating.add(key);
        const headers = new Headers(c.req.raw.headers);
        // a conditional request would answer 304, which is nothing to keep
        headers.delete("if-none-match");
        headers.delete("if-modified-since");
        const again = new Request(c.req.raw.url, { headers });
        revalidations.add(again);
        options
          .revalidate(again)
          .then((response) => response.body?.cancel())
          .catch(() => {})
          .finally(() => revalidating.delete(key));
      }
      return toResponse(c, cached);
    }

    const pending = rendering.get(key);
    if (pending) {
      const entry = await pending;
      // a page found to vary by cookie while this request waited is not this visitor's
      if (entry && (entry.cookie === null || entry.cookie === cookie)) {
        observe("hit");
        countAsked(url);
        return toResponse(c, entry);
      }
      observe("miss");
      return next();
    }

    const renderedIn = generation;
    let settle: (entry: Entry | null) => void = () => {};
    rendering.set(
      key,
      new Promise((resolve) => {
        settle = resolve;
      }),
    );
    try {
      await next();
      const seconds = sharedMaxAge(c.res.headers.get("cache-control"));
      if (c.res.status !== 200 || seconds === 0 || c.res.headers.has("set-cookie")) {
        observe("bypass");
        settle(null);
        return;
      }
      observe("miss");
      if (!forced) countAsked(url);
      if (generation !== renderedIn) {
        settle(null);
        return;
      }
      const body = await c.res.clone().arrayBuffer();
      const nonce: string | undefined = c.get("cspNonce");
      const varies = variesByCookie(c.res.headers.get("vary"));
      if (varies) varying.add(url);
      else varying.delete(url);
      const entry: Entry = {
        cookie: varies ? cookie : null,
        expires: now + seconds * 1000,
        staleUntil: now + (seconds + staleWhileRevalidate(c.res.headers.get("cache-control"))) * 1000,
        status: 200,
        headers: [...c.res.headers],
        body: nonce && isHtml(c.res.headers) ? new TextDecoder().decode(body).split(nonce) : body,
        nonce,
        tag: c.get("pageTag"),
      };
      entries.set(keyOf(url, cookie), entry);
      settle(entry);
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      rendering.delete(key);
    }
  };
}
