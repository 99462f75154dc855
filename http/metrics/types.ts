import type { PageCacheOutcome } from "../middleware/page-cache.ts";
import type { MetricsSnapshot } from "./summary.ts";

/** One answered request, labelled (route-label.ts) and timed. */
export interface RequestObservation {
  method: string;
  route: string;
  locale: string;
  /** "2xx", "4xx"... */
  status: string;
  seconds: number;
}

/**
 * What the web app needs of the metrics: record requests and page-cache outcomes, answer
 * /metrics and the admin's screen. Only this interface reaches http/app.ts, so a web tier built
 * without prom-client (the Deno entry) never loads it; http/metrics/registry.ts implements it.
 */
export interface HttpMetrics {
  observeRequest(observation: RequestObservation): void;
  observePageCache(outcome: PageCacheOutcome): void;
  /** The text exposition format, figures from the database read now. */
  exposition(): Promise<{ contentType: string; body: string }>;
  /** The same figures for people. */
  snapshot(): Promise<MetricsSnapshot>;
}
