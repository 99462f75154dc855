import { Hono } from "hono";
import { z } from "zod";
import { auditFacets, queryAudit } from "../../../core/audit/audit.ts";
import { eventFacets, newerPage } from "../../../core/audit/event-log.ts";
import type { Sql } from "../../../core/db/database.ts";
import { zodIssues } from "../../errors.ts";
import { validate } from "../../validation.ts";
import type { AdminEnv } from "../shell/context.ts";
import type { AdminDeps } from "../shell/deps.ts";
import {
  instantField,
  knownQuery,
  limitField,
  positionField,
  TIME_RANGE_ISSUE,
  textField,
  timeRangeIsOrdered,
} from "../shell/log-query-fields.ts";
import { chromeOf, renderPage } from "../shell/render.ts";
import { AUDIT_PATH, AuditLogPage, type AuditPage } from "./page.tsx";

const auditQuery = z
  .object({
    actor: textField("actor", 200),
    action: textField("action", 100),
    streamType: textField("streamType", 100),
    from: instantField("from"),
    to: instantField("to"),
    before: positionField("before"),
    limit: limitField,
  })
  .refine(timeRangeIsOrdered, TIME_RANGE_ISSUE);

type AuditQuery = z.output<typeof auditQuery>;

const AUDIT_KEYS = ["actor", "action", "streamType", "from", "to", "limit"] as const;

/** One more entry than shown tells whether an older page exists. */
async function auditPage(sql: Sql, query: AuditQuery): Promise<AuditPage> {
  const rows = await queryAudit(sql, { ...query, limit: query.limit + 1 });
  const entries = rows.slice(0, query.limit);
  const { before, limit, ...filter } = query;
  const top = entries[0]?.globalPosition ?? (before === undefined ? null : before - 1);
  return {
    entries,
    hasOlder: rows.length > query.limit,
    newer:
      before === undefined || top === null ? null : await newerPage(sql, { ...filter, adminOnly: true }, top, limit),
  };
}

async function facets(sql: Sql) {
  const [audit, events] = await Promise.all([auditFacets(sql), eventFacets(sql)]);
  return { ...audit, streamTypes: events.streamTypes };
}

/** The audit log: every admin command, from the metadata its events carry. */
export function auditScreens(deps: AdminDeps) {
  const { sql } = deps.database;
  return new Hono<AdminEnv>()
    .get(AUDIT_PATH, async (c) => {
      const query = knownQuery(c, AUDIT_KEYS);
      const parsed = auditQuery.safeParse({ ...query, before: c.req.query("before") });
      const chrome = chromeOf(c, "Audit log");
      const lists = await facets(sql);
      if (!parsed.success) {
        const issues = zodIssues(parsed.error);
        return renderPage(
          c,
          <AuditLogPage chrome={chrome} facets={lists} query={query} page={null} issues={issues} />,
          400,
        );
      }
      const page = await auditPage(sql, parsed.data);
      const { from, to } = parsed.data;
      return renderPage(
        c,
        <AuditLogPage chrome={chrome} facets={lists} query={query} from={from} to={to} page={page} />,
      );
    })
    .get("/nimda/api/audit", validate("query", auditQuery), async (c) => {
      return c.json({ success: true as const, data: await auditPage(sql, c.req.valid("query")) });
    })
    .get("/nimda/api/audit/facets", async (c) => c.json({ success: true as const, data: await facets(sql) }));
}
