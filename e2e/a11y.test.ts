import AxeBuilder from "@axe-core/playwright";
import type { Result } from "axe-core";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, type ExpectStatic, expect, it } from "vitest";
import { COOKIE_BANNER_DELAY_MS } from "../core/constants.ts";
import { pathFor } from "../core/routes/route-table.ts";
import { browserAvailable, closeContexts, sharedChromium } from "./browser.ts";
import { type StartedProduct, sharedProduct } from "./product.ts";

// axe on the main screens, in the light theme with every rule and in the dark theme for colour
// contrast (the rule the theme changes). Only "serious" and "critical" violations fail a test;
// each failure lists rule, impact, element and axe's summary so it can be fixed.

const BLOCKING = new Set(["serious", "critical"]);

interface Samples {
  deal: string;
  countryBg: string;
  countryEn: string;
  cityBg: string;
  cityEn: string;
  sightEn: string;
  airlineBg: string;
  visaEn: string;
}

/** The screens, each with its path from the route table (slugs come from the read models). */
const SCREENS: { name: string; path: (s: Samples) => string; status?: number; testId?: string }[] = [
  { name: "home (bg)", path: () => pathFor("home", "bg") },
  { name: "home (en)", path: () => pathFor("home", "en") },
  { name: "deal page", path: (s) => pathFor("dealById", "bg", { dealId: s.deal }), testId: "deal-why" },
  { name: "best deals", path: () => pathFor("bestDeals", "bg") },
  { name: "map", path: () => pathFor("map", "bg") },
  { name: "weekend deals", path: () => pathFor("weekendDeals", "en") },
  { name: "destinations index", path: () => pathFor("destinations", "bg") },
  { name: "country", path: (s) => pathFor("country", "en", { countrySlug: s.countryEn }) },
  { name: "city", path: (s) => pathFor("destination", "bg", { countrySlug: s.countryBg, citySlug: s.cityBg }) },
  {
    name: "sight",
    path: (s) => pathFor("sight", "en", { countrySlug: s.countryEn, citySlug: s.cityEn, sightSlug: s.sightEn }),
  },
  { name: "airline", path: (s) => pathFor("airline", "bg", { slug: s.airlineBg }) },
  { name: "visa", path: (s) => pathFor("visa", "en", { countrySlug: s.visaEn }) },
  { name: "search", path: () => pathFor("search", "bg"), testId: "search-form" },
  {
    // the form as the server returns it after a refused search: messages beside fields, the summary above
    name: "search with errors",
    path: () => `${pathFor("search", "en")}?tripType=roundtrip&from=&to=&departureAnytime=1&returnDate=`,
    status: 400,
    testId: "search-form",
  },
  { name: "newsletter", path: () => pathFor("newsletter", "en") },
  { name: "customer contact", path: () => pathFor("contactCustomers", "bg") },
  { name: "legal page", path: () => pathFor("privacy", "en") },
  { name: "not-found page", path: () => "/nyama-takava-stranitsa/izobshto/tuk", status: 404, testId: "not-found" },
];

/** One line per failing element: rule, impact, element and axe's summary. */
function describeViolations(violations: Result[]): string[] {
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ""))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} [${node.impact ?? violation.impact}] ${JSON.stringify(node.target)}: ${(
            node.failureSummary ?? violation.help
          ).replace(/\s+/g, " ")}`,
      ),
    );
}

// Skipped only where Chromium is missing and CI is not set; browserAvailable() says so loudly.
describe.skipIf(!browserAvailable())("accessibility (axe) of the main screens", () => {
  let product: StartedProduct;
  let browser: Browser;
  let samples: Samples;

  beforeAll(async () => {
    // enough days of history for seasonal statistics, so the seed yields real deals
    product = await sharedProduct();
    samples = await readSamples(product);
    browser = await sharedChromium();
  });
  afterAll(async () => {
    await closeContexts(browser);
  });

  /** Until no finite animation or transition runs (the banner slides in, colours may fade). */
  const settled = (page: Page) =>
    page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    );

  /** The page as a first-time visitor on a light device sees it once settled: the cookie banner in. */
  async function open(expect: ExpectStatic, path: string, status: number, testId?: string): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: "light" });
    // the page's own clock, running: the banner's second of delay is jumped, not waited for
    await context.clock.install();
    const page = await context.newPage();
    const response = await page.goto(product.url + path, { waitUntil: "networkidle" });
    expect(response?.status(), path).toBe(status);
    if (testId) await page.getByTestId(testId).first().waitFor();
    const banner = page.getByTestId("cookie-banner");
    // hydration shows the banner; under a loaded full run it can take longer than poll's default second
    await expect
      .poll(
        async () => {
          await page.clock.fastForward(COOKIE_BANNER_DELAY_MS);
          return banner.isVisible();
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    await settled(page);
    return page;
  }

  // two screens at a time (the e2e project's maxConcurrency), each in a context of its own
  describe.concurrent("each screen", () => {
    for (const screen of SCREENS) {
      it(`${screen.name}: no serious or critical violation in the light and dark themes`, async ({ expect }) => {
        const path = screen.path(samples);
        const found: string[] = [];
        const page = await open(expect, path, screen.status ?? 200, screen.testId);
        found.push(...describeViolations((await new AxeBuilder({ page }).analyze()).violations));
        // the device turns dark: the theme ("system") follows it without a reload
        await page.emulateMedia({ colorScheme: "dark" });
        await page.waitForFunction(() => document.documentElement.classList.contains("dark"));
        await settled(page);
        const contrast = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
        found.push(...describeViolations(contrast.violations).map((line) => `dark: ${line}`));
        await page.context().close();
        if (found.length > 0) console.error(`axe on ${path}:\n  ${found.join("\n  ")}`);
        expect(found, path).toEqual([]);
      });
    }
  });

  it("the cookie settings dialog: no serious or critical violation in the light and dark themes", async () => {
    const path = pathFor("home", "en");
    const page = await open(expect, path, 200);
    await page.getByRole("button", { name: "Manage" }).click();
    await page.getByRole("dialog", { name: "Cookie settings" }).waitFor({ state: "visible" });
    await settled(page);
    const found = describeViolations((await new AxeBuilder({ page }).include("dialog").analyze()).violations);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.waitForFunction(() => document.documentElement.classList.contains("dark"));
    await settled(page);
    const contrast = await new AxeBuilder({ page }).include("dialog").withRules(["color-contrast"]).analyze();
    found.push(...describeViolations(contrast.violations).map((line) => `dark: ${line}`));
    await page.context().close();
    if (found.length > 0) console.error(`axe on the cookie dialog:\n  ${found.join("\n  ")}`);
    expect(found).toEqual([]);
  });
});

async function readSamples(product: StartedProduct): Promise<Samples> {
  const sql = product.database.sql;
  const [deal] = await sql<{ shortCode: string }[]>`
    SELECT short_code AS "shortCode" FROM destination_deals
     WHERE status = 'active' AND valid_until > now() ORDER BY savings_percent DESC, short_code LIMIT 1`;
  // the most popular destination with sights and a live deal, so its page shows everything
  const [place] = await sql<Omit<Samples, "deal" | "airlineBg" | "visaEn">[]>`
    SELECT d.country_slug_bg AS "countryBg", d.country_slug_en AS "countryEn", d.city_slug_bg AS "cityBg",
           d.city_slug_en AS "cityEn", s.slug_en AS "sightEn"
      FROM destinations d JOIN sights s ON s.destination_iata = d.iata_code AND s.is_active
     WHERE d.is_active
     ORDER BY EXISTS (SELECT 1 FROM destination_deals x WHERE x.destination_id = d.iata_code AND x.status = 'active') DESC,
              d.popularity_score DESC, d.iata_code, s.slug_en
     LIMIT 1`;
  const [airline] = await sql<{ slug: string }[]>`
    SELECT slug_bg AS slug FROM airlines WHERE is_active ORDER BY iata_code LIMIT 1`;
  const [visa] = await sql<{ slug: string }[]>`
    SELECT c.country_slug_en AS slug FROM countries c JOIN visa_requirements v USING (country_code)
     WHERE c.is_active AND v.is_active AND v.requirement_type IS NOT NULL ORDER BY c.country_code LIMIT 1`;
  if (!deal || !place || !airline || !visa) {
    throw new Error(`Read models lack samples: ${JSON.stringify({ deal, place, airline, visa })}`);
  }
  return { ...place, deal: deal.shortCode, airlineBg: airline.slug, visaEn: visa.slug };
}
