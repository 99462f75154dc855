/**
 * Which push services a browser's subscription may name (PUSH_SERVICE_ORIGINS). A subscription's
 * endpoint is a URL our workers POST to, so a made-up one could point them at our own network:
 * only https origins on the list are taken, `https://*.host` standing for any subdomain of host.
 */
export function pushServiceAllowed(endpoint: string, allowedOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return allowedOrigins.some((allowed) => {
    const wildcard = allowed.match(/^(https?):\/\/\*\.(.+)$/);
    if (wildcard) return url.protocol === `${wildcard[1]}:` && url.host.endsWith(`.${wildcard[2]}`);
    return url.origin === allowed;
  });
}

export function pushServiceOrigins(configured: string): string[] {
  return configured
    .split(",")
    .map((origin) => origin.trim().replace(/\/+$/, ""))
    .filter(Boolean);
}
