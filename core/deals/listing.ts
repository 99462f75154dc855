/** The deal listings' sort and flight-type options (spec section 5), free of any parsing library. */
export const DEAL_SORTS = ["price-asc", "price-desc", "popularity", "savings"] as const;
export const DEAL_STOPS = ["any", "direct", "stopover"] as const;

/** What a listing shows when the query says nothing. */
export const DEAL_LISTING_DEFAULTS = { sortBy: "price-asc", stops: "any", page: 1 } as const;
