import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { beforeEach, describe, expect, it } from "vitest";
import type { CaptchaProvider } from "../captcha/captcha.ts";
import { parseEnv } from "../config/env.ts";
import { createFormServices, mailerFromEnv } from "../contact/form-services.ts";
import { PostgresEventStore } from "../eventstore/postgres-event-store.ts";
import { createLogger, silentLogger } from "../log/logger.ts";
import { testDatabaseWithSmtp } from "../testing/smtp.ts";
import type { OutgoingMail } from "./mail.ts";
import { MailDeliveryError, type MailDeliveryFailure, type SmtpMailerOptions } from "./smtp-mailer.ts";
import { inTransaction } from "./transaction.ts";

const FROM = "flydealsbg <no-reply@flydeals.example>";
const bed = testDatabaseWithSmtp({ user: "mailer", password: "s3cret pass" });
let logs: Array<Record<string, unknown>>;

beforeEach(() => {
  bed.smtp.respondWith("ok");
  bed.smtp.mails.length = 0;
  logs = [];
});

function mailer(overrides: Partial<SmtpMailerOptions> = {}) {
  return bed.mailer({
    logger: createLogger("debug", {}, (line) => logs.push(JSON.parse(line))),
    from: FROM,
    ...overrides,
  });
}

const mail = (to: string): OutgoingMail => ({
  kind: "newsletter_confirmation",
  to,
  subject: "Потвърдете абонамента си",
  text: "Open https://flydeals.example/confirm?token=abc to confirm.",
  headers: { "List-Unsubscribe": "<https://flydeals.example/api/newsletter/unsubscribe?token=xyz>" },
  relatedId: "sub-1",
});

const row = async (id: string) => {
  const [found] = await bed.database.sql<{ status: string; sent_at: Date | null; to_address: string }[]>`
    SELECT status, sent_at, to_address FROM mail_outbox WHERE id = ${id}`;
  return found;
};

async function failure(promise: Promise<unknown>, reason: MailDeliveryFailure): Promise<MailDeliveryError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MailDeliveryError);
  expect((error as MailDeliveryError).reason).toBe(reason);
  return error as MailDeliveryError;
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("the SMTP mailer", () => {
  it("delivers a mail with its from, to, subject, body and headers and marks the row sent", async () => {
    const { id } = await mailer().send(mail("maria@example.com"));
    expect(bed.smtp.mails).toHaveLength(1);
    const [sent] = bed.smtp.mails;
    expect(sent?.from).toBe("no-reply@flydeals.example");
    expect(sent?.to).toEqual(["maria@example.com"]);
    // headers unfolded: a long one continues on the next line
    const raw = (sent?.raw ?? "").replace(/\r?\n[ \t]+/g, " ");
    expect(raw).toMatch(/^From: flydealsbg <no-reply@flydeals\.example>\r?$/m);
    expect(raw).toMatch(/^To: maria@example\.com\r?$/m);
    expect(raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(raw).toContain("List-Unsubscribe: <https://flydeals.example/api/newsletter/unsubscribe?token=xyz>");
    expect(raw).toContain("Open https://flydeals.example/confirm?token=abc to confirm.");
    expect(await row(id)).toMatchObject({ status: "sent", to_address: "maria@example.com" });
    expect((await row(id))?.sent_at).toBeInstanceOf(Date);
    expect(JSON.stringify(logs)).not.toContain("maria@example.com");
  });

  it("sends a transaction's mail only after the commit, and never after a rollback", async () => {
    const smtpMailer = mailer();
    let sentBeforeCommit = -1;
    const id = await inTransaction(bed.database.sql, undefined, async ({ tx }) => {
      const result = await smtpMailer.send(mail("in.tx@example.com"), { tx });
      sentBeforeCommit = bed.smtp.mails.length;
      return result.id;
    });
    expect(sentBeforeCommit).toBe(0);
    expect(bed.smtp.mails.map((m) => m.to)).toEqual([["in.tx@example.com"]]);
    expect((await row(id))?.status).toBe("sent");

    await expect(
      inTransaction(bed.database.sql, undefined, async ({ tx }) => {
        await smtpMailer.send(mail("rolled.back@example.com"), { tx });
        throw new Error("the caller fails");
      }),
    ).rejects.toThrow("the caller fails");
    expect(bed.smtp.mails).toHaveLength(1);
    const [{ count } = { count: -1 }] = await bed.database.sql<{ count: number }[]>`
      SELECT count(*)::int AS count FROM mail_outbox WHERE to_address = 'rolled.back@example.com'`;
    expect(count).toBe(0);
  });

  it("ends a refused login as MailDeliveryError 'auth' and keeps the mail", async () => {
    bed.smtp.respondWith("reject_auth");
    const error = await failure(mailer().send(mail("auth@example.com")), "auth");
    expect(error.message).toMatch(/rejected the login.*535/);
    expect(error.message).not.toContain("s3cret");
    expect((await row(error.mailId))?.status).toBe("failed");
    expect(logs.at(-1)).toMatchObject({ level: "error", reason: "auth", mailId: error.mailId });
  });

  it("ends a closed port as MailDeliveryError 'connection'", async () => {
    const port = await closedPort();
    const error = await failure(
      mailer({ smtpUrl: `smtp://u:p@127.0.0.1:${port}` }).send(mail("refused@example.com")),
      "connection",
    );
    expect(error.message).toMatch(/could not be reached.*ECONNREFUSED/);
    expect((await row(error.mailId))?.status).toBe("failed");
  });

  it("ends a 550 as MailDeliveryError 'rejected'", async () => {
    bed.smtp.respondWith("reject_message");
    const error = await failure(mailer().send(mail("spam@example.com")), "rejected");
    expect(error.message).toMatch(/rejected the mail \(550\).*spam/);
    expect((await row(error.mailId))?.status).toBe("failed");
  });

  it("ends a server that never answers as MailDeliveryError 'timeout' within the deadline", async () => {
    bed.smtp.respondWith("hang");
    const started = Date.now();
    const error = await failure(mailer({ timeoutMs: 300 }).send(mail("slow@example.com")), "timeout");
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(error.message).toBe("the SMTP server did not answer within 300 ms");
    expect((await row(error.mailId))?.status).toBe("failed");
  });

  it("loses nothing: a failed delivery after the commit keeps the caller's writes, and deliverPending sends it", async () => {
    await bed.database.sql`DELETE FROM mail_outbox`;
    bed.smtp.respondWith("reject_message");
    const smtpMailer = mailer();
    const attempt = inTransaction(bed.database.sql, undefined, async ({ tx }) => {
      await tx`INSERT INTO newsletter_pii (subscription_id, email) VALUES (gen_random_uuid(), 'kept@example.com')`;
      await smtpMailer.send(mail("kept@example.com"), { tx });
    });
    const error = await failure(attempt, "rejected");
    const [kept] = await bed.database.sql`SELECT 1 FROM newsletter_pii WHERE email = 'kept@example.com'`;
    expect(kept).toBeDefined();
    expect((await row(error.mailId))?.status).toBe("failed");

    bed.smtp.respondWith("ok");
    expect(await smtpMailer.deliverPending()).toBe(1);
    expect((await row(error.mailId))?.status).toBe("sent");
    expect(bed.smtp.mails.map((m) => m.to)).toEqual([["kept@example.com"]]);
  });

  it("lets the newsletter answer 'Please try again later.' and keeps the subscription when SMTP fails", async () => {
    const captcha: CaptchaProvider = {
      kind: "local",
      challenge: () => ({ kind: "local", token: "t", expiresAt: "2099-01-01T00:00:00Z" }),
      verify: async () => ({ success: true, errorCodes: [] }),
    };
    const forms = createFormServices({
      linkSecret: "form-services-test-link-secret-0123456789",
      sql: bed.database.sql,
      store: new PostgresEventStore(bed.database.sql),
      captcha,
      mailer: mailer(),
      publicUrl: "https://flydeals.example",
      logger: silentLogger,
    });
    bed.smtp.respondWith("reject_auth");
    const answer = await forms.newsletter.subscribe(
      { email: "later@example.com", consent: true, captchaToken: "t" },
      { ip: "203.0.113.9" },
    );
    expect(answer).toEqual({
      ok: false,
      status: 503,
      code: "mail_unavailable",
      message: "Please try again later.",
    });
    const [stored] = await bed.database.sql<{ mails: number; subscriptions: number }[]>`
      SELECT (SELECT count(*)::int FROM mail_outbox WHERE to_address = 'later@example.com') AS mails,
             (SELECT count(*)::int FROM newsletter_pii WHERE email = 'later@example.com') AS subscriptions`;
    expect(stored).toEqual({ mails: 1, subscriptions: 1 });
  });
});

describe("the MAIL configuration", () => {
  const base = { DATABASE_URL: "postgres://localhost/x" };

  it("defaults to the outbox and a localhost From", () => {
    expect(parseEnv(base)).toMatchObject({ MAIL: "outbox", MAIL_FROM: "flydealsbg <no-reply@localhost>" });
    expect(mailerFromEnv(parseEnv(base), { sql: bed.database.sql, logger: silentLogger })).toBeUndefined();
  });

  it("wants an smtp:// or smtps:// SMTP_URL with MAIL=smtp and a real From", () => {
    expect(() => parseEnv({ ...base, MAIL: "smtp" })).toThrow(/SMTP_URL: is required when MAIL=smtp/);
    expect(() => parseEnv({ ...base, MAIL: "smtp", SMTP_URL: "http://mail.example" })).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
    expect(() => parseEnv({ ...base, MAIL_FROM: "nobody" })).toThrow(/MAIL_FROM: must be an e-mail address/);
    const env = parseEnv({ ...base, MAIL: "smtp", SMTP_URL: "smtps://u:p@mail.example:465", MAIL_FROM: "a@b.example" });
    expect(env).toMatchObject({ MAIL: "smtp", SMTP_URL: "smtps://u:p@mail.example:465", MAIL_FROM: "a@b.example" });
    const smtpMailer = mailerFromEnv(env, { sql: bed.database.sql, logger: silentLogger });
    expect(smtpMailer).toHaveProperty("deliverPending");
  });
});
