/**
 * Renders an example digest in Bulgarian and English to /tmp/digest-{bg,en}.html and screenshots
 * both on a phone (390x844) and a laptop (1366x900) to /tmp/digest-{bg,en}-{phone,desktop}.png,
 * for eyeballing the mail after a change to mail/digest.tsx:
 *
 *   npx tsx scripts/render-digest-preview.ts
 *
 * With --alert, the price-alert mail (mail/alert.tsx) instead, to /tmp/alert-{bg,en}.html and
 * /tmp/alert-{bg,en}-{phone,desktop}.png: the Bulgarian one for a deal that got cheaper since the
 * last mail, the English one for a first match.
 *
 * With --demo, as the mails go while the fares are simulated (decision 0087): "[Демо]" in the
 * subject and the line under the masthead.
 *
 * Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium). The pictures are drawn here the way
 * the site draws them, so no server has to run.
 */
import { writeFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { BGN_PER_EUR } from "../core/constants.ts";
import { landscapeOf, OG_IMAGE } from "../core/images/landscape.ts";
import { encodePng } from "../core/images/png.ts";
import { rasterizeLandscape } from "../core/images/raster.ts";
import { roundPrice } from "../core/pricing/money.ts";
import { type AlertMailInput, renderAlertMail } from "../mail/alert.tsx";
import { renderDigestMail } from "../mail/digest.tsx";
import type { DigestDeal, DigestMailInput, RenderedMail } from "../mail/mail-types.ts";

const PUBLIC_URL = "https://flydeals.bg";
const IMAGE_BASE = "http://127.0.0.1:3000/images/destinations/";
const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const;

interface ExampleRoute {
  code: string;
  from: { code: string; bg: string; en: string };
  to: { code: string; bg: string; en: string };
  country: { bg: string; en: string };
  departureDate: string;
  returnDate: string | null;
  /** fares are sold in euro; the mail gets the lev amount like the deals' read model has it */
  priceEur: number;
  usualPriceBgn: number;
  isDirect: boolean;
}

const SOFIA = { code: "SOF", bg: "София", en: "Sofia" };
const VARNA = { code: "VAR", bg: "Варна", en: "Varna" };

const ROUTES: ExampleRoute[] = [
  {
    code: "LON7K2",
    from: SOFIA,
    to: { code: "LHR", bg: "Лондон", en: "London" },
    country: { bg: "Великобритания", en: "United Kingdom" },
    departureDate: "2026-12-04",
    returnDate: "2026-12-08",
    priceEur: 45,
    usualPriceBgn: 189,
    isDirect: true,
  },
  {
    code: "BCN3QF",
    from: SOFIA,
    to: { code: "BCN", bg: "Барселона", en: "Barcelona" },
    country: { bg: "Испания", en: "Spain" },
    departureDate: "2027-01-15",
    returnDate: "2027-01-19",
    priceEur: 60,
    usualPriceBgn: 236,
    isDirect: true,
  },
  {
    code: "VIE9MX",
    from: VARNA,
    to: { code: "VIE", bg: "Виена", en: "Vienna" },
    country: { bg: "Австрия", en: "Austria" },
    departureDate: "2026-12-11",
    returnDate: null,
    priceEur: 30,
    usualPriceBgn: 129,
    isDirect: true,
  },
  {
    code: "DXB4TA",
    from: SOFIA,
    to: { code: "DXB", bg: "Дубай", en: "Dubai" },
    country: { bg: "Обединени арабски емирства", en: "United Arab Emirates" },
    departureDate: "2027-02-03",
    returnDate: "2027-02-10",
    priceEur: 199,
    usualPriceBgn: 612,
    isDirect: false,
  },
];

function exampleDeal(route: ExampleRoute, language: "bg" | "en", campaign = "weekly-2026-11-26"): DigestDeal {
  const dealPath = language === "bg" ? `/oferta/${route.code}` : `/en/deal/${route.code}`;
  return {
    shortCode: route.code,
    fromAirport: route.from.code,
    fromCity: route.from[language],
    toAirport: route.to.code,
    toCity: route.to[language],
    country: route.country[language],
    departureDate: route.departureDate,
    returnDate: route.returnDate,
    priceBgn: roundPrice(route.priceEur * BGN_PER_EUR),
    usualPriceBgn: route.usualPriceBgn,
    savingsPercent: Math.round((1 - (route.priceEur * BGN_PER_EUR) / route.usualPriceBgn) * 100),
    isDirect: route.isDirect,
    imageUrl: `${IMAGE_BASE}${route.to.code}.png`,
    dealUrl: `${PUBLIC_URL}${dealPath}`,
    bookUrl: `${PUBLIC_URL}/go/${route.code}?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`,
  };
}

function exampleInput(language: "bg" | "en"): DigestMailInput {
  const screen = language === "bg" ? "/newsletter" : "/en/newsletter";
  return {
    language,
    frequency: "weekly",
    issueDay: "2026-11-26",
    airports: [SOFIA, VARNA].map((airport) => ({ code: airport.code, city: airport[language] })),
    deals: ROUTES.map((route) => exampleDeal(route, language)),
    publicUrl: PUBLIC_URL,
    unsubscribeUrl: `${PUBLIC_URL}${screen}?unsubscribe=example-token&lang=${language}`,
    preferencesUrl: `${PUBLIC_URL}${screen}?preferences=example-token`,
  };
}

const ALERT_DESCRIPTIONS = {
  bg: "полети от София до Лондон до 77 € (150 лв.)",
  en: "flights from Sofia to London under €77 (BGN 150)",
} as const;

function exampleAlertInput(language: "bg" | "en"): AlertMailInput & { unsubscribeUrl: string; preferencesUrl: string } {
  const screen = language === "bg" ? "/newsletter/nastroyki" : "/en/newsletter/preferences";
  return {
    language,
    alertDescription: ALERT_DESCRIPTIONS[language],
    deal: exampleDeal(ROUTES[0]!, language, "alert"),
    previousPriceBgn: language === "bg" ? roundPrice(52 * BGN_PER_EUR) : null,
    publicUrl: PUBLIC_URL,
    unsubscribeUrl: `${PUBLIC_URL}/api/newsletter/unsubscribe?token=example-token`,
    preferencesUrl: `${PUBLIC_URL}${screen}?token=example-token`,
  };
}

/** The site's 1200x630 picture of a destination, drawn as http/media/images.ts draws it. */
function destinationPng(iata: string): Buffer {
  const pixels = rasterizeLandscape(landscapeOf(iata), OG_IMAGE.width, OG_IMAGE.height);
  return Buffer.from(encodePng(OG_IMAGE.width, OG_IMAGE.height, pixels));
}

async function main(): Promise<void> {
  const kind = process.argv.includes("--alert") ? "alert" : "digest";
  const fareMode = process.argv.includes("--demo") ? "demo" : "live";
  const renderExample = (language: "bg" | "en"): Promise<RenderedMail> =>
    kind === "alert"
      ? renderAlertMail({ ...exampleAlertInput(language), fareMode })
      : renderDigestMail({ ...exampleInput(language), fareMode });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  try {
    for (const language of ["bg", "en"] as const) {
      const mail = await renderExample(language);
      writeFileSync(`/tmp/${kind}-${language}.html`, mail.html);
      writeFileSync(`/tmp/${kind}-${language}.txt`, `Subject: ${mail.subject}\n\n${mail.text}`);
      for (const [name, viewport] of Object.entries(VIEWPORTS)) {
        const page = await browser.newPage({ viewport });
        await page.route(`${IMAGE_BASE}*.png`, (route) =>
          route.fulfill({ contentType: "image/png", body: destinationPng(route.request().url().slice(-7, -4)) }),
        );
        await page.setContent(mail.html, { waitUntil: "load" });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) console.warn(`${language} ${name}: ${overflow}px wider than the viewport`);
        await page.screenshot({ path: `/tmp/${kind}-${language}-${name}.png`, fullPage: true });
        await page.close();
      }
      console.log(`${language}: ${mail.subject}`);
    }
  } finally {
    await browser.close();
  }
}

await main();
