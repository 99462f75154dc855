import type { BindingEvent } from "../../core/crawling/events.ts";
import type { PricingEvent } from "../../core/pricing/events.ts";
import type { RecheckEvent } from "../../core/recheck/events.ts";
import { sofiaDate } from "../../core/time/clock.ts";
import { createTablesSql, ident, type Projection } from "../projection.ts";

type Folded =
  | Extract<PricingEvent, { type: "FaresObserved" }>
  | Extract<BindingEvent, { type: "SearchBindingCrawled" }>
  | RecheckEvent;

/** A binding crawl recorded before crawls named their source. */
export const UNRECORDED_SOURCE = "unrecorded";

interface VolumeCount {
  day: string;
  source: string;
  from: string;
  crawls: number;
  fares: number;
  lastObservedAt: string;
}

interface OutcomeCount {
  day: string;
  source: string;
  crawls: number;
  errors: number;
  lastError: string | null;
  lastErrorAt: string | null;
}

/**
 * What each fare source did, per Sofia day: crawl_volume counts the route crawls it answered and
 * their fares per departure airport (what /nimda/crawling sets against the crawl budget);
 * crawl_outcomes counts the binding crawls and those that failed, with the last error (the
 * source's health on /nimda and in /metrics); fare_recheck_drops counts the deals held back
 * because their fare was gone or dearer when asked again before sending.
 */
export const fareSourcesProjection: Projection<Folded> = {
  name: "fare_sources",
  version: 1,
  eventTypes: ["FaresObserved", "SearchBindingCrawled", "FareRecheckDropped"],
  tables: ["crawl_volume", "crawl_outcomes", "fare_recheck_drops"],

  createTables: createTablesSql(
    (s) => `
      CREATE TABLE ${s}.crawl_volume (
        day              date NOT NULL,
        source           text NOT NULL,
        from_airport     text NOT NULL,
        crawls           integer NOT NULL,
        fares            integer NOT NULL,
        last_observed_at timestamptz NOT NULL,
        PRIMARY KEY (day, source, from_airport)
      );
      CREATE TABLE ${s}.crawl_outcomes (
        day           date NOT NULL,
        source        text NOT NULL,
        crawls        integer NOT NULL,
        errors        integer NOT NULL,
        last_error    text,
        last_error_at timestamptz,
        PRIMARY KEY (day, source)
      );
      CREATE TABLE ${s}.fare_recheck_drops (
        day     date NOT NULL,
        channel text NOT NULL,
        outcome text NOT NULL,
        drops   integer NOT NULL,
        PRIMARY KEY (day, channel, outcome)
      );
    `,
  ),

  async handle(tx, events, schema) {
    const s = ident(schema);
    const volume = new Map<string, VolumeCount>();
    const outcomes = new Map<string, OutcomeCount>();
    const drops = new Map<string, { day: string; channel: string; outcome: string; drops: number }>();
    for (const event of events) {
      if (event.type === "FareRecheckDropped") {
        const { channel, outcome, checkedAt } = event.data;
        const day = sofiaDate(new Date(checkedAt));
        const key = `${day} ${channel} ${outcome}`;
        const count = drops.get(key) ?? { day, channel, outcome, drops: 0 };
        count.drops += 1;
        drops.set(key, count);
      } else if (event.type === "FaresObserved") {
        const { source, fromAirport, observedAt } = event.data;
        const day = sofiaDate(new Date(observedAt));
        const key = `${day} ${source} ${fromAirport}`;
        const count = volume.get(key) ?? {
          day,
          source,
          from: fromAirport,
          crawls: 0,
          fares: 0,
          lastObservedAt: observedAt,
        };
        count.crawls += 1;
        count.fares += event.data.observations.length;
        if (observedAt > count.lastObservedAt) count.lastObservedAt = observedAt;
        volume.set(key, count);
      } else {
        const { at, status, error } = event.data;
        const source = event.data.source ?? UNRECORDED_SOURCE;
        const day = sofiaDate(new Date(at));
        const key = `${day} ${source}`;
        const count = outcomes.get(key) ?? { day, source, crawls: 0, errors: 0, lastError: null, lastErrorAt: null };
        count.crawls += 1;
        if (status === "error" && (count.lastErrorAt === null || at >= count.lastErrorAt)) {
          count.lastError = error;
          count.lastErrorAt = at;
        }
        if (status === "error") count.errors += 1;
        outcomes.set(key, count);
      }
    }
    if (volume.size > 0) {
      const rows = [...volume.values()];
      await tx.unsafe(
        `INSERT INTO ${s}.crawl_volume AS v (day, source, from_airport, crawls, fares, last_observed_at)
         SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::int[], $5::int[], $6::timestamptz[])
         ON CONFLICT (day, source, from_airport) DO UPDATE
           SET crawls = v.crawls + EXCLUDED.crawls, fares = v.fares + EXCLUDED.fares,
               last_observed_at = greatest(v.last_observed_at, EXCLUDED.last_observed_at)`,
        [
          rows.map((r) => r.day),
          rows.map((r) => r.source),
          rows.map((r) => r.from),
          rows.map((r) => r.crawls),
          rows.map((r) => r.fares),
          rows.map((r) => r.lastObservedAt),
        ] as never[],
      );
    }
    if (drops.size > 0) {
      const rows = [...drops.values()];
      await tx.unsafe(
        `INSERT INTO ${s}.fare_recheck_drops AS d (day, channel, outcome, drops)
         SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::int[])
         ON CONFLICT (day, channel, outcome) DO UPDATE SET drops = d.drops + EXCLUDED.drops`,
        [
          rows.map((r) => r.day),
          rows.map((r) => r.channel),
          rows.map((r) => r.outcome),
          rows.map((r) => r.drops),
        ] as never[],
      );
    }
    if (outcomes.size > 0) {
      const rows = [...outcomes.values()];
      await tx.unsafe(
        `INSERT INTO ${s}.crawl_outcomes AS o (day, source, crawls, errors, last_error, last_error_at)
         SELECT * FROM unnest($1::date[], $2::text[], $3::int[], $4::int[], $5::text[], $6::timestamptz[])
         ON CONFLICT (day, source) DO UPDATE
           SET crawls = o.crawls + EXCLUDED.crawls, errors = o.errors + EXCLUDED.errors,
               last_error = CASE WHEN EXCLUDED.last_error_at >= o.last_error_at OR o.last_error_at IS NULL
                                 THEN COALESCE(EXCLUDED.last_error, o.last_error) ELSE o.last_error END,
               last_error_at = greatest(o.last_error_at, EXCLUDED.last_error_at)`,
        [
          rows.map((r) => r.day),
          rows.map((r) => r.source),
          rows.map((r) => r.crawls),
          rows.map((r) => r.errors),
          rows.map((r) => r.lastError),
          rows.map((r) => r.lastErrorAt),
        ] as never[],
      );
    }
  },
};
