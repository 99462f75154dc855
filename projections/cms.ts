import { CMS_PAGE_EVENT_TYPES, type CmsPageEvent } from "../core/cms/events.ts";
import { ident, type Projection } from "./projection.ts";

/** cms_pages and cms_page_localizations: the server page list of spec sections 2, 3 and 7. */
export const cmsProjection: Projection<CmsPageEvent> = {
  name: "cms",
  version: 2,
  eventTypes: CMS_PAGE_EVENT_TYPES,
  tables: ["cms_pages", "cms_page_localizations"],

  async createTables(tx, schema) {
    const s = ident(schema);
    await tx.unsafe(`
      CREATE TABLE ${s}.cms_pages (
        page_key text PRIMARY KEY, page_type text NOT NULL, publishing_state text NOT NULL DEFAULT 'draft',
        created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL, publish_at timestamptz
      );
      CREATE INDEX ON ${s}.cms_pages (publish_at) WHERE publishing_state = 'scheduled';
      CREATE TABLE ${s}.cms_page_localizations (
        page_key text NOT NULL, locale text NOT NULL, slug_path text NOT NULL, status text NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (page_key, locale)
      );
    `);
  },

  async handle(tx, events, schema) {
    const s = ident(schema);
    for (const event of events) {
      const at = event.createdAt;
      switch (event.type) {
        case "CmsPageCreated":
          await tx.unsafe(
            `INSERT INTO ${s}.cms_pages (page_key, page_type, created_at, updated_at) VALUES ($1, $2, $3, $3)
             ON CONFLICT (page_key) DO NOTHING`,
            [event.data.pageKey, event.data.pageType, at] as never[],
          );
          break;
        case "CmsPageLocalized":
          await tx.unsafe(
            `INSERT INTO ${s}.cms_page_localizations VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (page_key, locale) DO UPDATE SET slug_path = EXCLUDED.slug_path, status = EXCLUDED.status,
               updated_at = EXCLUDED.updated_at`,
            [event.data.pageKey, event.data.locale, event.data.slugPath, event.data.status, at] as never[],
          );
          break;
        case "CmsPagePublishingStateChanged":
          await tx.unsafe(
            `UPDATE ${s}.cms_pages SET publishing_state = $2, updated_at = $3, publish_at = $4 WHERE page_key = $1`,
            [event.data.pageKey, event.data.to, at, event.data.publishAt ?? null] as never[],
          );
          break;
      }
    }
  },
};
