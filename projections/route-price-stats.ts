import type { PricingEvent } from "../core/pricing/events.ts";
import { toBgn } from "../core/pricing/money.ts";
import { seasonKeyOf } from "../core/pricing/season.ts";
import { ident, type Projection } from "./projection.ts";

type FaresObserved = Extract<PricingEvent, { type: "FaresObserved" }>;

/**
 * route_price_stats: per route and season (departure month, plus "all"), the distribution of
 * observed prices in BGN, overall and split into direct and stopover fares.
 *
 * Medians need the samples, so the projection keeps its own narrow sample table and, after
 * each batch, recomputes only the routes that batch touched.
 */
export const routePriceStatsProjection: Projection = {
  name: "route_price_stats",
  version: 1,
  eventTypes: ["FaresObserved"],
  tables: ["route_price_samples", "route_price_stats"],

  async createTables(tx, schema) {
    const s = ident(schema);
    await tx.unsafe(`
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
      CREATE INDEX ON ${s}.route_price_samples (from_airport, to_airport);

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
    `);
  },

  async handle(tx, events, schema) {
    const s = ident(schema);
    const position: number[] = [];
    const index: number[] = [];
    const from: string[] = [];
    const to: string[] = [];
    const season: string[] = [];
    const direct: string[] = [];
    const price: number[] = [];
    for (const event of events as unknown as Array<FaresObserved & { globalPosition: number }>) {
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
    if (position.length === 0) return;
    await tx.unsafe(
      `INSERT INTO ${s}.route_price_samples
       SELECT * FROM unnest($1::bigint[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[]::bool[], $7::numeric[])
       ON CONFLICT DO NOTHING`,
      [position, index, from, to, season, direct, price] as never[],
    );
    await tx.unsafe(
      `WITH touched AS (
         SELECT DISTINCT f AS from_airport, t AS to_airport FROM unnest($1::text[], $2::text[]) AS r(f, t)
       ), grouped AS (
         SELECT p.from_airport, p.to_airport, COALESCE(p.season_key, 'all') AS season_key,
                count(*) AS sample_count,
                percentile_cont(0.5) WITHIN GROUP (ORDER BY p.price_bgn) AS median,
                avg(p.price_bgn) AS mean, COALESCE(stddev_samp(p.price_bgn), 0) AS stddev,
                min(p.price_bgn) AS min, max(p.price_bgn) AS max,
                count(*) FILTER (WHERE p.is_direct_flight) AS direct_count,
                percentile_cont(0.5) WITHIN GROUP (ORDER BY p.price_bgn) FILTER (WHERE p.is_direct_flight) AS direct_median,
                avg(p.price_bgn) FILTER (WHERE p.is_direct_flight) AS direct_mean,
                stddev_samp(p.price_bgn) FILTER (WHERE p.is_direct_flight) AS direct_stddev,
                min(p.price_bgn) FILTER (WHERE p.is_direct_flight) AS direct_min,
                max(p.price_bgn) FILTER (WHERE p.is_direct_flight) AS direct_max,
                count(*) FILTER (WHERE NOT p.is_direct_flight) AS stopover_count,
                percentile_cont(0.5) WITHIN GROUP (ORDER BY p.price_bgn) FILTER (WHERE NOT p.is_direct_flight) AS stopover_median,
                avg(p.price_bgn) FILTER (WHERE NOT p.is_direct_flight) AS stopover_mean,
                stddev_samp(p.price_bgn) FILTER (WHERE NOT p.is_direct_flight) AS stopover_stddev,
                min(p.price_bgn) FILTER (WHERE NOT p.is_direct_flight) AS stopover_min,
                max(p.price_bgn) FILTER (WHERE NOT p.is_direct_flight) AS stopover_max,
                max(p.event_position) AS last_event_position
           FROM ${s}.route_price_samples p
           JOIN touched USING (from_airport, to_airport)
          GROUP BY GROUPING SETS ((p.from_airport, p.to_airport, p.season_key), (p.from_airport, p.to_airport))
       )
       INSERT INTO ${s}.route_price_stats AS r
       SELECT from_airport, to_airport, season_key, 'BGN', sample_count, median, mean, stddev, min, max,
              direct_count, direct_median, direct_mean, direct_stddev, direct_min, direct_max,
              stopover_count, stopover_median, stopover_mean, stopover_stddev, stopover_min, stopover_max,
              last_event_position
         FROM grouped
       ON CONFLICT (from_airport, to_airport, season_key) DO UPDATE SET
         sample_count = EXCLUDED.sample_count, median = EXCLUDED.median, mean = EXCLUDED.mean,
         stddev = EXCLUDED.stddev, min = EXCLUDED.min, max = EXCLUDED.max,
         direct_count = EXCLUDED.direct_count, direct_median = EXCLUDED.direct_median,
         direct_mean = EXCLUDED.direct_mean, direct_stddev = EXCLUDED.direct_stddev,
         direct_min = EXCLUDED.direct_min, direct_max = EXCLUDED.direct_max,
         stopover_count = EXCLUDED.stopover_count, stopover_median = EXCLUDED.stopover_median,
         stopover_mean = EXCLUDED.stopover_mean, stopover_stddev = EXCLUDED.stopover_stddev,
         stopover_min = EXCLUDED.stopover_min, stopover_max = EXCLUDED.stopover_max,
         last_event_position = EXCLUDED.last_event_position`,
      [from, to] as never[],
    );
  },
};
