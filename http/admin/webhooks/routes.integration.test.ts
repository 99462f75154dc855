import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryAudit } from "../../../core/audit/audit.ts";
import { type AdminSessionCookie, type AdminTestBed, signedInTestBed } from "../shell/testing.ts";

let bed: AdminTestBed;
let session: AdminSessionCookie;
beforeAll(async () => {
  ({ bed, session } = await signedInTestBed());
});

afterAll(async () => {
  await bed.close();
});

async function registered(url = "https://hooks.example.com/deals"): Promise<string> {
  const response = await bed.postForm("/nimda/webhooks", session, {
    url,
    topics: ["deal.detected", "deal.expired"],
    description: "Partner CRM",
  });
  expect(response.status).toBe(303);
  const id = response.headers.get("location")?.match(/\/nimda\/webhooks\/([0-9a-f-]{36})/)?.[1];
  expect(id).toBeDefined();
  return id ?? "";
}

describe("/nimda/webhooks", () => {
  it("registers an endpoint, audited, and shows its signing secret to the admin", async () => {
    const id = await registered();
    const html = await (await bed.request(`/nimda/webhooks/${id}`, { session })).text();
    expect(html).toContain("https://hooks.example.com/deals");
    expect(html).toMatch(/whsec_[A-Za-z0-9_-]{43}/);
    const list = await (await bed.request("/nimda/webhooks", { session })).text();
    expect(list).toContain("Partner CRM");
    const audit = await queryAudit(bed.database.sql, { streamId: `webhook-${id}` });
    expect(audit[0]).toMatchObject({ action: "webhooks.register", actor: "admin:admin" });
    // the secret is never in the log
    const [{ n } = { n: -1 }] = await bed.database.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM events WHERE data::text LIKE '%whsec_%'`;
    expect(n).toBe(0);
  });

  it("refuses a plain-HTTP, credentialed or non-public URL and no events, storing nothing", async () => {
    const before = await bed.eventCount("webhook");
    for (const [fields, message] of [
      [{ url: "http://hooks.example.com/", topics: ["deal.detected"] }, "must be https://"],
      [{ url: "https://u:p@hooks.example.com/", topics: ["deal.detected"] }, "must be https://"],
      [{ url: "https://127.0.0.1:5432/", topics: ["deal.detected"] }, "must be https:// to a public host"],
      [{ url: "https://[::ffff:127.0.0.1]/", topics: ["deal.detected"] }, "must be https:// to a public host"],
      [{ url: "https://169.254.169.254/latest/", topics: ["deal.detected"] }, "must be https:// to a public host"],
      [{ url: "https://internal.example.com/", topics: ["deal.detected"] }, "not a public address"],
      [{ url: "https://both.example.com/", topics: ["deal.detected"] }, "not a public address"],
      [{ url: "https://metadata.example.com/", topics: ["deal.detected"] }, "not a public address"],
      [{ url: "https://nowhere.example.com/", topics: ["deal.detected"] }, "does not resolve"],
      [{ url: "https://hooks.example.com/", topics: [] }, "Choose at least one event"],
      [{ url: "https://hooks.example.com/", topics: ["deal.detected", "x\u0001"] }, "Choose at least one event"],
    ] as const) {
      const response = await bed.postForm("/nimda/webhooks", session, {
        ...fields,
        topics: [...fields.topics],
        description: "",
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(message);
    }
    expect(await bed.eventCount("webhook")).toBe(before);
  });

  it("pauses, resumes and removes an endpoint; retries and discards only what may be", async () => {
    const id = await registered("https://hooks.example.com/second");
    expect((await bed.postForm(`/nimda/webhooks/${id}/pause`, session, {})).status).toBe(303);
    expect(await (await bed.request(`/nimda/webhooks/${id}`, { session })).text()).toContain("paused");
    expect((await bed.postForm(`/nimda/webhooks/${id}/resume`, session, {})).status).toBe(303);

    const [delivery] = await bed.database.sql<{ delivery_id: string }[]>`
      INSERT INTO webhook_deliveries (delivery_id, endpoint_id, event_id, event_position, topic, payload, status, attempts)
      VALUES (gen_random_uuid(), ${id}, gen_random_uuid(), 1, 'deal.detected', '{}', 'completed', 1)
      RETURNING delivery_id`;
    const retry = `/nimda/webhooks/${id}/deliveries/${delivery?.delivery_id}/retry`;
    const refused = await bed.postForm(retry, session, {});
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("A completed delivery cannot be retried");
    await bed.database
      .sql`UPDATE webhook_deliveries SET status = 'failed' WHERE delivery_id = ${delivery?.delivery_id ?? ""}`;
    expect((await bed.postForm(retry, session, {})).status).toBe(303);
    const [row] = await bed.database.sql<{ status: string }[]>`
      SELECT status FROM webhook_deliveries WHERE delivery_id = ${delivery?.delivery_id ?? ""}`;
    expect(row?.status).toBe("pending");

    expect((await bed.postForm(`/nimda/webhooks/${id}/remove`, session, {})).status).toBe(303);
    expect(await (await bed.request("/nimda/webhooks", { session })).text()).not.toContain("/second");
    expect((await bed.postForm(`/nimda/webhooks/${id}/pause`, session, {})).status).toBe(404);
    expect((await bed.request("/nimda/webhooks/not-an-id", { session })).status).toBe(404);
  });

  it("keeps strangers and forged forms out", async () => {
    const stranger = await bed.request("/nimda/webhooks");
    expect([302, 303, 401]).toContain(stranger.status);
    const forged = await bed.request("/nimda/webhooks", {
      session: { ...session, csrfToken: "" },
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "url=https%3A%2F%2Fevil.example%2F&topics=deal.detected",
    });
    expect(forged.status).toBe(403);
  });
});
