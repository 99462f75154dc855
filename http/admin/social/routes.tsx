import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { addSocialAccount, setShareNetworks, updateSocialAccount } from "../../../core/social/service.ts";
import { socialAccounts } from "../../../projections/social/queries.ts";
import { errorBody } from "../../errors.ts";
import type { Issue } from "../shell/components.tsx";
import { type AdminContext, type AdminEnv, auditMetadata } from "../shell/context.ts";
import type { AdminDeps } from "../shell/deps.ts";
import { attempt, refusalJson } from "../shell/outcome.ts";
import { chromeOf, redirectWithNotice, renderPage } from "../shell/render.ts";
import { AccountFormPage, type AccountFormPageProps } from "./account-page.tsx";
import {
  ACCOUNT_BLANKS,
  accountFormValues,
  accountInputOf,
  accountValuesOf,
  isObject,
  NEW_ACCOUNT_FORM,
  overBlanks,
} from "./input.ts";
import { SocialOverviewPage } from "./overview-page.tsx";
import { postScreens } from "./posts-routes.tsx";
import { loadAccount, overviewData } from "./queries.ts";
import { templateScreens } from "./templates-routes.tsx";

const NOT_FOUND = "No such social account";
const badJson = (c: AdminContext) => c.json(errorBody("invalid_json", "The body must be a JSON object"), 400);

async function jsonBody(c: AdminContext): Promise<Record<string, unknown> | null> {
  const body = await c.req.json().catch(() => undefined);
  return isObject(body) ? body : null;
}

/** Social posting: the overview with its share buttons and accounts; templates and posts have their own files. */
export function socialScreens(deps: AdminDeps) {
  const { store } = deps;
  const overview = async (c: AdminContext, shareIssues?: Issue[], status: ContentfulStatusCode = 200) =>
    renderPage(
      c,
      <SocialOverviewPage
        chrome={chromeOf(c, "Social posting")}
        data={await overviewData(deps)}
        shareIssues={shareIssues}
      />,
      status,
    );
  const accountPage = (
    c: AdminContext,
    props: Omit<AccountFormPageProps, "chrome">,
    status: ContentfulStatusCode = 200,
  ) =>
    renderPage(
      c,
      <AccountFormPage
        chrome={chromeOf(c, props.accountId ? `Account ${props.values.name}` : "New social account")}
        {...props}
      />,
      status,
    );

  const saveShareNetworks = (c: AdminContext, input: unknown) =>
    attempt(async () => {
      const result = await setShareNetworks(store, input, auditMetadata(c, "social.share-networks.set"));
      return { networks: result.state.networks, changed: result.events.length > 0 };
    });
  const addAccount = (c: AdminContext, input: unknown) =>
    attempt(async () => {
      const result = await addSocialAccount(store, input, auditMetadata(c, "social.account.add"));
      return result.state;
    });
  const updateAccount = (c: AdminContext, accountId: string, changes: unknown) =>
    attempt(async () => {
      const result = await updateSocialAccount(store, accountId, changes, auditMetadata(c, "social.account.update"));
      return { account: result.state, changed: result.events.length > 0 };
    });

  const app = new Hono<AdminEnv>()
    .get("/nimda/social", (c) => overview(c))
    .get("/nimda/api/social", async (c) => c.json({ success: true as const, data: await overviewData(deps) }))
    .post("/nimda/social/share-networks", async (c) => {
      const body = await c.req.parseBody({ all: true });
      const raw = body.networks;
      const networks = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).filter((v) => typeof v === "string");
      const outcome = await saveShareNetworks(c, { networks });
      if (!outcome.ok) return overview(c, outcome.issues, outcome.status);
      const shown = outcome.value.networks.length ? outcome.value.networks.join(", ") : "none";
      const notice = outcome.value.changed ? `Share buttons saved: ${shown}.` : "Nothing changed.";
      return redirectWithNotice(c, "/nimda/social", notice);
    })
    .get("/nimda/social/accounts/new", (c) => accountPage(c, { values: NEW_ACCOUNT_FORM }))
    .post("/nimda/social/accounts/new", async (c) => {
      const values = accountFormValues(await c.req.parseBody({ all: true }));
      const outcome = await addAccount(c, accountInputOf(values));
      if (!outcome.ok)
        return accountPage(c, { values, issues: outcome.issues, message: outcome.message }, outcome.status);
      return redirectWithNotice(c, `/nimda/social/accounts/${outcome.value?.accountId}`, "Account added.");
    })
    .get("/nimda/social/accounts/:id", async (c) => {
      const account = await loadAccount(store, c.req.param("id"));
      if (!account) return c.text("No such social account.", 404);
      return accountPage(c, { accountId: account.accountId, values: accountValuesOf(account) });
    })
    .post("/nimda/social/accounts/:id", async (c) => {
      const account = await loadAccount(store, c.req.param("id"));
      if (!account) return c.text("No such social account.", 404);
      const values = accountFormValues(await c.req.parseBody({ all: true }));
      const outcome = await updateAccount(c, account.accountId, accountInputOf(values));
      if (!outcome.ok) {
        const props = { accountId: account.accountId, values, issues: outcome.issues, message: outcome.message };
        return accountPage(c, props, outcome.status);
      }
      const notice = outcome.value.changed ? "Account saved." : "Nothing changed.";
      return redirectWithNotice(c, `/nimda/social/accounts/${account.accountId}`, notice);
    })
    .get("/nimda/api/social/accounts", async (c) =>
      c.json({ success: true as const, data: await socialAccounts(deps.database.db) }),
    )
    .post("/nimda/api/social/accounts", async (c) => {
      const body = await jsonBody(c);
      if (!body) return badJson(c);
      const outcome = await addAccount(c, overBlanks(body, ACCOUNT_BLANKS));
      return outcome.ok ? c.json({ success: true as const, data: outcome.value }, 201) : refusalJson(c, outcome);
    })
    .get("/nimda/api/social/accounts/:id", async (c) => {
      const account = await loadAccount(store, c.req.param("id"));
      if (!account) return c.json(errorBody("not_found", NOT_FOUND), 404);
      return c.json({ success: true as const, data: account });
    });

  const share = async (c: AdminContext) => {
    const body = await jsonBody(c);
    if (!body) return badJson(c);
    const outcome = await saveShareNetworks(c, body);
    return outcome.ok ? c.json({ success: true as const, data: outcome.value }) : refusalJson(c, outcome);
  };
  app.post("/nimda/api/social/share-networks", share);
  app.put("/nimda/api/social/share-networks", share);

  // an update sends only the fields it changes; the rest keep their stored values
  const update = async (c: AdminContext) => {
    const account = await loadAccount(store, c.req.param("id"));
    if (!account) return c.json(errorBody("not_found", NOT_FOUND), 404);
    const body = await jsonBody(c);
    if (!body) return badJson(c);
    const outcome = await updateAccount(c, account.accountId, body);
    return outcome.ok ? c.json({ success: true as const, data: outcome.value }) : refusalJson(c, outcome);
  };
  app.post("/nimda/api/social/accounts/:id", update);
  app.patch("/nimda/api/social/accounts/:id", update);

  app.route("/", templateScreens(deps));
  app.route("/", postScreens(deps));
  return app;
}
