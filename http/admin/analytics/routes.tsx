import { stringify } from "csv-stringify/sync";
import { Hono } from "hono";
import { recordAnalyticsExport } from "../../../core/analytics/exports.ts";
import { systemClock } from "../../../core/time/clock.ts";
import { analyticsSchemaFromDatabase } from "../../../projections/analytics/docs.ts";
import { analyticsReport, analyticsRows } from "../../../projections/analytics/queries.ts";
import { ANALYTICS_VIEWS } from "../../../projections/analytics/schema.ts";
import { errorBody, zodIssues } from "../../errors.ts";
import { type AdminEnv, auditMetadata } from "../shell/context.ts";
import type { AdminDeps } from "../shell/deps.ts";
import { chromeOf, renderPage } from "../shell/render.ts";
import { analyticsQuerySchema, filtersOf, isExportableView } from "./input.ts";
import { AnalyticsPage } from "./page.tsx";
import { ANALYTICS_PATH, type AnalyticsQueryString } from "./paths.ts";
import { AnalyticsSchemaPage } from "./schema-page.tsx";

/** What the form sent, blank fields left out, for the export links to carry the same filters. */
function givenQuery(query: Record<string, string>): AnalyticsQueryString {
  const keys = ["from", "to", "source", "language", "device", "fromAirport", "toAirport"];
  return Object.fromEntries(keys.filter((key) => query[key]?.trim()).map((key) => [key, (query[key] ?? "").trim()]));
}

const VIEWS = ANALYTICS_VIEWS.map(({ name, comment }) => ({ name, comment }));

/**
 * /nimda/analytics: the click-out, search, deal, newsletter and social series for a range, and
 * each analytics view as a streamed CSV; /nimda/analytics/schema: what analysts can query.
 */
export function analyticsScreens(deps: AdminDeps) {
  const clock = deps.clock ?? systemClock;
  return new Hono<AdminEnv>()
    .get(ANALYTICS_PATH, async (c) => {
      const parsed = analyticsQuerySchema.safeParse(c.req.query());
      const query = parsed.success ? parsed.data : {};
      const report = await analyticsReport(deps.database.sql, filtersOf(query, clock()));
      const page = (
        <AnalyticsPage
          chrome={chromeOf(c, "Analytics")}
          report={report}
          query={parsed.success ? givenQuery(c.req.query()) : {}}
          views={VIEWS}
          issues={parsed.success ? undefined : zodIssues(parsed.error)}
        />
      );
      return renderPage(c, page, parsed.success ? 200 : 400);
    })
    .get(`${ANALYTICS_PATH}/schema`, async (c) =>
      renderPage(
        c,
        <AnalyticsSchemaPage
          chrome={chromeOf(c, "Analytics schema")}
          views={await analyticsSchemaFromDatabase(deps.database.sql)}
        />,
      ),
    )
    .get(`${ANALYTICS_PATH}/export/:file{[a-z_]+\\.csv}`, async (c) => {
      const view = c.req.param("file").replace(/\.csv$/, "");
      if (!isExportableView(view)) {
        return c.json(errorBody("not_found", `No analytics view named ${view}`), 404);
      }
      const parsed = analyticsQuerySchema.safeParse(c.req.query());
      if (!parsed.success) {
        const issues = zodIssues(parsed.error);
        return c.json(errorBody("validation_error", issues[0]?.message ?? "Invalid filters", issues), 400);
      }
      const filters = filtersOf(parsed.data, clock());
      const { columns, applied, pages } = analyticsRows(deps.database.sql, view, filters);
      await recordAnalyticsExport(
        deps.store,
        {
          view,
          from: filters.from,
          to: filters.to,
          filters: Object.fromEntries(applied.map((key) => [key, String(filters[key])])),
        },
        auditMetadata(c, "analytics.export"),
      );
      const encoder = new TextEncoder();
      const iterator = pages[Symbol.asyncIterator]();
      let header = true;
      // one page of the cursor per pull: the client's pace decides how much is read
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          try {
            const next = await iterator.next();
            if (next.done) {
              if (header) controller.enqueue(encoder.encode(stringify([], { header: true, columns })));
              controller.close();
              return;
            }
            controller.enqueue(encoder.encode(stringify(next.value, { header, columns })));
            header = false;
          } catch (error) {
            deps.logger.error("analytics export failed", { view, error });
            controller.error(error);
          }
        },
        async cancel() {
          await iterator.return?.();
        },
      });
      const name = `${view}_${filters.from}_${filters.to}.csv`;
      return c.body(body, 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${name}"`,
        "cache-control": "private, no-store",
      });
    });
}
