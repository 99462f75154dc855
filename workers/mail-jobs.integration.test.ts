import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { silentLogger } from "../core/log/logger.ts";
import { RETRY_WINDOW_HOURS } from "../core/mail/smtp-mailer.ts";
import { testDatabaseWithSmtp } from "../core/testing/smtp.ts";
import { createBoss } from "./boss.ts";
import { registerMailJobs } from "./mail-jobs.ts";
import { QUEUES } from "./queues.ts";

const bed = testDatabaseWithSmtp({ user: "mailer", password: "s3cret pass" });

async function outboxRow(to: string, status: string, ageHours: number): Promise<string> {
  const id = randomUUID();
  await bed.database.sql`
    INSERT INTO mail_outbox (id, kind, to_address, subject, text_body, status, created_at)
    VALUES (${id}, 'contact_receipt', ${to}, 'Subject', 'Body', ${status}, now() - make_interval(hours => ${ageHours}))`;
  return id;
}

const statusOf = async (id: string) =>
  (await bed.database.sql<{ status: string }[]>`SELECT status FROM mail_outbox WHERE id = ${id}`)[0]?.status;

describe("the pending-mail job", () => {
  it("sends what SMTP refused before, and gives up on mails older than the retry window", async () => {
    const failed = await outboxRow("failed@example.com", "failed", 2);
    const recorded = await outboxRow("recorded@example.com", "recorded", 1);
    const expired = await outboxRow("old@example.com", "failed", RETRY_WINDOW_HOURS + 1);
    const mailer = bed.mailer();
    const boss = createBoss(bed.database.sql, silentLogger, { schedule: false, pollingIntervalSeconds: 0.5 });
    await boss.start();
    try {
      await registerMailJobs({ boss, mailer, logger: silentLogger });
      await boss.send(QUEUES.mailDeliverPending, {});
      const deadline = Date.now() + 15_000;
      while ((await statusOf(recorded)) !== "sent" && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(await statusOf(failed)).toBe("sent");
      expect(await statusOf(recorded)).toBe("sent");
      expect(await statusOf(expired)).toBe("failed");
      expect(bed.smtp.mails.map((m) => m.to).sort()).toEqual([["failed@example.com"], ["recorded@example.com"]]);
    } finally {
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
      mailer.close();
    }
  });

  it("keeps sending the others when one mail is refused", async () => {
    bed.smtp.respondWith("reject_message");
    const mailer = bed.mailer();
    const first = await outboxRow("a@example.com", "failed", 1);
    const second = await outboxRow("b@example.com", "failed", 1);
    expect(await mailer.deliverPending()).toBe(0);
    expect([await statusOf(first), await statusOf(second)]).toEqual(["failed", "failed"]);
    bed.smtp.respondWith("ok");
    expect(await mailer.deliverPending()).toBe(2);
    mailer.close();
  });
});
