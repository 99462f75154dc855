import type { Db } from "../../core/db/database.ts";
import { readModels } from "../schema.ts";

export interface SegmentStats {
  count: number;
  median: number | null;
  mean: number | null;
  stddev: number | null;
  min: number | null;
  max: number | null;
}

export interface SeasonStats {
  seasonKey: string;
  sampleCount: number;
  median: number;
  mean: number;
  stddev: number;
  min: number;
  max: number;
  directFlightStats: SegmentStats;
  stopoverFlightStats: SegmentStats;
}

export interface RouteStats {
  fromAirport: string;
  toAirport: string;
  currency: "BGN";
  seasons: SeasonStats[];
}

const num = (value: string | number | null): number | null => (value === null ? null : Number(value));

export async function routeStats(
  db: Db,
  fromAirport: string,
  toAirport: string,
  seasonKey?: string,
): Promise<RouteStats | null> {
  const rows = await readModels(db)
    .selectFrom("routePriceStats")
    .selectAll()
    .where("fromAirport", "=", fromAirport)
    .where("toAirport", "=", toAirport)
    .$if(seasonKey !== undefined, (qb) => qb.where("seasonKey", "=", seasonKey as string))
    .orderBy("seasonKey")
    .execute();
  if (rows.length === 0) return null;
  return {
    fromAirport,
    toAirport,
    currency: "BGN",
    seasons: rows.map((row) => ({
      seasonKey: row.seasonKey,
      sampleCount: row.sampleCount,
      median: Number(row.median),
      mean: Number(row.mean),
      stddev: Number(row.stddev),
      min: Number(row.min),
      max: Number(row.max),
      directFlightStats: {
        count: row.directCount,
        median: num(row.directMedian),
        mean: num(row.directMean),
        stddev: num(row.directStddev),
        min: num(row.directMin),
        max: num(row.directMax),
      },
      stopoverFlightStats: {
        count: row.stopoverCount,
        median: num(row.stopoverMedian),
        mean: num(row.stopoverMean),
        stddev: num(row.stopoverStddev),
        min: num(row.stopoverMin),
        max: num(row.stopoverMax),
      },
    })),
  };
}
