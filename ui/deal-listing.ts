import { redirect } from "react-router";
import type { Db } from "../core/db/database.ts";
import { dealListQuery } from "../core/deals/queries.ts";
import { type DealFilters, dealCountries, listDeals } from "../projections/queries/deals.ts";
import { LOCALES } from "./i18n/dictionary.ts";
import { parseLenient, queryString } from "./query-params.ts";
import type { Language } from "./route-table.ts";

const MONTHS_AHEAD = 12;
const DEFAULTS = dealListQuery.parse({});

/** The next twelve departure months, labelled in the page's language ("февруари 2027 г."). */
export function upcomingMonths(lang: Language, now: Date): { value: string; label: string }[] {
  const format = new Intl.DateTimeFormat(LOCALES[lang], { month: "long", year: "numeric", timeZone: "UTC" });
  return Array.from({ length: MONTHS_AHEAD }, (_, i) => {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i, 1));
    return { value: month.toISOString().slice(0, 7), label: format.format(month) };
  });
}

/** The canonical query of a listing: only what differs from the defaults, in a fixed order. */
export function listingQuery(filters: Partial<DealFilters>): string {
  return queryString(
    {
      from: filters.from,
      country: filters.country,
      month: filters.month,
      minPrice: filters.minPrice,
      maxPrice: filters.maxPrice,
      stops: filters.stops,
      sortBy: filters.sortBy,
      page: filters.page,
    },
    DEFAULTS,
  );
}

/**
 * Loads a deal listing from the URL. A query with empty or invalid fields (a submitted form)
 * redirects to its clean form, so every listing has one shareable, indexable address.
 */
export async function loadDealListing(db: Db, request: Request, lang: Language) {
  const url = new URL(request.url);
  const filters = parseLenient(dealListQuery, url.searchParams) as DealFilters;
  const clean = listingQuery(filters);
  if (clean !== (url.search === "?" ? "" : url.search)) throw redirect(url.pathname + clean);
  const now = new Date();
  const [list, countries] = await Promise.all([listDeals(db, filters), dealCountries(db)]);
  return { list, countries, months: upcomingMonths(lang, now), requestTime: now.toISOString() };
}
