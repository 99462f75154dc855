import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { eventAt, eventFacets, queryEvents } from "../../core/admin/event-log.ts";
import { compareVersions, type StateAt, stateAt } from "../../core/admin/state-at.ts";
import { DomainError } from "../../core/eventstore/decider.ts";
import { EVENTS_PATH, EventDetailPage, EventsPage } from "../../ui/admin/events.tsx";
import { StreamPage } from "../../ui/admin/stream.tsx";
import { ApiError, zodIssues } from "../errors.ts";
import { validate } from "../validation.ts";
import type { AdminContext, AdminEnv } from "./shell/context.ts";
import type { AdminDeps } from "./shell/deps.ts";
import { ProblemPage, streamHref } from "./shell/event-views.tsx";
import { blankAsUndefined } from "./shell/form-fields.ts";
import { chromeOf, renderPage } from "./shell/render.ts";

// --- query fields shared with the audit screen -------------------------------------------------

/** Forms send empty fields: an empty value means "not given". */
function optional<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess(blankAsUndefined, schema.optional());
}

export function textField(name: string, max: number) {
  return optional(z.string().trim().max(max, `${name} must be at most ${max} characters`)).transform(
    (value) => value || undefined,
  );
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?)?$/;
const ZONED = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** ISO 8601 with a zone, or a datetime-local (or a bare date) read as UTC; no rolled-over days. */
export function parseInstant(value: string): Date | null {
  const local = LOCAL.exec(value);
  const match = local ?? ZONED.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) return null;
  const date = new Date(local ? (local[4] ? `${value}Z` : `${value}T00:00Z`) : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function instantField(name: string) {
  const message = `${name} must be a date and time such as 2025-01-31T14:30 (UTC) or an ISO 8601 time`;
  return optional(
    z
      .string()
      .max(40, message)
      .transform((value, ctx) => {
        const date = parseInstant(value.trim());
        if (date) return date;
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }),
  );
}

function wholeNumber(name: string, min: 0 | 1) {
  const message = min === 0 ? `${name} must be a whole number >= 0` : `${name} must be a positive whole number`;
  return z
    .string({ error: message })
    .regex(/^\d{1,15}$/, message)
    .transform(Number)
    .refine((value) => value >= min, message);
}

export const positionField = (name: string) => optional(wholeNumber(name, 1));
const versionField = (name: string) => optional(wholeNumber(name, 0));

export const limitField = optional(
  z
    .string()
    .regex(/^\d{1,4}$/, "limit must be between 1 and 200")
    .transform(Number)
    .refine((value) => value >= 1 && value <= 200, "limit must be between 1 and 200"),
).transform((value) => value ?? 50);

export function timeRangeIsOrdered(range: { from?: Date; to?: Date }): boolean {
  return !range.from || !range.to || range.from <= range.to;
}
export const TIME_RANGE_ISSUE = { message: "from must not be after to", path: ["to"] };

// --- schemas ------------------------------------------------------------------------------------

const eventsQuery = z
  .object({
    streamType: textField("streamType", 100),
    eventType: textField("eventType", 200),
    actor: textField("actor", 200),
    streamId: textField("streamId", 300),
    from: instantField("from"),
    to: instantField("to"),
    before: positionField("before"),
    limit: limitField,
  })
  .refine(timeRangeIsOrdered, TIME_RANGE_ISSUE);

const positionParam = z.object({ position: wholeNumber("position", 1) });

const stateQuery = z.object({ version: versionField("version"), asOf: instantField("asOf") });

const diffQuery = z
  .object({ from: wholeNumber("from", 0), to: wholeNumber("to", 0) })
  .refine((range) => range.from <= range.to, { message: "from must not be after to", path: ["to"] });

const streamPageQuery = stateQuery
  .extend({
    compare: optional(z.string().regex(/^\d{1,15}\.\.\d{1,15}$/, "compare must be two versions such as 3..5")),
    from: versionField("from"),
    to: versionField("to"),
    before: positionField("before"),
    limit: limitField,
  })
  .transform((query, ctx) => {
    const [a, b] = query.compare ? query.compare.split("..").map(Number) : [query.from, query.to];
    if ((a === undefined) !== (b === undefined)) {
      ctx.addIssue({ code: "custom", message: "Give both from and to to compare two versions", path: ["to"] });
      return z.NEVER;
    }
    if (a !== undefined && b !== undefined && a > b) {
      ctx.addIssue({ code: "custom", message: "from must not be after to", path: ["to"] });
      return z.NEVER;
    }
    return { ...query, range: a !== undefined && b !== undefined ? { from: a, to: b } : null };
  });

// --- helpers ------------------------------------------------------------------------------------

/** The address's query limited to the keys a screen knows, for its forms and paging links. */
export function knownQuery(c: AdminContext, keys: readonly string[]): Record<string, string | undefined> {
  return Object.fromEntries(keys.map((key) => [key, c.req.query(key)]));
}

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
