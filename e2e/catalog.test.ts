import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { departureAirports, listAirlines } from "../projections/catalog/airports-airlines.ts";
import { type DestinationSummary, listCountries, listDestinations } from "../projections/catalog/queries.ts";
import { type SightSummary, sightsOf } from "../projections/catalog/sights.ts";
import { visaInfo } from "../projections/visa/queries.ts";
import { AIRPORT_SCREENS, sortAirlines, toAirlineCard } from "../ui/catalog/catalog.ts";
import { pathFor } from "../ui/route-table.ts";
import { browserAvailable, closeContexts, openWatched, sharedChromium } from "./browser.ts";
import { type StartedProduct, sharedProduct } from "./product.ts";

const ARTIFACTS = "test-results";
/** Requests in flight at once while crawling every catalog page. */
const CONCURRENCY = 6;
const CRAWL_TIMEOUT = 600_000;
// Without Chromium (and outside CI) the browser tests are skipped; browserAvailable() says so loudly.
const WITH_BROWSER = browserAvailable();

/** The text as React writes it into HTML. */
function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c] as string,
  );
}

const destinationPath = (d: DestinationSummary, lang: "bg" | "en") =>
  lang === "bg"
    ? pathFor("destination", "bg", { countrySlug: d.countrySlugBg, citySlug: d.citySlugBg })
    : pathFor("destination", "en", { countrySlug: d.countrySlugEn, citySlug: d.citySlugEn });

const sightPath = (d: DestinationSummary, s: SightSummary, lang: "bg" | "en") =>
  lang === "bg"
    ? pathFor("sight", "bg", { countrySlug: d.countrySlugBg, citySlug: d.citySlugBg, sightSlug: s.slugBg })
    : pathFor("sight", "en", { countrySlug: d.countrySlugEn, citySlug: d.citySlugEn, sightSlug: s.slugEn });

interface PageCheck {
  path: string;
  /** Text the page must contain (HTML-escaped before the comparison). */
  name: string;
  /** The other language's path, which the page's hreflang links must name. */
  alternate?: string;
  /** Text the page must not contain. */
  absent?: string;
}

describe("catalog pages", () => {
  let product: StartedProduct;
  let browser: Browser | undefined;
  let destinations: DestinationSummary[] = [];
  const sights = new Map<string, SightSummary[]>();

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    product = await sharedProduct();
    const db = product.database.db;
    destinations = await listDestinations(db);
    for (const destination of destinations) sights.set(destination.iataCode, await sightsOf(db, destination.iataCode));
    if (WITH_BROWSER) browser = await sharedChromium();
  });
  afterAll(async () => {
    await closeContexts(browser);
  });

  /** Fetches every page with a few requests in flight; returns what went wrong, page by page. */
  async function crawl(checks: PageCheck[]): Promise<string[]> {
    const problems: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < checks.length) {
        const check = checks[next++] as PageCheck;
        const response = await fetch(product.url + check.path, { redirect: "manual" });
        const html = await response.text();
        if (response.status !== 200) {
          problems.push(`${check.path}: status ${response.status}`);
          continue;
        }
        if (!html.includes(escapeHtml(check.name))) problems.push(`${check.path}: "${check.name}" missing`);
        if (check.absent && html.includes(check.absent)) problems.push(`${check.path}: says "${check.absent}"`);
        if (check.alternate && !html.includes(`${check.alternate}"`)) {
          problems.push(`${check.path}: no alternate link to ${check.alternate}`);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return problems;
  }

  describe("over HTTP", () => {
    it("has a seeded catalog to test", () => {
      expect(destinations.length).toBeGreaterThan(50);
      expect([...sights.values()].flat().length).toBeGreaterThan(10);
    });

    it(
      "serves every destination page in both languages, each with current fares on a fresh start",
      async () => {
        const checks = destinations.flatMap((d) => [
          {
            path: destinationPath(d, "bg"),
            name: d.cityBg,
            alternate: destinationPath(d, "en"),
            absent: "няма актуални цени за полети до",
          },
          {
            path: destinationPath(d, "en"),
            name: d.cityEn,
            alternate: destinationPath(d, "bg"),
            absent: "no current fares to",
          },
        ]);
        expect(await crawl(checks)).toEqual([]);
      },
      CRAWL_TIMEOUT,
    );

    it(
      "serves every country with destinations, and its visa page, in both languages",
      async () => {
        const countries = await listCountries(product.database.db);
        expect(countries.length).toBeGreaterThan(10);
        const checks = countries.flatMap((c) => [
          { path: pathFor("country", "bg", { countrySlug: c.slugBg }), name: c.nameBg },
          { path: pathFor("country", "en", { countrySlug: c.slugEn }), name: c.nameEn },
          { path: pathFor("visa", "bg", { countrySlug: c.slugBg }), name: c.nameBg },
          { path: pathFor("visa", "en", { countrySlug: c.slugEn }), name: c.nameEn },
        ]);
        expect(await crawl(checks)).toEqual([]);
      },
      CRAWL_TIMEOUT,
    );

    it(
      "serves every sight page in both languages",
      async () => {
        const checks = destinations.flatMap((d) =>
          (sights.get(d.iataCode) ?? []).flatMap((s) => [
            { path: sightPath(d, s, "bg"), name: s.nameBg, alternate: sightPath(d, s, "en") },
            { path: sightPath(d, s, "en"), name: s.nameEn, alternate: sightPath(d, s, "bg") },
          ]),
        );
        expect(await crawl(checks)).toEqual([]);
      },
      CRAWL_TIMEOUT,
    );

    it("serves the four airport pages in both languages", async () => {
      const airports = await departureAirports(product.database.db);
      const checks = AIRPORT_SCREENS.flatMap((screen) => {
        const airport = airports.find((a) => a.iataCode === screen.iataCode);
        return [
          { path: pathFor(screen.key, "bg"), name: airport?.cityBg ?? screen.iataCode },
          { path: pathFor(screen.key, "en"), name: airport?.cityEn ?? screen.iataCode },
        ];
      });
      expect(await crawl(checks)).toEqual([]);
    });

    it(
      "serves the indexes and every airline page in both languages",
      async () => {
        const airlines = await listAirlines(product.database.db);
        expect(airlines.length).toBeGreaterThan(5);
        // the indexes are paged: the first of each as the page orders them, or one country's
        const firstAirline = (lang: "bg" | "en") =>
          sortAirlines(
            airlines.map((a) => toAirlineCard(a, lang)),
            lang,
          )[0]?.name ?? "";
        const country = destinations[0]?.countryCode ?? "";
        const checks = [
          { path: pathFor("destinations", "bg"), name: destinations[0]?.cityBg ?? "" },
          {
            path: `${pathFor("destinations", "en")}?sort=price&country=${country}`,
            name: destinations[0]?.cityEn ?? "",
          },
          { path: pathFor("airlines", "bg"), name: firstAirline("bg") },
          { path: pathFor("airlines", "en"), name: firstAirline("en") },
          {
            path: `${pathFor("airlines", "en")}?page=2`,
            name:
              sortAirlines(
                airlines.map((a) => toAirlineCard(a, "en")),
                "en",
              )[24]?.name ?? "",
          },
          ...airlines.flatMap((a) => [
            { path: pathFor("airline", "bg", { slug: a.slugBg }), name: a.nameBg },
            { path: pathFor("airline", "en", { slug: a.slugEn }), name: a.name },
          ]),
        ];
        expect(await crawl(checks)).toEqual([]);
      },
      CRAWL_TIMEOUT,
    );

    it("redirects a slug of the other language and answers unknown slugs with 404", async () => {
      const d = destinations.find((x) => x.countrySlugBg !== x.countrySlugEn && x.citySlugBg !== x.citySlugEn);
      expect(d).toBeDefined();
      if (!d) return;
      const wrong = `/en/${d.countrySlugBg}/${d.citySlugBg}?from=SOF`;
      const response = await fetch(product.url + wrong, { redirect: "manual" });
      expect(response.status).toBe(301);
      expect(response.headers.get("location")).toBe(`${destinationPath(d, "en")}?from=SOF`);
      const country = await fetch(`${product.url}/${d.countrySlugEn}`, { redirect: "manual" });
      expect(country.status).toBe(301);
      expect(country.headers.get("location")).toBe(`/${d.countrySlugBg}`);
      for (const path of [
        "/nyama-takava-darzhava",
        "/en/no-such-country/no-city",
        "/visa/nyama",
        "/aviokompanii/nyama",
      ]) {
        const missing = await fetch(product.url + path, { redirect: "manual" });
        expect(missing.status, path).toBe(404);
        expect(await missing.text(), path).toContain('data-testid="not-found"');
      }
    });

    it("keeps static paths away from the country route", async () => {
      const response = await fetch(`${product.url}/destinacii?sort=alphabetical`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('data-testid="country-section"');
      expect(html).not.toContain('data-testid="not-found"');
    });
  });

  // skipped only where Chromium is missing and CI is not set; browserAvailable() says so loudly
  describe.skipIf(!WITH_BROWSER)("in Chromium", () => {
    const problems: string[] = [];

    /** Client-side navigation changes the URL before it renders the new page, so wait for the heading. */
    async function heading(page: Page, text: string): Promise<void> {
      await page.locator("h1", { hasText: text }).waitFor({ timeout: 10_000 });
    }

    async function open(path: string): Promise<Page> {
      if (!browser) throw new Error("Chromium did not start");
      const { page, status } = await openWatched(browser, `${product.url}${path}`, problems, {
        label: path,
        watch: "warnings",
      });
      expect(status).toBe(200);
      return page;
    }

    it("walks from the destinations index to a country, a city and a sight, then switches language", async () => {
      // The most popular destination with sights; the walk clicks the links a visitor would.
      const destination = destinations.find((d) => (sights.get(d.iataCode) ?? []).length > 0);
      expect(destination).toBeDefined();
      if (!destination) return;
      const countryPath = pathFor("country", "bg", { countrySlug: destination.countrySlugBg });
      const cityPath = destinationPath(destination, "bg");

      const page = await open(pathFor("destinations", "bg"));
      expect(await page.getAttribute("html", "lang")).toBe("bg");
      // paged by whole countries, about 24 cities a page
      expect(await page.getByTestId("country-section").count()).toBeGreaterThan(1);
      expect(await page.getByTestId("destination-card").count()).toBeGreaterThanOrEqual(24);
      await page.screenshot({ path: `${ARTIFACTS}/destinations-bg.png`, fullPage: false });
      // the index is paged by whole countries: the country filter brings the destination's up
      if ((await page.locator(`[data-testid="country-section"] h2 a[href="${countryPath}"]`).count()) === 0) {
        await page.selectOption("#country-filter", destination.countryCode);
        await page.waitForURL((url) => url.searchParams.get("country") === destination.countryCode);
      }

      await page.locator(`[data-testid="country-section"] h2 a[href="${countryPath}"]`).click();
      await page.waitForURL((url) => url.pathname === countryPath);
      await page.locator(`[data-testid="destination-card"] a[href="${cityPath}"]`).click();
      await page.waitForURL((url) => url.pathname === cityPath);
      await heading(page, destination.cityBg);
      const sightCards = page.getByTestId("sight-card");
      expect(await sightCards.count()).toBeGreaterThan(0);
      await page.screenshot({ path: `${ARTIFACTS}/destination-bg.png`, fullPage: false });

      const sight = (sights.get(destination.iataCode) ?? [])[0] as SightSummary;
      const sightBg = sightPath(destination, sight, "bg");
      await page.locator(`[data-testid="sight-card"] a[href="${sightBg}"]`).click();
      await page.waitForURL((url) => url.pathname === sightBg);
      await heading(page, sight.nameBg);
      const sections = await page.locator('[data-testid^="sight-section-"], [data-testid^="sight-fallback-"]').count();
      expect(sections).toBe(7);

      await page.locator("a.language-switch").click();
      const sightEn = sightPath(destination, sight, "en");
      await page.waitForURL((url) => url.pathname === sightEn);
      await page.waitForSelector('html[lang="en"]');
      await heading(page, sight.nameEn);
      expect(await page.locator('link[rel="alternate"][hreflang="bg"]').getAttribute("href")).toMatch(
        new RegExp(`${sightBg}$`),
      );
      await page.screenshot({ path: `${ARTIFACTS}/sight-en.png`, fullPage: false });
      expect(problems).toEqual([]);
      await page.close();
    });

    it("shows a visa page with its rule or the consulate notice, and switches it to English", async () => {
      const countries = await listCountries(product.database.db);
      let withRule = countries[0];
      for (const country of countries) {
        if (await visaInfo(product.database.db, country.countryCode, "bg")) {
          withRule = country;
          break;
        }
      }
      expect(withRule).toBeDefined();
      if (!withRule) return;
      const hasRule = (await visaInfo(product.database.db, withRule.countryCode, "bg")) !== null;
      const page = await open(pathFor("visa", "bg", { countrySlug: withRule.slugBg }));
      expect(await page.getByTestId(hasRule ? "visa-requirement" : "visa-empty").count()).toBe(1);
      await heading(page, withRule.nameBg);
      await page.screenshot({ path: `${ARTIFACTS}/visa-bg.png`, fullPage: false });
      await page.locator("a.language-switch").click();
      const english = pathFor("visa", "en", { countrySlug: withRule.slugEn });
      await page.waitForURL((url) => url.pathname === english);
      await page.waitForSelector('html[lang="en"]');
      await heading(page, withRule.nameEn);
      expect(problems).toEqual([]);
      await page.close();
    });

    it("lists the airlines in English and opens one", async () => {
      const page = await open(pathFor("airlines", "en"));
      expect(await page.getAttribute("html", "lang")).toBe("en");
      const cards = page.getByTestId("airline-card");
      expect(await cards.count()).toBeGreaterThan(5);
      await page.screenshot({ path: `${ARTIFACTS}/airlines-en.png`, fullPage: false });
      const link = cards.first().locator("h2 a");
      const name = (await link.textContent()) ?? "";
      await link.click();
      await page.waitForURL(/\/en\/airlines\/[^/]+$/);
      await heading(page, name);
      expect(problems).toEqual([]);
      await page.close();
    });

    it("steps through a destination's price calendar by keyboard on a phone, to a day's fare", async () => {
      // the most popular destination whose calendar has fares
      let path: string | null = null;
      for (const destination of destinations.slice(0, 10)) {
        const candidate = destinationPath(destination, "bg");
        if ((await (await fetch(`${product.url}${candidate}`)).text()).includes('id="price-calendar"')) {
          path = candidate;
          break;
        }
      }
      expect(path).not.toBeNull();
      if (!browser || !path) return;
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await page.goto(`${product.url}${path}`, { waitUntil: "networkidle" });
      const calendar = page.locator("#price-calendar");
      // the cheapest of the twelve months always has a fare to show
      const cheapest = calendar.locator(".price-calendar__month--cheapest");
      const month = new URL((await cheapest.getAttribute("href")) ?? "", product.url).searchParams.get("month");
      await cheapest.focus();
      await page.keyboard.press("Enter");
      await page.waitForURL((url) => url.searchParams.get("month") === month);
      expect(await calendar.locator(".price-calendar__months a[aria-current='true']").getAttribute("href")).toContain(
        `month=${month}`,
      );
      const days = calendar.locator(".price-calendar__day a");
      expect(await days.count()).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: `${ARTIFACTS}/price-calendar-390.png`, fullPage: false });
      // a day opens its deal or the search for its very dates
      const target = new URL((await days.first().getAttribute("href")) ?? "", product.url);
      await days.first().focus();
      await page.keyboard.press("Enter");
      await page.waitForURL((url) => url.pathname === target.pathname);
      if (target.pathname.startsWith("/search"))
        expect(target.searchParams.get("departureDate")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await page.close();
    });
  });
});
