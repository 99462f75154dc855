import { randomUUID } from "node:crypto";
import { handleCommand } from "../eventstore/command-handler.ts";
import type { EventMetadata, EventStore } from "../eventstore/types.ts";
import type { Logger } from "../log/logger.ts";
import { type VisaCommand, visaDecider } from "./decider.ts";
import { visaStreamId } from "./events.ts";
import type { VisaRule } from "./rule.ts";

/** Port for sources of visa rules: the seed file today, the foreign ministry's pages later. */
export interface VisaRuleProvider {
  readonly name: string;
  /** Each country's rule; `comment` tells the reviewer why it differs from the plain source. */
  fetchRules(): Promise<Array<{ countryCode: string; rule: VisaRule; comment?: string }>>;
}

export function runVisaCommand(store: EventStore, countryCode: string, command: VisaCommand, metadata?: EventMetadata) {
  return handleCommand(store, visaStreamId(countryCode), visaDecider, command, { metadata });
}

/**
 * Asks a provider for every country's rule and proposes each one that differs from what is
 * known. With `approveAs` (the first import) the proposals are approved at once by that actor;
 * otherwise they wait in the review queue. A rule a person already verified (a correction,
 * docs/decisions/0043) takes effect at once wherever no editor has reviewed the rule yet: the
 * decider decides that (appliesAtOnce).
 */
export async function syncVisaRules(
  store: EventStore,
  provider: VisaRuleProvider,
  options: { proposedBy: string; approveAs?: { reviewer: string; comment: string }; logger: Logger },
): Promise<{ proposed: number; applied: number; unchanged: number }> {
  const rules = await provider.fetchRules();
  let proposed = 0;
  let applied = 0;
  const metadata = { actor: options.proposedBy, correlationId: `visa-sync:${randomUUID()}` };
  for (const { countryCode, rule, comment } of rules) {
    const revisionId = randomUUID();
    const result = await runVisaCommand(
      store,
      countryCode,
      {
        type: "ProposeAutomatedRevision",
        countryCode,
        revisionId,
        rule,
        // the rule's provider is the authority (MFA_BG, the default); the dataset is in `sources`
        proposedBy: options.proposedBy,
        comment: comment ?? null,
      },
      metadata,
    );
    if (result.events.length === 0) continue;
    proposed += 1;
    if (result.events.some((event) => event.type === "VisaRevisionApproved")) {
      applied += 1;
      continue;
    }
    if (options.approveAs) {
      applied += 1;
      await runVisaCommand(
        store,
        countryCode,
        {
          type: "ApproveRevision",
          revisionId,
          reviewer: options.approveAs.reviewer,
          comment: options.approveAs.comment,
        },
        { ...metadata, actor: options.approveAs.reviewer },
      );
    }
  }
  options.logger.info("visa rules synchronised", {
    provider: provider.name,
    proposed,
    applied,
    unchanged: rules.length - proposed,
  });
  return { proposed, applied, unchanged: rules.length - proposed };
}
