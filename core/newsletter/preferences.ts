/** What a subscriber receives (spec: preferences deals, tips, frequency default weekly). No imports: the screen uses it. */
export const NEWSLETTER_FREQUENCIES = ["daily", "weekly", "monthly"] as const;
export type NewsletterFrequency = (typeof NEWSLETTER_FREQUENCIES)[number];

export interface NewsletterPreferences {
  deals: boolean;
  tips: boolean;
  frequency: NewsletterFrequency;
}

/** Deals are what people sign up for; tips are opt-in. */
export const DEFAULT_PREFERENCES: NewsletterPreferences = { deals: true, tips: false, frequency: "weekly" };
