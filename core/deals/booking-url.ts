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
  return `https://www.aviasales.com/search/${path}?marker=${encodeURIComponent(marker)}`;
}
