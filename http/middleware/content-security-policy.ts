import type { MiddlewareHandler } from "hono";

/**
 * The Content-Security-Policy of every response (docs/decisions/0053). Scripts run only from
 * this origin or with the response's nonce (React Router's inline scripts, the theme script,
 * the admin's stylesheet); nothing may frame the site, change its base URL, post its forms
 * elsewhere or embed plugins. Third parties are named only when configured: Google Analytics
 * with GA_MEASUREMENT_ID, Cloudflare Turnstile with CAPTCHA=turnstile.
 */

declare module "hono" {
  interface ContextVariableMap {
    /** This response's CSP nonce; a page served from the page cache puts back the one it was rendered with. */
    cspNonce: string;
  }
}

export interface PolicyOptions {
  /** GA_MEASUREMENT_ID is set: gtag.js and its beacons. */
  analytics?: boolean;
  /** CAPTCHA=turnstile: Cloudflare's widget script and frame. */
  turnstile?: boolean;
  /** Report violations to the console without blocking (npm run dev, where Vite injects its own). */
  reportOnly?: boolean;
}

/** Where the photos come from (docs/decisions/0044): Unsplash's image CDN. */
export const PHOTO_ORIGIN = "https://images.unsplash.com";
const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";
// Google's documented hosts for GA4 (tag, collection endpoints in every region)
const GA_SCRIPT = ["https://*.googletagmanager.com"];
const GA_CONNECT = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.googletagmanager.com",
];
const GA_IMG = ["https://*.google-analytics.com", "https://*.googletagmanager.com"];

/** The policy for one nonce, directive by directive. */
export function contentSecurityPolicy(nonce: string, options: PolicyOptions = {}): string {
  const analytics = options.analytics === true;
  const turnstile = options.turnstile === true;
  const directives: Array<[string, string[]]> = [
    ["default-src", ["'self'"]],
    [
      "script-src",
      ["'self'", `'nonce-${nonce}'`, ...(analytics ? GA_SCRIPT : []), ...(turnstile ? [TURNSTILE_ORIGIN] : [])],
    ],
    // <style> elements need the nonce; style attributes (React's style prop, the admin's
    // layout tweaks, the mail preview) are allowed: they cannot run script
    ["style-src", ["'self'", `'nonce-${nonce}'`]],
    ["style-src-attr", ["'unsafe-inline'"]],
    // data: for the inline favicon and drawn pictures
    ["img-src", ["'self'", "data:", PHOTO_ORIGIN, ...(analytics ? GA_IMG : [])]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...(analytics ? GA_CONNECT : [])]],
    // default-src covers frames otherwise (the admin's mail preview is a srcdoc frame)
    ...(turnstile ? ([["frame-src", ["'self'", TURNSTILE_ORIGIN]]] as Array<[string, string[]]>) : []),
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");
}

/** A fresh nonce: 128 random bits, base64 (Web Crypto, so Node and Deno alike). */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export const CSP_HEADER = "content-security-policy";
export const CSP_REPORT_ONLY_HEADER = "content-security-policy-report-only";

/**
 * Sets `cspNonce` before the request goes on and the policy after, with whatever nonce the
 * context holds then: the page cache puts back the nonce of the page it serves, so the cached
 * HTML and its header always agree. A route that set its own policy keeps it.
 */
export function contentSecurityPolicyHeader(options: PolicyOptions = {}): MiddlewareHandler {
  const header = options.reportOnly ? CSP_REPORT_ONLY_HEADER : CSP_HEADER;
  return async (c, next) => {
    c.set("cspNonce", newNonce());
    await next();
    // a 304's headers replace the stored page's: a new nonce would block that page's scripts
    if (c.res.status === 304) return;
    if (!c.res.headers.has(header)) c.res.headers.set(header, contentSecurityPolicy(c.get("cspNonce"), options));
  };
}
