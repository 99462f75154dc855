/**
 * Read-only pages (listings, deals, catalog, legal) may be kept by shared caches for a few
 * seconds: the server's page cache (http/middleware/page-cache.ts) and any CDN in front.
 * Browsers always revalidate (max-age=0). Pages with forms say no-store instead.
 */
export const SHARED_PAGE_SECONDS = 10;

export function sharedPageHeaders(): Record<string, string> {
  return { "cache-control": `public, max-age=0, s-maxage=${SHARED_PAGE_SECONDS}, stale-while-revalidate=60` };
}

/** A shared page whose HTML also depends on the visitor's preferences cookie (the home page's search defaults). */
export function sharedPageHeadersByCookie(): Record<string, string> {
  return { ...sharedPageHeaders(), vary: "Cookie" };
}
