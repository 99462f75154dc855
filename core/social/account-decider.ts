import { type Decider, DomainError } from "../eventstore/decider.ts";
import type { SocialAccount, SocialAccountEvent } from "./events.ts";
import { type InputIssue, parseInput, type SocialAccountInput, socialAccountInputSchema } from "./schema.ts";

/** Refused input, with every issue so a form can show each beside its field. */
export class SocialInputError extends DomainError {
  override name = "SocialInputError";
  constructor(readonly issues: InputIssue[]) {
    super("validation_failed", issues[0]?.message ?? "Invalid input", 400);
  }
}

export type SocialAccountCommand =
  | { type: "AddAccount"; accountId: string; input: unknown }
  /** A partial change as a form or the API sent it; fields left out keep their value. */
  | { type: "UpdateAccount"; accountId: string; changes: unknown };

export type SocialAccountState = SocialAccount | null;

const FIELDS = ["network", "name", "target", "language", "enabled", "maxPostsPerHour", "minDealSavings"] as const;

function accountFrom(accountId: string, input: SocialAccountInput): SocialAccount {
  return { accountId, ...input };
}

export const socialAccountDecider: Decider<SocialAccountCommand, SocialAccountEvent, SocialAccountState> = {
  initialState: () => null,
  evolve(state, event) {
    switch (event.type) {
      case "SocialAccountAdded":
        return event.data;
      case "SocialAccountUpdated": {
        const { changed: _changed, ...account } = event.data;
        return account;
      }
      default:
        return state;
    }
  },
  decide(command, state) {
    if (command.type === "AddAccount") {
      if (state) throw new DomainError("account_exists", `Account ${command.accountId} already exists`, 409);
      const parsed = parseInput(socialAccountInputSchema, command.input);
      if (!parsed.ok) throw new SocialInputError(parsed.issues);
      return [{ type: "SocialAccountAdded", data: accountFrom(command.accountId, parsed.value) }];
    }
    if (!state) throw new DomainError("account_not_found", `No social account ${command.accountId}`, 404);
    const changes = typeof command.changes === "object" && command.changes !== null ? command.changes : {};
    const parsed = parseInput(socialAccountInputSchema, { ...state, ...changes });
    if (!parsed.ok) throw new SocialInputError(parsed.issues);
    const next = accountFrom(state.accountId, parsed.value);
    const changed = FIELDS.filter((field) => next[field] !== state[field]);
    if (changed.length === 0) return [];
    return [{ type: "SocialAccountUpdated", data: { ...next, changed } }];
  },
};
