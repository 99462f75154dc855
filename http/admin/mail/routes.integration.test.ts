import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryAudit } from "../../../core/audit/audit.ts";
import { recordMail } from "../../../core/mail/outbox-mailer.ts";
import { confirmationMail } from "../../../core/newsletter/confirmation-mail.ts";
import { type AdminSessionCookie, type AdminTestBed, signedInTestBed } from "../shell/testing.ts";

let bed: AdminTestBed;
let session: AdminSessionCookie;
const ids: Record<string, string> = {};

const html = async (path: string) => {
  const response = await bed.request(path, { session });
  return { status: response.status, text: await response.text() };
};

beforeAll(async () => {
  ({ bed, session } = await signedInTestBed());
  const sql = bed.database.sql;
  ids.ivana = await recordMail(
    sql,
    confirmationMail({
      to: "Ivana.Petrova@example.com",
      language: "bg",
      subscriptionId: "00000000-0000-4000-8000-000000000001",
      confirmToken: "confirm-token",
      unsubscribeToken: "unsubscribe-token",
      preferencesToken: "preferences-token",
      publicUrl: "https://flydeals.example",
    }),
  );
  ids.george = await recordMail(sql, {
    kind: "newsletter_digest",
    to: "george_100%@example.org",
    language: "en",
    subject: "This week's best deals from Sofia",
    text: "Rome from €39.",
    html: '<!doctype html><html lang="en"><body><h1>Rome from €39</h1><script>parent.alert(1)</script></body></html>',
  });
  await sql`UPDATE mail_outbox SET status = 'sent', sent_at = now() WHERE id = ${ids.george ?? ""}`;
});
afterAll(() => bed.close());

describe("/nimda/mail", () => {
  it("lists every mail, newest first, with kind, recipient, language and state", async () => {
    const { status, text } = await html("/nimda/mail");
    expect(status).toBe(200);
    expect(text.indexOf("george_100%@example.org")).toBeLessThan(text.indexOf("Ivana.Petrova@example.com"));
    for (const shown of ["newsletter_confirmation", "newsletter_digest", "recorded (not sent)", "MAIL=outbox"])
      expect(text).toContain(shown);
  });

  it("filters by part of an address in any case, by kind and by state, and refuses a bad filter with 400", async () => {
    const byAddress = (await html("/nimda/mail?address=ivana.PETROVA")).text;
    expect(byAddress).toContain("Ivana.Petrova@example.com");
    expect(byAddress).not.toContain("george_100%@example.org");
    // % is a letter here, not LIKE's wildcard
    expect((await html("/nimda/mail?address=100%25")).text).toContain("george_100%@example.org");
    expect((await html("/nimda/mail?address=1%25%25")).text).toContain("No mails match.");
    expect((await html("/nimda/mail?kind=newsletter_digest")).text).not.toContain("Ivana.Petrova@example.com");
    expect((await html("/nimda/mail?state=sent")).text).not.toContain("Ivana.Petrova@example.com");
    const bad = await html("/nimda/mail?state=lost&kind=DROP%20TABLE");
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("State must be one of recorded, sent, failed, undeliverable");
  });

  it("shows a mail as its recipient sees it, in a frame that runs nothing, and audits who opened it", async () => {
    const { status, text } = await html(`/nimda/mail/${ids.george}`);
    expect(status).toBe(200);
    expect(text).toMatch(/<iframe sandbox=""/);
    // the mail's markup is an attribute's text, escaped: it cannot end the frame and run here
    expect(text).not.toContain("<script>parent.alert(1)</script>");
    expect(text).toContain("Rome from €39.");
    const confirmation = (await html(`/nimda/mail/${ids.ivana}`)).text;
    expect(confirmation).toContain("https://flydeals.example/");
    const audit = await queryAudit(bed.database.sql, { streamId: "mail-views" });
    expect(audit.map((entry) => [entry.action, entry.actor])).toEqual([
      ["mail.view", "admin:admin"],
      ["mail.view", "admin:admin"],
    ]);
    const [{ n } = { n: -1 }] = await bed.database.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM events WHERE data::text ILIKE '%example.com%' OR data::text ILIKE '%example.org%'`;
    expect(n).toBe(0);
  });

  it("answers an unknown or malformed id with 404 and records nothing", async () => {
    const before = await bed.eventCount();
    expect((await html("/nimda/mail/00000000-0000-4000-8000-00000000abcd")).status).toBe(404);
    expect((await html("/nimda/mail/not-a-uuid")).status).toBe(404);
    expect(await bed.eventCount()).toBe(before);
  });

  it("is for signed-in admins only", async () => {
    const response = await bed.request("/nimda/mail");
    expect([302, 303, 401]).toContain(response.status);
  });
});
