/**
 * The search's messages. Spec section 5 fixes the first four and section 8 the two error
 * texts; it gives only the limits of the other fields, so their wording is ours. The English
 * screen shows these strings exactly (ui/i18n/sections/search.bg.ts, tested); the Bulgarian one
 * translates them key by key.
 */
export const SEARCH_MESSAGES = {
  departureRequired: "Departure airport is required",
  destinationRequired: "Destination is required",
  invalidDate: "Invalid date format",
  returnDateRequired: "Return date is required for round-trip flights",
  returnBeforeDeparture: "Return date cannot be before the departure date",
  invalidTripType: "Trip type must be round trip or one way",
  adultsRange: "Adults must be between 1 and 9",
  childrenRange: "Children must be between 0 and 8",
  infantsRange: "Infants must be between 0 and 8",
  invalidCabinClass: "Cabin class must be M, W, C or F",
  invalidDateFlexibility: "Date flexibility must be 0, 1, 3 or 5 days",
  invalidFlightPreference: "Flight preference must be cheapest or direct",
  invalidCurrency: "Currency must be either BGN or EUR",
  maxStopoversRange: "Max stopovers must be between 0 and 3",
  searchProblem: "There was a problem with the search. Please try again.",
  unexpectedError: "An unexpected error occurred. Please try again.",
  discoveryTimeout: "Creation is taking longer than expected. Please try again later",
  discoveryFailed: "The destination could not be created",
  // ours (docs/decisions/0054): the limit on new destinations one address may ask for
  tooManyDiscoveries: "You have asked for many new destinations in a short time. Please try again later.",
} as const;

export type SearchMessageKey = keyof typeof SEARCH_MESSAGES;

const KEY_OF_MESSAGE = new Map<string, SearchMessageKey>(
  Object.entries(SEARCH_MESSAGES).map(([key, message]) => [message, key as SearchMessageKey]),
);

/** The key of one of these messages (for the dictionaries), or null for any other text. */
export function searchMessageKey(message: string): SearchMessageKey | null {
  return KEY_OF_MESSAGE.get(message) ?? null;
}
