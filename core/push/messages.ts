/**
 * What the push API answers, in English like the spec's messages; the pages say it through
 * their dictionaries (ui/i18n/sections/push.ts).
 */
export const PUSH_MESSAGES = {
  invalidRequest: "Invalid request",
  invalidSubscription: "Invalid push subscription",
  unknownPushService: "This push service is not supported",
  unknownDestination: "Unknown destination",
  subscribed: "Notifications are on for this device.",
  unsubscribed: "Notifications are off for this device.",
  deviceNotFound: "This device does not take notifications.",
  deviceLeft: "This device stopped notifications; subscribe again from the browser.",
  tooManyAlerts: "This device watches 20 deals already.",
  unavailable: "Notifications are not available.",
  invalidLink: "This link is invalid or has expired. Use the link in a more recent e-mail from us.",
} as const;
