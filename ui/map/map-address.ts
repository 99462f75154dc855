import { MAP_QUERY_DEFAULTS, type MapQuery } from "../../core/pricing/map-query.ts";
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
