import { createHash } from "node:crypto";
import { OPTIONAL_RULE_FIELDS, VISA_RULE_FIELDS, type VisaRule } from "./rule.ts";

/**
 * sha256 of the rule in a canonical field order: equal rules, equal hashes. A field added later
 * (OPTIONAL_RULE_FIELDS) counts only when set, so the rules recorded before it keep their hashes
 * and an unchanged source proposes nothing new.
 */
export function contentHash(rule: VisaRule): string {
  const fields = VISA_RULE_FIELDS.filter((field) => !OPTIONAL_RULE_FIELDS.includes(field) || rule[field] != null);
  const canonical = JSON.stringify(fields.map((field) => [field, rule[field]]));
  return createHash("sha256").update(canonical).digest("hex");
}
