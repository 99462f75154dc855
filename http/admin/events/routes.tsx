import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { eventAt, eventFacets, queryEvents } from "../../../core/audit/event-log.ts";
import { compareVersions, type StateAt, stateAt } from "../../../core/audit/state-at.ts";
import { DomainError } from "../../../core/eventstore/decider.ts";
import { ApiError, zodIssues } from "../../errors.ts";
import { validate } from "../../validation.ts";
import type { AdminContext, AdminEnv } from "../shell/context.ts";
import type { AdminDeps } from "../shell/deps.ts";
import { ProblemPage, streamHref } from "../shell/event-views.tsx";
import { knownQuery } from "../shell/log-query-fields.ts";
import { chromeOf, renderPage } from "../shell/render.ts";
import { EVENTS_PATH, EventDetailPage, EventsPage } from "./explorer-pages.tsx";
import { diffQuery, eventsQuery, positionParam, stateQuery, streamPageQuery } from "./input.ts";
import { StreamPage } from "./stream-page.tsx";

function kindOf(view: StateAt) {
  return view.kind ? { streamType: view.kind.streamType, label: view.kind.label, describe: view.kind.describe } : null;
}

const TO_THE_LOG = { href: EVENTS_PATH, label: "Back to the event log" };

function problem(c: AdminContext, title: string, status: ContentfulStatusCode, message: string, back = TO_THE_LOG) {
  return renderPage(c, <ProblemPage chrome={chromeOf(c, title)} message={message} back={back} />, status);
}

/** A refused version or a missing stream is the admin's input, answered on the page, not a 500. */
async function orProblem(c: AdminContext, streamId: string, render: () => Promise<Response>): Promise<Response> {
  try {
    return await render();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const back =
      error.code === "stream_not_found" ? TO_THE_LOG : { href: streamHref(streamId), label: "Back to the stream" };
    return problem(c, `Stream ${streamId}`, error.status as ContentfulStatusCode, error.message, back);
  }
}

const EVENTS_KEYS = ["streamType", "eventType", "actor", "streamId", "from", "to", "limit"] as const;
const STREAM_KEYS = ["version", "asOf", "compare", "from", "to", "limit"] as const;

// --- routes -------------------------------------------------------------------------------------

function eventPages(deps: AdminDeps) {
  const { sql } = deps.database;
  return new Hono<AdminEnv>()
    .get(EVENTS_PATH, async (c) => {
      const query = knownQuery(c, EVENTS_KEYS);
      const parsed = eventsQuery.safeParse({ ...query, before: c.req.query("before") });
      const facets = await eventFacets(sql);
      const chrome = chromeOf(c, "Event log");
      if (!parsed.success) {
        const issues = zodIssues(parsed.error);
        return renderPage(
          c,
          <EventsPage chrome={chrome} facets={facets} query={query} page={null} issues={issues} />,
          400,
        );
      }
      const page = await queryEvents(sql, parsed.data);
      const { from, to } = parsed.data;
      return renderPage(
        c,
        <EventsPage chrome={chrome} facets={facets} query={query} from={from} to={to} page={page} />,
      );
    })
    .get(`${EVENTS_PATH}/:position`, async (c) => {
      const title = `Event ${c.req.param("position")}`;
      const parsed = positionParam.safeParse({ position: c.req.param("position") });
      if (!parsed.success) return problem(c, "Event", 400, zodIssues(parsed.error)[0]?.message ?? "Bad position");
      const event = await eventAt(deps.store, parsed.data.position);
      if (!event) return problem(c, title, 404, `No event at position ${parsed.data.position}`);
      return renderPage(c, <EventDetailPage chrome={chromeOf(c, title)} event={event} />);
    })
    .get("/nimda/streams/:streamId", async (c) => {
      const streamId = c.req.param("streamId");
      const title = `Stream ${streamId}`;
      const query = knownQuery(c, STREAM_KEYS);
      const parsed = streamPageQuery.safeParse({ ...query, before: c.req.query("before") });
      if (!parsed.success) {
        const back = { href: streamHref(streamId), label: "Back to the stream" };
        return problem(c, title, 400, zodIssues(parsed.error)[0]?.message ?? "Bad request", back);
      }
      const { version, asOf, range, before, limit } = parsed.data;
      return orProblem(c, streamId, async () => {
        const comparison = range
          ? await compareVersions(deps.store, deps.aggregates, streamId, range.from, range.to)
          : null;
        const view = comparison?.to ?? (await stateAt(deps.store, deps.aggregates, streamId, { version, asOf }));
        const events = await queryEvents(sql, { streamId, before, limit });
        const page = (
          <StreamPage
            chrome={chromeOf(c, title)}
            view={view}
            asOf={comparison ? undefined : asOf}
            comparison={comparison}
            events={events}
            query={query}
          />
        );
        return renderPage(c, page);
      });
    });
}

function eventApi(deps: AdminDeps) {
  const { sql } = deps.database;
  return new Hono<AdminEnv>()
    .get("/nimda/api/events", validate("query", eventsQuery), async (c) => {
      const page = await queryEvents(sql, c.req.valid("query"));
      return c.json({ success: true as const, data: page });
    })
    .get("/nimda/api/events/:position", validate("param", positionParam), async (c) => {
      const { position } = c.req.valid("param");
      const event = await eventAt(deps.store, position);
      if (!event) throw new ApiError(404, "event_not_found", `No event at position ${position}`);
      return c.json({ success: true as const, data: event });
    })
    .get("/nimda/api/event-facets", async (c) => c.json({ success: true as const, data: await eventFacets(sql) }))
    .get("/nimda/api/streams/:streamId", validate("query", stateQuery), async (c) => {
      const view = await stateAt(deps.store, deps.aggregates, c.req.param("streamId"), c.req.valid("query"));
      const { streamId, streamType, version, currentVersion, state } = view;
      return c.json({
        success: true as const,
        data: { streamId, streamType, kind: kindOf(view), version, currentVersion, state },
      });
    })
    .get("/nimda/api/streams/:streamId/diff", validate("query", diffQuery), async (c) => {
      const { from, to } = c.req.valid("query");
      const comparison = await compareVersions(deps.store, deps.aggregates, c.req.param("streamId"), from, to);
      return c.json({
        success: true as const,
        data: {
          streamId: comparison.to.streamId,
          streamType: comparison.to.streamType,
          kind: kindOf(comparison.to),
          from: { version: comparison.from.version, state: comparison.from.state },
          to: { version: comparison.to.version, state: comparison.to.state },
          currentVersion: comparison.to.currentVersion,
          diff: comparison.diff,
          events: comparison.events,
        },
      });
    });
}

/** The event explorer: the whole log, one event, one stream's history with time travel and diff. */
export function eventScreens(deps: AdminDeps) {
  return new Hono<AdminEnv>().route("/", eventPages(deps)).route("/", eventApi(deps));
}
