import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InstanceRegistry } from "../../../core/instances/registry.ts";
import { connectionNameOf } from "../../../core/instances/subscription-owners.ts";
import { silentLogger } from "../../../core/log/logger.ts";
import { type AdminSessionCookie, type AdminTestBed, signedInTestBed } from "../shell/testing.ts";

let bed: AdminTestBed;
let session: AdminSessionCookie;
beforeAll(async () => {
  ({ bed, session } = await signedInTestBed());
});
afterAll(() => bed.close());

describe("/nimda/instances", () => {
  it("lists the live instances with what they fold, and the agreed secrets by name only", async () => {
    const worker = new InstanceRegistry(
      bed.database.sql,
      { instanceId: randomUUID(), host: "box-1", pid: 101, url: null, web: false, workers: true, runtime: "node 20" },
      silentLogger,
    );
    await worker.register();
    await bed.database.sql`INSERT INTO instance_agreements (name, fingerprint, recorded_by)
                           VALUES ('ADMIN_SESSION_SECRET', 'f00d', ${worker.instanceId})`;
    // the worker's lock session holds the cms projection's subscription
    const locks = postgres(bed.database.url, {
      max: 1,
      connection: { application_name: `${connectionNameOf(worker.instanceId)}:locks` },
    });
    await locks`SELECT pg_advisory_lock(hashtextextended('subscription:projection:cms', 0))`;

    const page = await bed.request("/nimda/instances", { session });
    expect(page.status).toBe(200);
    expect(page.headers.get("refresh")).toBe("5");
    const html = await page.text();
    expect(html).toContain("box-1 · pid 101");
    expect(html).toContain("workers");
    expect(html).toContain("projection:cms");
    expect(html).toContain("ADMIN_SESSION_SECRET");
    expect(html).not.toContain("f00d");

    const api = await bed.api("/nimda/api/instances", session);
    const { data } = (await api.json()) as {
      data: { instances: { host: string; owns: string[] }[]; unowned: string[]; agreements: unknown[] };
    };
    expect(data.instances.find((i) => i.host === "box-1")?.owns).toEqual(["projection:cms"]);
    expect(data.unowned).toContain("projection:deals");
    expect(JSON.stringify(data.agreements)).not.toContain("f00d");
    await locks.end();
    await worker.deregister();
  });

  it("is for the signed-in admin only", async () => {
    const anonymous = await bed.request("/nimda/instances", { session: null });
    expect(anonymous.status).toBe(303);
    expect((await bed.api("/nimda/api/instances", null)).status).toBe(401);
  });
});
