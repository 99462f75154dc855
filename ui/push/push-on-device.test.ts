import { describe, expect, it } from "vitest";
import { NEWSLETTER_MESSAGES } from "../../core/newsletter/messages.ts";
import { formsCopy } from "../i18n/sections/forms.ts";
import { refusalText } from "./push-on-device.tsx";

describe("a refused subscription, in the page's language", () => {
  it("says the forms' own words for the API's English message, and for the per-address limit", () => {
    const failed = (status: number, message?: string) => ({
      ok: false as const,
      reason: "failed" as const,
      status,
      message,
    });
    expect(refusalText("bg", failed(400, NEWSLETTER_MESSAGES.alertNeedsPrice))).toBe(
      formsCopy("bg").errors.alertNeedsPrice,
    );
    expect(refusalText("en", failed(400, NEWSLETTER_MESSAGES.unknownDestination))).toBe("Unknown destination");
    expect(refusalText("bg", failed(429, "Too many submissions"))).toBe(formsCopy("bg").errors.tooManySubmissions);
    // what the forms have no words for is the component's general "could not turn on"
    expect(refusalText("bg", failed(400, "Invalid push subscription"))).toBeUndefined();
  });
});
