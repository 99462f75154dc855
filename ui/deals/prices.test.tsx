import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Currency } from "../../core/pricing/fare.ts";
import type { DealResponse } from "../../projections/deals/queries.ts";
import type { CheapestFare } from "../../projections/pricing/fares.ts";
import { LanguageProvider } from "../i18n/dictionary.ts";
import { priceFirstOf } from "../site/meta.ts";
import { dealMeta } from "./deal.tsx";
import { DealCard } from "./deal-card.tsx";
import { FareCard } from "./fare-card.tsx";
import { PriceChart } from "./price-chart.tsx";
import { PriceFrom } from "./price-from.tsx";

/**
 * The site's prices in euro and lev, the `currency` setting's one first (docs/decisions/0045):
 * the euro by default, the lev when the settings say BGN.
 */

const NOW = "2026-11-22T10:00:00.000Z";

// 120 BGN is 61.36 EUR, 218 is 111.46, 110 is 56.24, 98 is 50.11 at 1.95583
const deal = {
  id: "00000000-0000-4000-8000-000000000001",
  shortCode: "AB12",
  status: "active",
  destination: {
    iataCode: "LON",
    city: "Лондон",
    cityEn: "London",
    country: "Великобритания",
    countryEn: "United Kingdom",
    countryCode: "GB",
    imageUrl: null,
    citySlugBg: "london",
    citySlugEn: "london",
    countrySlugBg: "velikobritaniya",
    countrySlugEn: "united-kingdom",
  },
  fromAirport: "SOF",
  toAirport: "LTN",
  currentPrice: "120.00",
  currentPriceEur: "61.36",
  medianPrice: 218,
  lowestPriceEver: 110,
  currency: "BGN",
  savingsAmount: 98,
  savingsPercent: 45,
  zScore: -2,
  dealType: "hot_deal",
  badges: [],
  airline: "W6",
  airlineName: "Wizz Air",
  airlineNames: ["Wizz Air"],
  airlineDetails: [],
  stops: 0,
  isDirectFlight: true,
  stopoverCount: 0,
  durationMinutes: 200,
  outboundDurationSeconds: 12_000,
  outboundDurationText: "3h 20m",
  returnDurationSeconds: null,
  returnDurationText: null,
  departureTime: "06:30",
  arrivalTime: "08:50",
  directFlightStats: { count: 40, median: 218, mean: 220, stddev: 30 },
  stopoverFlightStats: { count: 0, median: null, mean: null, stddev: null },
  seasonalSampleCount: 40,
  popularityScore: null,
  bookingUrl: "https://example.com/book",
  clickOutUrl: "/go/AB12",
  ogImageUrl: null,
  flightRoute: "SOF-LTN",
  lastUpdated: NOW,
  validUntil: "2026-12-01T00:00:00.000Z",
  departureDate: "2027-03-12",
  returnDate: "2027-03-19",
  foundAt: NOW,
} satisfies DealResponse;

const fare = {
  fromAirport: "SOF",
  toAirport: "BCN",
  origin: { iataCode: "SOF", cityBg: "София", cityEn: "Sofia", countryBg: "", countryEn: "", countryCode: "BG" },
  destination: {
    iataCode: "BCN",
    cityBg: "Барселона",
    cityEn: "Barcelona",
    countryBg: "Испания",
    countryEn: "Spain",
    countryCode: "ES",
  },
  priceBgn: 120,
  priceEur: 61.36,
  flightDate: "2027-03-12",
  returnDate: null,
  departureTime: "06:30",
  arrivalTime: "09:00",
  durationMinutes: 210,
  airline: "W6",
  airlineName: "Wizz Air",
  isDirectFlight: true,
  stops: 0,
  foundAt: NOW,
  seasonalMedianBgn: 218,
  seasonalSampleCount: 40,
} as CheapestFare;

/** Server-rendered text with the markup's tags as spaces and no-break spaces as plain ones. */
function render(node: ReactNode, lang: "bg" | "en", priceFirst?: Currency): string {
  const html = renderToString(
    <MemoryRouter>
      <LanguageProvider lang={lang} {...(priceFirst ? { priceFirst } : {})}>
        {node}
      </LanguageProvider>
    </MemoryRouter>,
  );
  return html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\u00a0/g, " ")
    .replace(/\s+/g, " ");
}

const card = (lang: "bg" | "en", priceFirst?: Currency) => render(<DealCard deal={deal} now={NOW} />, lang, priceFirst);

describe("deal card prices", () => {
  it("shows the euro first by default, the lev beside it", () => {
    const bg = card("bg");
    expect(bg).toContain(" 61,36 € 120 лв. ");
    expect(bg).toContain("111,46 € (218 лв.)");
    expect(bg).toContain("56,24 € (110 лв.)");
    expect(bg).toContain("50,11 € (98 лв.)");
    const en = card("en");
    expect(en).toContain(" €61.36 BGN 120 ");
    expect(en).toContain("€111.46 (BGN 218)");
  });

  it("shows the lev first when the settings say BGN", () => {
    const bg = card("bg", "BGN");
    expect(bg).toContain(" 120 лв. 61,36 € ");
    expect(bg).toContain("218 лв. (111,46 €)");
    expect(bg).toContain("110 лв. (56,24 €)");
    expect(bg).toContain("98 лв. (50,11 €)");
    expect(card("en", "BGN")).toContain(" BGN 120 €61.36 ");
  });

  it("marks the main amount for the tests and the second one apart", () => {
    const html = renderToString(
      <MemoryRouter>
        <LanguageProvider lang="bg" priceFirst="BGN">
          <DealCard deal={deal} now={NOW} />
        </LanguageProvider>
      </MemoryRouter>,
    ).replace(/\u00a0/g, " ");
    expect(html).toMatch(/data-testid="deal-price">120 лв\.</);
    expect(html).toMatch(/data-testid="deal-price-second">61,36 €</);
  });
});

describe("fare cards and 'from' prices", () => {
  it("put the settings' currency first", () => {
    expect(render(<FareCard fare={fare} now={NOW} />, "bg")).toContain("от 61,36 € 120 лв.");
    expect(render(<FareCard fare={fare} now={NOW} />, "bg")).toContain("Обичайна цена: 111,46 € (218 лв.)");
    expect(render(<FareCard fare={fare} now={NOW} />, "en", "BGN")).toContain("from BGN 120 €61.36");
    expect(render(<PriceFrom bgn={129} />, "bg")).toContain("от 65,96 € 129 лв.");
    expect(render(<PriceFrom bgn={129} />, "bg", "BGN")).toContain("от 129 лв. 65,96 €");
    expect(render(<PriceFrom bgn={129} />, "en")).toContain("from €65.96 BGN 129");
  });
});

describe("the price history chart", () => {
  const points = [
    { date: "2026-11-20", minPrice: 100, medianPrice: 150, samples: 8 },
    { date: "2026-11-21", minPrice: 110, medianPrice: 140, samples: 9 },
  ];
  const chart = (priceFirst?: Currency) =>
    render(<PriceChart points={points} dealPrice={120} days={45} />, "bg", priceFirst);

  it("labels its axis in whole units of the currency that comes first, and lists both in its table", () => {
    // the axis runs from 95 to 155 BGN: 49 € to 79 €
    expect(chart()).toContain(" 49 € ");
    expect(chart()).toContain(" 79 € ");
    expect(chart()).toContain("51,13 € (100 лв.)");
    expect(chart("BGN")).toContain(" 95 лв. ");
    expect(chart("BGN")).toContain("150 лв. (76,69 €)");
  });
});

describe("a deal page's title for link previews", () => {
  const titleOf = (priceFirst: unknown) => {
    const matches = [{ id: "root", data: { publicUrl: "https://flydeals.bg", priceFirst } }];
    const meta = dealMeta(deal, { pathname: "/oferta/AB12" }, "https://flydeals.bg", priceFirstOf(matches));
    return String((meta.find((m) => "title" in m) as { title: string }).title).replace(/\u00a0/g, " ");
  };

  it("carries the price in the currency that comes first", () => {
    expect(titleOf("EUR")).toContain("за 61,36 €");
    expect(titleOf("BGN")).toContain("за 120 лв.");
    // the root loader's value missing (an error page): the default
    expect(titleOf(undefined)).toContain("за 61,36 €");
  });
});
