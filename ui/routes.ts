import { layout, type RouteConfig, route } from "@react-router/dev/routes";
import { SITE_LAYOUT_ID } from "./cms/screen-seo.ts";
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
// Every public screen sits under site/layout.tsx, which reads the editor's SEO for the address.
export default [
  layout("site/layout.tsx", { id: SITE_LAYOUT_ID }, [
    route(pathFor("home", "bg"), "deals/home.tsx", { id: "home-bg" }),
    route(pathFor("home", "en"), "deals/home.tsx", { id: "home-en" }),
    ...both("bestDeals", "deals/best-deals.tsx"),
    ...both("weekendDeals", "deals/weekend-deals.tsx"),
    ...both("lastMinuteDeals", "deals/last-minute-deals.tsx"),
    ...both("christmasDeals", "deals/christmas-deals.tsx"),
    ...both("imprint", "legal/legal.tsx"),
    ...both("privacy", "legal/legal.tsx"),
    ...both("cookiePolicy", "legal/legal.tsx"),
    ...both("terms", "legal/legal.tsx"),
    ...both("links", "site/links.tsx"),
    ...both("newsletter", "newsletter/newsletter.tsx"),
    ...both("newsletterPreferences", "newsletter/newsletter-preferences.tsx"),
    ...both("contactCustomers", "contact/contact.tsx"),
    ...both("contactPartners", "contact/contact.tsx"),
    ...both("search", "search/search.tsx"),
    ...both("destinations", "catalog/destinations.tsx"),
    ...both("airlines", "catalog/airlines.tsx"),
    ...both("map", "map/map.tsx"),
    ...both("airline", "catalog/airline.tsx"),
    ...both("visa", "visa/visa.tsx"),
    ...both("airportSofia", "catalog/airport.tsx", "airport-sofia"),
    ...both("airportVarna", "catalog/airport.tsx", "airport-varna"),
    ...both("airportBurgas", "catalog/airport.tsx", "airport-burgas"),
    ...both("airportPlovdiv", "catalog/airport.tsx", "airport-plovdiv"),
    ...both("dealById", "deals/deal.tsx"),
    // Only the Bulgarian legacy path is its own; /en/deal/:dealId already is the deal page.
    route(pathTemplate("legacyDeal", "bg"), "deals/legacy-deal.tsx", { id: "legacyDeal-bg" }),
    // "optional extra segments" (spec): a splat also matches the path without them
    ...LANGUAGES.map((lang) =>
      route(`${pathTemplate("destinationDeal", lang)}/*`, "deals/destination-deal.tsx", {
        id: `destinationDeal-${lang}`,
      }),
    ),
    ...both("sight", "catalog/sight.tsx"),
    ...both("destination", "catalog/destination.tsx"),
    ...both("country", "catalog/country.tsx"),
    route("*", "site/not-found.tsx"),
  ]),
] satisfies RouteConfig;
