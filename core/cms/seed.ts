import type { EventStore } from "../eventstore/types.ts";
import type { Logger } from "../log/logger.ts";
import { ROUTE_TABLE, type ScreenKey } from "../routes/route-table.ts";
import type { PageType } from "./events.ts";
import { runCmsPageCommand } from "./runner.ts";

/** Which kind of page each screen of the route table is (spec section 2: page types choose the screen). */
export const PAGE_TYPE_OF_SCREEN: Record<Exclude<ScreenKey, "adminDashboard" | "legacyDeal">, PageType> = {
  home: "static",
  imprint: "static",
  privacy: "static",
  cookiePolicy: "static",
  terms: "static",
  newsletter: "static",
  newsletterPreferences: "utility",
  links: "utility",
  contactCustomers: "utility",
  contactPartners: "utility",
  search: "utility",
  bestDeals: "deal_generic",
  weekendDeals: "deal_generic",
  lastMinuteDeals: "deal_generic",
  christmasDeals: "deal_generic",
  destinations: "utility",
  airlines: "utility",
  map: "utility",
  airportSofia: "airport",
  airportVarna: "airport",
  airportBurgas: "airport",
  airportPlovdiv: "airport",
  airline: "utility",
  visa: "utility",
  dealById: "deal_specific",
  destinationDeal: "deal_specific",
  sight: "sight",
  destination: "destination",
  country: "country",
};

/** Registers every public screen as a live CMS page with live localizations at its route-table paths. */
export async function seedCmsPages(store: EventStore, logger: Logger): Promise<number> {
  let pages = 0;
  for (const screen of ROUTE_TABLE) {
    const pageType = PAGE_TYPE_OF_SCREEN[screen.key as keyof typeof PAGE_TYPE_OF_SCREEN];
    if (!pageType) continue; // admin and legacy paths are not pages
    const actor = { actor: "system:seed" };
    await runCmsPageCommand(store, { type: "CreatePage", pageKey: screen.key, pageType }, actor);
    for (const locale of ["bg", "en"] as const) {
      await runCmsPageCommand(
        store,
        { type: "LocalizePage", pageKey: screen.key, locale, slugPath: screen[locale], status: "live" },
        actor,
      );
    }
    await runCmsPageCommand(store, { type: "ChangePublishingState", pageKey: screen.key, to: "live" }, actor);
    pages += 1;
  }
  logger.info("cms pages registered", { pages });
  return pages;
}
