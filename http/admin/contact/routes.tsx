import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { errorBody, zodIssues } from "../../errors.ts";
import { validate } from "../../validation.ts";
import type { AdminContext, AdminEnv } from "../shell/context.ts";
import type { AdminDeps } from "../shell/deps.ts";
import { formText } from "../shell/form-fields.ts";
import { refusalJson } from "../shell/outcome.ts";
import { chromeOf, redirectWithNotice, renderPage } from "../shell/render.ts";
import { eraseContactRequest, setContactStatus } from "./commands.ts";
import { contactListQuerySchema } from "./input.ts";
import { ContactListPage } from "./list-page.tsx";
import { contactAttachment, contactListData, downloadableAttachment, loadContactRequest } from "./queries.ts";
import { ContactRequestPage } from "./request-page.tsx";

const PATH = "/nimda/contact";
const API = "/nimda/api/contact";
const NOT_FOUND = "No such contact request";
const NO_ATTACHMENT = "No attachment: none was sent, or it was erased with the personal data";
const QUARANTINED = "The attachment is quarantined (infected, or it could not be scanned) and cannot be downloaded";

/** A file for saving, never for showing: no type sniffing, no inline rendering, no script (the shell adds no-store). */
function attachmentHeaders(fileName: string, contentType: string): Record<string, string> {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return {
    "content-type": contentType,
    "content-disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    "x-content-type-options": "nosniff",
    "content-security-policy": "default-src 'none'; sandbox",
  };
}

const statusNotice = (changed: boolean, to: string) =>
  changed ? `Status set to ${to}.` : `Nothing changed: the request is already ${to}.`;
const eraseNotice = (erased: boolean) =>
  erased ? "Personal data erased." : "Nothing to erase: the personal data was already gone.";

/** The inbox of contact requests: the filtered list, one request, its status and the erasure of its personal data. */
export function contactScreens(deps: AdminDeps) {
  const reader = { store: deps.store, sql: deps.database.sql };
  const load = (id: string) => loadContactRequest(reader, id);
  const detailPage = async (c: AdminContext, id: string, message?: string, status: ContentfulStatusCode = 200) => {
    const request = await load(id);
    if (!request) return c.text("No such contact request.", 404);
    const page = <ContactRequestPage chrome={chromeOf(c, "Contact request")} request={request} message={message} />;
    return renderPage(c, page, status);
  };

  return new Hono<AdminEnv>()
    .get(PATH, async (c) => {
      const parsed = contactListQuerySchema.safeParse(c.req.query());
      const query = parsed.success ? parsed.data : contactListQuerySchema.parse({});
      const issues = parsed.success ? undefined : zodIssues(parsed.error);
      const shown = { status: query.status, form: query.form, category: query.category };
      const data = await contactListData(deps.database.sql, query);
      const page = (
        <ContactListPage chrome={chromeOf(c, "Contact requests")} data={data} query={shown} issues={issues} />
      );
      return renderPage(c, page, parsed.success ? 200 : 400);
    })
    .get(API, validate("query", contactListQuerySchema), async (c) =>
      c.json({ success: true as const, data: await contactListData(deps.database.sql, c.req.valid("query")) }),
    )
    .get(`${PATH}/:id`, (c) => detailPage(c, c.req.param("id")))
    .get(`${API}/:id`, async (c) => {
      const request = await load(c.req.param("id"));
      if (!request) return c.json(errorBody("not_found", NOT_FOUND), 404);
      return c.json({ success: true as const, data: request });
    })
    .get(`${PATH}/:id/attachment`, async (c) => {
      const request = await load(c.req.param("id"));
      if (!request) return c.text("No such contact request.", 404);
      const file = await downloadableAttachment(deps.database.sql, request.requestId);
      if (!file) return c.text(`${request.attachment ? QUARANTINED : NO_ATTACHMENT}.`, request.attachment ? 403 : 404);
      // a copy with an ArrayBuffer of its own: a bytea arrives as a Buffer, perhaps a slice of a larger one
      return c.body(new Uint8Array(file.bytes), 200, attachmentHeaders(file.fileName, file.contentType));
    })
    .get(`${API}/:id/attachment`, async (c) => {
      const request = await load(c.req.param("id"));
      if (!request) return c.json(errorBody("not_found", NOT_FOUND), 404);
      const attachment = await contactAttachment(deps.database.sql, request.requestId);
      if (!attachment) return c.json(errorBody("not_found", NO_ATTACHMENT), 404);
      return c.json({ success: true as const, data: attachment });
    })
    .post(`${PATH}/:id/status`, async (c) => {
      const request = await load(c.req.param("id"));
      if (!request) return c.text("No such contact request.", 404);
      const body = await c.req.parseBody({ all: true });
      const outcome = await setContactStatus(c, deps, request.requestId, { to: formText(body, "to") });
      if (!outcome.ok) return detailPage(c, request.requestId, outcome.message, outcome.status);
      const { changed, to } = outcome.value;
      return redirectWithNotice(c, `${PATH}/${request.requestId}`, statusNotice(changed, to));
    })
    .post(`${API}/:id/status`, async (c) => {
      const request = await load(c.req.param("id"));
      if (!request) return c.json(errorBody("not_found", NOT_FOUND), 404);
      const outcome = await setContactStatus(c, deps, request.requestId, await c.req.json().catch(() => undefined));
      if (!outcome.ok) return refusalJson(c, outcome);
      const { changed, to } = outcome.value;
      const data = { ...(await load(request.requestId)), changed, notice: statusNotice(changed, to) };
      return c.json({ success: true as const, data });
    })
    .post(`${PATH}/:id/erase`, async (c) => {
      const request = await load(c.req.param("id"));
      if (!request) return c.text("No such contact request.", 404);
      const erased = await eraseContactRequest(c, deps, request.requestId);
      return redirectWithNotice(c, `${PATH}/${request.requestId}`, eraseNotice(erased));
    })
    .post(`${API}/:id/erase`, async (c) => {
      const request = await load(c.req.param("id"));
      if (!request) return c.json(errorBody("not_found", NOT_FOUND), 404);
      const erased = await eraseContactRequest(c, deps, request.requestId);
      const data = { ...(await load(request.requestId)), erased, notice: eraseNotice(erased) };
      return c.json({ success: true as const, data });
    });
}
