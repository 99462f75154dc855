import { createHash } from "node:crypto";
import { VISA_RULE_FIELDS, type VisaRule } from "./rule.ts";

/** sha256 of the rule in a canonical field order: equal rules, equal hashes. */
export function contentHash(rule: VisaRule): string {
  const canonical = JSON.stringify(VISA_RULE_FIELDS.map((field) => [field, rule[field]]));
  return createHash("sha256").update(canonical).digest("hex");
}
