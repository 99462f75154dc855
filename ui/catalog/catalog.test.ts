import { describe, expect, it } from "vitest";
import {
  airportScreenOfPath,
  countryStats,
  type DestinationLike,
  destinationsIndexPath,
  groupByCountry,
  isWebLink,
  paragraphs,
  parseCountryCode,
  parseSort,
  sightPath,
  sightSections,
  sortAirlines,
  sortDestinations,
  toAirlineCard,
  toDestinationCard,
  toSightCard,
  visaRequirementType,
} from "./catalog.ts";

function destination(overrides: Partial<DestinationLike> & Pick<DestinationLike, "iataCode">): DestinationLike {
  return {
    cityBg: overrides.iataCode,
    cityEn: overrides.iataCode,
    countryCode: "IT",
    countryBg: "Италия",
    countryEn: "Italy",
    citySlugBg: overrides.iataCode.toLowerCase(),
    citySlugEn: overrides.iataCode.toLowerCase(),
    countrySlugBg: "italiya",
    countrySlugEn: "italy",
    imageUrl: null,
    photo: null,
    popularityScore: 50,
    airports: [overrides.iataCode],
    minPriceBgn: null,
    dealCount: 0,
    ...overrides,
  };
}

const rome = destination({
  iataCode: "ROM",
  cityBg: "Рим",
  cityEn: "Rome",
  citySlugBg: "rim",
  citySlugEn: "rome",
  popularityScore: 95,
  minPriceBgn: 180,
  airports: ["FCO", "CIA"],
});
const milan = destination({
  iataCode: "MIL",
  cityBg: "Милано",
  cityEn: "Milan",
  citySlugBg: "milano",
  citySlugEn: "milan",
  popularityScore: 95,
  minPriceBgn: 99.5,
});
const bari = destination({ iataCode: "BRI", cityBg: "Бари", cityEn: "Bari", popularityScore: 30 });
const vienna = destination({
  iataCode: "VIE",
  cityBg: "Виена",
  cityEn: "Vienna",
  countryCode: "AT",
  countryBg: "Австрия",
  countryEn: "Austria",
  countrySlugBg: "avstriya",
  countrySlugEn: "austria",
  popularityScore: 70,
  minPriceBgn: 150,
});

const italy = { countryCode: "IT", nameBg: "Италия", nameEn: "Italy", slugBg: "italiya", slugEn: "italy" };

describe("query parameters", () => {
  it("reads the sort, defaulting to popularity", () => {
    expect(parseSort("price")).toBe("price");
    expect(parseSort("alphabetical")).toBe("alphabetical");
    expect(parseSort(null)).toBe("popularity");
    expect(parseSort("PRICE")).toBe("popularity");
  });

  it("reads a two-letter country code", () => {
    expect(parseCountryCode("it")).toBe("IT");
    expect(parseCountryCode(" GR ")).toBe("GR");
    expect(parseCountryCode("ITA")).toBeNull();
    expect(parseCountryCode("")).toBeNull();
    expect(parseCountryCode(null)).toBeNull();
  });

  it("builds index paths without default values", () => {
    expect(destinationsIndexPath("bg", "popularity", null)).toBe("/destinacii");
    expect(destinationsIndexPath("en", "price", "IT")).toBe("/en/destinations?sort=price&country=IT");
    expect(destinationsIndexPath("bg", "popularity", "GR")).toBe("/destinacii?country=GR");
  });
});

describe("sorting and grouping destinations", () => {
  it("sorts by popularity, then name in the page language", () => {
    expect(sortDestinations([bari, rome, milan], "popularity", "bg").map((d) => d.iataCode)).toEqual([
      "MIL",
      "ROM",
      "BRI",
    ]);
    expect(sortDestinations([bari, rome, milan], "popularity", "en").map((d) => d.iataCode)).toEqual([
      "MIL",
      "ROM",
      "BRI",
    ]);
  });

  it("sorts alphabetically with the page language's collation", () => {
    expect(sortDestinations([rome, milan, bari], "alphabetical", "bg").map((d) => d.cityBg)).toEqual([
      "Бари",
      "Милано",
      "Рим",
    ]);
    expect(sortDestinations([rome, milan, bari], "alphabetical", "en").map((d) => d.cityEn)).toEqual([
      "Bari",
      "Milan",
      "Rome",
    ]);
  });

  it("sorts by the number of live deals, then by name", () => {
    const deals = [
      { ...bari, dealCount: 2 },
      { ...rome, dealCount: 7 },
      { ...milan, dealCount: 2 },
    ];
    expect(sortDestinations(deals, "most-deals", "en").map((d) => d.iataCode)).toEqual(["ROM", "BRI", "MIL"]);
  });

  it("sorts by price with missing prices last", () => {
    expect(sortDestinations([bari, rome, milan], "price", "en").map((d) => d.iataCode)).toEqual(["MIL", "ROM", "BRI"]);
  });

  it("groups by country, naming countries from the country list or else from the destinations", () => {
    const groups = groupByCountry([vienna, bari, rome, milan], [italy], "alphabetical", "en");
    expect(groups.map((g) => [g.name, g.href])).toEqual([
      ["Austria", "/en/austria"],
      ["Italy", "/en/italy"],
    ]);
    const italyGroup = groups[1];
    expect(italyGroup?.destinations.map((d) => d.city)).toEqual(["Bari", "Milan", "Rome"]);
    expect(italyGroup).toMatchObject({ destinationCount: 3, destinationsWithDeals: 2, minPriceBgn: 99.5 });
  });

  it("orders countries by their most popular city or their cheapest fare", () => {
    expect(groupByCountry([vienna, bari, rome], [italy], "popularity", "bg").map((g) => g.name)).toEqual([
      "Италия",
      "Австрия",
    ]);
    expect(groupByCountry([vienna, bari, rome], [italy], "price", "bg").map((g) => g.name)).toEqual([
      "Австрия",
      "Италия",
    ]);
  });

  it("counts a country's destinations and deals", () => {
    expect(countryStats([])).toEqual({ destinationCount: 0, destinationsWithDeals: 0, minPriceBgn: null });
    expect(countryStats([rome, bari, milan])).toEqual({
      destinationCount: 3,
      destinationsWithDeals: 2,
      minPriceBgn: 99.5,
    });
  });

  it("makes cards in the page language only", () => {
    expect(toDestinationCard(rome, "bg")).toEqual({
      iataCode: "ROM",
      city: "Рим",
      country: "Италия",
      href: "/italiya/rim",
      imageUrl: null,
      photo: null,
      minPriceBgn: 180,
    });
    expect(toDestinationCard(rome, "en").href).toBe("/en/italy/rome");
  });
});

describe("airport screens", () => {
  it("finds the airport from either language's path", () => {
    expect(airportScreenOfPath("/poleti-ot/sofiya")?.iataCode).toBe("SOF");
    expect(airportScreenOfPath("/en/flights-from/sofia/")?.iataCode).toBe("SOF");
    expect(airportScreenOfPath("/en/flights-from/burgas")?.iataCode).toBe("BOJ");
    expect(airportScreenOfPath("/poleti-ot/plovdiv")?.key).toBe("airportPlovdiv");
    expect(airportScreenOfPath("/poleti-ot/ruse")).toBeNull();
  });
});

describe("sights", () => {
  it("lists every section in order, missing or blank ones as null", () => {
    const sections = sightSections(
      {
        intro: { bg: "Въведение", en: "Intro" },
        highlights: { bg: "  ", en: "Highlights" },
        nearby: null,
      },
      "bg",
    );
    expect(sections).toEqual([
      { name: "intro", text: "Въведение" },
      { name: "context", text: null },
      { name: "highlights", text: null },
      { name: "practical", text: null },
      { name: "gettingThere", text: null },
      { name: "nearby", text: null },
    ]);
    expect(sightSections(undefined, "en").every((s) => s.text === null)).toBe(true);
  });

  it("splits paragraphs at blank lines", () => {
    expect(paragraphs("One.\n\nTwo\nlines.\n \n\nThree.")).toEqual(["One.", "Two\nlines.", "Three."]);
  });

  it("builds sight paths and cards per language", () => {
    const sight = {
      id: "ROM-colosseum",
      nameBg: "Колизеумът",
      nameEn: "Colosseum",
      slugBg: "koliziumat",
      slugEn: "colosseum",
      descriptionBg: "Амфитеатър.",
      descriptionEn: "An amphitheatre.",
      imageUrl: "/images/sights/ROM-colosseum.svg",
      distanceKm: 1.2,
    };
    expect(sightPath(rome, sight, "bg")).toBe("/italiya/rim/sight/koliziumat");
    expect(sightPath(rome, sight, "en")).toBe("/en/italy/rome/sight/colosseum");
    expect(toSightCard(rome, sight, "en")).toMatchObject({ name: "Colosseum", description: "An amphitheatre." });
  });
});

describe("airlines", () => {
  const airline = (iataCode: string, name: string, nameBg: string, routeCount: number) => ({
    iataCode,
    name,
    nameBg,
    slugBg: nameBg.toLowerCase(),
    slugEn: name.toLowerCase().replace(/ /g, "-"),
    logoUrl: `/images/airlines/${iataCode}.svg`,
    isLowCost: false,
    allianceCode: null,
    routeCount,
    minPriceBgn: null,
  });

  it("names the airline in the page language and links its page", () => {
    const fb = airline("FB", "Bulgaria Air", "България Еър", 3);
    expect(toAirlineCard(fb, "bg")).toMatchObject({
      name: "България Еър",
      href: "/aviokompanii/%D0%B1%D1%8A%D0%BB%D0%B3%D0%B0%D1%80%D0%B8%D1%8F%20%D0%B5%D1%8A%D1%80",
    });
    expect(toAirlineCard(fb, "en")).toMatchObject({ name: "Bulgaria Air", href: "/en/airlines/bulgaria-air" });
  });

  it("puts airlines with routes first, then sorts by name", () => {
    const cards = [
      airline("W6", "Wizz Air", "Wizz Air", 0),
      airline("FR", "Ryanair", "Ryanair", 5),
      airline("A3", "Aegean", "Aegean", 0),
    ].map((a) => toAirlineCard(a, "en"));
    expect(sortAirlines(cards, "en").map((a) => a.iataCode)).toEqual(["FR", "A3", "W6"]);
  });
});

describe("visa helpers", () => {
  it("knows the six requirement types", () => {
    expect(visaRequirementType("visa_free")).toBe("visa_free");
    expect(visaRequirementType("transit_visa")).toBe("transit_visa");
    expect(visaRequirementType("something_else")).toBe("unknown");
  });

  it("links only web sources", () => {
    expect(isWebLink("https://www.mfa.bg/bg/pateshestvia")).toBe(true);
    expect(isWebLink("javascript:alert(1)")).toBe(false);
    expect(isWebLink("MFA_BG")).toBe(false);
  });
});
