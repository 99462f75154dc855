import type { EventStore } from "../eventstore/types.ts";
import { silentLogger } from "../log/logger.ts";
import { passportIndexProvider } from "./passport-index-provider.ts";
import { syncVisaRules } from "./service.ts";

/**
 * For tests: the passport-index dataset's visa rules (with the corrections), proposed and approved
 * by the seed as the first start imports them; `comment` is the approval's.
 */
export function seedTestVisaRules(
  store: EventStore,
  comment = "initial import",
): Promise<{ proposed: number; applied: number; unchanged: number }> {
  return syncVisaRules(store, passportIndexProvider, {
    proposedBy: "system:seed",
    approveAs: { reviewer: "system:seed", comment },
    logger: silentLogger,
  });
}
