import { BEST_DEALS_EVENT_TYPES, type BestDealsRankedEvent } from "../../core/deals/events.ts";
import { ident, type Projection } from "../projection.ts";

/** best_deals_cache: the latest ranking of live deals, replaced as a whole by each new ranking. */
export const bestDealsProjection: Projection<BestDealsRankedEvent> = {
  name: "best_deals",
  version: 1,
  eventTypes: BEST_DEALS_EVENT_TYPES,
  tables: ["best_deals_cache"],

  async createTables(tx, schema) {
    await tx.unsafe(`
      CREATE TABLE ${ident(schema)}.best_deals_cache (
        deal_id uuid PRIMARY KEY, rank integer NOT NULL, score numeric(8,2) NOT NULL, score_breakdown jsonb NOT NULL,
        popularity_tier text NOT NULL, refreshed_at timestamptz NOT NULL, ttl_seconds integer NOT NULL
      );
      CREATE INDEX ON ${ident(schema)}.best_deals_cache (rank);
    `);
  },

  async handle(tx, events, schema) {
    const latest = events.at(-1);
    if (!latest) return;
    const s = ident(schema);
    await tx.unsafe(`DELETE FROM ${s}.best_deals_cache`);
    const { entries, refreshedAt, ttlSeconds } = latest.data;
    if (entries.length === 0) return;
    await tx.unsafe(
      `INSERT INTO ${s}.best_deals_cache
       SELECT e.deal_id, e.rank, e.score, e.score_breakdown, e.popularity_tier, $2, $3
         FROM jsonb_to_recordset($1::text::jsonb) AS e(deal_id uuid, rank int, score numeric, score_breakdown jsonb, popularity_tier text)`,
      [
        JSON.stringify(
          entries.map((e) => ({
            deal_id: e.dealId,
            rank: e.rank,
            score: e.score,
            score_breakdown: e.scoreBreakdown,
            popularity_tier: e.popularityTier,
          })),
        ),
        refreshedAt,
        ttlSeconds,
      ] as never[],
    );
  },
};
