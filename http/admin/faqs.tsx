import { randomInt } from "node:crypto";
import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import {
  type CatalogCommand,
  type CatalogEvent,
  type CatalogState,
  catalogDecider,
} from "../../core/catalog/decider.ts";
import { catalogStreamId, type Faq, faqSchema } from "../../core/catalog/entries.ts";
import { destinationPath } from "../../core/catalog/page-paths.ts";
import { runCatalogCommand } from "../../core/catalog/seed.ts";
import type { Sql } from "../../core/db/database.ts";
import { DomainError } from "../../core/eventstore/decider.ts";
import type { EventStore } from "../../core/eventstore/types.ts";
import {
  EMPTY_FAQ_FORM,
  FAQ_FORM_KEYS,
  FaqFormPage,
  type FaqFormPageProps,
  type FaqFormValues,
  type FaqListData,
  FaqListPage,
} from "../../ui/admin/faqs.tsx";
import { errorBody, zodIssues } from "../errors.ts";
import { validate } from "../validation.ts";
import type { Issue } from "./shell/components.tsx";
import { type AdminContext, type AdminEnv, auditMetadata } from "./shell/context.ts";
import type { AdminDeps } from "./shell/deps.ts";
import { blankAsUndefined, type FormBody, formText, pageField, sortDirField } from "./shell/form-fields.ts";
import { chromeOf, redirectWithNotice, renderPage } from "./shell/render.ts";

const PAGE_SIZE = 50;
const FAQ_KEY = /^[a-z0-9][a-z0-9-]{0,63}$/;
const ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** Seeded FAQs are faq-001, faq-002…; new ones are faq- and 8 random characters, in the same key space. */
export function newFaqId(): string {
  let suffix = "";
  for (let i = 0; i < 8; i++) suffix += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return `faq-${suffix}`;
}

// ---------------------------------------------------------------- validation

const LENGTH_LIMITS = [
  ["questionBg", "Bulgarian question", 500],
  ["questionEn", "English question", 500],
  ["answerBg", "Bulgarian answer", 5000],
  ["answerEn", "English answer", 5000],
] as const;

/**
 * The catalog's faqSchema (its messages are the spec's) without the id, which the server assigns;
 * the length limits only keep one FAQ from filling a page.
 */
export const faqInputSchema = faqSchema
  .omit({ id: true })
  .strict()
  .superRefine((faq, ctx) => {
    for (const [key, label, max] of LENGTH_LIMITS) {
      if (faq[key].length > max) {
        ctx.addIssue({ code: "custom", path: [key], message: `${label} must be at most ${max} characters` });
      }
    }
    for (const key of ["relatedSlugs", "tags"] as const) {
      if (faq[key].length > 30 || faq[key].some((v) => v.length > 100)) {
        ctx.addIssue({ code: "custom", path: [key], message: "At most 30 entries of up to 100 characters" });
      }
    }
  });
type FaqInput = z.infer<typeof faqInputSchema>;

export const faqListQuerySchema = z.object({
  q: z.preprocess(blankAsUndefined, z.string().trim().max(200, "The search must be at most 200 characters").optional()),
  iata: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^([A-Z0-9]{3}|NONE)$/, 'IATA code must be exactly 3 characters, or "none" for general questions')
      .optional(),
  ),
  active: z.preprocess(blankAsUndefined, z.enum(["yes", "no"], "Active must be yes or no").optional()),
  sort: z.preprocess(
    blankAsUndefined,
    z.enum(["id", "iata", "question", "updated"], "Sort must be id, iata, question or updated").optional(),
  ),
  dir: sortDirField,
  page: pageField,
});
type FaqListQuery = z.infer<typeof faqListQuerySchema>;

const commaList = (value: string) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

function formValues(body: FormBody): FaqFormValues {
  return Object.fromEntries(FAQ_FORM_KEYS.map((key) => [key, formText(body, key)])) as FaqFormValues;
}

/** The form's text as the schema's shape: an empty IATA code is a general question (null). */
function inputOfForm(values: FaqFormValues): unknown {
  return {
    questionBg: values.questionBg,
    answerBg: values.answerBg,
    questionEn: values.questionEn,
    answerEn: values.answerEn,
    iataCode: values.iataCode.trim() === "" ? null : values.iataCode,
    relatedSlugs: commaList(values.relatedSlugs),
    tags: commaList(values.tags),
  };
}

function valuesOf(faq: Omit<Faq, "id">): FaqFormValues {
  return {
    questionBg: faq.questionBg,
    answerBg: faq.answerBg,
    questionEn: faq.questionEn,
    answerEn: faq.answerEn,
    iataCode: faq.iataCode ?? "",
    relatedSlugs: faq.relatedSlugs.join(", "),
    tags: faq.tags.join(", "),
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** API fields as the form's: an empty IATA code is null; missing texts are empty so the spec's messages apply. */
function apiInput(body: Record<string, unknown>, base: Record<string, unknown>): Record<string, unknown> {
  const input = { ...base, ...body };
  if (input.iataCode === "") input.iataCode = null;
  return input;
}

const NEW_FAQ_BASE = {
  questionBg: "",
  answerBg: "",
  questionEn: "",
  answerEn: "",
  iataCode: null,
  relatedSlugs: [],
  tags: [],
};

// ---------------------------------------------------------------- reads

interface StoredFaq {
  id: string;
  entry: Faq;
  active: boolean;
}

/** The FAQ from its stream, so a page right after a change shows it even if the read model lags. */
async function loadFaq(store: EventStore, id: string): Promise<StoredFaq | null> {
  if (!FAQ_KEY.test(id)) return null;
  const { version, events } = await store.readStream(catalogStreamId("faq", id));
  if (version === 0) return null;
  const state = events.reduce<CatalogState>(
    (s, event) => catalogDecider.evolve(s, event as unknown as CatalogEvent),
    catalogDecider.initialState(),
  );
  return state.entry ? { id, entry: state.entry as Faq, active: state.active } : null;
}

function publicView(faq: StoredFaq) {
  return { ...faq.entry, id: faq.id, active: faq.active };
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (m) => `\\${m}`);

async function listData(sql: Sql, query: FaqListQuery): Promise<FaqListData> {
  const dir = query.dir === "desc" ? "DESC" : "ASC";
  const order = {
    id: `id ${dir}`,
    iata: `iata_code ${dir} NULLS FIRST, id`,
    question: `question_bg ${dir}, id`,
    updated: `updated_at ${dir}, id`,
  }[query.sort ?? "id"];
  const where = `
      FROM faqs
     WHERE ($1::text IS NULL OR ($1 = 'NONE' AND iata_code IS NULL) OR iata_code = $1)
       AND ($2::boolean IS NULL OR is_active = $2)
       AND ($3::text IS NULL OR id ILIKE $3 OR question_bg ILIKE $3 OR answer_bg ILIKE $3
            OR question_en ILIKE $3 OR answer_en ILIKE $3 OR array_to_string(tags, ' ') ILIKE $3)`;
  const params = [
    query.iata ?? null,
    query.active === undefined ? null : query.active === "yes",
    query.q ? `%${escapeLike(query.q)}%` : null,
  ];
  const [rows, [count], codes] = await Promise.all([
    sql.unsafe<
      {
        id: string;
        question_bg: string;
        question_en: string;
        iata_code: string | null;
        tags: string[];
        is_active: boolean;
        updated_at: Date;
      }[]
    >(
      `SELECT id, question_bg, question_en, iata_code, tags, is_active, updated_at ${where}
        ORDER BY ${order} LIMIT $4 OFFSET $5`,
      [...params, PAGE_SIZE, (query.page - 1) * PAGE_SIZE] as never[],
    ),
    sql.unsafe<{ n: number }[]>(`SELECT count(*)::int AS n ${where}`, params as never[]),
    sql<{ code: string }[]>`SELECT DISTINCT iata_code AS code FROM faqs WHERE iata_code IS NOT NULL ORDER BY 1`,
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      questionBg: row.question_bg,
      questionEn: row.question_en,
      iataCode: row.iata_code,
      tags: row.tags,
      isActive: row.is_active,
      updatedAt: row.updated_at,
    })),
    total: count?.n ?? 0,
    page: query.page,
    pageSize: PAGE_SIZE,
    iataCodes: codes.map((c) => c.code),
  };
}

/** The public destination page the FAQ appears on, in both languages. */
async function publicPaths(sql: Sql, iataCode: string | null) {
  if (!iataCode) return null;
  const [row] = await sql<{ countrySlugBg: string; citySlugBg: string; countrySlugEn: string; citySlugEn: string }[]>`
    SELECT country_slug_bg AS "countrySlugBg", city_slug_bg AS "citySlugBg",
           country_slug_en AS "countrySlugEn", city_slug_en AS "citySlugEn"
      FROM destinations WHERE iata_code = ${iataCode}`;
  return row ? { bg: destinationPath(row, "bg"), en: destinationPath(row, "en") } : null;
}

// ---------------------------------------------------------------- writes

async function run(deps: AdminDeps, c: AdminContext, command: CatalogCommand, action: string) {
  return runCatalogCommand(deps.store, command, auditMetadata(c, action));
}

async function create(deps: AdminDeps, c: AdminContext, input: FaqInput): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const id = newFaqId();
    try {
      await run(deps, c, { type: "RegisterEntry", kind: "faq", key: id, entry: { id, ...input } }, "faq.create");
      return id;
    } catch (error) {
      // a random id already taken: draw another
      if (!(error instanceof DomainError) || error.code !== "already_registered" || attempt >= 3) throw error;
    }
  }
}

const toggles = [
  { path: "activate", active: true, action: "faq.activate", notice: "FAQ activated: it is shown on the site." },
  { path: "deactivate", active: false, action: "faq.deactivate", notice: "FAQ deactivated: it is hidden now." },
] as const;

// ---------------------------------------------------------------- routes

function invalid(c: AdminContext, issues: Issue[]) {
  return c.json(errorBody("validation_failed", issues[0]?.message ?? "Invalid request", issues), 400);
}

/** FAQ editing: the list, a new FAQ, one FAQ's form and its activation, each with its JSON twin. */
export function faqScreens(deps: AdminDeps) {
  const { sql } = deps.database;
  const formPage = async (
    c: AdminContext,
    props: Omit<FaqFormPageProps, "chrome">,
    status: ContentfulStatusCode = 200,
  ) =>
    renderPage(
      c,
      <FaqFormPage chrome={chromeOf(c, props.faq ? `FAQ ${props.faq.id}` : "New FAQ")} {...props} />,
      status,
    );
  const faqProps = async (faq: StoredFaq) => ({
    id: faq.id,
    active: faq.active,
    publicPaths: await publicPaths(sql, faq.entry.iataCode),
  });

  const app = new Hono<AdminEnv>()
    .get("/nimda/faqs", async (c) => {
      const parsed = faqListQuerySchema.safeParse(c.req.query());
      const query = parsed.success ? parsed.data : faqListQuerySchema.parse({});
      const { page: _page, ...shown } = query;
      return renderPage(
        c,
        <FaqListPage
          chrome={chromeOf(c, "FAQs")}
          data={await listData(sql, query)}
          query={{ ...shown, sort: query.sort ?? "id", dir: query.dir ?? "asc" }}
          issues={parsed.success ? undefined : zodIssues(parsed.error)}
        />,
        parsed.success ? 200 : 400,
      );
    })
    .get("/nimda/faqs/new", (c) => formPage(c, { values: EMPTY_FAQ_FORM }))
    .post("/nimda/faqs/new", async (c) => {
      const values = formValues(await c.req.parseBody({ all: true }));
      const parsed = faqInputSchema.safeParse(inputOfForm(values));
      if (!parsed.success) return formPage(c, { values, issues: zodIssues(parsed.error) }, 400);
      const id = await create(deps, c, parsed.data);
      return redirectWithNotice(c, `/nimda/faqs/${id}`, "FAQ created.");
    })
    .get("/nimda/faqs/:id", async (c) => {
      const faq = await loadFaq(deps.store, c.req.param("id"));
      if (!faq) return c.text("No such FAQ.", 404);
      return formPage(c, { faq: await faqProps(faq), values: valuesOf(faq.entry) });
    })
    .post("/nimda/faqs/:id", async (c) => {
      const faq = await loadFaq(deps.store, c.req.param("id"));
      if (!faq) return c.text("No such FAQ.", 404);
      const values = formValues(await c.req.parseBody({ all: true }));
      const parsed = faqInputSchema.safeParse(inputOfForm(values));
      if (!parsed.success) {
        return formPage(c, { faq: await faqProps(faq), values, issues: zodIssues(parsed.error) }, 400);
      }
      const result = await run(
        deps,
        c,
        { type: "UpdateEntry", kind: "faq", key: faq.id, changes: parsed.data },
        "faq.update",
      );
      return redirectWithNotice(c, `/nimda/faqs/${faq.id}`, result.events.length ? "FAQ saved." : "Nothing changed.");
    })
    .get("/nimda/api/faqs", validate("query", faqListQuerySchema), async (c) =>
      c.json({ success: true as const, data: await listData(sql, c.req.valid("query")) }),
    )
    .post("/nimda/api/faqs", async (c) => {
      const body = await c.req.json().catch(() => undefined);
      if (!isObject(body)) return c.json(errorBody("invalid_json", "The body must be a JSON object"), 400);
      const parsed = faqInputSchema.safeParse(apiInput(body, NEW_FAQ_BASE));
      if (!parsed.success) return invalid(c, zodIssues(parsed.error));
      const id = await create(deps, c, parsed.data);
      return c.json({ success: true as const, data: { id, ...parsed.data, active: true } }, 201);
    })
    .get("/nimda/api/faqs/:id", async (c) => {
      const faq = await loadFaq(deps.store, c.req.param("id"));
      if (!faq) return c.json(errorBody("not_found", "No such FAQ"), 404);
      return c.json({ success: true as const, data: publicView(faq) });
    });

  // an update sends only the fields it changes; the rest keep their stored values
  const update = async (c: AdminContext) => {
    const faq = await loadFaq(deps.store, c.req.param("id") ?? "");
    if (!faq) return c.json(errorBody("not_found", "No such FAQ"), 404);
    const body = await c.req.json().catch(() => undefined);
    if (!isObject(body)) return c.json(errorBody("invalid_json", "The body must be a JSON object"), 400);
    const { id: _id, ...stored } = faq.entry;
    const parsed = faqInputSchema.safeParse(apiInput(body, stored));
    if (!parsed.success) return invalid(c, zodIssues(parsed.error));
    const changes = Object.fromEntries(Object.keys(body).map((key) => [key, parsed.data[key as keyof FaqInput]]));
    const result = await run(deps, c, { type: "UpdateEntry", kind: "faq", key: faq.id, changes }, "faq.update");
    const updated = { ...faq, entry: { ...faq.entry, ...parsed.data } };
    return c.json({ success: true as const, data: { ...publicView(updated), changed: result.events.length > 0 } });
  };
  app.post("/nimda/api/faqs/:id", update);
  app.patch("/nimda/api/faqs/:id", update);

  for (const toggle of toggles) {
    app.post(`/nimda/faqs/:id/${toggle.path}`, async (c) => {
      const faq = await loadFaq(deps.store, c.req.param("id"));
      if (!faq) return c.text("No such FAQ.", 404);
      const command = { type: "SetEntryActive", kind: "faq", key: faq.id, active: toggle.active } as const;
      await run(deps, c, command, toggle.action);
      return redirectWithNotice(c, `/nimda/faqs/${faq.id}`, toggle.notice);
    });
    app.post(`/nimda/api/faqs/:id/${toggle.path}`, async (c) => {
      const faq = await loadFaq(deps.store, c.req.param("id"));
      if (!faq) return c.json(errorBody("not_found", "No such FAQ"), 404);
      const command = { type: "SetEntryActive", kind: "faq", key: faq.id, active: toggle.active } as const;
      const result = await run(deps, c, command, toggle.action);
      return c.json({
        success: true as const,
        data: { ...publicView({ ...faq, active: toggle.active }), changed: result.events.length > 0 },
      });
    });
  }
  return app;
}
