import type { ChangeType, VisaRule, VisaRuleField } from "./rule.ts";

export type VisaEvent =
  | {
      type: "VisaRevisionProposed";
      data: {
        revisionId: string;
        countryCode: string;
        nationalityCode: string;
        changeType: ChangeType;
        rule: VisaRule;
        contentHash: string;
        provider: string;
        proposedBy: string;
        comment: string | null;
        /** Fields an automated proposal wanted to change but left alone because an admin locked them. */
        keptLockedFields: VisaRuleField[];
        /** For a rollback: the revision whose rule it restores. */
        restoresRevisionId: string | null;
      };
    }
  | {
      type: "VisaRevisionApproved";
      data: { revisionId: string; reviewer: string; comment: string | null; supersededRevisionId: string | null };
    }
  | { type: "VisaRevisionRejected"; data: { revisionId: string; reviewer: string; comment: string } }
  | { type: "VisaOverrideFieldsLocked"; data: { fields: VisaRuleField[]; by: string } }
  | { type: "VisaOverrideFieldsUnlocked"; data: { fields: VisaRuleField[]; by: string } }
  | { type: "VisaAutoUpdateSet"; data: { disabled: boolean; by: string } };

export const VISA_EVENT_TYPES = [
  "VisaRevisionProposed",
  "VisaRevisionApproved",
  "VisaRevisionRejected",
  "VisaOverrideFieldsLocked",
  "VisaOverrideFieldsUnlocked",
  "VisaAutoUpdateSet",
] as const;

export function visaStreamId(countryCode: string): string {
  return `visa-${countryCode}`;
}
