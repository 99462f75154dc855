import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PER_PAGE } from "../ui/site/paging.ts";
import { browserAvailable, closeContexts, openWatched, sharedChromium } from "./browser.ts";
import { type StartedProduct, sharedProduct } from "./product.ts";

const ARTIFACTS = "test-results";

describe.skipIf(!browserAvailable())("deal screens in Chromium", () => {
  let product: StartedProduct;
  let browser: Browser;
  const problems: string[] = [];

  beforeEach(() => {
    problems.length = 0;
  });
  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    // enough days of history for seasonal statistics, so the seed yields real deals
    product = await sharedProduct();
    browser = await sharedChromium();
  });
  afterAll(async () => {
    await closeContexts(browser);
  });

  async function open(path: string, status = 200): Promise<Page> {
    const { page, status: answered } = await openWatched(browser, `${product.url}${path}`, problems, { label: path });
    expect(answered).toBe(status);
    return page;
  }

  it("filters the home listing through the URL and keeps the filters in the form", async () => {
    const page = await open("/");
    expect(await page.getByTestId("deal-card").count()).toBeGreaterThan(0);
    // the filters are folded into a bar until asked for
    await page.getByTestId("filters-fold").locator("summary").click();
    await page.selectOption('select[name="from"]', "SOF");
    await page.selectOption('select[name="sortBy"]', "savings");
    await page.getByRole("button", { name: "Покажи" }).click();
    await page.waitForURL(/\/\?from=SOF&sortBy=savings$/);
    // the URL changes before the new list renders
    await page.waitForFunction(() => {
      const titles = [...document.querySelectorAll("[data-testid=deal-card] h3")].map((h) => h.textContent ?? "");
      return titles.length > 0 && titles.every((title) => title.startsWith("София"));
    });
    const titles = await page.locator("[data-testid=deal-card] h3").allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toMatch(/^София →/);
    expect(await page.inputValue('select[name="sortBy"]')).toBe("savings");
    // a filter that matches nothing shows the spec's advice
    await page.goto(`${product.url}/?maxPrice=1`, { waitUntil: "networkidle" });
    expect(await page.getByTestId("no-deals").textContent()).toContain("изберете най-евтиния вариант");
    await page.screenshot({ path: `${ARTIFACTS}/deals-home.png` });
    expect(problems).toEqual([]);
    await page.close();
  });

  it("explains a deal, charts its route and books through the click-out", async () => {
    const page = await open("/");
    // the card's plain links move through the router (ui/site/in-app-links.ts): no reload
    await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
    await page.locator("[data-testid=deal-card]").first().getByRole("link", { name: "Виж офертата" }).click();
    await page.waitForURL(/\/oferta\/[A-Z][0-9][A-Z][0-9][A-Z]?$/);
    expect(await page.evaluate(() => (window as unknown as { stayedInApp?: boolean }).stayedInApp)).toBe(true);
    const code = page.url().split("/").at(-1) as string;
    expect(await page.getByTestId("deal-why").textContent()).toMatch(/Обичайната цена/);
    expect(await page.locator("[data-testid=price-chart] polyline").count()).toBe(2);
    expect(await page.getByTestId("book-button").getAttribute("href")).toBe(`/go/${code}`);
    await page.screenshot({ path: `${ARTIFACTS}/deal-bg.png`, fullPage: true });
    // social networks preview the link with a PNG (they ignore SVG), which a browser can draw
    const preview = (await page.locator('meta[property="og:image"]').getAttribute("content")) as string;
    expect(preview).toMatch(/\/images\/destinations\/[A-Z]{3}\.png$/);
    const drawn = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    }, preview);
    expect(drawn).toEqual([1200, 630]);

    await page.locator("a.language-switch").click();
    await page.waitForURL(new RegExp(`/en/deal/${code}$`));
    await page.waitForSelector('html[lang="en"]');
    expect(await page.getByTestId("deal-why").textContent()).toMatch(/The usual price/);
    expect(problems).toEqual([]);
    await page.close();

    // the legacy address moves for good
    const legacy = await fetch(`${product.url}/deal/${code}`, { redirect: "manual" });
    expect(legacy.status).toBe(301);
    expect(legacy.headers.get("location")).toBe(`/oferta/${code}`);
  });

  it("says an unknown deal may have expired, with status 404, in both languages", async () => {
    const bg = await open("/oferta/Z9Z9Z", 404);
    expect(await bg.getByTestId("deal-not-found").textContent()).toContain("Тази оферта може да е изтекла");
    await bg.close();
    const en = await open("/en/deal/Z9Z9Z", 404);
    expect(await en.getByTestId("deal-not-found").textContent()).toContain(
      "This deal may have expired or been removed",
    );
    await en.close();
  });

  it("ranks the best deals of the day and serves the themed listings", async () => {
    const page = await open("/nai-dobrite-samoletni-sdelki-dnes");
    const ranks = await page.getByTestId("deal-rank").allTextContents();
    expect(ranks.length).toBeGreaterThan(0);
    expect(ranks[0]).toMatch(/^№ 1 ·/);
    await page.close();
    for (const path of ["/en/weekend-flight-deals", "/last-minute-poleti", "/en/christmas-holiday-flight-deals"]) {
      const listing = await open(path);
      const shown = (await listing.getByTestId("deal-card").count()) + (await listing.getByTestId("no-deals").count());
      expect(shown).toBeGreaterThan(0);
      await listing.close();
    }
    expect(problems).toEqual([]);
  });

  it("shows a few deals of each weekend and the whole weekend a link away", async () => {
    const page = await open("/weekend-poleti");
    const groups = page.locator("section.weekend-group");
    const more = page.locator(".weekend-group__more a");
    if ((await more.count()) === 0) {
      // a seed without a busy weekend: every weekend shows all of its deals
      expect(await page.getByTestId("deal-card").count()).toBeLessThanOrEqual(await groups.count());
      await page.close();
      return;
    }
    for (let i = 0; i < (await groups.count()); i++)
      expect(await groups.nth(i).getByTestId("deal-card").count()).toBeLessThanOrEqual(1);
    const link = more.first();
    const total = Number((await link.textContent())?.match(/\d+/)?.[0]);
    await link.click();
    await page.waitForURL(/\?weekend=\d{4}-W\d{2}$/);
    await page.waitForSelector(".weekend-group__more a >> text=Всички уикенди");
    expect(await page.locator("section.weekend-group").count()).toBe(1);
    expect(await page.getByTestId("deal-card").count()).toBe(Math.min(total, PER_PAGE));
    await page.close();
    expect(problems).toEqual([]);
  });

  it("loads the CMS slug mapping after hydration", async () => {
    const page = await open("/en/imprint");
    await page.waitForSelector('a.language-switch[data-mapping="ready"]');
    await page.locator("a.language-switch").click();
    await page.waitForURL(/\/imprint$/);
    await page.waitForSelector('html[lang="bg"]');
    await page.close();
  });
});
