import type { QueueCounts } from "../../core/jobs/queues.ts";
import type { PageCacheOutcome } from "../middleware/page-cache.ts";

/** A replica as the replica set reports it (another module measures it; the process hands it in). */
export interface ReplicaHealth {
  name: string;
  healthy: boolean;
  /** How far its replay is behind the primary; null when it could not be measured. */
  lagMs: number | null;
}

/** One route's traffic since the process started, every status class together. */
export interface RouteFigures {
  method: string;
  route: string;
  locale: string;
  requests: number;
  perSecond: number;
  /** Estimated from the histogram's buckets as Prometheus' histogram_quantile does; null without requests. */
  p95Seconds: number | null;
  serverErrors: number;
}

export interface ProjectionFigures {
  name: string;
  position: number;
  lag: number;
  /** This instance holds the subscription's lock. */
  owner: boolean;
}

/** The figures of /metrics, readable: what the admin's metrics screen shows. */
export interface MetricsSnapshot {
  uptimeSeconds: number;
  routes: RouteFigures[];
  pageCache: Record<PageCacheOutcome, number> & { hitRatio: number | null };
  events: { appendedHere: number; headPosition: number };
  projections: ProjectionFigures[];
  /** Null before pg-boss ever started on this database. */
  queues: QueueCounts[] | null;
  replicas: ReplicaHealth[];
}

/** A histogram's cumulative bucket: how many observations were at most `le` seconds. */
export interface Bucket {
  le: number;
  count: number;
}

/**
 * The q-quantile of cumulative buckets, interpolated linearly inside the bucket it falls in, as
 * PromQL's histogram_quantile does; past the last finite bucket it answers that bucket's bound.
 */
export function histogramQuantile(q: number, buckets: readonly Bucket[]): number | null {
  const sorted = [...buckets].sort((a, b) => a.le - b.le);
  const total = sorted.at(-1)?.count ?? 0;
  if (total === 0) return null;
  const rank = q * total;
  let lowerBound = 0;
  let lowerCount = 0;
  for (const bucket of sorted) {
    if (bucket.count >= rank) {
      if (!Number.isFinite(bucket.le)) return lowerBound;
      const inBucket = bucket.count - lowerCount;
      return inBucket === 0 ? bucket.le : lowerBound + (bucket.le - lowerBound) * ((rank - lowerCount) / inBucket);
    }
    lowerBound = bucket.le;
    lowerCount = bucket.count;
  }
  return lowerBound;
}

/** A value of a histogram's JSON (prom-client's get()): `_bucket`, `_sum` or `_count`. */
export interface HistogramValue {
  value: number;
  labels: Partial<Record<string, string | number>>;
  metricName?: string;
}

/**
 * Requests per method, route and locale from the duration histogram: counts, requests per second
 * over the process's life, p95 and 5xx answers.
 */
export function routeFigures(values: readonly HistogramValue[], uptimeSeconds: number): RouteFigures[] {
  const groups = new Map<string, { figures: RouteFigures; buckets: Map<number, number> }>();
  for (const { value, labels, metricName } of values) {
    const method = String(labels.method ?? "");
    const route = String(labels.route ?? "");
    const locale = String(labels.locale ?? "");
    const key = `${method} ${route} ${locale}`;
    const group = groups.get(key) ?? {
      figures: { method, route, locale, requests: 0, perSecond: 0, p95Seconds: null, serverErrors: 0 },
      buckets: new Map<number, number>(),
    };
    groups.set(key, group);
    if (metricName?.endsWith("_count")) {
      group.figures.requests += value;
      if (labels.status === "5xx") group.figures.serverErrors += value;
    } else if (metricName?.endsWith("_bucket")) {
      const le = labels.le === "+Inf" ? Number.POSITIVE_INFINITY : Number(labels.le);
      group.buckets.set(le, (group.buckets.get(le) ?? 0) + value);
    }
  }
  return [...groups.values()]
    .map(({ figures, buckets }) => ({
      ...figures,
      perSecond: uptimeSeconds > 0 ? figures.requests / uptimeSeconds : 0,
      p95Seconds: histogramQuantile(
        0.95,
        [...buckets].map(([le, count]) => ({ le, count })),
      ),
    }))
    .filter((figures) => figures.requests > 0)
    .sort((a, b) => b.requests - a.requests || a.route.localeCompare(b.route));
}

/** Hits among the requests the cache could have served (hits and misses; bypasses never could). */
export function hitRatio(counts: Record<PageCacheOutcome, number>): number | null {
  const eligible = counts.hit + counts.miss;
  return eligible === 0 ? null : counts.hit / eligible;
}
