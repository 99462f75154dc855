import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { uncheckedVisaRules } from "../../../projections/visa/queries.ts";
import { errorBody, zodIssues } from "../../errors.ts";
import { validate } from "../../validation.ts";
import type { AdminContext, AdminEnv } from "../shell/context.ts";
import type { AdminDeps } from "../shell/deps.ts";
import { chromeOf, redirectWithNotice, renderPage } from "../shell/render.ts";
import { perform, VISA_ACTIONS } from "./commands.ts";
import type { VisaCountryData, VisaFormError } from "./country-data.ts";
import { VisaCountryPage } from "./country-page.tsx";
import { countryParam, editValuesFrom, queueQuerySchema, rulesQuerySchema, text } from "./input.ts";
import { VisaQueuePage, VisaRulesPage } from "./list-pages.tsx";
import { countryData, queueData, rulesData } from "./queries.ts";
import { UNCHECKED_SHOWN } from "./unchecked-section.tsx";

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
      const [data, unchecked] = await Promise.all([
        queueData(sql, query),
        uncheckedVisaRules(deps.database.db, UNCHECKED_SHOWN),
      ]);
      return renderPage(
        c,
        <VisaQueuePage
          chrome={chromeOf(c, "Visa review")}
          data={data}
          unchecked={unchecked}
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
