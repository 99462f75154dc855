import type { PricingEvent } from "../../core/pricing/events.ts";
import { toBgn } from "../../core/pricing/money.ts";
import { seasonKeyOf } from "../../core/pricing/season.ts";
import { createTablesSql, ident, type Projection } from "../projection.ts";

type FaresObserved = Extract<PricingEvent, { type: "FaresObserved" }>;

/**
 * route_price_stats: per route and season (departure month, plus "all"), the distribution of
 * observed prices in BGN, overall and split into direct and stopover fares.
 * route_first_seen: when each route's first crawl was recorded (its stream's first event), which
 * deal detection reads for the "new route" badge.
 *
 * Kept current incrementally (docs/decisions/0017-incremental-route-stats.md): each batch adds
 * its fares to running moments (count, sum, sum of squares, min, max) and to a histogram of
 * whole-BGN buckets. A median then needs only the histogram to find the bucket holding the
 * middle rank and an index range scan inside that one bucket for the exact value, so the cost
 * of a batch is bounded by the price range of the groups it touched, not by their history.
 */
export const routePriceStatsProjection: Projection<FaresObserved> = {
  name: "route_price_stats",
  // 3: route_first_seen, so that deal detection reads a route's age here, not in the event log
  version: 3,
  eventTypes: ["FaresObserved"],
  tables: [
    "route_price_samples",
    "route_price_moments",
    "route_price_buckets",
    "route_price_stats",
    "route_first_seen",
  ],

  createTables: createTablesSql(
    (s) => `
      CREATE TABLE ${s}.route_price_samples (
        event_position    bigint NOT NULL,
        observation_index integer NOT NULL,
        from_airport      text NOT NULL,
        to_airport        text NOT NULL,
        season_key        text NOT NULL,
        is_direct_flight  boolean NOT NULL,
        price_bgn         numeric(12,2) NOT NULL,
        PRIMARY KEY (event_position, observation_index)
      );
      CREATE INDEX ON ${s}.route_price_samples (from_airport, to_airport, price_bgn);

      -- season_key here includes 'all'; one row per direct flag
      CREATE TABLE ${s}.route_price_moments (
        from_airport     text NOT NULL,
        to_airport       text NOT NULL,
        season_key       text NOT NULL,
        is_direct_flight boolean NOT NULL,
        n                bigint NOT NULL,
        total            numeric NOT NULL,
        total_squares    numeric NOT NULL,
        min              numeric(12,2) NOT NULL,
        max              numeric(12,2) NOT NULL,
        last_event_position bigint NOT NULL,
        PRIMARY KEY (from_airport, to_airport, season_key, is_direct_flight)
      );

      CREATE TABLE ${s}.route_price_buckets (
        from_airport     text NOT NULL,
        to_airport       text NOT NULL,
        season_key       text NOT NULL,
        is_direct_flight boolean NOT NULL,
        bucket           integer NOT NULL,
        n                bigint NOT NULL,
        PRIMARY KEY (from_airport, to_airport, season_key, is_direct_flight, bucket)
      );

      CREATE TABLE ${s}.route_price_stats (
        from_airport     text NOT NULL,
        to_airport       text NOT NULL,
        season_key       text NOT NULL,
        currency         text NOT NULL DEFAULT 'BGN',
        sample_count     integer NOT NULL,
        median           numeric(12,2) NOT NULL,
        mean             numeric(12,2) NOT NULL,
        stddev           numeric(12,2) NOT NULL,
        min              numeric(12,2) NOT NULL,
        max              numeric(12,2) NOT NULL,
        direct_count     integer NOT NULL,
        direct_median    numeric(12,2),
        direct_mean      numeric(12,2),
        direct_stddev    numeric(12,2),
        direct_min       numeric(12,2),
        direct_max       numeric(12,2),
        stopover_count   integer NOT NULL,
        stopover_median  numeric(12,2),
        stopover_mean    numeric(12,2),
        stopover_stddev  numeric(12,2),
        stopover_min     numeric(12,2),
        stopover_max     numeric(12,2),
        last_event_position bigint NOT NULL,
        PRIMARY KEY (from_airport, to_airport, season_key)
      );

      -- a route's first FaresObserved is its stream's first event; null when it had no observedAt
      CREATE TABLE ${s}.route_first_seen (
        from_airport  text NOT NULL,
        to_airport    text NOT NULL,
        first_seen_at timestamptz,
        PRIMARY KEY (from_airport, to_airport)
      );
    `,
  ),

  async handle(tx, events, schema) {
    const s = ident(schema);
    const position: number[] = [];
    const index: number[] = [];
    const from: string[] = [];
    const to: string[] = [];
    const season: string[] = [];
    const direct: string[] = [];
    const price: number[] = [];
    const firstSeen = new Map<string, { from: string; to: string; at: string | null }>();
    for (const event of events) {
      const route = `${event.data.fromAirport}-${event.data.toAirport}`;
      if (!firstSeen.has(route)) {
        firstSeen.set(route, {
          from: event.data.fromAirport,
          to: event.data.toAirport,
          at: event.data.observedAt ?? null,
        });
      }
      event.data.observations.forEach((o, i) => {
        position.push(event.globalPosition);
        index.push(i);
        from.push(o.fromAirport);
        to.push(o.toAirport);
        season.push(seasonKeyOf(o.flightDate));
        direct.push(String(o.isDirectFlight));
        price.push(toBgn(o.price, o.currency));
      });
    }
    // events come in log order: the batch's first of a route is its first ever unless one is stored
    const seen = [...firstSeen.values()];
    await tx.unsafe(
      `INSERT INTO ${s}.route_first_seen
       SELECT * FROM unnest($1::text[], $2::text[], $3::timestamptz[]) ON CONFLICT DO NOTHING`,
      [seen.map((r) => r.from), seen.map((r) => r.to), seen.map((r) => r.at)] as never[],
      { prepare: true },
    );
    if (position.length === 0) return;
    const touched = await tx.unsafe<{ from_airport: string; to_airport: string; season_key: string }[]>(
      ADD_SAMPLES.replaceAll("$schema", s),
      [position, index, from, to, season, direct, price] as never[],
      { prepare: true },
    );
    await tx.unsafe(
      REFRESH_STATS.replaceAll("$schema", s),
      [
        touched.map((t) => t.from_airport),
        touched.map((t) => t.to_airport),
        touched.map((t) => t.season_key),
      ] as never[],
      { prepare: true },
    );
  },
};

/**
 * Stores the batch's samples (a replayed event adds nothing: only rows actually inserted are
 * counted) and adds them to the moments and buckets of their month and of "all".
 */
const ADD_SAMPLES = `
  WITH inserted AS (
    INSERT INTO $schema.route_price_samples
    SELECT * FROM unnest($1::bigint[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[]::bool[], $7::numeric[])
    ON CONFLICT DO NOTHING
    RETURNING *
  ), expanded AS (
    SELECT from_airport, to_airport, season_key, is_direct_flight, price_bgn, event_position FROM inserted
    UNION ALL
    SELECT from_airport, to_airport, 'all', is_direct_flight, price_bgn, event_position FROM inserted
  ), moments AS (
    INSERT INTO $schema.route_price_moments AS m
    SELECT from_airport, to_airport, season_key, is_direct_flight, count(*), sum(price_bgn),
           sum(price_bgn * price_bgn), min(price_bgn), max(price_bgn), max(event_position)
      FROM expanded GROUP BY 1, 2, 3, 4
    ON CONFLICT (from_airport, to_airport, season_key, is_direct_flight) DO UPDATE SET
      n = m.n + EXCLUDED.n, total = m.total + EXCLUDED.total,
      total_squares = m.total_squares + EXCLUDED.total_squares,
      min = LEAST(m.min, EXCLUDED.min), max = GREATEST(m.max, EXCLUDED.max),
      last_event_position = GREATEST(m.last_event_position, EXCLUDED.last_event_position)
  ), buckets AS (
    INSERT INTO $schema.route_price_buckets AS b
    SELECT from_airport, to_airport, season_key, is_direct_flight, floor(price_bgn)::int, count(*)
      FROM expanded GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (from_airport, to_airport, season_key, is_direct_flight, bucket) DO UPDATE SET n = b.n + EXCLUDED.n
  )
  SELECT DISTINCT from_airport, to_airport, season_key FROM expanded`;

/**
 * Rewrites the stats rows of the touched (route, season) groups for three kinds of fare: any,
 * direct and stopover. The median is percentile_cont(0.5): the mean of the values at ranks
 * floor((n-1)/2) and floor(n/2), each found in its histogram bucket.
 */
const REFRESH_STATS = `
  WITH touched AS (
    SELECT * FROM unnest($1::text[], $2::text[], $3::text[]) AS t(from_airport, to_airport, season_key)
  ), kinds AS (
    SELECT * FROM (VALUES ('any'), ('direct'), ('stopover')) AS k(kind)
  ), moments AS (
    SELECT t.from_airport, t.to_airport, t.season_key, k.kind,
           sum(m.n)::bigint AS n, sum(m.total) AS total, sum(m.total_squares) AS total_squares,
           min(m.min) AS min, max(m.max) AS max, max(m.last_event_position) AS last_event_position
      FROM touched t CROSS JOIN kinds k
      JOIN $schema.route_price_moments m
        ON m.from_airport = t.from_airport AND m.to_airport = t.to_airport AND m.season_key = t.season_key
       AND (k.kind = 'any' OR m.is_direct_flight = (k.kind = 'direct'))
     GROUP BY 1, 2, 3, 4
  ), histogram AS (
    SELECT t.from_airport, t.to_airport, t.season_key, k.kind, b.bucket, sum(b.n)::bigint AS n
      FROM touched t CROSS JOIN kinds k
      JOIN $schema.route_price_buckets b
        ON b.from_airport = t.from_airport AND b.to_airport = t.to_airport AND b.season_key = t.season_key
       AND (k.kind = 'any' OR b.is_direct_flight = (k.kind = 'direct'))
     GROUP BY 1, 2, 3, 4, 5
  ), cumulative AS (
    SELECT h.*, sum(h.n) OVER (PARTITION BY from_airport, to_airport, season_key, kind ORDER BY bucket) AS through
      FROM histogram h
  ), ranks AS (
    SELECT m.from_airport, m.to_airport, m.season_key, m.kind, r.rank
      FROM moments m CROSS JOIN LATERAL (VALUES ((m.n - 1) / 2), (m.n / 2)) AS r(rank)
  ), located AS (
    SELECT r.from_airport, r.to_airport, r.season_key, r.kind, c.bucket, r.rank - (c.through - c.n) AS offset_in_bucket
      FROM ranks r
      JOIN cumulative c
        ON c.from_airport = r.from_airport AND c.to_airport = r.to_airport
       AND c.season_key = r.season_key AND c.kind = r.kind
       AND c.through > r.rank AND c.through - c.n <= r.rank
  ), medians AS (
    SELECT l.from_airport, l.to_airport, l.season_key, l.kind,
           avg((SELECT s.price_bgn FROM $schema.route_price_samples s
                 WHERE s.from_airport = l.from_airport AND s.to_airport = l.to_airport
                   AND s.price_bgn >= l.bucket AND s.price_bgn < l.bucket + 1
                   AND (l.season_key = 'all' OR s.season_key = l.season_key)
                   AND (l.kind = 'any' OR s.is_direct_flight = (l.kind = 'direct'))
                 ORDER BY s.price_bgn OFFSET l.offset_in_bucket LIMIT 1)) AS median
      FROM located l
     GROUP BY 1, 2, 3, 4
  ), summary AS (
    SELECT m.*, d.median, m.total / m.n AS mean,
           CASE WHEN m.n > 1 THEN sqrt(GREATEST((m.total_squares - m.total * m.total / m.n) / (m.n - 1), 0)) END AS stddev
      FROM moments m
      JOIN medians d USING (from_airport, to_airport, season_key, kind)
  )
  INSERT INTO $schema.route_price_stats AS r
  SELECT from_airport, to_airport, season_key, 'BGN',
         max(n) FILTER (WHERE kind = 'any'), max(median) FILTER (WHERE kind = 'any'),
         max(mean) FILTER (WHERE kind = 'any'), COALESCE(max(stddev) FILTER (WHERE kind = 'any'), 0),
         max(min) FILTER (WHERE kind = 'any'), max(max) FILTER (WHERE kind = 'any'),
         COALESCE(max(n) FILTER (WHERE kind = 'direct'), 0), max(median) FILTER (WHERE kind = 'direct'),
         max(mean) FILTER (WHERE kind = 'direct'), max(stddev) FILTER (WHERE kind = 'direct'),
         max(min) FILTER (WHERE kind = 'direct'), max(max) FILTER (WHERE kind = 'direct'),
         COALESCE(max(n) FILTER (WHERE kind = 'stopover'), 0), max(median) FILTER (WHERE kind = 'stopover'),
         max(mean) FILTER (WHERE kind = 'stopover'), max(stddev) FILTER (WHERE kind = 'stopover'),
         max(min) FILTER (WHERE kind = 'stopover'), max(max) FILTER (WHERE kind = 'stopover'),
         max(last_event_position)
    FROM summary
   GROUP BY from_airport, to_airport, season_key
  ON CONFLICT (from_airport, to_airport, season_key) DO UPDATE SET
    sample_count = EXCLUDED.sample_count, median = EXCLUDED.median, mean = EXCLUDED.mean,
    stddev = EXCLUDED.stddev, min = EXCLUDED.min, max = EXCLUDED.max,
    direct_count = EXCLUDED.direct_count, direct_median = EXCLUDED.direct_median,
    direct_mean = EXCLUDED.direct_mean, direct_stddev = EXCLUDED.direct_stddev,
    direct_min = EXCLUDED.direct_min, direct_max = EXCLUDED.direct_max,
    stopover_count = EXCLUDED.stopover_count, stopover_median = EXCLUDED.stopover_median,
    stopover_mean = EXCLUDED.stopover_mean, stopover_stddev = EXCLUDED.stopover_stddev,
    stopover_min = EXCLUDED.stopover_min, stopover_max = EXCLUDED.stopover_max,
    last_event_position = EXCLUDED.last_event_position`;
