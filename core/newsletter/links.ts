/**
 * Where mailed links land: the newsletter screen (core/routes/route-table.ts, key "newsletter"; a test
 * keeps the two in step), which confirms, or asks before unsubscribing, in the visitor's
 * language. The one-click URL is the API's, for mail clients' List-Unsubscribe (RFC 8058).
 */
export const NEWSLETTER_SCREEN = { bg: "/newsletter", en: "/en/newsletter" } as const;
/** The preference centre (route table key "newsletterPreferences"). */
export const PREFERENCES_SCREEN = { bg: "/newsletter/nastroyki", en: "/en/newsletter/preferences" } as const;

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, "");

export function confirmationLink(publicUrl: string, language: "bg" | "en", token: string): string {
  return `${base(publicUrl)}${NEWSLETTER_SCREEN[language]}?confirm=${encodeURIComponent(token)}`;
}

export function unsubscribeLink(publicUrl: string, language: "bg" | "en", token: string): string {
  return `${base(publicUrl)}${NEWSLETTER_SCREEN[language]}?unsubscribe=${encodeURIComponent(token)}`;
}

export function oneClickUnsubscribeUrl(publicUrl: string, token: string): string {
  return `${base(publicUrl)}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

export function preferencesLink(publicUrl: string, language: "bg" | "en", token: string): string {
  return `${base(publicUrl)}${PREFERENCES_SCREEN[language]}?token=${encodeURIComponent(token)}`;
}

/**
 * RFC 8058 one-click unsubscribe: mail clients show an "Unsubscribe" button that POSTs
 * "List-Unsubscribe=One-Click" to the address. Every newsletter mail carries it.
 */
export function oneClickUnsubscribeHeaders(publicUrl: string, token: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${oneClickUnsubscribeUrl(publicUrl, token)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
