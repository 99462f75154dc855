import type { Context, MiddlewareHandler } from "hono";
import { ipAllowed } from "../core/settings/schema.ts";

/**
 * The one place a client's address is read (docs/decisions/0054). The Hono app reads it once
 * per request with TRUST_PROXY (`clientAddressOnContext`); the forms' personal data and limits,
 * click-outs, search jobs, /readyz, drafts and the screens' load context take it from there
 * (`requestAddress`), the admin area reads it with the same function. Nothing else looks at
 * X-Forwarded-For.
 */

declare module "hono" {
  interface ContextVariableMap {
    /** The client's address as `clientAddress` read it; null when the runtime does not say. */
    clientAddress: string | null;
  }
}

/** The TCP peer: @hono/node-server passes the request in `incoming`, Deno.serve a `remoteAddr`. */
function socketAddress(c: Context): string | null {
  const env = c.env as
    | { incoming?: { socket?: { remoteAddress?: string } }; remoteAddr?: { hostname?: string } }
    | undefined;
  return env?.incoming?.socket?.remoteAddress ?? env?.remoteAddr?.hostname ?? null;
}

/**
 * The client's address. X-Forwarded-For is believed only for the `trustProxy` proxies we run:
 * the entry the outermost of them appended, never what the client wrote itself (which would let
 * anyone claim an allowed address or a fresh one for every try). X-Real-IP and the like are
 * never read. Null when the runtime does not say (app.request in tests).
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

const LOOPBACK = ["127.0.0.0/8", "::1"];

/** 127.0.0.0/8 or ::1 (also as ::ffff:127.x.y.z): the machine itself. */
export function isLoopback(address: string | null): boolean {
  return ipAllowed(address, LOOPBACK);
}

/** Reads the address once, before any route: every route then takes it from the context. */
export function clientAddressOnContext(trustProxy: number): MiddlewareHandler {
  return async (c, next) => {
    c.set("clientAddress", clientAddress(c, trustProxy));
    await next();
  };
}

/** This request's address as the app read it; null when unknown (or outside the app). */
export function requestAddress(c: Context): string | null {
  return c.get("clientAddress") ?? null;
}
