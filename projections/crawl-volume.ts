import type { PricingEvent } from "../core/pricing/events.ts";
import { sofiaDate } from "../core/time/clock.ts";
import { ident, type Projection } from "./projection.ts";

type Folded = Extract<PricingEvent, { type: "FaresObserved" }>;

/**
 * crawl_volume: how many route crawls each fare source answered, and with how many fares, per
 * departure airport and Sofia day. What /nimda/crawling sets against the crawl budget.
 */
export const crawlVolumeProjection: Projection<Folded> = {
  name: "crawl_volume",
  version: 1,
  eventTypes: ["FaresObserved"],
  tables: ["crawl_volume"],

  async createTables(tx, schema) {
    const s = ident(schema);
    await tx.unsafe(`
      CREATE TABLE ${s}.crawl_volume (
        day          date NOT NULL,
        source       text NOT NULL,
        from_airport text NOT NULL,
        crawls       integer NOT NULL,
        fares        integer NOT NULL,
        PRIMARY KEY (day, source, from_airport)
      );
    `);
  },

  async handle(tx, events, schema) {
    const counts = new Map<string, { day: string; source: string; from: string; crawls: number; fares: number }>();
    for (const event of events) {
      const day = sofiaDate(new Date(event.data.observedAt));
      const key = `${day} ${event.data.source} ${event.data.fromAirport}`;
      const count = counts.get(key) ?? {
        day,
        source: event.data.source,
        from: event.data.fromAirport,
        crawls: 0,
        fares: 0,
      };
      count.crawls += 1;
      count.fares += event.data.observations.length;
      counts.set(key, count);
    }
    if (counts.size === 0) return;
    const rows = [...counts.values()];
    await tx.unsafe(
      `INSERT INTO ${ident(schema)}.crawl_volume (day, source, from_airport, crawls, fares)
       SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::int[], $5::int[])
       ON CONFLICT (day, source, from_airport) DO UPDATE
         SET crawls = crawl_volume.crawls + EXCLUDED.crawls, fares = crawl_volume.fares + EXCLUDED.fares`,
      [
        rows.map((r) => r.day),
        rows.map((r) => r.source),
        rows.map((r) => r.from),
        rows.map((r) => r.crawls),
        rows.map((r) => r.fares),
      ] as never[],
    );
  },
};
