import type { MiddlewareHandler } from "hono";
import type { Clock } from "../../core/time/clock.ts";
import { preferencesOf, sharedMaxAge } from "./page-cache.ts";

declare module "hono" {
  interface ContextVariableMap {
    /** This request's page tag: the page cache keeps it with the page it stores. */
    pageTag: string;
  }
}

/** What a page's HTML is made of besides its address: the build, the read models and the minute. */
export interface PageVersionSources {
  /** The client build's version: a deploy changes every page. */
  buildVersion: string;
  /** Where the read models are (the projections' checkpoints), read before the page renders. */
  readModelPositions: () => Promise<string>;
  /** Pages print relative times ("found 13 minutes ago") and drop what departed today. */
  clock: Clock;
}

async function weakTag(parts: readonly string[]): Promise<string> {
  const bytes = new TextEncoder().encode(parts.join("\n"));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  let hex = "";
  for (const byte of digest.subarray(0, 12)) hex += byte.toString(16).padStart(2, "0");
  return `W/"${hex}"`;
}

function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((candidate) => {
    const value = candidate.trim();
    return value === "*" || value === tag || `W/${value}` === tag;
  });
}

/**
 * Conditional GET for the pages a shared cache may keep (docs/decisions/0060). A page's ETag is
 * derived, before it renders, from what its HTML is made of: the address, the preferences
 * cookie, the build, the read models' positions and the minute. A browser or CDN that sends it
 * back while none of those moved gets 304 without the page being rendered at all. The positions
 * are read before rendering and only move forward, so a tag is never newer than its page.
 * The 304 carries no Content-Security-Policy: the stored page keeps the policy naming its nonce.
 */
export function conditionalGet(
  sources: PageVersionSources,
  options: { positionsTtlMs?: number } = {},
): MiddlewareHandler {
  const ttl = options.positionsTtlMs ?? 1_000;
  let positions: { value: Promise<string>; until: number } | null = null;
  const currentPositions = () => {
    const now = Date.now();
    if (!positions || positions.until <= now) {
      const value = Promise.resolve().then(() => sources.readModelPositions());
      positions = { value, until: now + ttl };
      value.catch(() => {
        positions = null;
      });
    }
    return positions.value;
  };

  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    // where the read models are is an optimisation: not knowing it, the page renders untagged
    const where = await currentPositions().catch(() => null);
    if (where === null) return next();
    const minute = Math.floor(sources.clock().getTime() / 60_000);
    const tag = await weakTag([
      sources.buildVersion,
      where,
      String(minute),
      c.req.url,
      preferencesOf(c.req.header("cookie")),
    ]);
    if (matches(c.req.header("if-none-match"), tag)) return c.body(null, 304, { etag: tag });
    c.set("pageTag", tag);
    await next();
    // a page from the page cache already carries the tag it was rendered under
    if (c.res.status === 200 && sharedMaxAge(c.res.headers.get("cache-control")) > 0 && !c.res.headers.has("etag")) {
      c.res.headers.set("etag", tag);
    }
  };
}
