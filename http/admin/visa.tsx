import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { adminActor } from "../../core/admin/auth.ts";
import type { Sql } from "../../core/db/database.ts";
import { DomainError } from "../../core/eventstore/decider.ts";
import type { EventStore } from "../../core/eventstore/types.ts";
import { type VisaCommand, type VisaState, visaDecider } from "../../core/visa/decider.ts";
import { type VisaEvent, visaStreamId } from "../../core/visa/events.ts";
import {
  CONFIDENCE_LEVELS,
  changedFields,
  REQUIREMENT_TYPES,
  VISA_RULE_FIELDS,
  type VisaRule,
  type VisaRuleField,
} from "../../core/visa/rule.ts";
import { runVisaCommand } from "../../core/visa/service.ts";
import { visaHistory } from "../../projections/queries/visa.ts";
import {
  type VisaQueueData,
  VisaQueuePage,
  type VisaQueueRow,
  type VisaRuleRow,
  type VisaRulesData,
  VisaRulesPage,
} from "../../ui/admin/visa.tsx";
import {
  type VisaCountryData,
  VisaCountryPage,
  type VisaFormError,
  type VisaFormName,
} from "../../ui/admin/visa-country.tsx";
import { EDIT_FORM_KEYS, type EditFormValues } from "../../ui/admin/visa-edit.tsx";
import { type ErrorIssue, errorBody, zodIssues } from "../errors.ts";
import { validate } from "../validation.ts";
import { type AdminContext, type AdminEnv, auditMetadata } from "./context.ts";
import type { AdminDeps } from "./deps.ts";
import { chromeOf, redirectWithNotice, renderPage } from "./render.ts";

const COUNTRY = /^[A-Z]{2}$/;
const QUEUE_PAGE_SIZE = 25;
const RULES_PAGE_SIZE = 50;
/** The projection stores days as integers; the bound keeps every value far inside that. */
const DAYS_MAX = 3650;
const NOTES_MAX = 4000;
const COMMENT_MAX = 1000;

/** The decider's own words (core/visa/decider.ts), checked here first so bad input is a 400. */
export const REJECT_COMMENT_REQUIRED = "A comment is required to reject a revision";
export const ROLLBACK_COMMENT_REQUIRED = "A comment is required to roll back";

// ---------------------------------------------------------------- validation

const days = (label: string) => {
  const message = `${label} must be a whole number from 0 to ${DAYS_MAX}, or empty`;
  return z.number(message).int(message).min(0, message).max(DAYS_MAX, message).nullable();
};
const notes = (label: string) =>
  z
    .string(`${label} must be text`)
    .trim()
    .max(NOTES_MAX, `${label} must be at most ${NOTES_MAX} characters`)
    .nullable()
    .transform((v) => (v ? v : null));

/** A whole visa rule as an admin may set it (the VisaRule type of core/visa/rule.ts). */
export const visaRuleSchema = z.strictObject({
  requirementType: z.enum(REQUIREMENT_TYPES, `Requirement type must be one of: ${REQUIREMENT_TYPES.join(", ")}`),
  visaFreeDays: days("Visa-free days"),
  passportValidityMinDays: days("Passport validity days"),
  notesBg: notes("Bulgarian notes"),
  notesEn: notes("English notes"),
  sources: z
    .array(
      z.string("Each source must be text").trim().min(1, "A source cannot be empty").max(500, "A source is too long"),
      "Sources must be a list",
    )
    .max(20, "At most 20 sources")
    .transform((list) => [...new Set(list)]),
  confidenceLevel: z.enum(CONFIDENCE_LEVELS, `Confidence must be one of: ${CONFIDENCE_LEVELS.join(", ")}`),
  needsReview: z.boolean("Needs review must be true or false"),
});

const optionalComment = z
  .string("The comment must be text")
  .trim()
  .max(COMMENT_MAX, `The comment must be at most ${COMMENT_MAX} characters`)
  .nullish()
  .transform((v) => (v ? v : null));
const requiredComment = (message: string) =>
  z.string(message).trim().min(1, message).max(COMMENT_MAX, `The comment must be at most ${COMMENT_MAX} characters`);

const blank = (v: unknown) => (v === "" ? undefined : v);
const PAGE_MESSAGE = "Page must be a whole number of 1 or more";
const pageParam = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v === "" ? 1 : Number(v)))
  .pipe(z.number(PAGE_MESSAGE).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).max(1_000_000, PAGE_MESSAGE));
const dirParam = z.preprocess(blank, z.enum(["asc", "desc"], "Direction must be asc or desc").optional());
const yesNo = (label: string) => z.preprocess(blank, z.enum(["yes", "no"], `${label} must be yes or no`).optional());

export const queueQuerySchema = z.object({
  country: z.preprocess(
    blank,
    z.string().trim().toUpperCase().regex(COUNTRY, "Country must be a 2-letter code").optional(),
  ),
  sort: z.preprocess(blank, z.enum(["proposed", "country"], "Sort must be proposed or country").optional()),
  dir: dirParam,
  page: pageParam,
});
type QueueQuery = z.infer<typeof queueQuerySchema>;

export const rulesQuerySchema = z.object({
  q: z.preprocess(blank, z.string().trim().max(100, "The search must be at most 100 characters").optional()),
  type: z.preprocess(
    blank,
    z.enum(REQUIREMENT_TYPES, `Requirement type must be one of: ${REQUIREMENT_TYPES.join(", ")}`).optional(),
  ),
  needsReview: yesNo("Needs review"),
  overrides: yesNo("Has locked fields"),
  sort: z.preprocess(
    blank,
    z.enum(["country", "type", "pending", "verified"], "Sort must be country, type, pending or verified").optional(),
  ),
  dir: dirParam,
  page: pageParam,
});
type RulesQuery = z.infer<typeof rulesQuerySchema>;

// ---------------------------------------------------------------- reads

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (m) => `\\${m}`);
const bool = (v: "yes" | "no" | undefined) => (v === undefined ? null : v === "yes");

async function queueData(sql: Sql, query: QueueQuery): Promise<VisaQueueData> {
  const dir = query.dir === "desc" ? "DESC" : "ASC";
  const order =
    query.sort === "country"
      ? `r.country_code ${dir}, r.proposed_at ASC, r.revision_id`
      : `r.proposed_at ${dir}, r.revision_id`;
  const country = query.country ?? null;
  const rows = await sql.unsafe<
    {
      revision_id: string;
      country_code: string;
      country_name: string | null;
      change_type: string;
      proposed_by: string;
      proposed_at: Date;
      rule: VisaRule;
      kept_locked_fields: string[];
      current_rule: VisaRule | null;
    }[]
  >(
    `SELECT r.revision_id, r.country_code, c.country_name_en AS country_name, r.change_type, r.proposed_by,
            r.proposed_at, r.rule, r.kept_locked_fields, cur.rule AS current_rule
       FROM visa_requirement_revisions r
       LEFT JOIN countries c ON c.country_code = r.country_code
       LEFT JOIN visa_requirements v ON v.country_code = r.country_code
       LEFT JOIN visa_requirement_revisions cur ON cur.revision_id = v.current_revision_id
      WHERE r.status = 'pending' AND ($1::text IS NULL OR r.country_code = $1)
      ORDER BY ${order}
      LIMIT $2 OFFSET $3`,
    [country, QUEUE_PAGE_SIZE, (query.page - 1) * QUEUE_PAGE_SIZE] as never[],
  );
  const [[count], countries] = await Promise.all([
    sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM visa_requirement_revisions
       WHERE status = 'pending' AND (${country}::text IS NULL OR country_code = ${country})`,
    sql<{ code: string; name: string | null }[]>`
      SELECT DISTINCT r.country_code AS code, c.country_name_en AS name
        FROM visa_requirement_revisions r LEFT JOIN countries c ON c.country_code = r.country_code
       WHERE r.status = 'pending' ORDER BY 1`,
  ]);
  return {
    rows: rows.map(
      (row): VisaQueueRow => ({
        revisionId: row.revision_id,
        countryCode: row.country_code,
        countryName: row.country_name,
        changeType: row.change_type,
        proposedBy: row.proposed_by,
        proposedAt: row.proposed_at,
        rule: row.rule,
        currentRule: row.current_rule,
        changedFields: row.current_rule ? changedFields(row.current_rule, row.rule) : [...VISA_RULE_FIELDS],
        keptLockedFields: row.kept_locked_fields,
      }),
    ),
    total: count?.n ?? 0,
    page: query.page,
    pageSize: QUEUE_PAGE_SIZE,
    countries: [...countries],
  };
}

async function rulesData(sql: Sql, query: RulesQuery): Promise<VisaRulesData> {
  const dir = query.dir === "desc" ? "DESC" : "ASC";
  const order = {
    country: `v.country_code ${dir}`,
    type: `v.requirement_type ${dir} NULLS LAST, v.country_code`,
    pending: `pending ${dir}, v.country_code`,
    verified: `v.last_verified_at ${dir} NULLS LAST, v.country_code`,
  }[query.sort ?? "country"];
  const where = `
       FROM visa_requirements v LEFT JOIN countries c ON c.country_code = v.country_code
      WHERE ($1::text IS NULL OR v.requirement_type = $1)
        AND ($2::boolean IS NULL OR v.needs_review = $2)
        AND ($3::boolean IS NULL OR (cardinality(v.manual_override_fields) > 0) = $3)
        AND ($4::text IS NULL OR v.country_code ILIKE $4 OR c.country_name_en ILIKE $4 OR c.country_name_bg ILIKE $4)`;
  const params = [
    query.type ?? null,
    bool(query.needsReview),
    bool(query.overrides),
    query.q ? `%${escapeLike(query.q)}%` : null,
  ];
  const [rows, [count]] = await Promise.all([
    sql.unsafe<
      {
        country_code: string;
        country_name: string | null;
        requirement_type: string | null;
        visa_free_days: number | null;
        passport_validity_min_days: number | null;
        confidence_level: string | null;
        needs_review: boolean;
        manual_override_fields: string[];
        auto_update_disabled: boolean;
        pending: number;
        last_verified_at: Date | null;
        last_verified_by: string | null;
      }[]
    >(
      `SELECT v.country_code, c.country_name_en AS country_name, v.requirement_type, v.visa_free_days,
              v.passport_validity_min_days, v.confidence_level, v.needs_review, v.manual_override_fields,
              v.auto_update_disabled, v.last_verified_at, v.last_verified_by,
              (SELECT count(*) FROM visa_requirement_revisions p
                WHERE p.country_code = v.country_code AND p.status = 'pending')::int AS pending
       ${where}
       ORDER BY ${order} LIMIT $5 OFFSET $6`,
      [...params, RULES_PAGE_SIZE, (query.page - 1) * RULES_PAGE_SIZE] as never[],
    ),
    sql.unsafe<{ n: number }[]>(`SELECT count(*)::int AS n ${where}`, params as never[]),
  ]);
  return {
    rows: rows.map(
      (row): VisaRuleRow => ({
        countryCode: row.country_code,
        countryName: row.country_name,
        requirementType: row.requirement_type,
        visaFreeDays: row.visa_free_days,
        passportValidityMinDays: row.passport_validity_min_days,
        confidenceLevel: row.confidence_level,
        needsReview: row.needs_review,
        manualOverrideFields: row.manual_override_fields,
        autoUpdateDisabled: row.auto_update_disabled,
        pending: row.pending,
        lastVerifiedAt: row.last_verified_at,
        lastVerifiedBy: row.last_verified_by,
      }),
    ),
    total: count?.n ?? 0,
    page: query.page,
    pageSize: RULES_PAGE_SIZE,
  };
}

async function countryData(deps: AdminDeps, countryCode: string): Promise<VisaCountryData | null> {
  const { sql, db } = deps.database;
  const [row] = await sql<
    {
      country_name: string | null;
      manual_override_fields: string[];
      auto_update_disabled: boolean;
      current_revision_id: string | null;
      last_verified_at: Date | null;
      last_verified_by: string | null;
    }[]
  >`
    SELECT c.country_name_en AS country_name, v.manual_override_fields, v.auto_update_disabled,
           v.current_revision_id, v.last_verified_at, v.last_verified_by
      FROM visa_requirements v LEFT JOIN countries c ON c.country_code = v.country_code
     WHERE v.country_code = ${countryCode}`;
  if (!row) return null;
  const history = (await visaHistory(db, countryCode)).map((r) => ({ ...r, rule: r.rule as VisaRule }));
  const current = history.find((r) => r.revisionId === row.current_revision_id) ?? null;
  const pending = history
    .filter((r) => r.status === "pending")
    .reverse()
    .map((r) => ({ ...r, changedFields: current ? changedFields(current.rule, r.rule) : [...VISA_RULE_FIELDS] }));
  return {
    countryCode,
    countryName: row.country_name,
    current,
    lockedFields: row.manual_override_fields as VisaRuleField[],
    autoUpdateDisabled: row.auto_update_disabled,
    lastVerifiedAt: row.last_verified_at ? new Date(row.last_verified_at).toISOString() : null,
    lastVerifiedBy: row.last_verified_by,
    pending,
    history,
  };
}

/** The rule's state from its stream: commands decide on it, so the diff of an edit is exact. */
async function loadVisa(store: EventStore, countryCode: string): Promise<VisaState | null> {
  const { version, events } = await store.readStream(visaStreamId(countryCode));
  if (version === 0) return null;
  return events.reduce(
    (state, event) => visaDecider.evolve(state, event as unknown as VisaEvent),
    visaDecider.initialState(),
  );
}

// ---------------------------------------------------------------- commands

type FormBody = Record<string, string | File | (string | File)[]>;

function texts(body: FormBody, key: string): string[] {
  const value = body[key];
  return (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === "string");
}
const text = (body: FormBody, key: string) => texts(body, key).at(-1) ?? "";
/** A checkbox after its hidden "false": checked sends both values. */
const checked = (body: FormBody, key: string) => texts(body, key).includes("true");

/** Digits become a number, empty becomes null, anything else stays text for the schema to refuse. */
function daysFromText(value: string): number | null | string {
  const trimmed = value.trim();
  if (trimmed === "") return null;
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : trimmed;
}

function editFromForm(body: FormBody) {
  return {
    changes: {
      requirementType: text(body, "requirementType"),
      visaFreeDays: daysFromText(text(body, "visaFreeDays")),
      passportValidityMinDays: daysFromText(text(body, "passportValidityMinDays")),
      notesBg: text(body, "notesBg"),
      notesEn: text(body, "notesEn"),
      sources: text(body, "sources")
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
      confidenceLevel: text(body, "confidenceLevel"),
      needsReview: checked(body, "needsReview"),
    },
    lockFields: checked(body, "lockFields"),
    comment: text(body, "comment"),
  };
}

interface ActionContext {
  countryCode: string;
  reviewer: string;
  state: VisaState;
  /** The revision named in the path, for approve and reject. */
  revisionId: string;
}

interface VisaAction<Input> {
  /** After /nimda/visa/:countryCode and /nimda/api/visa/:countryCode. */
  path: string;
  form: VisaFormName;
  audit: string;
  schema: z.ZodType<Input>;
  fromForm(body: FormBody): unknown;
  /** null: nothing to change. */
  command(input: Input, context: ActionContext): VisaCommand | null;
  notice(input: Input, changed: boolean): string;
}

const action = <Input,>(definition: VisaAction<Input>) => definition as unknown as VisaAction<unknown>;

const currentRule = (state: VisaState) => state.revisions.find((r) => r.revisionId === state.currentRevisionId)?.rule;

export const VISA_ACTIONS = [
  action({
    path: "/revisions/:revisionId/approve",
    form: "approve",
    audit: "visa.approve",
    schema: z.strictObject({ comment: optionalComment }),
    fromForm: (body) => ({ comment: text(body, "comment") }),
    command: (input, { revisionId, reviewer }) => ({
      type: "ApproveRevision",
      revisionId,
      reviewer,
      comment: input.comment,
    }),
    notice: () => "Revision approved: it is the current rule now.",
  }),
  action({
    path: "/revisions/:revisionId/reject",
    form: "reject",
    audit: "visa.reject",
    schema: z.strictObject({ comment: requiredComment(REJECT_COMMENT_REQUIRED) }),
    fromForm: (body) => ({ comment: text(body, "comment") }),
    command: (input, { revisionId, reviewer }) => ({
      type: "RejectRevision",
      revisionId,
      reviewer,
      comment: input.comment,
    }),
    notice: () => "Revision rejected.",
  }),
  action({
    path: "/edit",
    form: "edit",
    audit: "visa.edit",
    schema: z
      .strictObject({
        changes: visaRuleSchema.partial(),
        lockFields: z.boolean("lockFields must be true or false").default(false),
        comment: optionalComment,
      })
      .refine((input) => Object.keys(input.changes).length > 0, {
        message: "Change at least one field",
        path: ["changes"],
      }),
    fromForm: editFromForm,
    command: (input, { countryCode, reviewer, state }) => {
      const live = currentRule(state);
      const candidate = { ...live, ...input.changes } as VisaRule;
      // only the fields that really change are sent, so only they get locked
      const fields = live ? changedFields(live, candidate) : (Object.keys(input.changes) as VisaRuleField[]);
      if (fields.length === 0) return null;
      return {
        type: "EditManually",
        countryCode,
        revisionId: randomUUID(),
        changes: Object.fromEntries(fields.map((f) => [f, candidate[f]])) as Partial<VisaRule>,
        reviewer,
        comment: input.comment,
        lockFields: input.lockFields,
      };
    },
    notice: (input, changed) =>
      !changed
        ? "Nothing changed: the rule already has these values."
        : input.lockFields
          ? "Rule saved; the changed fields are locked against automated updates."
          : "Rule saved.",
  }),
  action({
    path: "/unlock",
    form: "unlock",
    audit: "visa.unlock",
    schema: z.strictObject({
      fields: z
        .array(z.enum(VISA_RULE_FIELDS, "Unknown visa rule field"), "Choose at least one field to unlock")
        .min(1, "Choose at least one field to unlock"),
    }),
    fromForm: (body) => ({ fields: texts(body, "fields") }),
    command: (input, { reviewer }) => ({ type: "UnlockFields", fields: input.fields, by: reviewer }),
    notice: (input, changed) => (changed ? `Unlocked: ${input.fields.join(", ")}.` : "Those fields were not locked."),
  }),
  action({
    path: "/auto-update",
    form: "auto-update",
    audit: "visa.auto_update",
    schema: z.strictObject({ autoUpdateDisabled: z.boolean("autoUpdateDisabled must be true or false") }),
    fromForm: (body) => {
      const value = text(body, "autoUpdateDisabled");
      return { autoUpdateDisabled: value === "true" ? true : value === "false" ? false : value };
    },
    command: (input, { reviewer }) => ({ type: "SetAutoUpdate", disabled: input.autoUpdateDisabled, by: reviewer }),
    notice: (input) => (input.autoUpdateDisabled ? "Automatic updates are disabled." : "Automatic updates are on."),
  }),
  action({
    path: "/rollback",
    form: "rollback",
    audit: "visa.rollback",
    schema: z.strictObject({
      toRevisionId: z.guid("Choose a revision to restore"),
      comment: requiredComment(ROLLBACK_COMMENT_REQUIRED),
    }),
    fromForm: (body) => ({ toRevisionId: text(body, "toRevisionId"), comment: text(body, "comment") }),
    command: (input, { reviewer }) => ({
      type: "Rollback",
      revisionId: randomUUID(),
      toRevisionId: input.toRevisionId,
      reviewer,
      comment: input.comment,
    }),
    notice: () => "Rolled back: the restored rule is current now.",
  }),
];

type Outcome =
  | { kind: "done"; countryCode: string; changed: boolean; revisionId: string | null; notice: string }
  | { kind: "invalid"; countryCode: string; issues: ErrorIssue[] }
  | { kind: "refused"; countryCode: string; error: DomainError }
  | { kind: "missing"; message: string };

function countryParam(c: AdminContext): string | null {
  const code = (c.req.param("countryCode") ?? "").toUpperCase();
  return COUNTRY.test(code) ? code : null;
}

async function perform(deps: AdminDeps, c: AdminContext, act: VisaAction<unknown>, raw: unknown): Promise<Outcome> {
  const countryCode = countryParam(c);
  if (!countryCode) return { kind: "missing", message: "No such country" };
  const pathRevision = c.req.param("revisionId");
  if (pathRevision !== undefined && !z.guid().safeParse(pathRevision).success) {
    return { kind: "missing", message: `No revision ${pathRevision}` };
  }
  const state = await loadVisa(deps.store, countryCode);
  if (!state) return { kind: "missing", message: `No visa rule for ${countryCode}` };
  const parsed = act.schema.safeParse(raw);
  if (!parsed.success) return { kind: "invalid", countryCode, issues: zodIssues(parsed.error) };
  const reviewer = adminActor(c.get("session").sub);
  const command = act.command(parsed.data, { countryCode, reviewer, state, revisionId: pathRevision ?? "" });
  if (!command)
    return { kind: "done", countryCode, changed: false, revisionId: null, notice: act.notice(parsed.data, false) };
  try {
    const result = await runVisaCommand(deps.store, countryCode, command, auditMetadata(c, act.audit));
    const changed = result.events.length > 0;
    return {
      kind: "done",
      countryCode,
      changed,
      revisionId: "revisionId" in command ? command.revisionId : null,
      notice: act.notice(parsed.data, changed),
    };
  } catch (error) {
    if (error instanceof DomainError) return { kind: "refused", countryCode, error };
    throw error;
  }
}

function editValuesFrom(body: FormBody): EditFormValues {
  const values = Object.fromEntries(EDIT_FORM_KEYS.map((key) => [key, text(body, key)])) as EditFormValues;
  return {
    ...values,
    needsReview: String(checked(body, "needsReview")),
    lockFields: String(checked(body, "lockFields")),
  };
}

// ---------------------------------------------------------------- routes

function notFound(c: AdminContext, message: string) {
  return c.text(message, 404);
}

/** The visa review queue, every country's rule, and one country's rule with its revision workflow. */
export function visaScreens(deps: AdminDeps) {
  const { sql } = deps.database;
  const countryPage = (
    c: AdminContext,
    data: VisaCountryData,
    form?: VisaFormError,
    status: ContentfulStatusCode = 200,
  ) =>
    renderPage(
      c,
      <VisaCountryPage
        chrome={chromeOf(c, `Visa rule: ${data.countryName ?? data.countryCode}`)}
        data={data}
        form={form}
      />,
      status,
    );

  const app = new Hono<AdminEnv>()
    .get("/nimda/visa", async (c) => {
      const parsed = queueQuerySchema.safeParse(c.req.query());
      const query = parsed.success ? parsed.data : queueQuerySchema.parse({});
      const data = await queueData(sql, query);
      return renderPage(
        c,
        <VisaQueuePage
          chrome={chromeOf(c, "Visa review")}
          data={data}
          query={{ country: query.country, sort: query.sort ?? "proposed", dir: query.dir ?? "asc" }}
          issues={parsed.success ? undefined : zodIssues(parsed.error)}
        />,
        parsed.success ? 200 : 400,
      );
    })
    .get("/nimda/visa/rules", async (c) => {
      const parsed = rulesQuerySchema.safeParse(c.req.query());
      const query = parsed.success ? parsed.data : rulesQuerySchema.parse({});
      const data = await rulesData(sql, query);
      const { page: _page, ...shown } = query;
      return renderPage(
        c,
        <VisaRulesPage
          chrome={chromeOf(c, "Visa rules by country")}
          data={data}
          query={{ ...shown, sort: query.sort ?? "country", dir: query.dir ?? "asc" }}
          issues={parsed.success ? undefined : zodIssues(parsed.error)}
        />,
        parsed.success ? 200 : 400,
      );
    })
    .get("/nimda/visa/:countryCode", async (c) => {
      const countryCode = countryParam(c);
      const data = countryCode ? await countryData(deps, countryCode) : null;
      if (!data) return notFound(c, "No visa rule for that country.");
      return countryPage(c, data);
    })
    .get("/nimda/api/visa", validate("query", queueQuerySchema), async (c) =>
      c.json({ success: true as const, data: await queueData(sql, c.req.valid("query")) }),
    )
    .get("/nimda/api/visa/rules", validate("query", rulesQuerySchema), async (c) =>
      c.json({ success: true as const, data: await rulesData(sql, c.req.valid("query")) }),
    )
    .get("/nimda/api/visa/:countryCode", async (c) => {
      const countryCode = countryParam(c);
      const data = countryCode ? await countryData(deps, countryCode) : null;
      if (!data) return c.json(errorBody("not_found", "No visa rule for that country"), 404);
      return c.json({ success: true as const, data });
    });

  for (const act of VISA_ACTIONS) {
    app.post(`/nimda/visa/:countryCode${act.path}`, async (c) => {
      const body = await c.req.parseBody({ all: true });
      const outcome = await perform(deps, c, act, act.fromForm(body));
      if (outcome.kind === "missing") return notFound(c, outcome.message);
      if (outcome.kind === "done") return redirectWithNotice(c, `/nimda/visa/${outcome.countryCode}`, outcome.notice);
      const status = outcome.kind === "invalid" ? 400 : outcome.error.status;
      const form: VisaFormError = {
        name: act.form,
        revisionId: c.req.param("revisionId") ?? (text(body, "toRevisionId") || undefined),
        message: outcome.kind === "invalid" ? (outcome.issues[0]?.message ?? "Invalid input") : outcome.error.message,
        // the edit form lists every problem beside its field; the others have one field
        issues:
          outcome.kind === "invalid" && act.form === "edit"
            ? outcome.issues.map((i) => ({ ...i, path: i.path.replace(/^changes\./, "") }))
            : undefined,
        values: act.form === "edit" ? editValuesFrom(body) : undefined,
        comment: text(body, "comment"),
      };
      const data = await countryData(deps, outcome.countryCode);
      // the read model has not seen the country's first event yet: the message alone still answers
      if (!data) return c.text(form.message, status);
      return countryPage(c, data, form, status);
    });

    app.post(`/nimda/api/visa/:countryCode${act.path}`, async (c) => {
      const raw = await c.req.text();
      let input: unknown;
      try {
        input = raw.trim() === "" ? {} : JSON.parse(raw);
      } catch {
        return c.json(errorBody("invalid_json", "The body must be JSON"), 400);
      }
      const outcome = await perform(deps, c, act, input);
      switch (outcome.kind) {
        case "missing":
          return c.json(errorBody("not_found", outcome.message), 404);
        case "invalid":
          return c.json(
            errorBody("validation_failed", outcome.issues[0]?.message ?? "Invalid request", outcome.issues),
            400,
          );
        case "refused":
          return c.json(errorBody(outcome.error.code, outcome.error.message), outcome.error.status);
        case "done":
          return c.json({
            success: true as const,
            data: { countryCode: outcome.countryCode, changed: outcome.changed, revisionId: outcome.revisionId },
          });
      }
    });
  }
  return app;
}
