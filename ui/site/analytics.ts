import { isAdminPath } from "../route-table.ts";
import type { CookieConsent } from "./consent/consent.ts";

/**
 * Google Analytics 4 through gtag.js, in consent mode (spec section 7; docs/decisions/0026).
 * Nothing here runs until `installAnalytics` is called with a measurement id: before that there
 * is no script element, no dataLayer and no gtag function, and every helper is a no-op. Admin
 * paths are never measured.
 */

type Grant = "granted" | "denied";

/** Consent mode's storage types, as gtag names them. */
export interface ConsentModeState {
  analytics_storage: Grant;
  ad_storage: Grant;
  ad_user_data: Grant;
  ad_personalization: Grant;
  functionality_storage: Grant;
  security_storage: Grant;
}

export const GTAG_SCRIPT_ORIGIN = "https://www.googletagmanager.com";

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/**
 * The visitor's choice as consent mode's state: statistics only with consent to all cookies
 * (no choice yet counts as no consent); advertising never; functionality and security always,
 * since the site's own essential cookie needs no consent.
 */
export function consentModeState(consent: CookieConsent | null): ConsentModeState {
  return {
    analytics_storage: consent === "all" ? "granted" : "denied",
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
    functionality_storage: "granted",
    security_storage: "granted",
  };
}

export function gtagScriptUrl(measurementId: string): string {
  return `${GTAG_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
}

/** Settings of the `config` command: IP anonymisation on; page views are sent by us on each path change. */
export function gtagConfig(): Record<string, unknown> {
  return { anonymize_ip: true, send_page_view: false };
}

let installedId: string | null = null;

function gtag(): Gtag | null {
  return typeof window !== "undefined" && installedId !== null && window.gtag ? window.gtag : null;
}

function onAdminPath(): boolean {
  return typeof window !== "undefined" && isAdminPath(window.location.pathname);
}

/**
 * Defines gtag with the consent defaults first, configures the property and adds the script
 * once. Calling it again (a remount) does nothing. Never on admin paths.
 */
export function installAnalytics(measurementId: string, consent: CookieConsent | null): boolean {
  if (typeof window === "undefined" || onAdminPath()) return false;
  if (installedId !== null) return installedId === measurementId;
  window.dataLayer = window.dataLayer ?? [];
  const dataLayer = window.dataLayer;
  // gtag.js reads the `arguments` object itself from the dataLayer, not an array
  window.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js only understands Arguments objects
    dataLayer.push(arguments);
  };
  window.gtag("consent", "default", consentModeState(consent));
  window.gtag("js", new Date());
  window.gtag("config", measurementId, gtagConfig());
  const script = document.createElement("script");
  script.async = true;
  script.src = gtagScriptUrl(measurementId);
  document.head.appendChild(script);
  installedId = measurementId;
  return true;
}

/** Sends the visitor's new choice; called on every change. */
export function updateAnalyticsConsent(consent: CookieConsent | null): void {
  gtag()?.("consent", "update", consentModeState(consent));
}

/** One page view for `path` (pathname and query), skipped on admin paths. */
/** Query parameters that act for one person (newsletter links): never sent to analytics. */
const PERSONAL_PARAMETERS = ["token", "confirm", "unsubscribe"];

function withoutPersonalParameters(path: string): string {
  const url = new URL(path, "https://x.invalid");
  for (const name of PERSONAL_PARAMETERS) url.searchParams.delete(name);
  return url.pathname + url.search + url.hash;
}

export function trackPageView(rawPath: string): void {
  const send = gtag();
  if (!send || isAdminPath(rawPath)) return;
  const path = withoutPersonalParameters(rawPath);
  send("event", "page_view", {
    page_path: path,
    page_location: window.location.origin + path,
    page_title: document.title,
  });
}

/** A custom event, e.g. trackEvent("share", "telegram") or trackEvent("clickout", "SOF-LON", 89). */
export function trackEvent(category: string, label?: string, value?: number): void {
  const send = gtag();
  if (!send || onAdminPath()) return;
  send("event", category, {
    event_category: category,
    ...(label === undefined ? {} : { event_label: label }),
    ...(value === undefined ? {} : { value }),
  });
}

/** For tests: whether gtag was installed in this window, and with which id. */
export function analyticsInstalledId(): string | null {
  return installedId;
}
