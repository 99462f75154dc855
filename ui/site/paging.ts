/**
 * Deal cards on one page of the site's listings. The API keeps the spec's default of 21; a page
 * of 21 cards weighed about 94 KB of HTML, and 12 fill whole rows of a grid of 1, 2, 3 or 4
 * columns (docs/decisions/0060).
 */
export const PER_PAGE = 12;

/** Past every list's end (100,000 deals are 8,334 pages); keeps `page=1e308` from becoming an OFFSET. */
export const MAX_PAGE = 100_000;

/** The URL's `page`: 1 when missing or not a number, MAX_PAGE at most. */
export function pageNumber(url: URL): number {
  return Math.min(MAX_PAGE, Math.max(1, Math.floor(Number(url.searchParams.get("page")) || 1)));
}

/**
 * One page of a list from the URL's `page` (1 when missing or not a whole number; past the end
 * gives an empty page, which the screen shows as "no deals" with the way back).
 */
export function pageOf<T>(
  items: readonly T[],
  url: URL,
  perPage = PER_PAGE,
): { page: number; pages: number; items: T[] } {
  const page = pageNumber(url);
  return {
    page,
    pages: Math.max(1, Math.ceil(items.length / perPage)),
    items: items.slice((page - 1) * perPage, page * perPage),
  };
}

/**
 * Pages of whole groups (a country and its cities): each page takes groups until it holds at
 * least `perPage` items, so no group is cut in two and no page is much longer than one list page.
 */
export function pageOfGroups<G>(
  groups: readonly G[],
  url: URL,
  sizeOf: (group: G) => number,
  perPage = PER_PAGE * 2,
): { page: number; pages: number; items: G[] } {
  const pages: G[][] = [];
  let current: G[] = [];
  let size = 0;
  for (const group of groups) {
    current.push(group);
    size += sizeOf(group);
    if (size >= perPage) {
      pages.push(current);
      current = [];
      size = 0;
    }
  }
  if (current.length > 0) pages.push(current);
  const page = pageNumber(url);
  return { page, pages: Math.max(1, pages.length), items: pages[page - 1] ?? [] };
}
