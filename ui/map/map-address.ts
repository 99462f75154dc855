import { MAP_QUERY_DEFAULTS, type MapQuery, mapQuery } from "../../core/pricing/map-query.ts";
import { type Language, pathFor } from "../route-table.ts";
import { queryString } from "../site/query-params.ts";

/** The map's canonical query: only what differs from the defaults, in a fixed order. */
export function mapQueryString(filters: MapQuery): string {
  return queryString(
    {
      from: filters.from,
      nights: filters.nights,
      month: filters.month,
      budget: filters.budget,
      direct: filters.direct,
      view: filters.view,
      page: filters.page,
    },
    MAP_QUERY_DEFAULTS,
  );
}

/** The map from a Bulgarian airport (or the default one), for the pages that link to it. */
export function mapHref(lang: Language, from?: string): string {
  const filters = mapQuery.safeParse({ from });
  return pathFor("map", lang) + (filters.success ? mapQueryString(filters.data) : "");
}
