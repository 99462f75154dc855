import type { VisaRule, VisaRuleField } from "../../../core/visa/rule.ts";
import type { VisaRevisionView } from "../../../projections/visa/queries.ts";
import type { Issue } from "../shell/components.tsx";
import type { EditFormValues } from "./edit-form.tsx";

/** A revision as the public history query reads it, its rule typed. */
export type VisaRevisionRow = Omit<VisaRevisionView, "rule"> & { rule: VisaRule };

export interface VisaCountryData {
  countryCode: string;
  countryName: string | null;
  current: VisaRevisionRow | null;
  lockedFields: VisaRuleField[];
  autoUpdateDisabled: boolean;
  lastVerifiedAt: string | null;
  lastVerifiedBy: string | null;
  /** Oldest first, each with the fields it would change against the current rule. */
  pending: (VisaRevisionRow & { changedFields: VisaRuleField[] })[];
  /** Newest first. */
  history: VisaRevisionRow[];
}

export type VisaFormName = "approve" | "reject" | "edit" | "unlock" | "auto-update" | "rollback";

/** A refused form, shown again with its message beside it. */
export interface VisaFormError {
  name: VisaFormName;
  revisionId?: string;
  message: string;
  issues?: Issue[];
  /** The edit form as submitted. */
  values?: EditFormValues;
  comment?: string;
}
