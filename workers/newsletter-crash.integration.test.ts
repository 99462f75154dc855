import { type ChildProcess, spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../core/catalog/seed.ts";
import { dealSnapshotFixture } from "../core/deals/fixtures.ts";
import { detectDeal } from "../core/deals/service.ts";
import { silentLogger } from "../core/log/logger.ts";
import { type FakeSmtp, startFakeSmtp } from "../core/mail/smtp-fake-server.ts";
import { recordSubscriber } from "../core/newsletter/testing.ts";
import { testProjectionBed } from "../projections/testing.ts";
import { planIssues } from "./newsletter-jobs.ts";
import { testNewsletterJobDeps } from "./testing.ts";

const SECRET = "newsletter-crash-test-secret-0123456789abcdef";
const NOW = new Date("2026-11-26T06:05:00Z");
const ISSUE = "2026-11-26.weekly.bg.SOF";
const RECIPIENTS = 12;

const bed = testProjectionBed();
let smtp: FakeSmtp;
const addresses = Array.from({ length: RECIPIENTS }, (_, i) => `reader${i}@example.com`);

function sender(): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "workers/testing/send-issue-process.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: bed.database.url,
      SMTP_URL: smtp.url,
      ISSUE_ID: ISSUE,
      NEWSLETTER_SECRET: SECRET,
      PUBLIC_URL: "https://flydeals.example",
      NOW: NOW.toISOString(),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
}

const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

beforeAll(async () => {
  await seedCatalog(bed.store, silentLogger);
  await detectDeal(bed.store, dealSnapshotFixture({ validUntil: "2027-06-01T00:00:00.000Z" }));
  for (const email of addresses) {
    await recordSubscriber(
      { sql: bed.database.sql, store: bed.store },
      email,
      "bg",
      {},
      { at: "2026-11-01T10:00:00.000Z" },
    );
  }
  await bed.projections.catchUp();
  const deps = testNewsletterJobDeps(bed.database, bed.store, { linkSecret: SECRET });
  expect(await planIssues(deps, "2026-11-26", "weekly", NOW)).toEqual([{ issueId: ISSUE, recipients: RECIPIENTS }]);
  // each mail waits 150 ms for its 250, so the kill lands while one is in transfer
  smtp = await startFakeSmtp({ user: "mailer", password: "secret", slowMs: 150 });
  smtp.respondWith("slow");
});
afterAll(async () => {
  await smtp?.close();
});

describe("a newsletter sender killed in the middle of an issue", () => {
  it("sends every remaining mail once and none twice when started again", async () => {
    const first = sender();
    const firstExit = exited(first);
    await until(() => smtp.mails.length >= 4 && smtp.inFlight === 1, 60_000);
    first.kill("SIGKILL");
    expect(await firstExit).toEqual({ code: null, signal: "SIGKILL" });
    // the mail in transfer when it died never got its 250: the server drops it
    await until(() => smtp.inFlight === 0, 5_000);
    const beforeRestart = smtp.mails.length;
    expect(beforeRestart).toBeGreaterThanOrEqual(4);
    expect(beforeRestart).toBeLessThan(RECIPIENTS);

    const second = sender();
    expect(await exited(second)).toEqual({ code: 0, signal: null });

    const received = smtp.mails.flatMap((mail) => mail.to).sort();
    expect(received).toEqual([...addresses].sort());
    const statuses = await bed.database.sql`
      SELECT d.status AS delivery, m.status AS mail, count(*)::int AS n FROM newsletter_deliveries d
        JOIN mail_outbox m ON m.id = d.mail_id GROUP BY 1, 2`;
    expect(statuses).toEqual([{ delivery: "handed_over", mail: "sent", n: RECIPIENTS }]);
  });
});
