import type { Language } from "../route-table.ts";
import { bg } from "./bg.ts";
import type { Dictionary } from "./dictionary-shape.ts";
import { en } from "./en.ts";

/**
 * Both dictionaries, ready at import: what the server, the workers and the tests use. The
 * browser's build swaps this module for ./bundled-dictionaries.client.ts (vite.config.ts), so a
 * page ships only its own language (docs/decisions/0091).
 */
export const bundledDictionaries: Partial<Record<Language, Dictionary>> = { bg, en };
