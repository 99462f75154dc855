import type { Context, MiddlewareHandler } from "hono";
import { PREFERENCES_COOKIE } from "../../core/constants.ts";

interface Entry {
  expires: number;
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
  /** The CSP nonce the page was rendered with: its header must name the same one (docs/decisions/0053). */
  nonce: string | undefined;
}

/** How long a shared page may be served from memory, from its `s-maxage`; 0 when it may not. */
export function sharedMaxAge(cacheControl: string | null): number {
  if (!cacheControl || /\b(no-store|private)\b/i.test(cacheControl)) return 0;
  const match = /\bs-maxage=(\d+)/i.exec(cacheControl);
  return match ? Number(match[1]) : 0;
}

/** The visitor's preferences cookie: the only cookie a page's HTML depends on. */
function preferencesOf(cookieHeader: string | undefined): string {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === PREFERENCES_COOKIE.name) return rest.join("=");
  }
  return "";
}

/**
 * A micro-cache for server-rendered pages, as a CDN would keep them: a page whose route says
 * `Cache-Control: public, s-maxage=N` is rendered once per N seconds per address and
 * preferences cookie, and concurrent requests for it wait for that one render. Forms (fresh
 * captcha tokens) say no-store and are never kept. `seconds` 0 turns it off.
 */
export function pageCache(options: { maxEntries?: number; enabled: boolean }): MiddlewareHandler {
  const maxEntries = options.maxEntries ?? 500;
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<Entry | null>>();

  const toResponse = (c: Context, entry: Entry) => {
    if (entry.nonce !== undefined) c.set("cspNonce", entry.nonce);
    const response = new Response(entry.body, { status: entry.status, headers: entry.headers });
    response.headers.set("x-page-cache", "hit");
    return response;
  };

  return async (c, next) => {
    if (!options.enabled || (c.req.method !== "GET" && c.req.method !== "HEAD")) return next();
    const key = `${c.req.url}\n${preferencesOf(c.req.header("cookie"))}`;
    const now = Date.now();
    const cached = entries.get(key);
    if (cached && cached.expires > now) return toResponse(c, cached);

    const pending = rendering.get(key);
    if (pending) {
      const entry = await pending;
      if (entry) return toResponse(c, entry);
      return next();
    }

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
        settle(null);
        return;
      }
      const body = await c.res.clone().arrayBuffer();
      const entry: Entry = {
        expires: now + seconds * 1000,
        status: 200,
        headers: [...c.res.headers],
        body,
        nonce: c.get("cspNonce"),
      };
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, entry);
      settle(entry);
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      rendering.delete(key);
    }
  };
}
