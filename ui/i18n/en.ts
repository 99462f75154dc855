import { SECTION_HEADINGS } from "../../core/content-generation/section-headings.ts";
import type { Dictionary } from "./dictionary-shape.ts";
import { calendarEn } from "./sections/calendar.en.ts";
import { cmsEn } from "./sections/cms.en.ts";
import { dealsEn } from "./sections/deals.en.ts";
import { demoEn } from "./sections/demo.en.ts";
import { mapEn } from "./sections/map.en.ts";
import { pushEn } from "./sections/push.en.ts";
import { searchEn } from "./sections/search.en.ts";
import { uxEn } from "./sections/ux.en.ts";
import { visaEn } from "./sections/visa.en.ts";

/** English copy; typed against the Bulgarian dictionary so no key can go missing or astray. */
export const en: Dictionary = {
  nav: {
    home: "Home",
    tools: "Language and theme",
    skipToContent: "Skip to content",
    main: "Main menu",
    destinations: "Destinations",
    airlines: "Airlines",
    best: "Best deals",
    weekend: "Weekends",
    lastMinute: "Last minute",
    christmas: "Christmas",
    search: "Search",
    menu: "Menu",
  },
  theme: {
    system: "Theme: match device",
    light: "Theme: light",
    dark: "Theme: dark",
    hint: "Change theme",
  },
  footer: {
    linksLabel: "Useful links",
    links: {
      newsletter: "Newsletter",
      contactCustomers: "Contact",
      contactPartners: "For partners",
      links: "All links",
      imprint: "Imprint",
      privacy: "Privacy",
      cookiePolicy: "Cookies",
      terms: "Terms",
    },
    currencyNote: "Prices are in euro (EUR) and Bulgarian lev (BGN), at the fixed rate of €1 = {rate} BGN.",
  },
  home: {
    metaTitle: "Cheap flights from Bulgaria",
    metaDescription:
      "The cheapest flights from Sofia, Varna, Burgas and Plovdiv, priced in euro and lev. See at a glance how much you save compared with the usual price for the season.",
    title: "Cheap flights from Bulgaria",
    intro:
      "We track fares from Sofia, Varna, Burgas and Plovdiv and compare them with the usual price for the season, so you can see straight away which deals are really worth it.",
    faresHeading: "Cheapest destinations right now",
    featuredDeal: "Deal of the hour",
    featuredFare: "Cheapest flight right now",
    searchBar: "Search flights",
    searchBarHint: "from, to, when",
    filtersBar: "Filters",
    filtersActive: { one: "{count} set", other: "{count} set" },
    filterLabel: "Departure airport",
    allAirports: "All airports",
    empty: "There are no current deals from this airport right now. Pick another airport or check back a little later.",
  },
  fare: {
    priceFrom: "from {price}",
    typicalPrice: "Usual price: {price}",
    savings: "−{percent}% below the usual price",
    route: "Route",
    departure: "Departure",
    return: "Return",
    oneWay: "One-way ticket",
    schedule: "Departs and arrives",
    connections: "Flight type",
    direct: "Direct flight",
    stops: { one: "{count} stop", other: "{count} stops" },
    airline: "Airline",
    durationHoursMinutes: "{hours}h {minutes}m",
    durationHours: "{hours}h",
    durationMinutes: "{minutes}m",
    foundAgo: "Found {time}",
    foundJustNow: "Found just now",
  },
  catalog: {
    breadcrumbs: "You are here",
    noCurrentPrice: "No current fares",
    faqHeading: "Frequently asked questions",
  },
  destinations: {
    metaTitle: "Destinations: cheap flights from Bulgaria by country",
    metaDescription:
      "Every city you can fly to from Sofia, Varna, Burgas and Plovdiv, grouped by country, with the lowest current fare in euro and lev.",
    title: "Destinations",
    intro:
      "Pick a city to see the cheapest current flights to it, its sights and the visa rules for Bulgarian citizens.",
    sortLabel: "Sort by",
    sort: { popularity: "Popularity", alphabetical: "Alphabetical", price: "Price", "most-deals": "Most deals" },
    countryLabel: "Country",
    allCountries: "All countries",
    apply: "Show",
    empty: "No destinations match your choice.",
    showAll: "Show all destinations",
    count: { one: "{count} destination", other: "{count} destinations" },
  },
  country: {
    metaTitle: "Cheap flights to {country}",
    metaDescription:
      "The cities in {country} you can fly to from Bulgaria, with the cheapest current fares in euro and lev, sights and visa rules.",
    title: "Flights to {country}",
    intro: "Pick a city in {country} to see current fares from Bulgaria, its sights and useful tips.",
    statsLabel: "At a glance",
    destinationCount: "Destinations",
    destinationsWithDeals: "With current fares",
    minPrice: "Lowest fare",
    destinationsHeading: "Cities in {country}",
    empty: "We have no destinations in {country} yet.",
    visaLink: "Visa rules of {country} for Bulgarian citizens",
    allDestinations: "All destinations",
  },
  destination: {
    metaTitle: "Cheap flights to {city}, {country}",
    metaDescription:
      "The cheapest current flights from Bulgaria to {city} ({country}) in euro and lev, plus sights, visa rules and frequently asked questions.",
    title: "Flights to {city}",
    airportsHeading: "Airports",
    airport: "{name} ({code})",
    faresHeading: "Cheapest flights to {city} right now",
    faresEmpty: "There are no current fares to {city} right now. Check back a little later.",
    sightsHeading: "Sights in {city}",
    visaHeading: "Visa for {country}",
    visaMore: "All about the visa rules of {country}",
    countryLink: "All destinations in {country}",
  },
  sight: {
    metaTitle: "{name}, {city}",
    distance: "{distance} km from the city centre",
    transportHeading: "By public transport",
    sections: SECTION_HEADINGS.en,
    fallback: {
      intro: "{name} is one of the places worth seeing in {city}.",
      context: "We are preparing more about the history of {name}. Until then, read the short description above.",
      highlights: "A detailed guide to the best of {name} is coming. Until then, read the short description above.",
      practical: "Check the current opening hours and ticket prices on the official website before you visit {name}.",
      gettingThere: "See how to get to {city} from the airport on the destination page.",
      nearby: "Discover the other sights in {city} on the destination page.",
      faq: "There are no questions about {name} yet. General questions about travelling to {city} are on the destination page.",
    },
    destinationLink: "Flights and tips for {city}",
    moreSights: "More sights in {city}",
    loadErrorTitle: "The sight didn't load",
    loadError: "We couldn't load this sight right now. Please try again.",
  },
  airport: {
    metaTitle: "Cheap flights from {city}",
    metaDescription:
      "The cheapest current flights from {airport} to destinations in Europe and beyond, priced in euro and lev and compared with the usual fare.",
    title: "Flights from {city}",
    code: "{name}, code {code}",
    faresHeading: "Cheapest destinations from {city} right now",
    empty: "There are no current fares from {city} right now. Check back a little later.",
    otherAirports: "Flights from other Bulgarian airports",
  },
  airlines: {
    metaTitle: "Airlines flying from Bulgaria",
    metaDescription:
      "The airlines flying from Sofia, Varna, Burgas and Plovdiv: low-cost and full-service carriers, how many current routes they have and their cheapest fare.",
    title: "Airlines",
    intro: "Low-cost and full-service airlines flying from Bulgaria. Pick an airline to see its routes.",
    lowCost: "Low-cost",
    fullService: "Full-service",
    alliance: "Member of {alliance}",
    alliances: { STAR: "Star Alliance", ONEWORLD: "oneworld", SKYTEAM: "SkyTeam" },
    routes: { one: "{count} current route", other: "{count} current routes" },
    noRoutes: "No current routes",
    cheapest: "Cheapest fare",
    empty: "We have no airline data yet.",
  },
  airline: {
    metaTitle: "{airline}: cheap flights from Bulgaria",
    metaDescription:
      "The current routes of {airline} from Sofia, Varna, Burgas and Plovdiv and their lowest fares in euro and lev.",
    routesHeading: "Current routes of {airline}",
    routesEmpty: "We have no current fares for {airline} flights from Bulgaria right now.",
    allAirlines: "All airlines",
  },
  visa: visaEn,
  cms: cmsEn,
  notFound: {
    metaTitle: "Page not found",
    title: "This page doesn't exist",
    text: "The address may be mistyped or the page may have moved. The latest deals are waiting for you on the home page.",
    backHome: "Back to the home page",
  },
  error: {
    metaTitle: "Something went wrong",
    title: "Something went wrong",
    text: "An unexpected error occurred. Please try again.",
    retry: "Try again",
  },
  deals: dealsEn,
  calendar: calendarEn,
  map: mapEn,
  push: pushEn,
  search: searchEn,
  ux: uxEn,
  demo: demoEn,
};
