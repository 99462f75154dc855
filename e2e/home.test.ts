import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, closeContexts, openWatched, sharedChromium } from "./browser.ts";
import { type StartedProduct, sharedProduct } from "./product.ts";

const ARTIFACTS = "test-results";

// Skipped only where Chromium is missing and CI is not set; browserAvailable() says so loudly.
describe.skipIf(!browserAvailable())("home page in Chromium", () => {
  let product: StartedProduct;
  let browser: Browser;
  const problems: string[] = [];

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    product = await sharedProduct();
    browser = await sharedChromium();
  });
  afterAll(async () => {
    await closeContexts(browser);
  });

  async function open(path: string): Promise<Page> {
    const { page, status } = await openWatched(browser, `${product.url}${path}`, problems, {
      label: path,
      watch: "warnings",
    });
    expect(status).toBe(200);
    return page;
  }

  it("renders current fares in Bulgarian at / and hydrates without errors", async () => {
    const page = await open("/");
    expect(await page.getAttribute("html", "lang")).toBe("bg");
    const cards = page.getByTestId("fare-card");
    // a screenful on the home page (HOME_FARE_LIMIT); the airport pages list the rest
    expect(await cards.count()).toBe(6);
    expect(await cards.first().textContent()).toMatch(/лв\./);
    await page.screenshot({ path: `${ARTIFACTS}/home-bg.png`, fullPage: false });
    expect(problems).toEqual([]);
    await page.close();
  });

  it("says the fares are simulated above the header until the visitor hides it, for the rest of the session", async () => {
    const page = await open("/");
    const notice = page.getByTestId("demo-notice");
    expect(await notice.isVisible()).toBe(true);
    expect(await notice.textContent()).toContain("симулирани");
    await page.getByRole("button", { name: "Скрий съобщението за демо цените" }).click();
    expect(await notice.isVisible()).toBe(false);
    // the next page of the same session does not show it, not even for a moment before hydration
    await page.goto(`${product.url}/en`, { waitUntil: "commit" });
    await page.waitForSelector("[data-testid=demo-notice]", { state: "attached" });
    expect(await page.getByTestId("demo-notice").isVisible()).toBe(false);
    // a new session sees it again
    const fresh = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await fresh.goto(`${product.url}/en`, { waitUntil: "domcontentloaded" });
    expect(await fresh.getByTestId("demo-notice").isVisible()).toBe(true);
    await fresh.screenshot({ path: `${ARTIFACTS}/demo-notice-390.png` });
    await fresh.close();
    expect(problems).toEqual([]);
    await page.close();
  });

  it("features the deal of the hour above the deal list, leading to its page", async () => {
    const page = await open("/");
    const hero = page.getByTestId("featured-hero");
    // the euro first, the lev beside it (docs/decisions/0045)
    expect(await hero.getByRole("heading", { level: 2 }).textContent()).toMatch(
      /^\S.* → \S.* от [\d\s]+\s€ \([\d\s]+\sлв\.\)$/,
    );
    await hero.getByRole("link", { name: "Виж офертата" }).click();
    await page.waitForURL(/\/oferta\/\w+$/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBeTruthy();
    expect(problems).toEqual([]);
    await page.close();
  });

  it("switches to English and back, keeping the airport filter", async () => {
    const page = await open("/?from=VAR");
    await page.locator("a.language-switch").click();
    await page.waitForURL(/\/en\?from=VAR$/);
    await page.waitForSelector('html[lang="en"]');
    const cards = page.getByTestId("fare-card");
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await page.getByTestId("fare-list").textContent()).toContain("Varna (VAR)");
    await page.screenshot({ path: `${ARTIFACTS}/home-en.png`, fullPage: false });
    await page.locator("a.language-switch").click();
    await page.waitForURL(/\/\?from=VAR$/);
    await page.waitForSelector('html[lang="bg"]');
    expect(await page.getByTestId("fare-list").textContent()).toContain("Варна (VAR)");
    expect(problems).toEqual([]);
    await page.close();
  });

  it("answers an unknown path with the not-found page and status 404", async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${product.url}/en/no-such-page`);
    expect(response?.status()).toBe(404);
    expect(await page.getAttribute("html", "lang")).toBe("en");
    expect(await page.getByTestId("not-found").count()).toBe(1);
    await page.close();
  });
});
