import type { pushBg } from "./push.bg.ts";

/** The English side of ./push.bg.ts, typed against the Bulgarian one. */
export const pushEn: typeof pushBg = {
  or: "or without an e-mail",
  alertButton: "Notify me on this device",
  alertHint:
    "Your browser will ask whether to show notifications from the site. Stop them at any time from any deal's page.",
  dailyBest: "and the deal of the day from {airport} every morning",
  working: "Turning on…",
  on: "Notifications are on for this device. We will tell you as soon as we find a deal.",
  denied:
    "Your browser does not allow notifications from the site. Allow them in the browser's site settings and try again.",
  install:
    "On an iPhone or iPad, notifications come once you add the site to your Home Screen (from Safari's Share button).",
  unsupported: "This browser does not support notifications.",
  failed: "We could not turn notifications on. Please try again later.",
  deviceOn: "Deal notifications are on for this device.",
  turnOff: "Stop notifications",
  turnedOff: "Notifications are off for this device.",
  centreTitle: "Notifications on this device",
  centreIntro:
    "Your alerts can also arrive as a notification on your phone or computer as soon as we find a deal, without waiting for the e-mail.",
  centreOn: "Get your alerts here too",
  centreBound: "Your alerts also arrive as notifications on this device.",
  dailyBestLabel: "Deal of the day",
  dailyBestHint: "Every morning after 9:00, the best deal from the airport you choose.",
  dailyBestNone: "No deal of the day",
  dailyBestFrom: "from {airport}",
  save: "Save",
  saved: "Saved.",
};
