/**
 * The newsletter's messages, exactly as spec sections 5 and 8 spell them. The API answers
 * with these strings; the UI shows them through its dictionaries (ui/i18n/sections/forms.ts),
 * whose English side must equal them.
 */
export const NEWSLETTER_MESSAGES = {
  required: "Required",
  invalidEmail: "Please enter a valid email address",
  consentRequired: "You must agree to the privacy policy to subscribe",
  captchaRequired: "Captcha verification required",
  subscribed: "Successfully subscribed!",
  tryAgainLater: "Please try again later.",
  confirmed: "Your subscription is confirmed.",
  alertConfirmed: "Your price alert is on.",
  unsubscribed: "You have been unsubscribed.",
  invalidLink: "This link is invalid or has already been replaced by a newer one.",
  expiredLink: "This confirmation link has expired. Please subscribe again.",
  invalidRequest: "Invalid request",
  airportsRequired: "Choose at least one departure airport",
  unknownAirport: "Unknown departure airport",
  unknownCountry: "Unknown destination country",
  invalidMaxPrice: "The maximum price must be a positive number",
  preferencesSaved: "Your preferences are saved.",
  alertRequested: "Check your inbox: the alert starts once you confirm it.",
  tooManyAlerts: "You have 20 price alerts already. Delete one in your newsletter preferences first.",
  alertNeedsPlace: "Choose a departure airport or a destination",
  alertNeedsPrice: "Set a maximum price for an alert on everything from an airport",
  unknownDestination: "Unknown destination",
  alertNotFound: "This alert no longer exists.",
  alertDeleted: "The alert is deleted.",
  telegramUnavailable: "Telegram alerts are not available.",
  expiredSignedLink: "This link has expired. Use the link in a more recent e-mail from us.",
} as const;

export type NewsletterMessageKey = keyof typeof NEWSLETTER_MESSAGES;

/** What the newsletter's forms (subscribe, "alert me") say when the captcha refuses or cannot answer. */
export const NEWSLETTER_CAPTCHA_COPY = {
  failed: NEWSLETTER_MESSAGES.captchaRequired,
  unavailable: NEWSLETTER_MESSAGES.tryAgainLater,
};
