import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathFor } from "../core/routes/route-table.ts";
import { browserAvailable, closeContexts, sharedChromium } from "./browser.ts";
import { E2E_ADMIN, type StartedProduct, serveWithAnalytics, startProduct } from "./product.ts";

/**
 * The Content-Security-Policy in a real browser (docs/decisions/0053): the site and the admin
 * work under it, hydrate, and the browser reports no violation and logs nothing at all.
 */

const MEASUREMENT_ID = "G-E2ECSP42";

declare global {
  interface Window {
    __cspViolations?: string[];
    __notReloaded?: boolean;
  }
}

// Skipped only where Chromium is missing and CI is not set; browserAvailable() says so loudly.
describe.skipIf(!browserAvailable())("the Content-Security-Policy in Chromium", () => {
  let product: StartedProduct;
  let browser: Browser;
  let withAnalytics: { url: string; close(): Promise<void> };
  let dealCode = "";

  beforeAll(async () => {
    // the page cache on: a page served from memory carries its own response's nonce
    product = await startProduct({ SEED_DAYS: "12", PAGE_CACHE: "true" });
    browser = await sharedChromium();
    const [deal] = await product.database.sql<{ short_code: string }[]>`
      SELECT short_code FROM destination_deals WHERE status = 'active' ORDER BY savings_percent DESC LIMIT 1`;
    dealCode = deal?.short_code ?? "";
    withAnalytics = await serveWithAnalytics(product, MEASUREMENT_ID);
  }, 240_000);
  afterAll(async () => {
    await withAnalytics?.close();
    await closeContexts(browser);
    await product?.stop();
  });

  /** A response the test itself asks for that fails on purpose (the not-found page). */
  let expectedFailure = "";

  /** A fresh visitor: every console message, page error and CSP violation is recorded. */
  async function visitor(): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // before any script of the page: a violation by the very first inline script is caught too
    await context.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener("securitypolicyviolation", (event) => {
        window.__cspViolations?.push(
          `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
        );
      });
    });
    const problems: string[] = [];
    const failed: string[] = [];
    const page = await context.newPage();
    page.on("response", (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    page.on("console", (message) => {
      // a resource that failed to load says so in the console; only the admin's favicon may (it has none)
      const resource = message.text().startsWith("Failed to load resource");
      if (resource && failed.length > 0 && failed.every((f) => f === "404 /favicon.ico" || f === expectedFailure))
        return;
      problems.push(`console ${message.type()}: ${message.text()} ${failed.join(", ")}`);
    });
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    return { context, page, problems };
  }

  async function open(page: Page, url: string, status = 200) {
    const response = await page.goto(url, { waitUntil: "networkidle" });
    expect(response?.status(), url).toBe(status);
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy, url).toContain("script-src 'self' 'nonce-");
    expect(response?.headers()["permissions-policy"], url).toContain("camera=()");
    return policy;
  }

  /**
   * Waits for a moment when the page's tag will hold for the next few seconds: a page's ETag
   * moves with the minute and with the read models (conditional-get.ts), and under a loaded
   * suite the product's workers may still be folding, so two visits could straddle a change.
   */
  async function pageTagHolds(url: string) {
    for (let attempt = 0; attempt < 60; attempt++) {
      if (new Date().getSeconds() < 40) {
        const first = await fetch(url);
        await first.arrayBuffer();
        const tag = first.headers.get("etag") ?? "";
        await new Promise((resolve) => setTimeout(resolve, 1_200));
        const again = await fetch(url, { headers: { "if-none-match": tag } });
        await again.arrayBuffer();
        if (tag !== "" && again.status === 304) return;
      } else {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
    throw new Error(`the tag of ${url} kept moving for a minute`);
  }

  const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);

  /** Hydrated: a click on a header link moves there without loading a new document. */
  async function navigatesInPlace(page: Page, path: string) {
    await page.evaluate(() => {
      window.__notReloaded = true;
    });
    await page.locator(`.site-nav a[href="${path}"]`).click();
    await page.waitForURL((url) => url.pathname === path);
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => window.__notReloaded)).toBe(true);
  }

  it("the home page runs its inline scripts, hydrates and toggles the theme; twice, from the page cache too", async () => {
    const { context, page, problems } = await visitor();
    await pageTagHolds(`${product.url}/`);
    const first = await open(page, `${product.url}/`);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("system");
    await page.locator(".theme-toggle").click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("light");
    // the second visit is the browser's copy, revalidated (304): the nonce it was served with
    const second = await open(page, `${product.url}/`);
    expect(second).toBe(first);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("light");
    await navigatesInPlace(page, pathFor("search", "bg"));
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
    // another visitor gets the page from the page cache, with a nonce of its own in the page too
    const other = await visitor();
    const third = await open(other.page, `${product.url}/`);
    expect(third).not.toBe(first);
    await navigatesInPlace(other.page, pathFor("search", "bg"));
    expect(await violations(other.page)).toEqual([]);
    expect(other.problems).toEqual([]);
    await other.context.close();
  });

  it("a deal page with its chart and structured data, and a move to the best deals without a reload", async () => {
    expect(dealCode).not.toBe("");
    const { context, page, problems } = await visitor();
    await open(page, `${product.url}/oferta/${dealCode}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBeTruthy();
    expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);
    await navigatesInPlace(page, pathFor("bestDeals", "bg"));
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the search screen and a search with results", async () => {
    const { context, page, problems } = await visitor();
    await open(page, `${product.url}/en/search`);
    const form = page.getByTestId("search-form");
    await form.locator('input[role="combobox"]').fill("Lond");
    // the suggestions come from /api/search as the visitor types: only after hydration
    await page.locator('[role="listbox"] [role="option"]').first().waitFor({ timeout: 10_000 });
    await open(
      page,
      `${product.url}/search?from=SOF&to=${encodeURIComponent("Лондон")}&departureAnytime=1&returnAnytime=1`,
    );
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the contact form: the captcha asks the API for a fresh token, the message is sent", async () => {
    const { context, page, problems } = await visitor();
    await open(page, `${product.url}/kontakti/klienti`);
    await page.locator("#category").selectOption("idea");
    await page.locator("#name").fill("Мария Иванова");
    await page.locator("#email").fill("maria@example.com");
    await page.locator("#message").fill("Моля, добавете полети до Порто от Варна.");
    await page.locator("#gdprConsent").check();
    const fresh = page.waitForResponse((response) => response.url().endsWith("/api/captcha/challenge"));
    await page.getByLabel("Не съм робот").check();
    expect((await fresh).status()).toBe(200);
    await page.getByRole("button", { name: "Изпрати съобщението" }).click();
    await page.getByTestId("form-success").waitFor({ timeout: 10_000 });
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the not-found page", async () => {
    const { context, page, problems } = await visitor();
    // the browser logs the 404 of the document itself; nothing else
    expectedFailure = "404 /en/no-such-page-here";
    await open(page, `${product.url}/en/no-such-page-here`, 404);
    expect(await page.getByTestId("not-found").count()).toBe(1);
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
    expectedFailure = "";
    await context.close();
  });

  it("the admin: sign-in and dashboard with their stylesheet", async () => {
    const { context, page, problems } = await visitor();
    await open(page, `${product.url}/nimda/login`);
    // the inline stylesheet applied: the admin's own layout, not the browser's defaults
    const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(font).not.toMatch(/^"?Times/);
    await page.getByLabel("User name").fill(E2E_ADMIN.username);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.keyboard.press("Enter");
    await page.waitForURL("**/nimda/dash");
    await page.waitForLoadState("networkidle");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Dashboard");
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toBe(font);
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("Google Analytics, when configured and accepted, loads under the policy", async () => {
    const { context, page, problems } = await visitor();
    const requested: string[] = [];
    // the tag is answered locally: no request leaves this machine
    await context.route("https://www.googletagmanager.com/**", (route) => {
      requested.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/javascript", body: "/* gtag stub */" });
    });
    const policy = await open(page, `${withAnalytics.url}/`);
    expect(policy).toContain("https://*.googletagmanager.com");
    await page.getByRole("button", { name: "Приемам всички" }).click();
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    expect(requested[0]).toContain(`id=${MEASUREMENT_ID}`);
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
