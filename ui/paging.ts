import { DEFAULTS } from "../core/constants.ts";

/** The spec's page size: a phone gets a screenful of cards, not the whole list. */
export const PER_PAGE = DEFAULTS.pageSize;

/**
 * One page of a list from the URL's `page` (1 when missing or not a whole number; past the end
 * gives an empty page, which the screen shows as "no deals" with the way back).
 */
export function pageOf<T>(
  items: readonly T[],
  url: URL,
  perPage = PER_PAGE,
): { page: number; pages: number; items: T[] } {
  const page = Math.max(1, Math.floor(Number(url.searchParams.get("page")) || 1));
  return {
    page,
    pages: Math.max(1, Math.ceil(items.length / perPage)),
    items: items.slice((page - 1) * perPage, page * perPage),
  };
}
