import { CMS_LOCALES, type CmsLocale } from "../../../core/cms/events.ts";
import { type PublicationPlan, planPublication, publicationCommands } from "../../../core/cms/publication.ts";
import { runCmsContentCommand, runCmsPageCommand } from "../../../core/cms/runner.ts";
import type { Db } from "../../../core/db/database.ts";
import type { EventMetadata, EventStore } from "../../../core/eventstore/types.ts";
import { type LoadedContent, loadContent } from "./content-queries.ts";
import { loadPage, type StoredPage } from "./queries.ts";
import { slugClash } from "./slug-clash.ts";

/** What one "Publish" of a page would do now (docs/decisions/0099), read from the page's own streams. */
export interface PublicationReview {
  page: StoredPage;
  content: Record<CmsLocale, LoadedContent>;
  plan: PublicationPlan;
  /** Addresses another page, a screen or the catalog has taken since they were set: nothing is published. */
  clashes: string[];
  /**
   * The versions of the page's three streams: a publish confirmed on a review of older versions
   * is shown the new review instead of doing what the admin did not read.
   */
  fingerprint: string;
}

export async function loadPageContents(store: EventStore, pageKey: string): Promise<Record<CmsLocale, LoadedContent>> {
  const [bg, en] = await Promise.all(CMS_LOCALES.map((locale) => loadContent(store, pageKey, locale)));
  return { bg: bg as LoadedContent, en: en as LoadedContent };
}

export async function reviewPublication(
  store: EventStore,
  db: Db,
  page: StoredPage,
  locales: readonly CmsLocale[],
): Promise<PublicationReview> {
  const content = await loadPageContents(store, page.pageKey);
  const plan = planPublication({
    pageKey: page.pageKey,
    page: page.state,
    content: { bg: content.bg.state, en: content.en.state },
    locales,
  });
  const clashes: string[] = [];
  for (const step of plan.steps) {
    if (step.kind !== "address") continue;
    const clash = await slugClash(db, page.pageKey, step.slugPath);
    if (clash) clashes.push(clash.message);
  }
  const fingerprint = [page.version, content.bg.version, content.en.version].join(".");
  return { page, content, plan, clashes, fingerprint };
}

/** Whether anything stops this publication: a blocker of the plan or an address taken meanwhile. */
export const isBlocked = (review: PublicationReview): boolean =>
  review.plan.blockers.length > 0 || review.clashes.length > 0;

/** Takes the plan's steps, each through its own decider, all recorded under one audit action. */
export async function publish(
  store: EventStore,
  review: PublicationReview,
  metadata: EventMetadata,
  by: string,
): Promise<StoredPage | null> {
  const at = new Date().toISOString();
  const commands = publicationCommands(review.page.pageKey, review.plan, at, by);
  for (const command of commands.content) await runCmsContentCommand(store, command, metadata);
  for (const command of commands.page) await runCmsPageCommand(store, command, metadata);
  return loadPage(store, review.page.pageKey);
}

/** What says whether a language is on the site: the page's state and its addresses'. */
export interface PageVisibility {
  publishingState: string;
  localizations: Partial<Record<CmsLocale, { slugPath: string; status: string } | null>>;
}

/**
 * Why a language is not on the site, in the order the admin would fix it: none when it is (a
 * live page, a live address). `address` names the address in the reader's words.
 */
export function hiddenReasons(page: PageVisibility, locale: CmsLocale, address: string): string[] {
  const status = page.localizations[locale]?.status ?? "missing";
  return [
    ...(page.publishingState === "live" ? [] : [`the page is ${page.publishingState}`]),
    ...(status === "live" ? [] : [`${address} is ${status}`]),
  ];
}

/** The addresses a page shows on the site in each language. */
export function shownAddresses(page: PageVisibility): { locale: CmsLocale; slugPath: string }[] {
  return CMS_LOCALES.flatMap((locale) => {
    const localization = page.localizations[locale];
    const shown = localization && hiddenReasons(page, locale, "its address").length === 0;
    return shown ? [{ locale, slugPath: localization.slugPath }] : [];
  });
}
