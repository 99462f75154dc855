/** Where the analytics screen lives, and its export links that carry the filters. */
export const ANALYTICS_PATH = "/nimda/analytics";

/** The filters as the form and the export links carry them: only what was given. */
export type AnalyticsQueryString = Record<string, string>;

export function exportHref(view: string, query: AnalyticsQueryString): string {
  const search = new URLSearchParams(query).toString();
  return `${ANALYTICS_PATH}/export/${view}.csv${search ? `?${search}` : ""}`;
}
