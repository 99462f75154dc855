import { readPassportIndex } from "./passport-index.ts";
import type { VisaRuleProvider } from "./service.ts";

/** The built-in provider: the passport-index dataset shipped with the code. */
export const passportIndexProvider: VisaRuleProvider = {
  name: "passport-index",
  fetchRules: async () => readPassportIndex(),
};
