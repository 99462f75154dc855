import { Hono } from "hono";
import { DomainError } from "../../../core/eventstore/decider.ts";
import { type SettingsState, SettingsValidationError } from "../../../core/settings/decider.ts";
import { SETTINGS_FIELDS, settingValue } from "../../../core/settings/schema.ts";
import { loadSettings, loadSettingsWithHistory, runSettingsCommand } from "../../../core/settings/service.ts";
import { errorBody } from "../../errors.ts";
import type { Issue } from "../shell/components.tsx";
import { type AdminContext, type AdminEnv, auditMetadata } from "../shell/context.ts";
import type { AdminDeps } from "../shell/deps.ts";
import { chromeOf, redirectWithNotice, renderPage } from "../shell/render.ts";
import { settingAsText, settingsChangesFromForm } from "./input.ts";
import { type SettingsFormValue, SettingsPage } from "./page.tsx";

const HISTORY_SHOWN = 10;

function valuesOf(state: SettingsState): SettingsFormValue[] {
  return SETTINGS_FIELDS.map((field) => {
    const value = settingValue(state.settings, field.key);
    return { field, text: settingAsText(field, value), checked: value === true };
  });
}

/** What the admin typed, shown again beside the errors so nothing has to be retyped. */
function submittedValues(body: Record<string, unknown>): SettingsFormValue[] {
  return SETTINGS_FIELDS.map((field) => {
    const raw = body[field.key];
    const list = (Array.isArray(raw) ? raw : [raw]).filter((v): v is string => typeof v === "string");
    return { field, text: list.at(-1) ?? "", checked: list.includes("true") };
  });
}

function change(deps: AdminDeps, c: AdminContext, changes: unknown) {
  return runSettingsCommand(
    deps.store,
    {
      type: "ChangeSettings",
      changes,
      lastModifiedBy: `admin:${c.get("session").sub}`,
      at: new Date().toISOString(),
      requestIp: c.get("clientIp"),
    },
    auditMetadata(c, "settings.change"),
  );
}

function publicState(state: SettingsState) {
  return {
    settings: state.settings,
    version: state.version,
    lastModifiedBy: state.lastModifiedBy,
    lastModifiedAt: state.lastModifiedAt,
  };
}

/** System settings: an event-sourced aggregate, every change a versioned event with its diff. */
export function settingsScreens(deps: AdminDeps) {
  // the settings and their versions come from one read of the stream
  const page = async (
    c: AdminContext,
    form?: { values: SettingsFormValue[]; issues?: Issue[]; message?: string },
    status: 200 | 400 | 409 | 422 = 200,
  ) => {
    const { state, history } = await loadSettingsWithHistory(deps.store);
    return renderPage(
      c,
      <SettingsPage
        chrome={chromeOf(c, "System settings")}
        values={form?.values ?? valuesOf(state)}
        version={state.version}
        lastModifiedBy={state.lastModifiedBy}
        lastModifiedAt={state.lastModifiedAt}
        clientIp={c.get("clientIp")}
        issues={form?.issues}
        message={form?.message}
        history={history.slice(0, HISTORY_SHOWN)}
      />,
      status,
    );
  };

  return new Hono<AdminEnv>()
    .get("/nimda/settings", (c) => page(c))
    .post("/nimda/settings", async (c) => {
      const body = await c.req.parseBody({ all: true });
      try {
        const result = await change(deps, c, settingsChangesFromForm(body));
        const notice = result.events.length === 0 ? "Nothing changed." : `Settings saved as version ${result.version}.`;
        return redirectWithNotice(c, "/nimda/settings", notice);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        const issues = error instanceof SettingsValidationError ? error.issues : undefined;
        return page(
          c,
          { values: submittedValues(body), issues, message: issues ? undefined : error.message },
          error.status === 404 ? 400 : error.status,
        );
      }
    })
    .get("/nimda/api/settings", async (c) =>
      c.json({ success: true as const, data: publicState(await loadSettings(deps.store)) }),
    )
    .patch("/nimda/api/settings", async (c) => {
      const changes = await c.req.json().catch(() => undefined);
      if (changes === undefined) return c.json(errorBody("invalid_json", "The body must be JSON"), 400);
      try {
        const result = await change(deps, c, changes);
        return c.json({
          success: true as const,
          data: { ...publicState(result.state), changed: result.events.flatMap((e) => e.data.changes) },
        });
      } catch (error) {
        if (error instanceof SettingsValidationError) {
          return c.json(errorBody(error.code, error.message, error.issues), 400);
        }
        throw error;
      }
    });
}
