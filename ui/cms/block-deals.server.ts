import type { ContentBlock } from "../../core/cms/content-blocks.ts";
import type { Db } from "../../core/db/database.ts";
import { bestDeals, christmasDeals, lastMinuteDeals, weekendDeals } from "../../projections/deals/deal-views.ts";
import { type DealResponse, listDeals } from "../../projections/deals/queries.ts";
import { type DealCardData, dealCardData } from "../deals/deal-card-data.ts";

type DealsBlock = Extract<ContentBlock, { type: "deals" }>;

const fits = (filter: DealsBlock["filter"]) => (deal: DealResponse) =>
  (!filter.from || deal.fromAirport === filter.from) &&
  (!filter.to || deal.destination.iataCode === filter.to || deal.toAirport === filter.to) &&
  (!filter.maxPriceBgn || Number(deal.currentPrice) <= filter.maxPriceBgn);

/** The deals of one collection, before the block's own filter. */
async function collection(db: Db, name: DealsBlock["filter"]["collection"], now: Date): Promise<DealResponse[]> {
  switch (name) {
    case "best":
      return (await bestDeals(db, { limit: 300 }, now)).map((entry) => entry.deal);
    case "weekend":
      return (await weekendDeals(db, { origin: "ALL", weeks: 12, now })).flatMap((weekend) => weekend.deals);
    case "last_minute":
      return lastMinuteDeals(db, { limit: 80, maxDepartureDays: 7, now });
    case "christmas":
      return (await christmasDeals(db, now)).deals;
    default:
      return [];
  }
}

/**
 * The live deals a CMS deal block shows: a collection narrowed by the block's filter, or without
 * a collection every live deal that fits, the biggest savings first. `to` falls back to the
 * destination the page's address names (a `ref` constraint), so one page serves every city.
 */
export async function dealsOfBlock(
  db: Db,
  block: DealsBlock,
  now: Date,
  destination?: string,
): Promise<DealCardData[]> {
  const filter = { ...block.filter, to: block.filter.to ?? destination };
  const deals = block.filter.collection
    ? (await collection(db, block.filter.collection, now)).filter(fits(filter))
    : (
        await listDeals(
          db,
          {
            sortBy: "savings",
            stops: "any",
            from: filter.from,
            destination: filter.to,
            maxPrice: filter.maxPriceBgn,
            page: 1,
            pageSize: block.limit,
          },
          now,
        )
      ).data;
  return deals.slice(0, block.limit).map(dealCardData);
}
