import { redirect } from "react-router";
import type { Db } from "../../core/db/database.ts";
import { dealListQuery } from "../../core/deals/query-schemas.ts";
import type { Clock } from "../../core/time/clock.ts";
import { type DealFilters, dealCountries, listDeals } from "../../projections/deals/queries.ts";
import type { Language } from "../route-table.ts";
import { PER_PAGE } from "../site/paging.ts";
import { parseLenient } from "../site/query-params.ts";
import { dealCardData } from "./deal-card-data.ts";
import { listingQuery, upcomingMonths } from "./deal-listing.ts";

/**
 * Loads a deal listing from the URL. A query with empty or invalid fields (a submitted form)
 * redirects to its clean form, so every listing has one shareable, indexable address.
 */
export async function loadDealListing(db: Db, request: Request, lang: Language, clock: Clock) {
  const url = new URL(request.url);
  // the site's pages show PER_PAGE cards; pageSize is the API's (and not in a listing's address)
  const filters = { ...(parseLenient(dealListQuery, url.searchParams) as DealFilters), pageSize: PER_PAGE };
  const clean = listingQuery(filters);
  if (clean !== (url.search === "?" ? "" : url.search)) throw redirect(url.pathname + clean);
  const now = clock();
  const [list, countries] = await Promise.all([listDeals(db, filters, now), dealCountries(db)]);
  // the cards need a few fields of each deal; the rest would only weigh down the hydration data
  return {
    list: { ...list, data: list.data.map(dealCardData) },
    countries,
    months: upcomingMonths(lang, now),
    requestTime: now.toISOString(),
  };
}
