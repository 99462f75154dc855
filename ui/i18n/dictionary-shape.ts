import type { bg } from "./bg.ts";

/**
 * The shape every language's dictionary has: the Bulgarian one's. Its own module, so the
 * dictionaries can name it without importing the loader that imports them.
 */
export type Dictionary = typeof bg;
