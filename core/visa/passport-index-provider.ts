import { applyCorrections } from "./corrections.ts";
import { readPassportIndex } from "./passport-index.ts";
import type { VisaRuleProvider } from "./service.ts";

/**
 * The built-in provider: the passport-index dataset shipped with the code, with the checked
 * corrections of core/visa/data/corrections.ts laid over it (docs/decisions/0043).
 */
export const passportIndexProvider: VisaRuleProvider = {
  name: "passport-index",
  fetchRules: async () => applyCorrections(readPassportIndex()),
};
