/** A mail rendered once with markers, and each subscriber's own links put in by string replacement. */
import type { PersonalLinks, RenderedMail } from "./mail-types.ts";

/**
 * Stand-ins for the personal links in a rendered template. Letters, digits, dots, slashes and
 * dashes only: React's attribute escaping and html-to-text's link output leave them byte for byte
 * as they are, and the reserved .invalid domain makes a marker that slipped through go nowhere.
 */
export const UNSUBSCRIBE_URL_MARKER = "https://personal-link.invalid/unsubscribe-url-marker";
export const PREFERENCES_URL_MARKER = "https://personal-link.invalid/preferences-url-marker";

/** The personal links as markers, for a template that personalise() fills in. */
export const MARKER_LINKS: Readonly<PersonalLinks> = Object.freeze({
  unsubscribeUrl: UNSUBSCRIBE_URL_MARKER,
  preferencesUrl: PREFERENCES_URL_MARKER,
});

/** What React writes for an attribute value, so a personal link reads as if it had been rendered. */
function escapeHtmlAttribute(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");
}

// split/join rather than replaceAll: a replacement string reads "$&" and "$'" in a URL as patterns
function replaceLiterally(haystack: string, marker: string, value: string): string {
  return haystack.split(marker).join(value);
}

function assertWebUrl(value: string, name: string): void {
  const protocol = URL.canParse(value) ? new URL(value).protocol : "";
  if (protocol !== "https:" && protocol !== "http:") throw new RangeError(`digest mail: ${name} is not a web URL`);
}

/**
 * Puts a subscriber's links into a rendered template: HTML-escaped in the HTML (they sit in href
 * attributes), as they are in the plain text.
 */
export function personalise(rendered: RenderedMail, links: PersonalLinks): RenderedMail {
  assertWebUrl(links.unsubscribeUrl, "unsubscribeUrl");
  assertWebUrl(links.preferencesUrl, "preferencesUrl");
  return {
    subject: rendered.subject,
    html: replaceLiterally(
      replaceLiterally(rendered.html, UNSUBSCRIBE_URL_MARKER, escapeHtmlAttribute(links.unsubscribeUrl)),
      PREFERENCES_URL_MARKER,
      escapeHtmlAttribute(links.preferencesUrl),
    ),
    text: replaceLiterally(
      replaceLiterally(rendered.text, UNSUBSCRIBE_URL_MARKER, links.unsubscribeUrl),
      PREFERENCES_URL_MARKER,
      links.preferencesUrl,
    ),
  };
}
