import { Fragment } from "react";
import { VISA_RULE_FIELDS, type VisaRule, type VisaRuleField } from "../../../core/visa/rule.ts";
import { StatusBadge } from "../shell/components.tsx";

export const VISA_FIELD_LABELS: Record<VisaRuleField, string> = {
  requirementType: "Requirement type",
  visaFreeDays: "Visa-free days",
  passportValidityMinDays: "Passport validity (min. days)",
  notesBg: "Notes (Bulgarian)",
  notesEn: "Notes (English)",
  sources: "Sources",
  confidenceLevel: "Confidence",
  needsReview: "Needs review",
  idCardAccepted: "Identity card accepted",
  verifiedOn: "Verified against the sources on",
};

export function formatRuleValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.length === 0 ? "—" : value.join("\n");
  return String(value);
}

/** "visa_free, 90 days": enough to tell revisions apart in a table or a list. */
export function ruleSummary(rule: VisaRule | null | undefined): string {
  if (!rule) return "—";
  return rule.visaFreeDays === null ? rule.requirementType : `${rule.requirementType}, ${rule.visaFreeDays} days`;
}

export function shortId(id: string): string {
  return id.slice(0, 8);
}

/**
 * A rule's fields; the ones a revision would change are marked, in text as well as colour, so
 * the difference from the current rule reads without comparing the columns by eye.
 */
export function RuleFacts({
  rule,
  changed = [],
  locked = [],
}: {
  rule: VisaRule;
  changed?: readonly VisaRuleField[];
  locked?: readonly string[];
}) {
  return (
    <dl className="facts">
      {VISA_RULE_FIELDS.map((field) => {
        const isChanged = changed.includes(field);
        const text = formatRuleValue(rule[field]);
        return (
          <Fragment key={field}>
            <dt>{VISA_FIELD_LABELS[field]}</dt>
            <dd style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {isChanged ? <mark>{text}</mark> : text}
              {isChanged ? (
                <>
                  {" "}
                  <StatusBadge status="changed" />
                </>
              ) : null}
              {locked.includes(field) ? (
                <>
                  {" "}
                  <span className="badge">locked</span>
                </>
              ) : null}
            </dd>
          </Fragment>
        );
      })}
    </dl>
  );
}

export function FieldList({ fields, empty = "none" }: { fields: readonly string[]; empty?: string }) {
  if (fields.length === 0) return <span className="muted">{empty}</span>;
  return <>{fields.map((f) => VISA_FIELD_LABELS[f as VisaRuleField] ?? f).join(", ")}</>;
}
