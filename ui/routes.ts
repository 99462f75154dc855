import { layout, type RouteConfig, route } from "@react-router/dev/routes";
import { LANGUAGES, pathFor, ROUTE_TABLE, type ScreenKey } from "./route-table.ts";

/** A screen's path in one language as the route table spells it, `:param` segments included. */
function pathTemplate(key: ScreenKey, lang: (typeof LANGUAGES)[number]): string {
  const screen = ROUTE_TABLE.find((candidate) => candidate.key === key);
  if (!screen) throw new Error(`Unknown screen "${key}"`);
  return screen[lang];
}

/** One module mounted once per language (and per screen key); ids must then be explicit and unique. */
function both(key: ScreenKey, file: string, idPrefix: string = key) {
  return LANGUAGES.map((lang) => route(pathTemplate(key, lang), file, { id: `${idPrefix}-${lang}` }));
}

// Paths come from the route table; one module mounted per language needs explicit ids.
// React Router ranks static segments above dynamic ones, so /destinacii, /aviokompanii/:slug,
// /poleti-ot/... and /visa/... win over /:countrySlug and /:countrySlug/:citySlug.
// Every public screen sits under routes/site.tsx, which reads the editor's SEO for the address.
export default [
  layout("routes/site.tsx", [
    route(pathFor("home", "bg"), "routes/home.tsx", { id: "home-bg" }),
    route(pathFor("home", "en"), "routes/home.tsx", { id: "home-en" }),
    ...both("bestDeals", "routes/best-deals.tsx"),
    ...both("weekendDeals", "routes/weekend-deals.tsx"),
    ...both("lastMinuteDeals", "routes/last-minute-deals.tsx"),
    ...both("christmasDeals", "routes/christmas-deals.tsx"),
    ...both("imprint", "routes/legal.tsx"),
    ...both("privacy", "routes/legal.tsx"),
    ...both("cookiePolicy", "routes/legal.tsx"),
    ...both("terms", "routes/legal.tsx"),
    ...both("links", "routes/links.tsx"),
    ...both("newsletter", "routes/newsletter.tsx"),
    ...both("newsletterPreferences", "routes/newsletter-preferences.tsx"),
    ...both("contactCustomers", "routes/contact.tsx"),
    ...both("contactPartners", "routes/contact.tsx"),
    ...both("search", "routes/search.tsx"),
    ...both("destinations", "routes/destinations.tsx"),
    ...both("airlines", "routes/airlines.tsx"),
    ...both("airline", "routes/airline.tsx"),
    ...both("visa", "routes/visa.tsx"),
    ...both("airportSofia", "routes/airport.tsx", "airport-sofia"),
    ...both("airportVarna", "routes/airport.tsx", "airport-varna"),
    ...both("airportBurgas", "routes/airport.tsx", "airport-burgas"),
    ...both("airportPlovdiv", "routes/airport.tsx", "airport-plovdiv"),
    ...both("dealById", "routes/deal.tsx"),
    // Only the Bulgarian legacy path is its own; /en/deal/:dealId already is the deal page.
    route(pathTemplate("legacyDeal", "bg"), "routes/legacy-deal.tsx", { id: "legacyDeal-bg" }),
    // "optional extra segments" (spec): a splat also matches the path without them
    ...LANGUAGES.map((lang) =>
      route(`${pathTemplate("destinationDeal", lang)}/*`, "routes/destination-deal.tsx", {
        id: `destinationDeal-${lang}`,
      }),
    ),
    ...both("sight", "routes/sight.tsx"),
    ...both("destination", "routes/destination.tsx"),
    ...both("country", "routes/country.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
