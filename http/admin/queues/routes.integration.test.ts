import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryAudit } from "../../../core/audit/audit.ts";
import { silentLogger } from "../../../core/log/logger.ts";
import { createBoss } from "../../../workers/boss.ts";
import { type AdminSessionCookie, type AdminTestBed, signedInTestBed } from "../shell/testing.ts";

let bed: AdminTestBed;
let session: AdminSessionCookie;
let failedId: string;

beforeAll(async () => {
  ({ bed, session } = await signedInTestBed());
  // a real pg-boss: one job fails with an error, one waits
  const boss = createBoss(bed.database.sql, silentLogger, { schedule: false });
  await boss.start();
  await boss.createQueue("test.admin");
  failedId = (await boss.send("test.admin", { route: "SOF-<b>LHR</b>" }, { retryLimit: 0 })) as string;
  await boss.send("test.admin", { route: "VAR-BER" });
  await boss.fetch("test.admin");
  await boss.fail("test.admin", failedId, new Error("provider answered 503"));
  await boss.stop({ graceful: true, wait: true, timeout: 5000 });
});
afterAll(() => bed.close());

describe("job queues screen", () => {
  it("counts jobs per queue and state, and lists failed jobs with their errors", async () => {
    const html = await (await bed.request("/nimda/queues?state=failed", { session })).text();
    expect(html).toContain("test.admin");
    expect(html).toContain("provider answered 503");
    expect(html).toContain(failedId);
    expect(html).toContain("SOF-&lt;b&gt;LHR&lt;/b&gt;");
    const api = (await (await bed.api("/nimda/api/queues?queue=test.admin", session)).json()) as {
      data: { queues: { name: string; counts: Record<string, number> }[]; total: number };
    };
    const queue = api.data.queues.find((q) => q.name === "test.admin");
    expect(queue?.counts.failed).toBe(1);
    expect(api.data.total).toBe(2);
  });

  it("retries a failed job once, audited, and refuses what is not a failed job", async () => {
    const response = await bed.postForm(`/nimda/queues/test.admin/jobs/${failedId}/retry`, session, {});
    expect(response.status).toBe(303);
    const [job] = await bed.database.sql<{ state: string; retry_limit: number }[]>`
      SELECT state::text, retry_limit FROM pgboss.job WHERE id = ${failedId}`;
    expect(job).toEqual({ state: "retry", retry_limit: 1 });
    const [audit] = await queryAudit(bed.database.sql, { action: "queues.retry" });
    expect(audit).toMatchObject({ streamId: "jobqueue-test.admin", actor: "admin:admin" });

    const again = await bed.api(`/nimda/api/queues/test.admin/jobs/${failedId}/retry`, session, { method: "POST" });
    expect(again.status).toBe(404);
    const badId = await bed.api("/nimda/api/queues/test.admin/jobs/not-a-uuid/retry", session, { method: "POST" });
    expect(badId.status).toBe(400);
    expect(await badId.json()).toMatchObject({ error: { message: "id must be a job id (a UUID)" } });
    const badState = await bed.api("/nimda/api/queues?state=exploded", session);
    expect(badState.status).toBe(400);
  });
});
