import { sql } from "kysely";
import type { Db } from "../../core/db/database.ts";

export interface CmsPageLocalization {
  locale: string;
  status: string;
  slugPath: string;
}

export interface CmsPage {
  pageKey: string;
  pageType: string;
  publishingState: string;
  localizations: CmsPageLocalization[];
}

/** The server page list: live pages only, unless an admin asks for drafts too. */
export async function cmsPages(db: Db, options: { includeDraft: boolean }): Promise<CmsPage[]> {
  const result = await sql<CmsPage>`
    SELECT p.page_key, p.page_type, p.publishing_state,
           COALESCE(json_agg(json_build_object('locale', l.locale, 'status', l.status, 'slugPath', l.slug_path)
                    ORDER BY l.locale) FILTER (WHERE l.locale IS NOT NULL), '[]') AS localizations
      FROM cms_pages p
      LEFT JOIN cms_page_localizations l ON l.page_key = p.page_key
     WHERE ${options.includeDraft} OR p.publishing_state = 'live'
     GROUP BY p.page_key, p.page_type, p.publishing_state
     ORDER BY p.page_key`.execute(db);
  return result.rows;
}

/** Scheduled pages whose time has come, as the read model has them (the scheduler checks each stream). */
export async function scheduledPagesDue(db: Db, now: Date): Promise<string[]> {
  const result = await sql<{ pageKey: string }>`
    SELECT page_key FROM cms_pages WHERE publishing_state = 'scheduled' AND publish_at <= ${now}
     ORDER BY publish_at`.execute(db);
  return result.rows.map((row) => row.pageKey);
}
