/**
 * Links that credit a chosen photo, as Unsplash's API guidelines ask: the photographer's profile
 * and Unsplash itself, each with our utm parameters. Small on purpose: the pages import it.
 */
export const UNSPLASH_UTM = "utm_source=flydealsbg&utm_medium=referral";

export const UNSPLASH_HOME = `https://unsplash.com/?${UNSPLASH_UTM}`;

/** The photographer's Unsplash profile, from their username. */
export function unsplashProfileUrl(username: string): string {
  return `https://unsplash.com/@${encodeURIComponent(username)}?${UNSPLASH_UTM}`;
}

/** Any unsplash.com page (a photo's, a profile's) with our utm parameters added. */
export function withUnsplashUtm(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set("utm_source", "flydealsbg");
  parsed.searchParams.set("utm_medium", "referral");
  return parsed.toString();
}
