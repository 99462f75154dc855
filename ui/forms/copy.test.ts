import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGES } from "../../core/contact/messages.ts";
import { NEWSLETTER_MESSAGES } from "../../core/newsletter/messages.ts";
import { formsBg, formsEn } from "../i18n/sections/forms.ts";
import { screenRoutes } from "../screen-routes.ts";
import { errorKeyOf, SUCCESS_MESSAGE_KEYS } from "./actions.server.ts";

function leaves(value: unknown, prefix = ""): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of leaves(child, prefix ? `${prefix}.${key}` : key)) found.set(path, leaf);
    }
  } else found.set(prefix, value);
  return found;
}

describe("forms copy", () => {
  it("shows the API's exact English messages on the English screens", () => {
    for (const [key, message] of [...Object.entries(NEWSLETTER_MESSAGES), ...Object.entries(CONTACT_MESSAGES)]) {
      if (SUCCESS_MESSAGE_KEYS.has(key)) continue;
      expect(errorKeyOf(message), key).toBe(key);
      // spec: the captcha's screen text differs from the API's 'Captcha verification required'
      const expected = key === "captchaRequired" ? "Please confirm you are not a robot" : message;
      expect(formsEn.errors[key as keyof typeof formsEn.errors], key).toBe(expected);
    }
    expect(formsEn.newsletter.success).toBe(NEWSLETTER_MESSAGES.subscribed);
    expect(formsEn.contact.success).toBe(CONTACT_MESSAGES.sent);
  });

  it("has every text in both languages, non-empty, with the same placeholders", () => {
    const bg = leaves(formsBg);
    const en = leaves(formsEn);
    expect([...en.keys()].sort()).toEqual([...bg.keys()].sort());
    const placeholders = (text: unknown) => [...String(text).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [path, text] of bg) {
      expect(typeof text === "string" && text.trim() !== "", path).toBe(true);
      expect(placeholders(en.get(path)), path).toEqual(placeholders(text));
    }
  });

  it("mounts the three screens in both languages, ahead of the content slugs", () => {
    const table = screenRoutes().map((route) => ({ id: route.id ?? route.file, path: route.path }));
    const routeFor = (path: string) => matchRoutes(table, path)?.at(-1)?.route.id;
    expect(routeFor("/newsletter")).toBe("newsletter-bg");
    expect(routeFor("/en/newsletter")).toBe("newsletter-en");
    expect(routeFor("/kontakti/klienti")).toBe("contactCustomers-bg");
    expect(routeFor("/en/contact/customers")).toBe("contactCustomers-en");
    expect(routeFor("/kontakti/partniori")).toBe("contactPartners-bg");
    expect(routeFor("/en/contact/partners")).toBe("contactPartners-en");
  });
});
