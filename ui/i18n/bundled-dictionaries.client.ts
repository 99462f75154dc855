import type { Language } from "../route-table.ts";
import type { Dictionary } from "./dictionary-shape.ts";

/**
 * The browser's build of ./bundled-dictionaries.ts: none bundled. entry.client loads the page's
 * language before hydrating and the layout loads the other on a switch (loadDictionary).
 */
export const bundledDictionaries: Partial<Record<Language, Dictionary>> = {};
