/**
 * A link to `path` with the current query plus overrides; null or empty values drop a parameter.
 * Tables keep their filters, sort and page in the address, so every view can be bookmarked.
 */
export function queryHref(
  path: string,
  current: Record<string, string | undefined>,
  overrides: Record<string, string | number | null | undefined> = {},
): string {
  const params = new URLSearchParams();
  const merged: Record<string, string | number | null | undefined> = { ...current, ...overrides };
  for (const [key, value] of Object.entries(merged)) {
    if (value === null || value === undefined || value === "") continue;
    params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
