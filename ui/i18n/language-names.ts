import type { Language } from "../route-table.ts";

/**
 * What the language switch says, in the language it leads to. Kept apart from the dictionaries
 * because the browser loads only the page's own dictionary (./dictionary.ts), and the switch is
 * the one place that speaks the other language.
 */
export const LANGUAGE_SWITCH_COPY: Record<Language, { languageName: string; switchToLanguage: string }> = {
  bg: { languageName: "Български", switchToLanguage: "Превключи на български" },
  en: { languageName: "English", switchToLanguage: "Switch to English" },
};
