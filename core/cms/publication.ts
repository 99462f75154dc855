import { ROUTE_TABLE } from "../routes/route-table.ts";
import type { CmsContentCommand, CmsContentState } from "./content-decider.ts";
import type { CmsPageCommand, CmsPageState } from "./decider.ts";
import { CMS_LOCALES, type CmsLocale, type LocalizationStatus, type PublishingState } from "./events.ts";

/**
 * One "Publish" for a CMS page (docs/decisions/0099): what makes the chosen languages shown on the
 * site, worked out before anything is stored so the admin reads it first. A language is shown
 * when the page is live, its address is live and it has published content; a screen of the
 * route table (home, about, ...) is shown with its built-in copy until it has.
 */
export type PublicationStep =
  | { kind: "content"; locale: CmsLocale; snapshot: number; replaces: number | null }
  | { kind: "address"; locale: CmsLocale; slugPath: string; from: LocalizationStatus }
  | { kind: "page"; from: PublishingState; publishAt: string | null };

/** What the site will show, and what it will not change, once the steps are taken. */
export type PublicationNote =
  /** Shown afterwards, with the content version it shows (null: a screen's built-in copy). */
  | { kind: "shown"; locale: CmsLocale; slugPath: string; snapshot: number | null; chosen: boolean }
  /** The latest version is a draft nobody sent to review: it stays unpublished. */
  | { kind: "unreviewed"; locale: CmsLocale; snapshot: number; live: number | null }
  /** Not chosen and not shown: stays as it is. */
  | { kind: "hidden"; locale: CmsLocale };

export type PublicationBlocker =
  | { kind: "no_language" }
  | { kind: "no_address"; locale: CmsLocale }
  /** A page of its own with no content published or in review: its address would answer 404. */
  | { kind: "no_content"; locale: CmsLocale };

export interface PublicationPlan {
  locales: CmsLocale[];
  steps: PublicationStep[];
  notes: PublicationNote[];
  blockers: PublicationBlocker[];
}

export interface PublicationInput {
  pageKey: string;
  page: CmsPageState;
  content: Record<CmsLocale, CmsContentState>;
  locales: readonly CmsLocale[];
}

/** The steps in the order they are taken: content first, then addresses, the page last. */
export function planPublication({ pageKey, page, content, locales }: PublicationInput): PublicationPlan {
  const isScreen = ROUTE_TABLE.some((screen) => screen.key === pageKey);
  const chosen = CMS_LOCALES.filter((locale) => locales.includes(locale));
  const steps: PublicationStep[] = [];
  const notes: PublicationNote[] = [];
  const blockers: PublicationBlocker[] = chosen.length === 0 ? [{ kind: "no_language" }] : [];

  for (const locale of chosen) {
    const state = content[locale];
    if (state.status === "review" && state.current !== null) {
      steps.push({ kind: "content", locale, snapshot: state.current, replaces: state.live });
    } else if (state.status === "draft" && state.current !== null) {
      notes.push({ kind: "unreviewed", locale, snapshot: state.current, live: state.live });
    }
  }
  const shownVersion = (locale: CmsLocale): number | null => {
    const published = steps.find((step) => step.kind === "content" && step.locale === locale);
    return published?.kind === "content" ? published.snapshot : content[locale].live;
  };
  for (const locale of chosen) {
    const localization = page.localizations[locale];
    if (!localization) blockers.push({ kind: "no_address", locale });
    else if (shownVersion(locale) === null && !isScreen) blockers.push({ kind: "no_content", locale });
    else if (localization.status !== "live") {
      steps.push({ kind: "address", locale, slugPath: localization.slugPath, from: localization.status });
    }
  }
  if (page.publishingState !== "live") {
    steps.push({ kind: "page", from: page.publishingState, publishAt: page.publishAt });
  }

  for (const locale of CMS_LOCALES) {
    const localization = page.localizations[locale];
    const isChosen = chosen.includes(locale);
    const snapshot = shownVersion(locale);
    const hasSomethingToShow = snapshot !== null || isScreen;
    // the page going live shows every language whose address is already live, chosen or not
    if (localization && hasSomethingToShow && (isChosen || localization.status === "live")) {
      notes.push({ kind: "shown", locale, slugPath: localization.slugPath, snapshot, chosen: isChosen });
    } else if (!isChosen) {
      notes.push({ kind: "hidden", locale });
    }
  }
  return { locales: chosen, steps, notes, blockers };
}

/** The commands that take a plan's steps, in its order; none when anything blocks it. */
export function publicationCommands(
  pageKey: string,
  plan: PublicationPlan,
  at: string,
  by: string,
): { content: CmsContentCommand[]; page: CmsPageCommand[] } {
  if (plan.blockers.length > 0) return { content: [], page: [] };
  const content: CmsContentCommand[] = [];
  const pageCommands: CmsPageCommand[] = [];
  for (const step of plan.steps) {
    if (step.kind === "content") content.push({ type: "PublishContent", pageKey, locale: step.locale, by, at });
    else if (step.kind === "address") {
      pageCommands.push({
        type: "LocalizePage",
        pageKey,
        locale: step.locale,
        slugPath: step.slugPath,
        status: "live",
      });
    } else pageCommands.push({ type: "ChangePublishingState", pageKey, to: "live", at });
  }
  return { content, page: pageCommands };
}
