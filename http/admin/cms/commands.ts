import { CMS_LOCALES, cmsPageStreamId } from "../../../core/cms/events.ts";
import { runCmsPageCommand } from "../../../core/cms/runner.ts";
import type { Db } from "../../../core/db/database.ts";
import { DomainError } from "../../../core/eventstore/decider.ts";
import type { EventMetadata, EventStore } from "../../../core/eventstore/types.ts";
import type { CreatePageInput } from "./input.ts";
import { firstSlugClash } from "./slug-clash.ts";

const pageExists = (key: string) => new DomainError("page_exists", `A page with the key ${key} already exists`, 409);

/** One admin action, one audit action: the draft localizations of a new page are part of creating it. */
export async function createPage(
  store: EventStore,
  db: Db,
  input: CreatePageInput,
  metadata: EventMetadata,
): Promise<void> {
  const { version } = await store.readStream(cmsPageStreamId(input.pageKey), { toVersion: 1 });
  if (version > 0) throw pageExists(input.pageKey);
  // checked before anything is stored: a page is created with its addresses or not at all
  const clash = await firstSlugClash(db, input.pageKey, [input.bgSlugPath, input.enSlugPath]);
  if (clash) throw clash;
  const created = await runCmsPageCommand(
    store,
    { type: "CreatePage", pageKey: input.pageKey, pageType: input.pageType },
    metadata,
  );
  // the decider ignores a second CreatePage: another admin won the race
  if (created.events.length === 0) throw pageExists(input.pageKey);
  for (const locale of CMS_LOCALES) {
    const path = locale === "bg" ? input.bgSlugPath : input.enSlugPath;
    if (!path) continue;
    await runCmsPageCommand(
      store,
      { type: "LocalizePage", pageKey: input.pageKey, locale, slugPath: path, status: "draft" },
      metadata,
    );
  }
}

/** A refusal comes back as a value, so page handlers can show it beside the form. */
export async function orRefusal<T>(run: () => Promise<T>): Promise<T | DomainError> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
}
