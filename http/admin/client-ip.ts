import type { Context } from "hono";

/** The TCP peer: @hono/node-server passes the request in `incoming`, Deno.serve a `remoteAddr`. */
function socketAddress(c: Context): string | null {
  const env = c.env as
    | { incoming?: { socket?: { remoteAddress?: string } }; remoteAddr?: { hostname?: string } }
    | undefined;
  return env?.incoming?.socket?.remoteAddress ?? env?.remoteAddr?.hostname ?? null;
}

/**
 * The client's address for the admin allowlist and the audit log. X-Forwarded-For is believed
 * only for the `trustProxy` proxies we run: the entry the outermost of them appended, never
 * what the client wrote itself (which would let anyone claim an allowed address).
 */
export function clientAddress(c: Context, trustProxy: number): string | null {
  if (trustProxy > 0) {
    const hops = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((hop) => hop.trim())
      .filter(Boolean);
    const candidate = hops[hops.length - trustProxy];
    if (candidate) return candidate;
  }
  return socketAddress(c);
}
