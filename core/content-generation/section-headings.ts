import type { CmsLocale } from "../cms/events.ts";
import type { SectionName } from "./generator.ts";

/**
 * The headings of a sight page's sections, in both languages: the built-in writer puts them in
 * its drafts and the sight page shows them, so both read them here. Data only: the site's
 * dictionaries import it into the browser's bundle.
 */
export const SECTION_HEADINGS: Record<CmsLocale, Record<SectionName, string>> = {
  bg: {
    intro: "Въведение",
    context: "История и контекст",
    highlights: "Какво да видите",
    practical: "Практически съвети",
    gettingThere: "Как да стигнете",
    nearby: "Наблизо",
    faq: "Често задавани въпроси",
  },
  en: {
    intro: "Introduction",
    context: "History and context",
    highlights: "What to see",
    practical: "Practical tips",
    gettingThere: "Getting there",
    nearby: "Nearby",
    faq: "Frequently asked questions",
  },
};
