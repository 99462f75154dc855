import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalCaptcha, memoryRedemptions } from "../core/captcha/local-captcha.ts";
import Contact from "../ui/contact/contact.tsx";
import { renderScreen } from "../ui/forms/testing.tsx";
import { browserAvailable, closeContexts, sharedChromium } from "./browser.ts";

/**
 * The contact form's file field on a phone (docs/decisions/0080): at 390 px the field, its
 * hint, its error and the "choose it again" note fit the screen, with the site's own styles.
 * The screen is server-rendered as the route renders it; no build needed.
 */

const SITE = "http://site.local";
const captcha = createLocalCaptcha({
  secret: "e2e-attachment-secret-0123456789abcdef",
  redemptions: memoryRedemptions(),
});
const LONG_NAME = `Снимка_на_екрана_${"2026-11-26_14-31-37_".repeat(4)}.png`;

function documentOf(path: string, actionData?: unknown): string {
  const body = renderScreen(Contact as never, path, { loaderData: { captcha: captcha.challenge() }, actionData });
  return `<!doctype html><html lang="bg"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="stylesheet" href="${SITE}/site.css"></head><body><main>${body}</main></body></html>`;
}

describe.skipIf(!browserAvailable())("the attachment field at 390 px", () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await sharedChromium();
    page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    // the stylesheets straight from ui/, @imports and all
    await page.route(`${SITE}/**`, (route) => {
      const file = new URL(route.request().url()).pathname.slice(1);
      return route.fulfill({ contentType: "text/css", body: readFileSync(join("ui", file), "utf8") });
    });
  });
  afterAll(() => closeContexts(browser));

  async function show(path: string, actionData?: unknown) {
    await page.route(`${SITE}/page`, (route) =>
      route.fulfill({ contentType: "text/html", body: documentOf(path, actionData) }),
    );
    await page.goto(`${SITE}/page`);
    await page.unroute(`${SITE}/page`);
  }

  const overflow = () =>
    page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      width: window.innerWidth,
      field: document.querySelector("#attachment")?.getBoundingClientRect().right ?? Number.POSITIVE_INFINITY,
    }));

  it("fits the empty form, in both languages, without a horizontal scroll", async () => {
    for (const path of ["/kontakti/klienti", "/en/contact/partners"]) {
      await show(path);
      const { scroll, width, field } = await overflow();
      expect(scroll, path).toBeLessThanOrEqual(width);
      expect(field, path).toBeLessThanOrEqual(width);
      await expect.poll(() => page.getByLabel(/Снимка на екрана или PDF|Screenshot or PDF/).count()).toBe(1);
    }
    await page.screenshot({ path: "/tmp/contact-attachment-390.png", fullPage: true });
  });

  it("fits the field's error and a long file name to choose again", async () => {
    const values = {
      category: "idea",
      name: "Петя Димитрова",
      email: "petya@example.com",
      message: "кратко",
      companyName: "",
      contactPerson: "",
      website: "",
      gdprConsent: true,
      fax: "",
      attachmentName: LONG_NAME,
    };
    await show("/kontakti/klienti", {
      ok: false,
      errors: { message: "customerMessageLength" },
      formError: null,
      values,
    });
    expect(await page.getByText("не беше изпратен. Моля, изберете го отново.").count()).toBe(1);
    let { scroll, width } = await overflow();
    expect(scroll).toBeLessThanOrEqual(width);
    await show("/kontakti/klienti", {
      ok: false,
      errors: { attachment: "attachmentTooLarge" },
      formError: null,
      values,
    });
    expect(await page.getByText("Файлът не може да е по-голям от 5 MB").count()).toBeGreaterThan(0);
    ({ scroll, width } = await overflow());
    expect(scroll).toBeLessThanOrEqual(width);
    await page.screenshot({ path: "/tmp/contact-attachment-390-error.png", fullPage: true });
  });
});
