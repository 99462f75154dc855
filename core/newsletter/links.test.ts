import { describe, expect, it } from "vitest";
import { pathFor } from "../routes/route-table.ts";
import {
  confirmationLink,
  NEWSLETTER_SCREEN,
  oneClickUnsubscribeUrl,
  PREFERENCES_SCREEN,
  unsubscribeLink,
} from "./links.ts";

describe("mailed newsletter links", () => {
  it("land on the newsletter screen of the route table", () => {
    expect(NEWSLETTER_SCREEN).toEqual({ bg: pathFor("newsletter", "bg"), en: pathFor("newsletter", "en") });
    expect(PREFERENCES_SCREEN).toEqual({
      bg: pathFor("newsletterPreferences", "bg"),
      en: pathFor("newsletterPreferences", "en"),
    });
  });

  it("carry the token, URL-encoded, in the subscriber's language", () => {
    expect(confirmationLink("https://flydeals.bg/", "bg", "id.a+b")).toBe(
      "https://flydeals.bg/newsletter?confirm=id.a%2Bb",
    );
    expect(unsubscribeLink("https://flydeals.bg", "en", "t")).toBe("https://flydeals.bg/en/newsletter?unsubscribe=t");
    expect(oneClickUnsubscribeUrl("https://flydeals.bg", "t")).toBe(
      "https://flydeals.bg/api/newsletter/unsubscribe?token=t",
    );
  });
});
