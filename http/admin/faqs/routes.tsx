import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { errorBody, zodIssues } from "../../errors.ts";
import { validate } from "../../validation.ts";
import type { Issue } from "../shell/components.tsx";
import type { AdminContext, AdminEnv } from "../shell/context.ts";
import type { AdminDeps } from "../shell/deps.ts";
import { chromeOf, redirectWithNotice, renderPage } from "../shell/render.ts";
import { createFaq, runFaqCommand, toggles } from "./commands.ts";
import {
  apiInput,
  type FaqInput,
  faqInputSchema,
  faqListQuerySchema,
  formValues,
  inputOfForm,
  isObject,
  NEW_FAQ_BASE,
  valuesOf,
} from "./input.ts";
import { EMPTY_FAQ_FORM, FaqFormPage, type FaqFormPageProps, FaqListPage } from "./pages.tsx";
import { listData, loadFaq, publicPaths, publicView, type StoredFaq } from "./queries.ts";

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
      const id = await createFaq(deps, c, parsed.data);
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
      const result = await runFaqCommand(
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
      const id = await createFaq(deps, c, parsed.data);
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
    const result = await runFaqCommand(
      deps,
      c,
      { type: "UpdateEntry", kind: "faq", key: faq.id, changes },
      "faq.update",
    );
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
      await runFaqCommand(deps, c, command, toggle.action);
      return redirectWithNotice(c, `/nimda/faqs/${faq.id}`, toggle.notice);
    });
    app.post(`/nimda/api/faqs/:id/${toggle.path}`, async (c) => {
      const faq = await loadFaq(deps.store, c.req.param("id"));
      if (!faq) return c.json(errorBody("not_found", "No such FAQ"), 404);
      const command = { type: "SetEntryActive", kind: "faq", key: faq.id, active: toggle.active } as const;
      const result = await runFaqCommand(deps, c, command, toggle.action);
      return c.json({
        success: true as const,
        data: { ...publicView({ ...faq, active: toggle.active }), changed: result.events.length > 0 },
      });
    });
  }
  return app;
}
