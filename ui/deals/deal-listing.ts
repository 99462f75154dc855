import { DEAL_LISTING_DEFAULTS } from "../../core/deals/listing.ts";
import type { DealFilters } from "../../projections/deals/queries.ts";
import { formatMonth } from "../i18n/dictionary.ts";
import type { Language } from "../route-table.ts";
import { queryString } from "../site/query-params.ts";

const MONTHS_AHEAD = 12;

/** The next twelve departure months, labelled in the page's language ("февруари 2027 г."). */
export function upcomingMonths(lang: Language, now: Date): { value: string; label: string }[] {
  return Array.from({ length: MONTHS_AHEAD }, (_, i) => {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i, 1)).toISOString().slice(0, 7);
    return { value: month, label: formatMonth(lang, month) };
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
    DEAL_LISTING_DEFAULTS,
  );
}
