import { describe, expect, it } from "vitest";
import { clickSourceOf, deviceClassOf, siteReferral } from "./classify.ts";

describe("deviceClassOf", () => {
  it.each([
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148", "mobile"],
    ["Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36", "mobile"],
    ["Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 Chrome/126.0 Safari/537.36", "tablet"],
    ["Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148", "tablet"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36", "desktop"],
    ["", "desktop"],
  ])("%s is %s", (agent, expected) => {
    expect(deviceClassOf(agent)).toBe(expected);
  });
});

describe("siteReferral", () => {
  it("knows our own pages and their language", () => {
    expect(siteReferral("https://flydeals.bg/en/best-deals?x=1", ["flydeals.bg"])).toEqual({
      fromSite: true,
      language: "en",
    });
    expect(siteReferral("https://flydeals.bg/en", ["flydeals.bg"])).toEqual({ fromSite: true, language: "en" });
    expect(siteReferral("https://flydeals.bg/entry", ["flydeals.bg"])).toEqual({ fromSite: true, language: "bg" });
    expect(siteReferral("http://localhost:4711/", ["localhost:4711"])).toEqual({ fromSite: true, language: "bg" });
  });

  it("says nothing of other sites, a missing header or bytes that are no URL", () => {
    expect(siteReferral("https://evil.example/en/", ["flydeals.bg"])).toEqual({ fromSite: false, language: null });
    expect(siteReferral(undefined, ["flydeals.bg"])).toEqual({ fromSite: false, language: null });
    expect(siteReferral("\u0000not a url", ["flydeals.bg"])).toEqual({ fromSite: false, language: null });
    expect(siteReferral("https://flydeals.bg/", [undefined])).toEqual({ fromSite: false, language: null });
  });
});

describe("clickSourceOf", () => {
  it("puts a mail's campaign tag before anything else", () => {
    expect(clickSourceOf({ campaign: "nl.2026-11-26.daily.bg", referrer: null })).toEqual({
      source: "newsletter",
      detail: "2026-11-26.daily.bg",
    });
    expect(clickSourceOf({ campaign: "alert", referrer: "https://mail.google.com" })).toEqual({
      source: "alert",
      detail: null,
    });
  });

  it("tells our pages, social networks, other sites and no referrer apart", () => {
    expect(clickSourceOf({ campaign: null, referrer: "https://flydeals.bg", fromSite: true }).source).toBe("site");
    expect(clickSourceOf({ campaign: null, referrer: "https://l.facebook.com" })).toEqual({
      source: "social",
      detail: "facebook",
    });
    expect(clickSourceOf({ campaign: null, referrer: "https://t.me" })).toEqual({
      source: "social",
      detail: "telegram",
    });
    expect(clickSourceOf({ campaign: null, referrer: "https://notfacebook.com" })).toEqual({
      source: "referral",
      detail: "https://notfacebook.com",
    });
    expect(clickSourceOf({ campaign: null, referrer: null })).toEqual({ source: "direct", detail: null });
  });
});
