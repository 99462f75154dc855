/** The marker when none is configured (AFFILIATE_MARKER's default in core/config/env.ts). */
export const DEFAULT_AFFILIATE_MARKER = "flydealsbg";

const PROVIDER = "https://www.aviasales.com/search";

/**
 * The provider's search page for an itinerary, with our affiliate marker: Aviasales' compact
 * search path is ORIGIN + DDMM + DESTINATION [+ DDMM of the return] + adults.
 */
export function bookingUrlFor(
  fare: { fromAirport: string; toAirport: string; departureDate: string; returnDate: string | null },
  marker: string,
): string {
  const ddmm = (date: string) => `${date.slice(8, 10)}${date.slice(5, 7)}`;
  const path = `${fare.fromAirport}${ddmm(fare.departureDate)}${fare.toAirport}${fare.returnDate ? ddmm(fare.returnDate) : ""}1`;
  return `${PROVIDER}/${path}?marker=${encodeURIComponent(marker)}`;
}

/** Everything a visitor's search asked for, for one itinerary (the /search results' links). */
export interface BookingSearch {
  fromAirport: string;
  toAirport: string;
  /** YYYY-MM-DD. */
  departureDate: string;
  /** YYYY-MM-DD, or null for one way. */
  returnDate: string | null;
  adults: number;
  children: number;
  infants: number;
  /** The search form's cabin code: economy M, premium economy W, business C, first F. */
  cabinClass: "M" | "W" | "C" | "F";
  currency: "BGN" | "EUR";
}

/**
 * The provider's trip_class: 0 economy, 1 business, 2 first. It has no premium economy: that goes
 * as economy, and the results page says so (ui/search/search-results.tsx).
 */
export const PROVIDER_TRIP_CLASS: Record<BookingSearch["cabinClass"], string> = { M: "0", W: "0", C: "1", F: "2" };

/**
 * The provider's search page with every parameter of the visitor's search, in its query form
 * (the compact path of bookingUrlFor has no room for children, infants, cabin or currency).
 */
export function bookingSearchUrl(search: BookingSearch, marker: string): string {
  const params = new URLSearchParams({
    origin_iata: search.fromAirport,
    destination_iata: search.toAirport,
    depart_date: search.departureDate,
  });
  if (search.returnDate) params.set("return_date", search.returnDate);
  params.set("oneway", search.returnDate ? "0" : "1");
  params.set("adults", String(search.adults));
  params.set("children", String(search.children));
  params.set("infants", String(search.infants));
  params.set("trip_class", PROVIDER_TRIP_CLASS[search.cabinClass]);
  params.set("currency", search.currency);
  params.set("marker", marker);
  return `${PROVIDER}?${params}`;
}
