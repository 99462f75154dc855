import { describe, expect, it } from "vitest";
import { PREFERENCES_COOKIE } from "../../../core/constants.ts";
import { serializePreferences } from "../preferences.ts";
import { storedConsent, wrapFocus } from "./consent.ts";

const cookie = (json: unknown) =>
  `theme=x; ${PREFERENCES_COOKIE.name}=${encodeURIComponent(JSON.stringify(json))}; other=1`;

describe("stored consent", () => {
  it("is none without the preferences cookie", () => {
    expect(storedConsent(undefined)).toBeNull();
    expect(storedConsent("")).toBeNull();
    expect(storedConsent("a=1; b=2")).toBeNull();
  });

  it("is none when the cookie has no cookieConsent key, although reading it would give 'essential'", () => {
    expect(storedConsent(cookie({ language: "en" }))).toBeNull();
  });

  it("is the stored choice when there is one", () => {
    expect(storedConsent(cookie({ cookieConsent: "all" }))).toBe("all");
    expect(storedConsent(cookie({ cookieConsent: "essential", theme: "dark" }))).toBe("essential");
  });

  it("is none when the cookie breaks the rules or is not JSON (it would be replaced by the defaults)", () => {
    expect(storedConsent(cookie({ cookieConsent: "maybe" }))).toBeNull();
    expect(storedConsent(cookie({ cookieConsent: "all", language: "de" }))).toBeNull();
    expect(storedConsent(`${PREFERENCES_COOKIE.name}=%7Bnot-json`)).toBeNull();
    expect(storedConsent(`${PREFERENCES_COOKIE.name}=null`)).toBeNull();
  });

  it("reads what savePreferences writes", () => {
    const written = serializePreferences({ cookieConsent: "all" }, { secure: false });
    expect(written).toMatch(/SameSite=Strict/);
    expect(storedConsent(written?.split(";")[0])).toBe("all");
  });
});

describe("focus trap", () => {
  it("wraps Tab from the last element to the first and Shift+Tab from the first to the last", () => {
    expect(wrapFocus(2, 3, false)).toBe(0);
    expect(wrapFocus(0, 3, true)).toBe(2);
  });

  it("leaves moves inside the dialog to the browser", () => {
    expect(wrapFocus(0, 3, false)).toBeNull();
    expect(wrapFocus(1, 3, true)).toBeNull();
  });

  it("pulls focus from outside back in, and does nothing without focusable elements", () => {
    expect(wrapFocus(-1, 3, false)).toBe(0);
    expect(wrapFocus(-1, 3, true)).toBe(2);
    expect(wrapFocus(-1, 0, false)).toBeNull();
  });
});
