import { runBindingCommand } from "../core/crawling/service.ts";
import type { Db } from "../core/db/database.ts";
import type { EventStore } from "../core/eventstore/types.ts";
import type { Logger } from "../core/log/logger.ts";
import type { FareSource } from "../core/pricing/fare.ts";
import type { RecheckChannel } from "../core/recheck/events.ts";
import { isDropped, type RecheckableFare, recheckFare } from "../core/recheck/recheck.ts";
import { recordRecheckDrop } from "../core/recheck/service.ts";
import { bindingsCoveringRoute } from "../projections/crawling/queries.ts";

export interface FareRecheckDeps {
  store: EventStore;
  db: Db;
  logger: Logger;
  /** The fare source the crawls use; without one nothing is checked again and everything is sent. */
  fareSource?: FareSource;
}

const SYSTEM = { actor: "system:fare-recheck" };

/**
 * Whether a deal may go out on `channel`: its fare asked of the source again (core/recheck). A
 * fare gone or 5 % dearer is dropped: recorded (FareRecheckDropped, counted on /nimda/newsletter
 * and in /metrics) and its route crawled again at once, so detection judges the deal again on
 * what the source says now. A source that fails holds nothing back.
 */
export async function fareStillHolds(
  deps: FareRecheckDeps,
  deal: RecheckableFare & { dealId: string },
  channel: RecheckChannel,
  now: () => Date = () => new Date(),
): Promise<boolean> {
  if (!deps.fareSource) return true;
  const outcome = await recheckFare(deps.fareSource, deal);
  if (outcome.status === "unchecked") {
    deps.logger.warn("fare not checked again before sending", { dealId: deal.dealId, channel, error: outcome.error });
    return true;
  }
  if (!isDropped(outcome)) return true;
  const at = now().toISOString();
  await recordRecheckDrop(deps.store, {
    dealId: deal.dealId,
    channel,
    outcome: outcome.status,
    source: deps.fareSource.name,
    dealPriceBgn: deal.priceBgn,
    checkedPriceBgn: outcome.status === "dearer" ? outcome.priceBgn : null,
    checkedAt: at,
  });
  for (const bindingId of await bindingsCoveringRoute(deps.db, deal.fromAirport, deal.toAirport)) {
    await runBindingCommand(deps.store, { type: "RequestCrawl", bindingId, by: SYSTEM.actor, at }, SYSTEM).catch(
      (error: unknown) => deps.logger.warn("route not queued to crawl again", { bindingId, error: String(error) }),
    );
  }
  deps.logger.info("deal not sent: its fare changed", { dealId: deal.dealId, channel, outcome: outcome.status });
  return false;
}
