import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Sql } from "../../core/db/database.ts";
import { JOB_STATES, type QueueCounts, queueCounts } from "../../core/jobs/queues.ts";
import { type Clock, systemClock } from "../../core/time/clock.ts";
import type { FareSourceHealth, RecheckDrops } from "../../projections/pricing/fare-source-queries.ts";
import type { ProjectionRunner, ProjectionStatus } from "../../projections/runner.ts";
import type { PageCacheOutcome } from "../middleware/page-cache.ts";
import { type HistogramValue, hitRatio, type MetricsSnapshot, type ReplicaHealth, routeFigures } from "./summary.ts";
import type { HttpMetrics, RequestObservation } from "./types.ts";

export const METRICS_PREFIX = "flydealsbg_";

/** Seconds: a cached page answers in about a millisecond, an uncached one in tens, a slow one in seconds. */
const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface MetricsSources {
  /** The primary: the event store, the checkpoints and pg-boss's tables live there. */
  sql: Sql;
  projections: ProjectionRunner;
  /** The read replicas' health (DATABASE_READ_URL), when there are any. */
  replicas?: () => readonly ReplicaHealth[];
  /** When the process started counting (uptime and requests per second); now when left out. */
  startedAt?: Date;
  clock?: Clock;
  /** Node's process metrics (CPU, memory, event loop lag, GC); off in tests that want a short output. */
  processMetrics?: boolean;
  /** Each fare source's health (projections/pricing/fare-source-queries.ts), read at scrape time. */
  fareSources?: () => Promise<readonly FareSourceHealth[]>;
  /** Deals held back per channel because their fare had changed, ever (read at scrape time). */
  recheckDrops?: () => Promise<readonly RecheckDrops[]>;
}

export interface AppMetrics extends HttpMetrics {
  readonly registry: Registry;
  /** Events a committed append wrote (the kernel's store calls it: scripts/kernel.ts onAppended). */
  eventsAppended(count: number): void;
  /** A round of the page warmer (http/page-warmer.ts): what it rendered, skipped and spent. */
  observeWarmRound(round: { rendered: number; skipped: number; renderMs: number }): void;
}

/**
 * Shares one pending query among the gauges a scrape collects at once (prom-client starts every
 * collect() together): the projections' status is read once per scrape, not three times.
 */
function shared<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().finally(() => {
      pending = null;
    });
    return pending;
  };
}

/**
 * The Prometheus metrics of one app: a registry of its own (not prom-client's global one), so
 * tests and several apps in one process never see each other's series. Request and page-cache
 * figures are counted as they happen; the database's (event store head, projection lag, job
 * queues) are read at scrape time, one query each.
 */
export function createMetrics(sources: MetricsSources): AppMetrics {
  const clock = sources.clock ?? systemClock;
  const startedAt = sources.startedAt ?? clock();
  const registry = new Registry();
  if (sources.processMetrics ?? true) collectDefaultMetrics({ register: registry, prefix: METRICS_PREFIX });

  const requestLabels = ["method", "route", "locale", "status"] as const;
  const requests = new Counter({
    name: `${METRICS_PREFIX}http_requests_total`,
    help: "HTTP requests answered, by method, route pattern, page language and status class",
    labelNames: requestLabels,
    registers: [registry],
  });
  const durations = new Histogram({
    name: `${METRICS_PREFIX}http_request_duration_seconds`,
    help: "Time from the request to the response's headers, by method, route pattern, page language and status class",
    labelNames: requestLabels,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const pageCache = new Counter({
    name: `${METRICS_PREFIX}page_cache_requests_total`,
    help: "Page requests by what the page cache did: hit (served from memory), miss (rendered, keepable), bypass (rendered, never keepable)",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  for (const result of ["hit", "miss", "bypass"] as const) pageCache.inc({ result }, 0);
  const warmed = new Counter({
    name: `${METRICS_PREFIX}page_warmer_renders_total`,
    help: "Pages the page warmer rendered again ahead of visitors (rendered) or left to stale-while-revalidate for want of budget (skipped)",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  for (const result of ["rendered", "skipped"] as const) warmed.inc({ result }, 0);
  const warmSeconds = new Counter({
    name: `${METRICS_PREFIX}page_warmer_render_seconds_total`,
    help: "Time the page warmer spent rendering (its budget: WARM_BUDGET_MS_PER_MINUTE in http/page-warmer.ts)",
    registers: [registry],
  });
  const appended = new Counter({
    name: `${METRICS_PREFIX}events_appended_total`,
    help: "Events appended through this process's event store",
    registers: [registry],
  });

  const head = new Gauge({
    name: `${METRICS_PREFIX}event_store_head_position`,
    help: "The highest global position in the event store (its rate is the append rate of every instance)",
    registers: [registry],
    async collect() {
      const [row] = await sources.sql<{ head: string | number }[]>`
        SELECT coalesce(max(global_position), 0) AS head FROM events`;
      this.set(Number(row?.head ?? 0));
    },
  });

  const statuses = shared(() => sources.projections.status());
  const collectStatuses = (read: (status: ProjectionStatus) => number) =>
    async function (this: Gauge<"projection">) {
      this.reset();
      for (const status of await statuses()) this.set({ projection: status.name }, read(status));
    };
  new Gauge({
    name: `${METRICS_PREFIX}projection_position`,
    help: "Global position of the last event folded into the projection's active generation",
    labelNames: ["projection"] as const,
    registers: [registry],
    collect: collectStatuses((status) => status.position),
  });
  new Gauge({
    name: `${METRICS_PREFIX}projection_lag_events`,
    help: "Events of the projection's types not folded yet (counted up to 1,000,000)",
    labelNames: ["projection"] as const,
    registers: [registry],
    collect: collectStatuses((status) => status.lag),
  });
  new Gauge({
    name: `${METRICS_PREFIX}projection_subscription_owner`,
    help: "1 when this instance holds the projection's subscription lock and folds it, 0 when another does",
    labelNames: ["projection"] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [projection, owner] of sources.projections.ownership()) this.set({ projection }, owner ? 1 : 0);
    },
  });

  const queues = shared(() => queueCounts(sources.sql));
  new Gauge({
    name: `${METRICS_PREFIX}jobs`,
    help: "pg-boss jobs by queue and state (created, retry, active, completed, cancelled, failed)",
    labelNames: ["queue", "state"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const queue of (await queues()) ?? []) {
        for (const state of JOB_STATES) this.set({ queue: queue.name, state }, queue.counts[state]);
      }
    },
  });
  new Gauge({
    name: `${METRICS_PREFIX}job_queue_depth`,
    help: "pg-boss jobs waiting to run (created and retry) by queue",
    labelNames: ["queue"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const queue of (await queues()) ?? []) {
        this.set({ queue: queue.name }, queue.counts.created + queue.counts.retry);
      }
    },
  });

  const fareSources = sources.fareSources ? shared(sources.fareSources) : null;
  const collectFareSources = (read: (health: FareSourceHealth) => number | null) =>
    async function (this: Gauge<"source">) {
      this.reset();
      for (const health of (await fareSources?.()) ?? []) {
        const value = read(health);
        if (value !== null) this.set({ source: health.source }, value);
      }
    };
  if (fareSources) {
    new Gauge({
      name: `${METRICS_PREFIX}fare_source_last_success_timestamp_seconds`,
      help: "When the fare source last answered with fares (Unix time)",
      labelNames: ["source"] as const,
      registers: [registry],
      collect: collectFareSources((h) => (h.lastSuccessAt ? h.lastSuccessAt.getTime() / 1000 : null)),
    });
    new Gauge({
      name: `${METRICS_PREFIX}fare_source_route_crawls`,
      help: "Route crawls the fare source answered since yesterday (Sofia)",
      labelNames: ["source"] as const,
      registers: [registry],
      collect: collectFareSources((h) => h.routeCrawls),
    });
    new Gauge({
      name: `${METRICS_PREFIX}fare_source_fares_per_crawl`,
      help: "Fares per route crawl since yesterday (Sofia)",
      labelNames: ["source"] as const,
      registers: [registry],
      collect: collectFareSources((h) => h.faresPerCrawl),
    });
    new Gauge({
      name: `${METRICS_PREFIX}fare_source_error_ratio`,
      help: "Share of binding crawls since yesterday (Sofia) that failed",
      labelNames: ["source"] as const,
      registers: [registry],
      collect: collectFareSources((h) => h.errorRate),
    });
  }

  const drops = sources.recheckDrops;
  if (drops) {
    new Gauge({
      name: `${METRICS_PREFIX}fare_recheck_drops`,
      help: "Deals not sent because their fare was gone or at least 5 % dearer when asked again, ever, by channel",
      labelNames: ["channel", "outcome"] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const row of await drops()) {
          this.set({ channel: row.channel, outcome: "gone" }, row.gone);
          this.set({ channel: row.channel, outcome: "dearer" }, row.dearer);
        }
      },
    });
  }

  const replicas = sources.replicas;
  new Gauge({
    name: `${METRICS_PREFIX}replica_lag_seconds`,
    help: "How far each read replica's replay is behind the primary (absent while it cannot be measured)",
    labelNames: ["replica"] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const replica of replicas?.() ?? []) {
        if (replica.lagMs !== null) this.set({ replica: replica.name }, replica.lagMs / 1000);
      }
    },
  });
  new Gauge({
    name: `${METRICS_PREFIX}replica_healthy`,
    help: "1 while a read replica is used for reads, 0 while it is skipped (unreachable or too far behind)",
    labelNames: ["replica"] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const replica of replicas?.() ?? []) this.set({ replica: replica.name }, replica.healthy ? 1 : 0);
    },
  });

  const valuesOf = async (metric: { get(): Promise<{ values: HistogramValue[] }> }) => (await metric.get()).values;

  return {
    registry,
    observeRequest(observation: RequestObservation) {
      const { seconds, ...labels } = observation;
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    observePageCache(outcome: PageCacheOutcome) {
      pageCache.inc({ result: outcome });
    },
    observeWarmRound(round: { rendered: number; skipped: number; renderMs: number }) {
      warmed.inc({ result: "rendered" }, round.rendered);
      warmed.inc({ result: "skipped" }, round.skipped);
      warmSeconds.inc(round.renderMs / 1000);
    },
    eventsAppended(count: number) {
      appended.inc(count);
    },
    async exposition() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
    async snapshot(): Promise<MetricsSnapshot> {
      const uptimeSeconds = Math.max(0, (clock().getTime() - startedAt.getTime()) / 1000);
      const [durationValues, cacheValues, appendedValues, headValues, projectionStatuses, ownership, queueRows] =
        await Promise.all([
          valuesOf(durations),
          valuesOf(pageCache),
          valuesOf(appended),
          valuesOf(head),
          statuses(),
          Promise.resolve(sources.projections.ownership()),
          queues(),
        ]);
      const cache = { hit: 0, miss: 0, bypass: 0 };
      for (const { labels, value } of cacheValues) cache[labels.result as PageCacheOutcome] = value;
      return {
        uptimeSeconds,
        routes: routeFigures(durationValues, uptimeSeconds),
        pageCache: { ...cache, hitRatio: hitRatio(cache) },
        events: { appendedHere: appendedValues[0]?.value ?? 0, headPosition: headValues[0]?.value ?? 0 },
        projections: projectionStatuses.map((status) => ({
          name: status.name,
          position: status.position,
          lag: status.lag,
          owner: ownership.get(status.name) ?? false,
        })),
        queues: queueRows as QueueCounts[] | null,
        replicas: [...(replicas?.() ?? [])],
      };
    },
  };
}
