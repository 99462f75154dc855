import { redirect } from "react-router";
import type { Db } from "../../core/db/database.ts";
import { monthsFrom } from "../../core/deals/month-grid.ts";
import { MAP_CENTRE, placeOn, viewFor } from "../../core/geo/map-projection.ts";
import type { MapView } from "../../core/geo/map-views.ts";
import type { Currency } from "../../core/pricing/fare.ts";
import { type MapQuery, mapQuery } from "../../core/pricing/map-query.ts";
import { toBgn } from "../../core/pricing/money.ts";
import { sofiaDate } from "../../core/time/clock.ts";
import { mapFares } from "../../projections/pricing/map-fares.ts";
import { CALENDAR_MONTHS, calendarMonths } from "../../projections/pricing/route-calendar.ts";
import { type Language, pathFor } from "../route-table.ts";
import { parseLenient } from "../site/query-params.ts";
import { mapQueryString } from "./map-address.ts";
import type { MapPlace } from "./map-place.ts";

export interface MapPageData {
  filters: MapQuery;
  /** The months the month filter offers: this one and the next eleven. */
  months: string[];
  view: MapView;
  /** Where Bulgaria is drawn. */
  home: { x: number; y: number };
  /** Every destination the filters let through, cheapest first; those the view holds have a place on it. */
  places: MapPlace[];
}

/** The page's own choice of view: the smallest that holds the cheapest of the destinations. */
const CHOSEN_BY = 10;

/**
 * The map page's data from its address, in the page's language and no more: a map of every
 * destination weighs on the page's hydration data. A query with empty or broken fields (a
 * submitted form, a made-up link) redirects to its clean form, as the deal listings do.
 */
export async function loadMapPage(
  db: Db,
  request: Request,
  lang: Language,
  now: Date,
  firstCurrency: Currency,
): Promise<MapPageData> {
  const url = new URL(request.url);
  const filters = parseLenient(mapQuery, url.searchParams);
  const months = monthsFrom(calendarMonths(sofiaDate(now)).first, CALENDAR_MONTHS);
  if (filters.month && !months.includes(filters.month)) filters.month = undefined;
  const clean = mapQueryString(filters);
  if (clean !== (url.search === "?" ? "" : url.search)) throw redirect(url.pathname + clean);

  const budgetBgn = filters.budget === undefined ? null : toBgn(filters.budget, firstCurrency);
  const fares = await mapFares(db, {
    fromAirport: filters.from,
    tripLength: filters.nights,
    month: filters.month ?? null,
    maxPriceBgn: budgetBgn,
    directOnly: filters.direct === "1",
    now,
  });
  const view = filters.view ?? viewFor(fares.slice(0, CHOSEN_BY));
  const places = fares.map((fare): MapPlace => {
    const en = lang === "en";
    return {
      code: fare.iataCode,
      city: en ? fare.cityEn : fare.cityBg,
      country: en ? fare.countryEn : fare.countryBg,
      path: pathFor("destination", lang, {
        countrySlug: en ? fare.countrySlugEn : fare.countrySlugBg,
        citySlug: en ? fare.citySlugEn : fare.citySlugBg,
      }),
      priceBgn: fare.priceBgn,
      out: fare.flightDate,
      back: fare.returnDate,
      direct: fare.isDirectFlight,
      at: placeOn(view, fare.longitude, fare.latitude),
    };
  });
  const home = placeOn(view, MAP_CENTRE[0], MAP_CENTRE[1]) ?? { x: 0, y: 0 };
  return { filters, months, view, home, places };
}
