/**
 * An admin's export of an analytics view, stream `analytics-exports`: the audit log shows who
 * took which data out, for which days and filters (docs/decisions/0062).
 */
export type AnalyticsEvent = {
  type: "AnalyticsExported";
  data: { view: string; from: string; to: string; filters: Record<string, string> };
};

export const ANALYTICS_EVENT_TYPES = ["AnalyticsExported"] as const;
export const ANALYTICS_EXPORT_STREAM = "analytics-exports";
