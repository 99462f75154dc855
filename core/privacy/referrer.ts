/**
 * What a click-out keeps of the page a visitor came from (docs/decisions/0052): its origin, the
 * scheme and host (and a port other than the default), never the path or the query. A path or
 * a query can carry anything, an e-mail address in a webmail link, a search someone typed, a
 * session token; an origin says which site sent the visitor, which is all the count needs.
 *
 * Null for anything else: no header, an unparsable one, a scheme other than http(s) (an app's
 * `android-app://` names nothing we need), and a host that is a bare IP address (an intranet or
 * a visitor's own machine, which is nobody's business but theirs).
 */
export function referrerOrigin(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  // the URL parser writes every IPv4 spelling as a dotted quad and IPv6 in brackets
  const host = url.hostname;
  if (host === "" || host.startsWith("[") || /^\d+\.\d+\.\d+\.\d+$/.test(host)) return null;
  const origin = url.origin;
  return origin.length <= 255 ? origin : null;
}
