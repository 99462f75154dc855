import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COOKIE_BANNER_DELAY_MS, PREFERENCES_COOKIE, TOASTS } from "../core/constants.ts";
import { browserAvailable, closeContexts, sharedChromium } from "./browser.ts";
import { type StartedProduct, serveWithAnalytics, sharedProduct } from "./product.ts";

const ARTIFACTS = "test-results";
const MEASUREMENT_ID = "G-E2ETEST42";
const TAG_HOST = "googletagmanager.com";

// Skipped only where Chromium is missing and CI is not set; browserAvailable() says so loudly.
describe.skipIf(!browserAvailable())("cookie consent, analytics, toasts and sharing in Chromium", () => {
  let product: StartedProduct;
  let browser: Browser;
  let withAnalytics: { url: string; close(): Promise<void> };

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    product = await sharedProduct();
    browser = await sharedChromium();
    withAnalytics = await serveWithAnalytics(product, MEASUREMENT_ID);
  });
  afterAll(async () => {
    await withAnalytics?.close();
    await closeContexts(browser);
  });

  /** A fresh visitor: new context (no cookies), every request and console problem recorded. */
  async function visitor(options: { clipboard?: boolean } = {}) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // the page's clock runs as the real one, and "no banner even after the delay" jumps it
    await context.clock.install();
    if (options.clipboard) await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const requests: string[] = [];
    const problems: string[] = [];
    context.on("request", (request) => requests.push(request.url()));
    // the tag is answered locally: no request leaves this machine
    await context.route(`https://www.${TAG_HOST}/**`, (route) =>
      route.fulfill({ status: 200, contentType: "text/javascript", body: "/* gtag stub */" }),
    );
    const page = await context.newPage();
    page.on("console", (message) => {
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
        problems.push(message.text());
      }
    });
    page.on("pageerror", (error) => problems.push(error.message));
    return { context, page, requests, problems };
  }

  async function prefsCookie(context: BrowserContext) {
    return (await context.cookies()).find((cookie) => cookie.name === PREFERENCES_COOKIE.name);
  }

  const banner = (page: Page) => page.getByTestId("cookie-banner");
  /** The settings button floats only at the foot of the page, never over deals: scroll there first. */
  const settingsButton = (page: Page) => page.getByTestId("cookie-settings-button");
  const toPageEnd = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const activeTestId = (page: Page) =>
    page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid);

  it("shows the banner about a second after load; Essential only hides it and stores the choice", async () => {
    const { context, page, requests, problems } = await visitor();
    await page.goto(`${product.url}/`, { waitUntil: "load" });
    const loadedAt = Date.now();
    expect(await banner(page).count()).toBe(0);
    await banner(page).waitFor({ state: "visible", timeout: 10_000 });
    expect(Date.now() - loadedAt).toBeGreaterThanOrEqual(COOKIE_BANNER_DELAY_MS - 100);
    expect(await banner(page).getAttribute("data-mode")).toBe("initial");
    await page.screenshot({ path: `${ARTIFACTS}/consent-banner.png` });

    await page.getByRole("button", { name: "Само необходимите" }).click();
    await banner(page).waitFor({ state: "detached" });
    const cookie = await prefsCookie(context);
    expect(cookie).toMatchObject({ sameSite: "Strict", path: "/" });
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? "{}"))).toMatchObject({ cookieConsent: "essential" });
    await toPageEnd(page);
    await settingsButton(page).waitFor({ state: "visible" });

    // the choice holds: no banner on the next page, the settings button instead
    await page.reload({ waitUntil: "load" });
    await toPageEnd(page);
    await settingsButton(page).waitFor({ state: "visible" });
    await page.clock.fastForward(COOKIE_BANNER_DELAY_MS + 500);
    expect(await banner(page).count()).toBe(0);

    // without GA_MEASUREMENT_ID there is no tag at all
    expect(requests.filter((url) => url.includes(TAG_HOST))).toEqual([]);
    expect(await page.evaluate(() => [typeof window.gtag, typeof window.dataLayer])).toEqual([
      "undefined",
      "undefined",
    ]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("on a phone's first visit, keeps the banner to small print at the foot: off the deal of the hour, never the largest paint", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    // every largest-paint candidate the browser reports, with the banner's part in it
    await page.addInitScript(() => {
      const w = window as unknown as { lcpInBanner: boolean[] };
      w.lcpInBanner = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEntry[] & { element?: Element | null }[])
          w.lcpInBanner.push(Boolean((entry as { element?: Element | null }).element?.closest(".consent-banner")));
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    for (const path of ["/", "/en"]) {
      await page.goto(`${product.url}${path}`, { waitUntil: "load" });
      await banner(page).waitFor({ state: "visible", timeout: 10_000 });
      await page.waitForTimeout(300);
      const bannerBox = await banner(page).boundingBox();
      const heroBox = await page.getByTestId("featured-hero").boundingBox();
      expect(bannerBox && heroBox).toBeTruthy();
      if (!bannerBox || !heroBox) continue;
      expect(bannerBox.height).toBeLessThanOrEqual(844 / 4);
      expect(heroBox.y + heroBox.height).toBeLessThanOrEqual(bannerBox.y);
      expect(await page.evaluate(() => (window as unknown as { lcpInBanner: boolean[] }).lcpInBanner)).not.toContain(
        true,
      );
      if (path === "/") await page.screenshot({ path: `${ARTIFACTS}/consent-banner-phone.png` });
    }
    await context.close();
  });

  it("opens Manage as a modal dialog that keeps focus, closes on Escape, and reloads after a choice in settings", async () => {
    const { context, page, problems } = await visitor();
    await page.goto(`${product.url}/en`, { waitUntil: "load" });
    await page.getByRole("button", { name: "Essential only" }).click();
    await toPageEnd(page);
    await settingsButton(page).click();
    expect(await banner(page).getAttribute("data-mode")).toBe("settings");

    const manage = page.getByRole("button", { name: "Manage" });
    await manage.click();
    const dialog = page.getByRole("dialog", { name: "Cookie settings" });
    await dialog.waitFor({ state: "visible" });
    expect(await dialog.evaluate((element) => (element as HTMLDialogElement).open)).toBe(true);
    expect(await activeTestId(page)).toBe("analytics-toggle");
    expect(await page.getByTestId("analytics-toggle").isChecked()).toBe(false);
    await page.screenshot({ path: `${ARTIFACTS}/consent-dialog.png` });
    // Tab goes round inside the dialog: toggle -> save -> close (first) again
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Manage");

    // a choice made in settings mode is saved and the page reloads
    await manage.click();
    await page.getByTestId("analytics-toggle").check();
    await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Save my choice" }).click()]);
    await toPageEnd(page);
    await settingsButton(page).waitFor({ state: "visible" });
    expect(JSON.parse(decodeURIComponent((await prefsCookie(context))?.value ?? "{}"))).toMatchObject({
      cookieConsent: "all",
    });
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows no banner and loads no tag on admin paths", async () => {
    for (const base of [product.url, withAnalytics.url]) {
      const { context, page, requests } = await visitor();
      await page.goto(`${base}/nimda/dash`, { waitUntil: "networkidle" });
      await page.clock.fastForward(COOKIE_BANNER_DELAY_MS + 1000);
      expect(await banner(page).count()).toBe(0);
      expect(await settingsButton(page).count()).toBe(0);
      expect(requests.filter((url) => url.includes(TAG_HOST))).toEqual([]);
      await context.close();
    }
  });

  it("with GA_MEASUREMENT_ID: consent mode defaults, an update on the choice and a page view per path", async () => {
    const { context, page, requests, problems } = await visitor();
    await page.goto(`${withAnalytics.url}/`, { waitUntil: "load" });
    await page.waitForFunction(() => Array.isArray(window.dataLayer) && window.dataLayer.length >= 4);
    // the script element may be added after the first pushes: its request event can come a moment later
    await expect
      .poll(() => requests.filter((url) => url.includes(TAG_HOST)), { timeout: 5000 })
      .toEqual([`https://www.${TAG_HOST}/gtag/js?id=${MEASUREMENT_ID}`]);
    const layer = () =>
      page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)));
    const first = await layer();
    expect(first[0]).toEqual([
      "consent",
      "default",
      {
        analytics_storage: "denied",
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
        functionality_storage: "granted",
        security_storage: "granted",
      },
    ]);
    expect(first[2]).toEqual(["config", MEASUREMENT_ID, { anonymize_ip: true, send_page_view: false }]);
    expect(first[3]).toMatchObject(["event", "page_view", { page_path: "/" }]);

    await page.getByRole("button", { name: "Приемам всички" }).click();
    await page.waitForFunction(() =>
      (window.dataLayer ?? []).some((entry) => Array.from(entry as ArrayLike<unknown>)[1] === "update"),
    );
    expect((await layer()).find((entry) => entry[1] === "update")).toEqual([
      "consent",
      "update",
      expect.objectContaining({ analytics_storage: "granted", ad_storage: "denied" }),
    ]);

    // a client-side navigation is one more page view
    await page.locator("a", { hasText: "Дестинации" }).first().click();
    await page.waitForURL(/\/destinacii$/);
    await page.waitForFunction(() =>
      (window.dataLayer ?? []).some((entry) => {
        const args = Array.from(entry as ArrayLike<unknown>);
        return args[1] === "page_view" && (args[2] as { page_path?: string }).page_path === "/destinacii";
      }),
    );
    expect(requests.filter((url) => url.includes(TAG_HOST))).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("focuses the notifications with F8, shows network notices and closes a toast on a swipe right", async () => {
    const { context, page, problems } = await visitor();
    await page.goto(`${product.url}/`, { waitUntil: "load" });
    await banner(page).waitFor({ state: "visible" });
    await page.keyboard.press(TOASTS.hotkey);
    expect(await activeTestId(page)).toBe("toast-viewport");
    expect(await page.getByTestId("toast-viewport").getAttribute("aria-label")).toBe("Известия (F8)");

    await context.setOffline(true);
    const toast = page.getByTestId("toast");
    await toast.filter({ hasText: "Няма връзка с интернет" }).waitFor({ state: "visible" });
    await context.setOffline(false);
    await toast.filter({ hasText: "Връзката с интернет е възстановена." }).waitFor({ state: "visible" });
    expect(await toast.count()).toBe(TOASTS.limit);
    await page.screenshot({ path: `${ARTIFACTS}/toast.png` });

    // focus in the viewport (F8 above) and the pointer over it pause the auto-close: it stays while we swipe
    /** Drags from the middle of the toast `distance` px to the right, once it stands still. */
    const swipe = async (distance: number) => {
      await page.waitForTimeout(400); // entry and snap-back animations move it
      const box = await toast.boundingBox();
      if (!box) throw new Error("toast has no box");
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + distance, y, { steps: 5 });
      await page.mouse.up();
    };
    await swipe(TOASTS.swipeThresholdPx - 20);
    await page.waitForTimeout(100);
    expect(await toast.count()).toBe(1);
    await swipe(TOASTS.swipeThresholdPx + 10);
    await toast.waitFor({ state: "detached" });
    expect(problems).toEqual([]);
    await context.close();
  });

  it("renders share links on a destination page and copies the link with a toast", async () => {
    const { context, page, problems } = await visitor({ clipboard: true });
    await page.goto(`${product.url}/velikobritaniya/london`, { waitUntil: "networkidle" });
    const bar = page.getByTestId("share-bar");
    const links = bar.locator("a.share-link");
    expect(await links.count()).toBe(4);
    expect(await links.first().getAttribute("target")).toBe("_blank");
    expect(await links.first().getAttribute("rel")).toContain("noopener");
    expect(await bar.getByTestId("share-url").inputValue()).toBe(`${product.url}/velikobritaniya/london`);
    await bar.getByRole("button", { name: "Копирай връзката" }).click();
    await page.getByTestId("toast").filter({ hasText: "Връзката е копирана." }).waitFor({ state: "visible" });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${product.url}/velikobritaniya/london`);
    expect(problems).toEqual([]);
    await context.close();
  });
});
