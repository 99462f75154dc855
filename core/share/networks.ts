/**
 * Social networks a visitor can share a page to (spec section 2: facebook, telegram, twitter,
 * linkedin). An admin switches them on and off at /nimda/social (the share_networks read model,
 * projections/social/queries.ts); all four are on until then (docs/decisions/0027, 0036).
 */

export const SHARE_NETWORKS = ["facebook", "telegram", "twitter", "linkedin"] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

export interface ShareNetworkEntry {
  network: ShareNetwork;
  /** The network's own name, the same in every language. */
  label: string;
}

export const SHARE_NETWORK_LABELS: Record<ShareNetwork, string> = {
  facebook: "Facebook",
  telegram: "Telegram",
  twitter: "X (Twitter)",
  linkedin: "LinkedIn",
};

/** Active today: all four. */
export const ACTIVE_SHARE_NETWORKS: readonly ShareNetworkEntry[] = SHARE_NETWORKS.map((network) => ({
  network,
  label: SHARE_NETWORK_LABELS[network],
}));

/** The networks a visitor is offered, in display order. */
export type ShareNetworkSource = () => Promise<readonly ShareNetworkEntry[]> | readonly ShareNetworkEntry[];

export const activeShareNetworks: ShareNetworkSource = () => ACTIVE_SHARE_NETWORKS;

export function isShareNetwork(value: unknown): value is ShareNetwork {
  return typeof value === "string" && (SHARE_NETWORKS as readonly string[]).includes(value);
}

/**
 * The network's own share address for `url` (absolute) with an optional text. These are the
 * public share endpoints that need no app id or account.
 */
export function shareUrl(network: ShareNetwork, url: string, text = ""): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  switch (network) {
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case "telegram":
      return text ? `https://t.me/share/url?url=${u}&text=${t}` : `https://t.me/share/url?url=${u}`;
    case "twitter":
      return text ? `https://twitter.com/intent/tweet?url=${u}&text=${t}` : `https://twitter.com/intent/tweet?url=${u}`;
    case "linkedin":
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
  }
}

/** `path` made absolute on the site's public address ("https://x.bg" + "/oferta/A1B2"). */
export function absoluteUrl(publicUrl: string, path: string): string {
  return publicUrl.replace(/\/+$/, "") + (path.startsWith("/") ? path : `/${path}`);
}
