/**
 * The keyed hash the shared rate limits store instead of an address (docs/decisions/0083):
 * HMAC-SHA-256 under a key derived from a secret every instance shares, so the table alone,
 * or a dump of the database, does not give the addresses back (IPv4 has only 2^32 of them: an
 * unkeyed hash would). Web Crypto, so Node and Deno run it alike.
 */

/** Hex of the keyed hash of one limit key (./limit-key.ts). */
export type AddressHasher = (limitKey: string) => Promise<string>;

/** Keeps the rate limits' key apart from anything else the same secret signs. */
const PURPOSE = "flydealsbg rate-limit address key v1";

const HMAC = { name: "HMAC", hash: "SHA-256" } as const;
const encoder = new TextEncoder();

export function addressHasher(secret: string): AddressHasher {
  if (secret.length < 32) throw new Error("the rate limits' address secret needs at least 32 characters");
  const key = (async () => {
    const master = await crypto.subtle.importKey("raw", encoder.encode(secret), HMAC, false, ["sign"]);
    const derived = await crypto.subtle.sign("HMAC", master, encoder.encode(PURPOSE));
    return crypto.subtle.importKey("raw", derived, HMAC, false, ["sign"]);
  })();
  return async (limitKey) => {
    const mac = new Uint8Array(await crypto.subtle.sign("HMAC", await key, encoder.encode(limitKey)));
    return Array.from(mac, (byte) => byte.toString(16).padStart(2, "0")).join("");
  };
}
