import { destinationSections } from "./builtin-destination.ts";
import { sightSections } from "./builtin-sight.ts";
import { type ContentGenerator, sectionsToBlocks } from "./generator.ts";

/**
 * The default writer: no account, no network. It writes from the catalog's facts alone
 * (builtin-destination.ts, builtin-sight.ts), so every sentence rests on something we know.
 */
export const builtInGenerator: ContentGenerator = {
  name: "builtin",
  async generate({ locale, facts }) {
    const sections =
      facts.kind === "sight"
        ? sightSections(facts.sight, facts.destination, locale)
        : destinationSections(facts.destination, locale);
    return sectionsToBlocks(sections);
  },
};
