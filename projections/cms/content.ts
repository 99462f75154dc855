import {
  CMS_CONTENT_EVENT_TYPES,
  CMS_SHORTLINK_EVENT_TYPES,
  CMS_SNIPPET_EVENT_TYPES,
  type CmsContentEvent,
  type CmsShortlinkEvent,
  type CmsSnippetEvent,
} from "../../core/cms/events.ts";
import { createTablesSql, eachEvent, type Projection } from "../projection.ts";

type Folded = CmsContentEvent | CmsShortlinkEvent | CmsSnippetEvent;

/**
 * What the CMS's pages say (issue 17): per page and language the live blocks the site renders and
 * the latest draft a preview shows; the page shortlinks; the SEO snippets.
 */
export const cmsContentProjection: Projection<Folded> = {
  name: "cms_content",
  version: 1,
  eventTypes: [...CMS_CONTENT_EVENT_TYPES, ...CMS_SHORTLINK_EVENT_TYPES, ...CMS_SNIPPET_EVENT_TYPES],
  tables: ["cms_content", "cms_shortlinks", "cms_seo_snippets"],

  createTables: createTablesSql(
    (s) => `
      CREATE TABLE ${s}.cms_content (
        page_key text NOT NULL, locale text NOT NULL, status text NOT NULL,
        current_snapshot integer NOT NULL, draft_blocks jsonb NOT NULL,
        live_snapshot integer, live_blocks jsonb,
        updated_at timestamptz NOT NULL, updated_by text NOT NULL,
        PRIMARY KEY (page_key, locale)
      );
      CREATE TABLE ${s}.cms_shortlinks (
        code text PRIMARY KEY, page_key text NOT NULL, locale text NOT NULL, created_at timestamptz NOT NULL
      );
      CREATE TABLE ${s}.cms_seo_snippets (
        key text PRIMARY KEY, bg text NOT NULL, en text NOT NULL, updated_at timestamptz NOT NULL
      );
    `,
  ),

  handle: eachEvent(async (tx, event, s) => {
    const at = event.createdAt;
    switch (event.type) {
      case "CmsContentDraftSaved": {
        const { pageKey, locale, snapshot, blocks, by } = event.data;
        await tx.unsafe(
          `INSERT INTO ${s}.cms_content (page_key, locale, status, current_snapshot, draft_blocks, updated_at, updated_by)
           VALUES ($1, $2, 'draft', $3, $4::jsonb, $5, $6)
           ON CONFLICT (page_key, locale) DO UPDATE SET status = 'draft', current_snapshot = $3,
             draft_blocks = $4::jsonb, updated_at = $5, updated_by = $6`,
          [pageKey, locale, snapshot, JSON.stringify(blocks), at, by] as never[],
        );
        break;
      }
      case "CmsContentSubmitted":
      case "CmsContentReturned": {
        const status = event.type === "CmsContentSubmitted" ? "review" : "draft";
        const { pageKey, locale, by } = event.data;
        await tx.unsafe(
          `UPDATE ${s}.cms_content SET status = $3, updated_at = $4, updated_by = $5
            WHERE page_key = $1 AND locale = $2`,
          [pageKey, locale, status, at, by] as never[],
        );
        break;
      }
      case "CmsContentPublished": {
        const { pageKey, locale, snapshot, by } = event.data;
        // what is published is the snapshot that was reviewed: the latest one
        await tx.unsafe(
          `UPDATE ${s}.cms_content SET status = 'live', live_snapshot = $3, live_blocks = draft_blocks,
             updated_at = $4, updated_by = $5
            WHERE page_key = $1 AND locale = $2 AND current_snapshot = $3`,
          [pageKey, locale, snapshot, at, by] as never[],
        );
        break;
      }
      case "CmsShortlinkClaimed":
        await tx.unsafe(
          `INSERT INTO ${s}.cms_shortlinks VALUES ($1, $2, $3, $4)
           ON CONFLICT (code) DO UPDATE SET page_key = $2, locale = $3, created_at = $4`,
          [event.data.code, event.data.pageKey, event.data.locale, at] as never[],
        );
        break;
      case "CmsShortlinkReleased":
        await tx.unsafe(`DELETE FROM ${s}.cms_shortlinks WHERE code = $1`, [event.data.code]);
        break;
      case "CmsSeoSnippetSaved":
        await tx.unsafe(
          `INSERT INTO ${s}.cms_seo_snippets VALUES ($1, $2, $3, $4)
           ON CONFLICT (key) DO UPDATE SET bg = $2, en = $3, updated_at = $4`,
          [event.data.key, event.data.bg, event.data.en, at] as never[],
        );
        break;
      case "CmsSeoSnippetDeleted":
        await tx.unsafe(`DELETE FROM ${s}.cms_seo_snippets WHERE key = $1`, [event.data.key]);
        break;
    }
  }),
};
