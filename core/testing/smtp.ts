import { afterAll, beforeAll } from "vitest";
import { silentLogger } from "../log/logger.ts";
import { type FakeSmtp, startFakeSmtp } from "../mail/smtp-fake-server.ts";
import { createSmtpMailer, type SmtpMailer, type SmtpMailerOptions } from "../mail/smtp-mailer.ts";
import { made } from "./event-store.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

export interface SmtpTestBed {
  /** The test database, where the mail outbox is. */
  readonly database: TestDatabase;
  /** A fake SMTP server taking the sign-in the test gave. */
  readonly smtp: FakeSmtp;
  /**
   * An SMTP mailer on the two: quiet, from flydealsbg <no-reply@flydeals.example>, giving up
   * after 2 s; `options` change any of it. The test closes it.
   */
  mailer(options?: Partial<SmtpMailerOptions>): SmtpMailer;
}

/**
 * A test database and a fake SMTP server for the tests of a file: made in a beforeAll, the server
 * closed and the database dropped in an afterAll. Read the getters, and make mailers, in hooks
 * and tests.
 */
export function testDatabaseWithSmtp(server: Parameters<typeof startFakeSmtp>[0]): SmtpTestBed {
  let database: TestDatabase | undefined;
  let smtp: FakeSmtp | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startFakeSmtp(server);
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.drop();
  });
  return {
    get database() {
      return made(database);
    },
    get smtp() {
      return made(smtp);
    },
    mailer(options = {}) {
      return createSmtpMailer({
        sql: made(database).sql,
        logger: silentLogger,
        smtpUrl: made(smtp).url,
        from: "flydealsbg <no-reply@flydeals.example>",
        timeoutMs: 2_000,
        ...options,
      });
    },
  };
}
