import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type AnalyticsModule = typeof import("./analytics.ts");

/** A fresh copy of the module (it remembers its installation) in a minimal fake browser. */
async function browserAt(pathname: string) {
  const appended: Array<{ src?: string; async?: boolean }> = [];
  const fakeWindow: Record<string, unknown> = { location: { pathname, origin: "https://flydeals.bg" } };
  vi.stubGlobal("window", fakeWindow);
  vi.stubGlobal("document", {
    title: "Евтини полети",
    head: { appendChild: (element: { src?: string }) => appended.push(element) },
    createElement: () => ({}),
  });
  vi.resetModules();
  const analytics: AnalyticsModule = await import("./analytics.ts");
  const calls = () => ((fakeWindow.dataLayer as IArguments[] | undefined) ?? []).map((entry) => Array.from(entry));
  return { analytics, appended, calls, fakeWindow };
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe("consent mode state", () => {
  it("grants statistics only with consent to all cookies, never advertising", async () => {
    const { consentModeState } = await import("./analytics.ts");
    const always = {
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      functionality_storage: "granted",
      security_storage: "granted",
    };
    expect(consentModeState("all")).toEqual({ analytics_storage: "granted", ...always });
    expect(consentModeState("essential")).toEqual({ analytics_storage: "denied", ...always });
    expect(consentModeState(null)).toEqual({ analytics_storage: "denied", ...always });
  });

  it("loads gtag.js from the tag manager host with the measurement id, IP anonymised", async () => {
    const { gtagScriptUrl, gtagConfig } = await import("./analytics.ts");
    expect(gtagScriptUrl("G-ABC1234")).toBe("https://www.googletagmanager.com/gtag/js?id=G-ABC1234");
    expect(gtagConfig()).toMatchObject({ anonymize_ip: true });
  });
});

describe("gtag", () => {
  it("does nothing at all before it is installed", async () => {
    const { analytics, appended, fakeWindow } = await browserAt("/");
    analytics.trackEvent("share", "telegram", 1);
    analytics.trackPageView("/");
    analytics.updateAnalyticsConsent("all");
    expect(fakeWindow.gtag).toBeUndefined();
    expect(fakeWindow.dataLayer).toBeUndefined();
    expect(appended).toEqual([]);
  });

  it("sets the consent defaults before anything else, then config, then adds the script once", async () => {
    const { analytics, appended, calls } = await browserAt("/en");
    expect(analytics.installAnalytics("G-ABC1234", "essential")).toBe(true);
    expect(analytics.installAnalytics("G-ABC1234", "essential")).toBe(true);
    const sent = calls();
    expect(sent[0]).toEqual(["consent", "default", analytics.consentModeState("essential")]);
    expect(sent[1]?.[0]).toBe("js");
    expect(sent[2]).toEqual(["config", "G-ABC1234", { anonymize_ip: true, send_page_view: false }]);
    expect(sent).toHaveLength(3);
    expect(appended).toEqual([{ async: true, src: "https://www.googletagmanager.com/gtag/js?id=G-ABC1234" }]);
  });

  it("sends consent updates, page views and custom events once installed", async () => {
    const { analytics, calls } = await browserAt("/oferta/A1B2C");
    analytics.installAnalytics("G-ABC1234", null);
    analytics.updateAnalyticsConsent("all");
    analytics.trackPageView("/oferta/A1B2C?x=1");
    analytics.trackEvent("share", "telegram", 3);
    analytics.trackEvent("copy_link");
    // a newsletter link's token acts for one person: it stays out of analytics
    analytics.trackPageView("/newsletter/nastroyki?token=abc.p.1.sig&lang=bg");
    expect(calls().at(-1)).toEqual([
      "event",
      "page_view",
      {
        page_path: "/newsletter/nastroyki?lang=bg",
        page_location: "https://flydeals.bg/newsletter/nastroyki?lang=bg",
        page_title: "Евтини полети",
      },
    ]);
    expect(calls().slice(3, -1)).toEqual([
      ["consent", "update", analytics.consentModeState("all")],
      [
        "event",
        "page_view",
        {
          page_path: "/oferta/A1B2C?x=1",
          page_location: "https://flydeals.bg/oferta/A1B2C?x=1",
          page_title: "Евтини полети",
        },
      ],
      ["event", "share", { event_category: "share", event_label: "telegram", value: 3 }],
      ["event", "copy_link", { event_category: "copy_link" }],
    ]);
  });

  it("is never installed on admin paths, and sends no page view for one", async () => {
    const admin = await browserAt("/nimda/dash");
    expect(admin.analytics.installAnalytics("G-ABC1234", "all")).toBe(false);
    expect(admin.fakeWindow.gtag).toBeUndefined();
    expect(admin.appended).toEqual([]);

    const visitor = await browserAt("/");
    visitor.analytics.installAnalytics("G-ABC1234", "all");
    visitor.analytics.trackPageView("/admin-dashboard");
    visitor.analytics.trackPageView("/nimda");
    expect(visitor.calls()).toHaveLength(3);
  });
});
