import type { Dictionary } from "./dictionary.ts";

/** English copy; typed against the Bulgarian dictionary so no key can go missing or astray. */
export const en: Dictionary = {
  nav: {
    home: "Home",
    tools: "Language and theme",
    languageName: "English",
    switchToLanguage: "Switch to English",
    skipToContent: "Skip to content",
  },
  theme: {
    system: "Theme: match device",
    light: "Theme: light",
    dark: "Theme: dark",
    hint: "Change theme",
  },
  footer: {
    currencyNote: "Prices are in Bulgarian lev (BGN) and euro (EUR), converted at the fixed rate of €1 = {rate} BGN.",
    providerNote:
      "Flight data comes from a flight data provider and is refreshed regularly. Fares and seat availability change quickly, so check the final price before you book.",
  },
  home: {
    metaTitle: "Cheap flights from Bulgaria",
    metaDescription:
      "The cheapest flights from Sofia, Varna, Burgas and Plovdiv, priced in lev and euro. See at a glance how much you save compared with the usual price for the season.",
    title: "Cheap flights from Bulgaria",
    intro:
      "We track fares from Sofia, Varna, Burgas and Plovdiv and compare them with the usual price for the season, so you can see straight away which deals are really worth it.",
    faresHeading: "Cheapest destinations right now",
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
};
