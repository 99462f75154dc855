import { CMS_PAGE_EVENT_TYPES, type CmsPageEvent } from "../../core/cms/events.ts";
import type { Tx } from "../../core/eventstore/checkpointed-batch.ts";
import { createTablesSql, eachEvent, type Projection } from "../projection.ts";

/**
 * cms_pages and cms_page_localizations: the server page list of spec sections 2, 3 and 7; with
 * each page's SEO per language, the constraints on its address parameters and the addresses it
 * had before, which answer with a 301 (issue 17).
 */
export const cmsProjection: Projection<CmsPageEvent> = {
  name: "cms",
  version: 3,
  eventTypes: CMS_PAGE_EVENT_TYPES,
  tables: ["cms_pages", "cms_page_localizations", "cms_page_seo", "cms_route_constraints", "cms_slug_redirects"],

  createTables: createTablesSql(
    (s) => `
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
      CREATE INDEX ON ${s}.cms_page_localizations (slug_path);
      CREATE TABLE ${s}.cms_page_seo (
        page_key text NOT NULL, locale text NOT NULL, title text, description text, og_media_id uuid,
        canonical text, noindex boolean NOT NULL, updated_at timestamptz NOT NULL,
        PRIMARY KEY (page_key, locale)
      );
      CREATE TABLE ${s}.cms_route_constraints (
        page_key text NOT NULL, param text NOT NULL, kind text NOT NULL, pattern text, ref text,
        PRIMARY KEY (page_key, param)
      );
      CREATE TABLE ${s}.cms_slug_redirects (
        old_path text PRIMARY KEY, page_key text NOT NULL, locale text NOT NULL, moved_at timestamptz NOT NULL
      );
    `,
  ),

  handle: eachEvent(async (tx, event, s) => {
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
        await movedFrom(tx, s, event.data, at);
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
      case "CmsPageSeoChanged": {
        const { title, description, ogMediaId, canonical, noindex } = event.data.seo;
        await tx.unsafe(
          `INSERT INTO ${s}.cms_page_seo VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
           ON CONFLICT (page_key, locale) DO UPDATE SET title = $3, description = $4, og_media_id = $5,
             canonical = $6, noindex = $7, updated_at = $8`,
          [event.data.pageKey, event.data.locale, title, description, ogMediaId, canonical, noindex, at] as never[],
        );
        break;
      }
      case "CmsRouteConstraintSet": {
        const { constraint } = event.data;
        await tx.unsafe(
          `INSERT INTO ${s}.cms_route_constraints VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (page_key, param) DO UPDATE SET kind = $3, pattern = $4, ref = $5`,
          [
            event.data.pageKey,
            constraint.param,
            constraint.kind,
            constraint.kind === "regex" ? constraint.pattern : null,
            constraint.kind === "ref" ? constraint.ref : null,
          ] as never[],
        );
        break;
      }
      case "CmsRouteConstraintRemoved":
        await tx.unsafe(`DELETE FROM ${s}.cms_route_constraints WHERE page_key = $1 AND param = $2`, [
          event.data.pageKey,
          event.data.param,
        ]);
        break;
    }
  }),
};

/**
 * A moved address keeps answering, with a 301 to wherever its page is now; an address a page
 * moves (back) to is nobody's old address any more.
 */
async function movedFrom(
  tx: Tx,
  s: string,
  data: { pageKey: string; locale: string; slugPath: string; previous: string | null },
  at: Date,
): Promise<void> {
  await tx.unsafe(`DELETE FROM ${s}.cms_slug_redirects WHERE old_path = $1`, [data.slugPath]);
  if (!data.previous || data.previous === data.slugPath) return;
  await tx.unsafe(
    `INSERT INTO ${s}.cms_slug_redirects VALUES ($1, $2, $3, $4)
     ON CONFLICT (old_path) DO UPDATE SET page_key = $2, locale = $3, moved_at = $4`,
    [data.previous, data.pageKey, data.locale, at] as never[],
  );
}
