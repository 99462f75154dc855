import { isAddressLiteral, isPublicAddress } from "./address-policy.ts";

/**
 * Where webhooks may be sent: https:// to a public host, no credentials in the URL (the secret
 * signs each delivery instead). With WEBHOOKS_ALLOW_PRIVATE_NETWORKS (tests, a receiver beside
 * the product) also http:// and private addresses. A host name is checked on its resolved
 * addresses at registration and again at each delivery (./address-policy.ts).
 */
export const ENDPOINT_URL_MESSAGE = "The URL must be https:// to a public host, without a user name or password";
export const PRIVATE_ENDPOINT_URL_MESSAGE =
  "The URL must be http:// or https://, without a user name or password (private networks are allowed here)";
export const ENDPOINT_NOT_PUBLIC_MESSAGE = "The URL's host is not a public address; webhooks go to public hosts only";
export const ENDPOINT_UNRESOLVED_MESSAGE = "The URL's host name does not resolve";

export function endpointUrlMessage(allowPrivateNetworks: boolean): string {
  return allowPrivateNetworks ? PRIVATE_ENDPOINT_URL_MESSAGE : ENDPOINT_URL_MESSAGE;
}

/** The URL as it will be called, or null when its form alone rules it out. */
export function validEndpointUrl(value: string, allowPrivateNetworks = false): string | null {
  if (value.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (allowPrivateNetworks) return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  if (url.protocol !== "https:") return null;
  // WHATWG URL parsing already spells 127.1, 2130706433 and 0x7f.0.0.1 as 127.0.0.1
  if (isAddressLiteral(url.hostname) && !isPublicAddress(url.hostname)) return null;
  if (url.hostname === "localhost" || url.hostname.endsWith(".localhost")) return null;
  return url.toString();
}
