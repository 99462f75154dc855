/**
 * Where webhooks may be sent: HTTPS, or plain HTTP to this machine only (a receiver running
 * beside the product, and the tests' local receiver). No credentials in the URL: the secret
 * signs each delivery instead.
 */
export const ENDPOINT_URL_MESSAGE =
  "The URL must be https:// (or http:// to localhost), without a user name or password";
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function validEndpointUrl(value: string): string | null {
  if (value.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.protocol === "https:") return url.toString();
  if (url.protocol === "http:" && LOOPBACK.has(url.hostname)) return url.toString();
  return null;
}
