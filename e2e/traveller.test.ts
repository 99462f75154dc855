import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, closeContexts, openWatched, sharedChromium } from "./browser.ts";
import { type StartedProduct, sharedProduct } from "./product.ts";

const ARTIFACTS = "test-results";
const PHONE = { width: 390, height: 844 } as const;
const NARROW_PHONE = { width: 360, height: 780 } as const;
const LAPTOP = { width: 1366, height: 900 } as const;
type Viewport = { width: number; height: number };

interface Samples {
  deal: string;
  place: { country: string; city: string; sight: string };
  airline: string;
}

/**
 * What a traveller sees first (issue 12), in Chromium at phone and laptop sizes, on a fresh start:
 * deals in the first screen, nothing scrolling sideways, seasonal listings filled, a search that
 * keeps every field, places told apart by their pictures, and visa rules that are right today.
 */
describe.skipIf(!browserAvailable())("a traveller's first visit", () => {
  let product: StartedProduct;
  let browser: Browser;
  let samples: Samples;
  const problems: string[] = [];

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    // twenty days of history give every month the samples its statistics need (30)
    product = await sharedProduct();
    browser = await sharedChromium();
    samples = await readSamples(product);
  }, 300_000);
  afterAll(async () => {
    await closeContexts(browser);
  });

  async function open(path: string, viewport: Viewport = PHONE, status = 200): Promise<Page> {
    const { page, status: answered } = await openWatched(browser, `${product.url}${path}`, problems, {
      label: path,
      watch: "none",
      viewport,
    });
    expect(answered, path).toBe(status);
    return page;
  }

  const firstCardTop = (page: Page) =>
    page.evaluate(() => {
      const card = document.querySelector("[data-testid=deal-card]");
      return card ? card.getBoundingClientRect().top + window.scrollY : null;
    });

  it.each([
    ["a phone", PHONE],
    ["a laptop", LAPTOP],
  ])("shows live deals in the first screen on %s", async (_, viewport) => {
    for (const path of ["/", "/en"]) {
      const page = await open(path, viewport);
      const top = await firstCardTop(page);
      expect(top, `${path} at ${viewport.width}`).not.toBeNull();
      expect(top as number, `${path} at ${viewport.width}`).toBeLessThan(viewport.height);
      await page.screenshot({ path: `${ARTIFACTS}/first-screen-${path === "/" ? "bg" : "en"}-${viewport.width}.png` });
      await page.close();
    }
  });

  it("reaches every listing from the phone menu in one tap after opening it", async () => {
    const page = await open("/destinacii");
    await page.locator(".site-menu summary").click();
    const links = page.locator(".site-menu__links a");
    expect(await links.allTextContents()).toEqual([
      "Най-добри оферти",
      "Уикенд",
      "В последния момент",
      "Коледа",
      "Дестинации",
      "Търсене",
    ]);
    await page.screenshot({ path: `${ARTIFACTS}/phone-menu.png` });
    await links.nth(1).click();
    await page.waitForURL(/\/weekend-poleti$/);
    expect(await page.locator(".site-menu").getAttribute("open")).toBeNull();
    await page.close();
  });

  it("never scrolls sideways on a phone, on any page type", async () => {
    const { deal, place, airline } = samples;
    const paths = [
      "/",
      "/en",
      "/nai-dobrite-samoletni-sdelki-dnes",
      "/last-minute-poleti",
      "/en/weekend-flight-deals",
      "/en/christmas-holiday-flight-deals",
      `/oferta/${deal}`,
      `/en/deal/${deal}`,
      "/destinacii",
      `/${place.country}`,
      `/${place.country}/${place.city}`,
      `/${place.country}/${place.city}/sight/${place.sight}`,
      "/poleti-ot/sofiya",
      "/aviokompanii",
      `/aviokompanii/${airline}`,
      "/visa/velikobritaniya",
      "/search",
      "/search?from=SOF&to=%D0%9B%D0%BE%D0%BD%D0%B4%D0%BE%D0%BD&departureAnytime=1&returnAnytime=1",
      "/newsletter",
      "/kontakti/klienti",
      "/privacy",
      "/linkove",
      "/karta",
      "/en/map?view=world",
    ];
    const wide: string[] = [];
    for (const viewport of [NARROW_PHONE, PHONE]) {
      const page = await browser.newPage({ viewport });
      page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
      for (const path of paths) {
        const response = await page.goto(`${product.url}${path}`, { waitUntil: "load" });
        expect(response?.status(), path).toBe(200);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > viewport.width) wide.push(`${path} is ${width} px wide at ${viewport.width}`);
      }
      await page.close();
    }
    expect(wide).toEqual([]);
  }, 240_000);

  it("fills the weekend, last-minute and Christmas listings on a fresh start", async () => {
    for (const path of ["/last-minute-poleti", "/en/weekend-flight-deals", "/en/christmas-holiday-flight-deals"]) {
      const page = await open(path, LAPTOP);
      expect(await page.getByTestId("deal-card").count(), path).toBeGreaterThan(0);
      await page.close();
    }
  });

  it("keeps every field of a search from Varna to London through the results to the booking link", async () => {
    const fare = await product.database.sql<{ to: string; departure: string; back: string }[]>`
      SELECT to_airport AS "to", flight_date::text AS departure, return_date::text AS back FROM price_history
       WHERE from_airport = 'VAR' AND to_airport IN ('LTN', 'LHR', 'LGW', 'STN') AND return_date IS NOT NULL
         AND flight_date > current_date + 7
       ORDER BY found_at DESC, price LIMIT 1`;
    expect(fare.length).toBe(1);
    const { departure, back } = fare[0] as { departure: string; back: string };
    const page = await open("/en/search", LAPTOP);
    const form = page.getByTestId("search-form");
    await form.locator('input[name="from"]').fill("VAR");
    await form.locator('input[name="to"]').fill("London");
    await form.locator('input[name="departureAnytime"]').uncheck();
    await form.locator('input[name="departureDate"]').fill(departure);
    await form.locator('input[name="returnAnytime"]').uncheck();
    await form.locator('input[name="returnDate"]').fill(back);
    // the compact form folds passengers and options away; the search page shows them
    const more = form.locator("details summary");
    if ((await more.count()) > 0) await more.first().click();
    await form.locator('input[name="adults"]').fill("2");
    await form.locator('select[name="dateFlexibility"]').selectOption("1");
    await form.locator('button[type="submit"]').click();
    await page.waitForURL(/adults=2/);
    await page.waitForSelector("[data-testid=fare-card]");
    // the form comes back as it was sent
    const kept = page.getByTestId("search-form");
    expect(await kept.locator('input[name="from"]').inputValue()).toMatch(/VAR|Varna/);
    expect(await kept.locator('input[name="to"]').inputValue()).toBe("London");
    expect(await kept.locator('input[name="departureDate"]').inputValue()).toBe(departure);
    expect(await kept.locator('input[name="returnDate"]').inputValue()).toBe(back);
    expect(await kept.locator('input[name="adults"]').inputValue()).toBe("2");
    expect(await kept.locator('select[name="dateFlexibility"]').inputValue()).toBe("1");
    // fares from Varna to London's airports, and booking links that carry the whole search
    const routes = await page
      .locator("li.search-fare")
      .evaluateAll((items) => items.map((item) => item.getAttribute("data-route")));
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) expect(route).toMatch(/^VAR-(LTN|LHR|LGW|STN)$/);
    await page.screenshot({ path: `${ARTIFACTS}/search-var-london.png`, fullPage: true });
    // the link is our click-out, which records the click; the fares here are simulated, so it
    // ends on our page that says so, with the provider's real search for the whole search
    const booking = await page.getByTestId("book-link").first().getAttribute("href");
    expect(booking).toMatch(/^\/go\/search\?/);
    await page.goto(product.url + (booking as string), { referer: page.url() });
    expect(await page.getByTestId("demo-click-out").textContent()).toContain("This fare is simulated");
    await page.screenshot({ path: `${ARTIFACTS}/demo-click-out.png`, fullPage: true });
    const link = new URL((await page.getByTestId("real-search").getAttribute("href")) as string);
    expect(link.searchParams.get("origin_iata")).toBe("VAR");
    expect(["LTN", "LHR", "LGW", "STN"]).toContain(link.searchParams.get("destination_iata"));
    expect(link.searchParams.get("adults")).toBe("2");
    expect(link.searchParams.get("depart_date")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(link.searchParams.get("return_date")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.close();
  });

  it("gives five destinations five different pictures, not one landscape in five tints", async () => {
    const codes = ["LON", "PAR", "ROM", "DXB", "BCN"];
    const shapes = new Set<string>();
    for (const code of codes) {
      const response = await fetch(`${product.url}/images/destinations/${code}.svg`);
      expect(response.status, code).toBe(200);
      const svg = await response.text();
      // without its colours a picture is its shapes: those must differ
      shapes.add(svg.replace(/#[0-9a-f]{3,8}\b|hsla?\([^)]*\)|rgba?\([^)]*\)|aria-label="[^"]*"/gi, ""));
    }
    expect(shapes.size).toBe(codes.length);
  });

  it("tells an EU citizen about the United Kingdom's ETA and Bulgarians that Bulgaria is home", async () => {
    const uk = await open("/en/visa/united-kingdom", LAPTOP);
    expect(await uk.locator("main").textContent()).toMatch(/ETA|Electronic Travel Authorisation/);
    await uk.close();
    const home = await open("/visa/balgariya", LAPTOP);
    const text = (await home.locator("main").textContent()) ?? "";
    expect(text).toMatch(/собствена държава/);
    expect(text).not.toMatch(/консулств/);
    await home.close();
    expect(problems).toEqual([]);
  });
});

async function readSamples(product: StartedProduct): Promise<Samples> {
  const sql = product.database.sql;
  const [deal] = await sql<{ code: string }[]>`
    SELECT short_code AS code FROM destination_deals WHERE status = 'active' ORDER BY savings_percent DESC LIMIT 1`;
  const [place] = await sql<{ country: string; city: string; sight: string }[]>`
    SELECT d.country_slug_bg AS country, d.city_slug_bg AS city, s.slug_bg AS sight
      FROM destinations d JOIN sights s ON s.destination_iata = d.iata_code AND s.is_active
     WHERE d.is_active ORDER BY d.popularity_score DESC, d.iata_code LIMIT 1`;
  const [airline] = await sql<
    { slug: string }[]
  >`SELECT slug_bg AS slug FROM airlines WHERE is_active ORDER BY iata_code LIMIT 1`;
  if (!deal || !place || !airline) throw new Error("the fresh start has no samples");
  return { deal: deal.code, place, airline: airline.slug };
}
