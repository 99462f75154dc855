/**
 * The dynamic homepage hero (spec sections 3 and 9: homepage_hero_rotations, "dynamic homepage
 * hero on"): one stream per language records what the home page features and since when.
 */

export const HERO_LANGUAGES = ["bg", "en"] as const;
export type HeroLanguage = (typeof HERO_LANGUAGES)[number];

export type HeroSource = "best_deals" | "cheapest_fare";

export interface HeroRotation {
  language: HeroLanguage;
  /** The featured deal; null when a cheapest fare stands in because no deal is live. */
  dealId: string | null;
  /** "SOF-LTN". */
  route: string;
  price: number;
  currency: "BGN" | "EUR";
  headline: string;
  subheadline: string;
  altText: string;
  ctaText: string;
  /** A path of the site, so the hero survives a change of the public address. */
  ctaUrl: string;
  imageUrl: string | null;
  imageWidth: number;
  imageHeight: number;
  /** The hour slot this rotation was chosen for (ISO instants). */
  servedFor: { from: string; until: string };
  /** Where the hero came from: the ranked best deals, or the cheapest fare when no deal is live. */
  fallbackSource: HeroSource;
}

export type HeroClearReason = "disabled" | "nothing_to_show";

export type HeroEvent =
  | { type: "HomepageHeroRotated"; data: HeroRotation }
  | { type: "HomepageHeroCleared"; data: { language: HeroLanguage; reason: HeroClearReason } };

export const HERO_EVENT_TYPES = ["HomepageHeroRotated", "HomepageHeroCleared"] as const;

export const heroStreamId = (language: HeroLanguage) => `homepagehero-${language}`;
