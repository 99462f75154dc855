import { Hono } from "hono";
import { isUuid } from "../../../core/ids.ts";
import { recordMailViewed } from "../../../core/mail/views.ts";
import { RETENTION_DAYS } from "../../../core/privacy/retention.ts";
import { zodIssues } from "../../errors.ts";
import { type AdminEnv, auditMetadata } from "../shell/context.ts";
import type { AdminDeps } from "../shell/deps.ts";
import { chromeOf, renderPage } from "../shell/render.ts";
import { mailListQuerySchema } from "./input.ts";
import { MAIL_PATH, MailListPage, MailPage } from "./pages.tsx";
import { mailDetail, mailListData } from "./queries.ts";

/** /nimda/mail: the mails the product recorded and sent, and each as its recipient sees it. */
export function mailScreens(deps: AdminDeps) {
  const delivery = deps.newsletter.delivery;
  return new Hono<AdminEnv>()
    .get(MAIL_PATH, async (c) => {
      const parsed = mailListQuerySchema.safeParse(c.req.query());
      const query = parsed.success ? parsed.data : mailListQuerySchema.parse({});
      const shown = { address: query.address, kind: query.kind, state: query.state };
      const data = await mailListData(deps.database.sql, query);
      const page = (
        <MailListPage
          chrome={chromeOf(c, "Mail")}
          data={data}
          query={shown}
          delivery={delivery}
          issues={parsed.success ? undefined : zodIssues(parsed.error)}
        />
      );
      return renderPage(c, page, parsed.success ? 200 : 400);
    })
    .get(`${MAIL_PATH}/:id`, async (c) => {
      const id = c.req.param("id");
      const mail = isUuid(id) ? await mailDetail(deps.database.sql, id) : null;
      if (!mail)
        return c.text(
          `No such mail: it was never recorded, or deleted after ${RETENTION_DAYS.mails} days, or erased.`,
          404,
        );
      // reading someone's mail is the audit log's business; who they are is not
      await recordMailViewed(deps.store, { mailId: mail.id, kind: mail.kind }, auditMetadata(c, "mail.view"));
      return renderPage(c, <MailPage chrome={chromeOf(c, mail.subject)} mail={mail} delivery={delivery} />);
    });
}
