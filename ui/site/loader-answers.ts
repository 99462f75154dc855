import { data, redirect } from "react-router";
import { normalisePath } from "../route-table.ts";

/**
 * What a loader answers besides its page: the 404 of an address that names nothing, and the
 * 301 to an address's canonical spelling. Thrown, so React Router answers with them at once.
 */

/** A read model's find: the record, or the page's 404 when there is none. */
export function foundOr404<T>(found: { value: T } | null | undefined): T {
  if (!found) throw data(null, { status: 404 });
  return found.value;
}

/** A request for another spelling of the address goes to the canonical one (301), its query kept. */
export function requireCanonical(requestUrl: string, canonicalPath: string): void {
  const canonical = canonicalRedirect(requestUrl, canonicalPath);
  if (canonical) throw redirect(canonical, 301);
}

/**
 * Where to send a request whose slugs are not the page language's own (an English slug on a
 * Bulgarian path, say), or null when the path is already canonical. Comparing paths rather than
 * trusting which language matched also copes with slugs spelt the same in both languages.
 */
export function canonicalRedirect(requestUrl: string, canonicalPath: string): string | null {
  const url = new URL(requestUrl);
  if (normalisePath(safeDecode(url.pathname)) === normalisePath(safeDecode(canonicalPath))) return null;
  return canonicalPath + url.search;
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
