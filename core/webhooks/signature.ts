import { createHmac, timingSafeEqual } from "node:crypto";

/** The header a delivery carries its signature in, as Stripe's `Stripe-Signature`. */
export const SIGNATURE_HEADER = "flydealsbg-signature";
/** How old a signed timestamp a receiver should accept: replays after this are refused. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

function hmac(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` (docs/decisions/0064): the timestamp
 * is signed with the body, so a captured delivery cannot be replayed later with a new time.
 */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/** What a receiver does with the header: true when the body is ours and fresh. */
export function verifySignature(secret: string, body: string, header: string | null | undefined, now: Date): boolean {
  if (!header) return false;
  const parts = new Map(
    header.split(",").map((part) => {
      const [key, ...value] = part.trim().split("=");
      return [key ?? "", value.join("=")] as const;
    }),
  );
  const timestamp = Number(parts.get("t"));
  const signature = parts.get("v1") ?? "";
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  return timingSafeEqual(Buffer.from(signature, "hex"), Buffer.from(hmac(secret, timestamp, body), "hex"));
}
