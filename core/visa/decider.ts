import { type Decider, DomainError } from "../eventstore/decider.ts";
import { contentHash } from "./content-hash.ts";
import type { VisaEvent } from "./events.ts";
import {
  type ChangeType,
  changedFields,
  DEFAULT_PROVIDER,
  NATIONALITY_BG,
  OPTIONAL_RULE_FIELDS,
  type RevisionStatus,
  VISA_RULE_FIELDS,
  type VisaRule,
  type VisaRuleField,
} from "./rule.ts";

export interface Revision {
  revisionId: string;
  status: RevisionStatus;
  changeType: ChangeType;
  rule: VisaRule;
  contentHash: string;
  proposedBy: string;
  reviewer: string | null;
  comment: string | null;
}

export interface VisaState {
  countryCode: string | null;
  revisions: Revision[];
  currentRevisionId: string | null;
  manualOverrideFields: VisaRuleField[];
  autoUpdateDisabled: boolean;
}

export type VisaCommand =
  | {
      type: "ProposeAutomatedRevision";
      countryCode: string;
      revisionId: string;
      rule: VisaRule;
      provider?: string;
      proposedBy: string;
      /** Why the source says what it says (a correction's reason), for the reviewer. */
      comment?: string | null;
    }
  | { type: "ApproveRevision"; revisionId: string; reviewer: string; comment?: string | null }
  | { type: "RejectRevision"; revisionId: string; reviewer: string; comment: string }
  | {
      type: "EditManually";
      countryCode: string;
      revisionId: string;
      changes: Partial<VisaRule>;
      reviewer: string;
      comment?: string | null;
      /** Lock the changed fields against automated updates (a manual override). */
      lockFields: boolean;
    }
  | { type: "UnlockFields"; fields: VisaRuleField[]; by: string }
  | { type: "SetAutoUpdate"; disabled: boolean; by: string }
  | { type: "Rollback"; revisionId: string; toRevisionId: string; reviewer: string; comment: string };

const refuse = (code: string, message: string, status: 404 | 409 | 422 = 422): never => {
  throw new DomainError(code, message, status);
};

/** A locked field keeps the live rule's value; generic over the field so each keeps its own type. */
function keepField<Field extends VisaRuleField>(rule: VisaRule, live: VisaRule, field: Field): void {
  rule[field] = live[field];
}

function current(state: VisaState): Revision | undefined {
  return state.revisions.find((r) => r.revisionId === state.currentRevisionId);
}

function revision(state: VisaState, revisionId: string): Revision {
  return (
    state.revisions.find((r) => r.revisionId === revisionId) ??
    refuse("revision_not_found", `No revision ${revisionId}`, 404)
  );
}

/**
 * A proposal a person already checked against its sources (it carries `verifiedOn`) takes effect
 * at once when no editor has had a say: there is no rule yet, or the current one was approved by
 * the system (the seed's import), and an editor has not rejected this very rule before. Anything
 * an editor approved, edited, locked or rolled back keeps winning: the proposal waits for review.
 */
export function appliesAtOnce(state: VisaState, rule: VisaRule, hash: string = contentHash(rule)): boolean {
  if (!rule.verifiedOn) return false;
  if (state.revisions.some((r) => r.contentHash === hash && r.status === "rejected")) return false;
  const live = current(state);
  return !live || (live.reviewer ?? "").startsWith("system:");
}

function requireComment(comment: string | null | undefined, action: string): string {
  const trimmed = comment?.trim() ?? "";
  if (!trimmed) refuse("comment_required", `A comment is required to ${action}`);
  return trimmed;
}

function proposed(
  state: VisaState,
  countryCode: string,
  revisionId: string,
  changeType: ChangeType,
  rule: VisaRule,
  by: string,
  extra: { comment?: string | null; provider?: string; keptLockedFields?: VisaRuleField[]; restores?: string | null },
): VisaEvent {
  if (state.revisions.some((r) => r.revisionId === revisionId))
    refuse("duplicate_revision", `Revision ${revisionId} exists`, 409);
  return {
    type: "VisaRevisionProposed",
    data: {
      revisionId,
      countryCode,
      nationalityCode: NATIONALITY_BG,
      changeType,
      rule,
      contentHash: contentHash(rule),
      provider: extra.provider ?? DEFAULT_PROVIDER,
      proposedBy: by,
      comment: extra.comment ?? null,
      keptLockedFields: extra.keptLockedFields ?? [],
      restoresRevisionId: extra.restores ?? null,
    },
  };
}

function approved(state: VisaState, revisionId: string, reviewer: string, comment: string | null): VisaEvent {
  return {
    type: "VisaRevisionApproved",
    data: { revisionId, reviewer, comment, supersededRevisionId: state.currentRevisionId },
  };
}

/**
 * The visa rule of one country for Bulgarian passport holders, with its revision workflow
 * (spec section 4): automated proposals wait for review (unless already verified and replacing
 * only what the system imported, see appliesAtOnce); approving supersedes the current rule;
 * manual edits apply at once and may lock fields against automated updates; a rollback
 * restores an earlier revision's rule as a new revision.
 */
export const visaDecider: Decider<VisaCommand, VisaEvent, VisaState> = {
  initialState: () => ({
    countryCode: null,
    revisions: [],
    currentRevisionId: null,
    manualOverrideFields: [],
    autoUpdateDisabled: false,
  }),

  evolve(state, event) {
    switch (event.type) {
      case "VisaRevisionProposed": {
        const { data } = event;
        const added: Revision = {
          revisionId: data.revisionId,
          status: "pending",
          changeType: data.changeType,
          rule: data.rule,
          contentHash: data.contentHash,
          proposedBy: data.proposedBy,
          reviewer: null,
          comment: data.comment,
        };
        return { ...state, countryCode: data.countryCode, revisions: [...state.revisions, added] };
      }
      case "VisaRevisionApproved": {
        const { revisionId, supersededRevisionId, reviewer, comment } = event.data;
        return {
          ...state,
          currentRevisionId: revisionId,
          revisions: state.revisions.map((r) =>
            r.revisionId === revisionId
              ? { ...r, status: "approved", reviewer, comment: comment ?? r.comment }
              : r.revisionId === supersededRevisionId
                ? { ...r, status: "superseded" }
                : r,
          ),
        };
      }
      case "VisaRevisionRejected": {
        const { revisionId, reviewer, comment } = event.data;
        return {
          ...state,
          revisions: state.revisions.map((r) =>
            r.revisionId === revisionId ? { ...r, status: "rejected", reviewer, comment } : r,
          ),
        };
      }
      case "VisaOverrideFieldsLocked":
        return {
          ...state,
          manualOverrideFields: [...new Set([...state.manualOverrideFields, ...event.data.fields])],
        };
      case "VisaOverrideFieldsUnlocked":
        return {
          ...state,
          manualOverrideFields: state.manualOverrideFields.filter((f) => !event.data.fields.includes(f)),
        };
      case "VisaAutoUpdateSet":
        return { ...state, autoUpdateDisabled: event.data.disabled };
    }
  },

  decide(command, state) {
    switch (command.type) {
      case "ProposeAutomatedRevision": {
        if (state.autoUpdateDisabled) return [];
        const live = current(state);
        // fields an admin locked keep their current value whatever the source says
        const rule: VisaRule = { ...command.rule };
        const kept: VisaRuleField[] = [];
        if (live) {
          for (const field of state.manualOverrideFields) {
            if (JSON.stringify(rule[field]) !== JSON.stringify(live.rule[field])) kept.push(field);
            keepField(rule, live.rule, field);
          }
        }
        const hash = contentHash(rule);
        const alreadyKnown = state.revisions.some(
          (r) => r.contentHash === hash && (r.status === "pending" || r.revisionId === state.currentRevisionId),
        );
        if (alreadyKnown) return [];
        const proposal = proposed(
          state,
          command.countryCode,
          command.revisionId,
          "automated_fetch",
          rule,
          command.proposedBy,
          { provider: command.provider, keptLockedFields: kept, comment: command.comment },
        );
        if (!appliesAtOnce(state, rule, hash)) return [proposal];
        return [
          proposal,
          approved(
            state,
            command.revisionId,
            command.proposedBy,
            command.comment ?? `Verified on ${rule.verifiedOn}; replaces a rule no editor had reviewed`,
          ),
        ];
      }
      case "ApproveRevision": {
        const target = revision(state, command.revisionId);
        if (target.status !== "pending")
          refuse("not_pending", `Revision ${command.revisionId} is ${target.status}, not pending`, 409);
        return [approved(state, target.revisionId, command.reviewer, command.comment ?? null)];
      }
      case "RejectRevision": {
        const target = revision(state, command.revisionId);
        if (target.status !== "pending")
          refuse("not_pending", `Revision ${command.revisionId} is ${target.status}, not pending`, 409);
        return [
          {
            type: "VisaRevisionRejected",
            data: {
              revisionId: target.revisionId,
              reviewer: command.reviewer,
              comment: requireComment(command.comment, "reject a revision"),
            },
          },
        ];
      }
      case "EditManually": {
        const live = current(state);
        const base: VisaRule | undefined = live?.rule;
        const rule = { ...base, ...command.changes } as VisaRule;
        for (const field of VISA_RULE_FIELDS) {
          if (rule[field] === undefined && !OPTIONAL_RULE_FIELDS.includes(field))
            refuse("invalid_rule", `${field} is required for a new visa rule`);
        }
        const changed = base ? changedFields(base, rule) : [...VISA_RULE_FIELDS];
        if (changed.length === 0) return [];
        const changeType: ChangeType = command.lockFields ? "manual_override" : "manual_edit";
        const events: VisaEvent[] = [
          proposed(state, command.countryCode, command.revisionId, changeType, rule, command.reviewer, {
            comment: command.comment,
          }),
          approved(state, command.revisionId, command.reviewer, command.comment ?? null),
        ];
        const locking = command.lockFields
          ? (Object.keys(command.changes) as VisaRuleField[]).filter((f) => !state.manualOverrideFields.includes(f))
          : [];
        if (locking.length > 0)
          events.push({ type: "VisaOverrideFieldsLocked", data: { fields: locking, by: command.reviewer } });
        return events;
      }
      case "UnlockFields": {
        const fields = command.fields.filter((f) => state.manualOverrideFields.includes(f));
        return fields.length ? [{ type: "VisaOverrideFieldsUnlocked", data: { fields, by: command.by } }] : [];
      }
      case "SetAutoUpdate":
        return command.disabled === state.autoUpdateDisabled
          ? []
          : [{ type: "VisaAutoUpdateSet", data: { disabled: command.disabled, by: command.by } }];
      case "Rollback": {
        const target = revision(state, command.toRevisionId);
        if (target.status !== "superseded") {
          refuse(
            "not_restorable",
            `Only a superseded revision can be restored; ${command.toRevisionId} is ${target.status}`,
            409,
          );
        }
        const countryCode = state.countryCode ?? refuse("revision_not_found", "No visa rule to roll back", 404);
        return [
          proposed(state, countryCode, command.revisionId, "rollback", target.rule, command.reviewer, {
            comment: requireComment(command.comment, "roll back"),
            restores: target.revisionId,
          }),
          approved(state, command.revisionId, command.reviewer, command.comment),
        ];
      }
    }
  },
};
