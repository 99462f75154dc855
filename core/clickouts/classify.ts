import type { DeviceClass } from "./events.ts";

/**
 * How a click-out is counted: coarse facts read from the request at click time, so the event
 * keeps no user agent and no path (docs/decisions/0062).
 */

/** Tablets first: an iPad or an Android tablet also says "Mobile" in some browsers' agents. */
export function deviceClassOf(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini|IEMobile/i.test(userAgent)) return "mobile";
  return "desktop";
}

/**
 * Whether the click came from one of our own pages, and that page's language: the referrer's
 * host is one of ours (the public URL's, or the request's own behind no proxy), and English
 * pages live under /en.
 */
export function siteReferral(
  referrer: string | null | undefined,
  ownHosts: readonly (string | null | undefined)[],
): { fromSite: boolean; language: "bg" | "en" | null } {
  const hosts = ownHosts.filter((host): host is string => !!host).map((host) => host.toLowerCase());
  if (!referrer || hosts.length === 0) return { fromSite: false, language: null };
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return { fromSite: false, language: null };
  }
  if (!hosts.includes(url.host.toLowerCase())) return { fromSite: false, language: null };
  const english = url.pathname === "/en" || url.pathname.startsWith("/en/");
  return { fromSite: true, language: english ? "en" : "bg" };
}

export const CLICK_SOURCES = ["site", "newsletter", "alert", "social", "referral", "direct"] as const;
export type ClickSource = (typeof CLICK_SOURCES)[number];

/** Hosts of the networks a deal is shared to or posted on, by the network's name. */
const SOCIAL_HOSTS: readonly [RegExp, string][] = [
  [/(^|\.)(facebook\.com|fb\.com|fb\.me)$/, "facebook"],
  [/(^|\.)instagram\.com$/, "instagram"],
  [/(^|\.)(t\.me|telegram\.org|telegram\.me)$/, "telegram"],
  [/(^|\.)(x\.com|twitter\.com|t\.co)$/, "x"],
  [/(^|\.)(linkedin\.com|lnkd\.in)$/, "linkedin"],
  [/(^|\.)reddit\.com$/, "reddit"],
  [/(^|\.)(threads\.net|threads\.com)$/, "threads"],
  [/(^|\.)viber\.com$/, "viber"],
  [/(^|\.)(whatsapp\.com|wa\.me)$/, "whatsapp"],
];

/**
 * Where a click came from: a mail (its campaign tag wins, since mail clients send no referrer),
 * our own pages, a social network, another site, or nowhere known. `detail` names the
 * newsletter issue, the network or the referring origin.
 */
export function clickSourceOf(click: { campaign: string | null; referrer: string | null; fromSite?: boolean }): {
  source: ClickSource;
  detail: string | null;
} {
  if (click.campaign?.startsWith("nl.")) return { source: "newsletter", detail: click.campaign.slice(3) };
  if (click.campaign === "alert") return { source: "alert", detail: null };
  if (click.fromSite) return { source: "site", detail: null };
  if (!click.referrer) return { source: "direct", detail: null };
  let host: string;
  try {
    host = new URL(click.referrer).hostname.toLowerCase();
  } catch {
    return { source: "direct", detail: null };
  }
  for (const [pattern, network] of SOCIAL_HOSTS) if (pattern.test(host)) return { source: "social", detail: network };
  return { source: "referral", detail: click.referrer };
}
