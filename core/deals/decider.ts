import { type Decider, DomainError } from "../eventstore/decider.ts";
import type { DealEvent, DealExpiryReason, DealSnapshot } from "./events.ts";
import { SHORT_CODE_PATTERN } from "./short-code.ts";

export type DealCommand =
  | { type: "DetectDeal"; dealId: string; shortCode: string; deal: DealSnapshot }
  | { type: "ExpireDeal"; dealId: string; reason: DealExpiryReason; at: string };

export interface DealState {
  status: "unknown" | "active" | "expired";
  shortCode: string | null;
  deal: DealSnapshot | null;
}

/** What a visitor sees of a deal; a change to any of it is a reprice. */
function visibleChange(a: DealSnapshot, b: DealSnapshot): boolean {
  return (
    a.currentPrice !== b.currentPrice ||
    a.dealType !== b.dealType ||
    a.badges.join() !== b.badges.join() ||
    a.medianPrice !== b.medianPrice
  );
}

/**
 * A deal: a fare well under its route's usual price. Detected once, repriced while crawls keep
 * finding it, expired when its validity or departure passes or the price is back to normal;
 * detected again (same id, same short code) if it comes back.
 */
export const dealDecider: Decider<DealCommand, DealEvent, DealState> = {
  initialState: () => ({ status: "unknown", shortCode: null, deal: null }),

  evolve(state, event) {
    switch (event.type) {
      case "DealDetected":
        return { status: "active", shortCode: event.data.shortCode, deal: event.data.deal };
      case "DealRepriced":
        return { ...state, deal: event.data.deal };
      case "DealExpired":
        return { ...state, status: "expired" };
    }
  },

  decide(command, state) {
    switch (command.type) {
      case "DetectDeal": {
        if (!SHORT_CODE_PATTERN.test(command.shortCode)) {
          throw new DomainError(
            "invalid_short_code",
            `Short code ${command.shortCode} does not match the pattern`,
            400,
          );
        }
        if (command.deal.currentPrice <= 0)
          throw new DomainError("invalid_price", "A deal's price must be positive", 400);
        if (state.status === "active" && state.deal) {
          if (!visibleChange(state.deal, command.deal)) return [];
          return [
            {
              type: "DealRepriced",
              data: { dealId: command.dealId, previousPrice: state.deal.currentPrice, deal: command.deal },
            },
          ];
        }
        // a returning deal keeps the code it was shared with
        const shortCode = state.shortCode ?? command.shortCode;
        return [{ type: "DealDetected", data: { dealId: command.dealId, shortCode, deal: command.deal } }];
      }
      case "ExpireDeal":
        if (state.status !== "active") return [];
        return [{ type: "DealExpired", data: { dealId: command.dealId, reason: command.reason, at: command.at } }];
    }
  },
};
