import type { uxBg } from "./ux.bg.ts";

/** The English side of ./ux.bg.ts, typed against the Bulgarian one. */
export const uxEn: typeof uxBg = {
  consent: {
    bannerLabel: "Cookie consent",
    title: "We use cookies",
    points: [
      "Essential ones keep your language and settings.",
      "Statistics ones only with your consent.",
      "Advertising ones never.",
    ],
    policyLink: "Cookie policy",
    acceptAll: "Accept all",
    essentialOnly: "Essential only",
    manage: "Manage",
    close: "Close",
    settingsButton: "Cookie settings",
    dialogTitle: "Cookie settings",
    dialogIntro:
      "Choose which cookies we may use. You can change your choice at any time with the cookie button in the bottom left corner of the screen.",
    essentialTitle: "Essential cookies",
    essentialText:
      "They remember your cookie choice, language, theme and search settings. They hold nothing that could identify you and are always on, because without them the site cannot remember your settings.",
    alwaysOn: "Always on",
    analyticsTitle: "Statistics cookies",
    analyticsText:
      "Google Analytics shows us how many people visit and which pages they look at. IP addresses are anonymised, and no advertising or cross-site tracking cookies are set.",
    analyticsToggle: "Allow statistics cookies",
    save: "Save my choice",
  },
  toast: {
    viewportLabel: "Notifications ({hotkey})",
    close: "Close notification",
  },
  network: {
    offline: "Network connection problem. Please check your internet connection.",
    retrying: "Connection problem. We'll keep trying automatically.",
    restored: "Network connection has been restored successfully.",
  },
  share: {
    heading: "Share",
    shareOn: "Share on {network}",
    newTab: "(opens in a new tab)",
    linkLabel: "Link to this page",
    shortLinkLabel: "Short link",
    copyLink: "Copy link",
    copyShortLink: "Copy short link",
    copied: "Link copied.",
    copyFailed: "Could not copy the link",
    device: "Share from your device",
    deviceFailed: "Failed to share via device",
    networksFailed: "We couldn't load the available networks",
    noNetworks:
      "No social networks are switched on for sharing yet: they are enabled from the admin dashboard. In the meantime you can copy the link.",
  },
};
