import { checkPreferences, type Preferences, preferencesCookieValue } from "../preferences.ts";

/**
 * Whether the visitor has made a cookie choice (spec sections 4 and 5). readPreferences fills
 * in "essential" when the cookie lacks the key, so this reads the raw cookie: a choice counts
 * only when the stored JSON carries `cookieConsent` and the whole cookie passes the rules (an
 * invalid cookie is replaced by the defaults, so the choice in it is not kept either).
 */

export type CookieConsent = Preferences["cookieConsent"];

export function storedConsent(cookieHeader: string | null | undefined): CookieConsent | null {
  const value = preferencesCookieValue(cookieHeader);
  if (!value) return null;
  let json: unknown;
  try {
    json = JSON.parse(decodeURIComponent(value));
  } catch {
    return null;
  }
  if (json === null || typeof json !== "object" || !("cookieConsent" in json)) return null;
  const checked = checkPreferences(json);
  return checked.ok ? checked.value.cookieConsent : null;
}

/**
 * Where Tab goes inside a modal: from the last element to the first and, with Shift, from the
 * first to the last; null lets the browser move focus as usual. `current` is -1 when focus is
 * outside the modal's focusable elements (then it is pulled back in).
 */
export function wrapFocus(current: number, count: number, backwards: boolean): number | null {
  if (count === 0) return null;
  if (current === -1) return backwards ? count - 1 : 0;
  if (backwards && current === 0) return count - 1;
  if (!backwards && current === count - 1) return 0;
  return null;
}
