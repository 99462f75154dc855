import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../core/admin-auth/password.ts";
import { freePort } from "../core/db/embedded-postgres.ts";
import { liveInstances } from "../core/instances/registry.ts";
import { subscriptionOwners } from "../core/instances/subscription-owners.ts";
import { createTestDatabase, type TestDatabase } from "../core/testing/test-database.ts";
import { until as untilOr } from "../core/testing/until.ts";
import { allProjections } from "../projections/index.ts";
import { type InstanceProcess, spawnInstance, waitUntilReady } from "../scripts/cluster/instance-process.ts";
import { type RoundRobinProxy, startRoundRobinProxy } from "../scripts/cluster/round-robin-proxy.ts";
import { type AdminClient, publishPage, signInAdmin } from "./admin-client.ts";

/**
 * Issue 18's scenario: three instances on one database behind a round-robin proxy (two with
 * workers, one web-only), writes through one, reads through the others, the owner of the
 * subscriptions killed with SIGKILL. Every projection must catch up with nothing skipped or
 * doubled, and no purge job may run twice.
 */
const ADMIN = { username: "admin", password: "scale admin password" };
const until = <T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 30_000) =>
  untilOr(what, probe, { timeoutMs });

let database: TestDatabase;
let proxy: RoundRobinProxy;
const instances: InstanceProcess[] = [];
let sharedEnv: Record<string, string>;
const alive = () => instances.filter((i) => i.child.exitCode === null && i.child.signalCode === null);

beforeAll(async () => {
  database = await createTestDatabase({ contents: "empty" });
  const proxyPort = await freePort();
  sharedEnv = {
    DATABASE_URL: database.url,
    PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
    SEED_DAYS: "2",
    LOG_LEVEL: "warn",
    PAGE_CACHE: "true",
    DB_POOL_MAX: "6",
    ADMIN_USER: ADMIN.username,
    ADMIN_PASSWORD_HASH: await hashPassword(ADMIN.password),
    ADMIN_SESSION_SECRET: "s".repeat(48),
    CAPTCHA_SECRET: "c".repeat(48),
    NEWSLETTER_SECRET: "n".repeat(48),
    ANALYST_PASSWORD: "analyst-password-for-scale",
  };
  const start = async (name: string, extra: Record<string, string> = {}) => {
    const instance = spawnInstance({
      name,
      port: await freePort(),
      env: { ...sharedEnv, DATA_DIR: mkdtempSync(join(tmpdir(), `flydealsbg-${name}-`)), ...extra },
    });
    instances.push(instance);
    return instance;
  };
  // the first migrates and seeds; the others join the running database
  await waitUntilReady(await start("a"));
  const joining = [await start("b"), await start("c", { WORKERS: "false" })];
  await Promise.all(joining.map((instance) => waitUntilReady(instance)));
  proxy = await startRoundRobinProxy(() => alive().map((instance) => instance.url), { port: proxyPort });
});

afterAll(async () => {
  await proxy?.close();
  await Promise.all(instances.map((instance) => instance.stop()));
  await database?.drop();
});

describe("three instances on one database", () => {
  let admin: AdminClient;

  it("runs all three, web-only C included, and refuses a fourth with another session secret", async () => {
    const running = await liveInstances(database.sql);
    expect(running).toHaveLength(3);
    expect(running.filter((instance) => instance.workers)).toHaveLength(2);
    const refused = spawnInstance({
      name: "d",
      port: await freePort(),
      env: {
        ...sharedEnv,
        DATA_DIR: mkdtempSync(join(tmpdir(), "flydealsbg-d-")),
        ADMIN_SESSION_SECRET: "x".repeat(48),
      },
    });
    expect(await refused.exited).not.toBe(0);
    expect(refused.output()).toContain(
      "ADMIN_SESSION_SECRET differs from the one the other instance(s) on this database use",
    );
    expect(await liveInstances(database.sql)).toHaveLength(3);
  });

  it("serves a write made through one instance from the others, and forgets cached pages everywhere", async () => {
    admin = await signInAdmin(proxy.url, ADMIN.username, ADMIN.password);
    await publishPage(admin, "scale-one", "първа версия");
    for (const instance of alive()) {
      const body = await until(`/scale-one on ${instance.name}`, async () => {
        const response = await fetch(`${instance.url}/scale-one`);
        return response.ok ? response.text() : null;
      });
      expect(body).toContain("първа версия");
    }
    // each web instance keeps the page in its own cache now
    const cachedAt = Date.now();
    for (const instance of alive()) {
      await fetch(`${instance.url}/scale-one`);
      expect((await fetch(`${instance.url}/scale-one`)).headers.get("x-page-cache"), instance.name).toBe("hit");
    }
    await publishPage(admin, "scale-one", "втора версия");
    for (const instance of alive()) {
      await until(`the purge of /scale-one on ${instance.name}`, async () =>
        (await (await fetch(`${instance.url}/scale-one`)).text()).includes("втора версия"),
      );
    }
    // before the cached copies' s-maxage (10 s) ran out: the purge reached every instance, the
    // web-only one (no purge worker) by NOTIFY
    console.log(`purge reached every instance ${Date.now() - cachedAt} ms after the pages were cached`);
    expect(Date.now() - cachedAt).toBeLessThan(10_000);
  });

  it("fails the subscriptions of a SIGKILLed owner over to the others within seconds", async () => {
    const owners = await subscriptionOwners(database.sql);
    const cmsOwner = owners.find((owner) => owner.subscription === "projection:cms")?.instanceId;
    expect(cmsOwner).toBeTruthy();
    const [row] = await database.sql<
      { pid: number }[]
    >`SELECT pid FROM instances WHERE instance_id = ${cmsOwner ?? ""}`;
    const victim = instances.find((instance) => instance.child.pid === row?.pid);
    expect(victim).toBeDefined();
    const owned = owners.filter((owner) => owner.instanceId === cmsOwner).map((owner) => owner.subscription);
    const killedAt = Date.now();
    await victim?.stop("SIGKILL");
    const failedOver = await until("every subscription to have a live owner again", async () => {
      const now = await subscriptionOwners(database.sql);
      const orphaned = now.filter(
        (owner) => owned.includes(owner.subscription) && (!owner.instanceId || owner.instanceId === cmsOwner),
      );
      return orphaned.length === 0 ? now : null;
    });
    const failoverMs = Date.now() - killedAt;
    console.log(`${owned.length} subscriptions of ${victim?.name} failed over in ${failoverMs} ms`);
    expect(failoverMs).toBeLessThan(5_000);
    // reactors run only where WORKERS=true: never on the web-only instance
    const [webOnly] = await database.sql<
      { instance_id: string }[]
    >`SELECT instance_id FROM instances WHERE NOT workers`;
    expect(
      failedOver.filter((o) => o.subscription.startsWith("reactor:") && o.instanceId === webOnly?.instance_id),
    ).toEqual([]);

    // writes and reads go on through the survivors
    await publishPage(admin, "scale-two", "след срива");
    for (const instance of alive()) {
      await until(`/scale-two on ${instance.name}`, async () => (await fetch(`${instance.url}/scale-two`)).ok);
    }
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const response = await fetch(`${proxy.url}/scale-two`);
      expect(response.status).toBe(200);
      seen.add(response.headers.get("x-upstream") ?? "");
    }
    expect([...seen].sort()).toEqual(
      alive()
        .map((instance) => instance.url)
        .sort(),
    );
    // the dead instance stops counting once its heartbeats are missed
    await until(
      "the killed instance to drop out",
      async () => (await liveInstances(database.sql)).length === 2,
      20_000,
    );
  });

  it("folds every event into every projection exactly once", async () => {
    const counts = async () => {
      const result: Record<string, { processed: number; expected: number }> = {};
      for (const projection of allProjections) {
        const [row] = await database.sql<{ processed: number; expected: number }[]>`
          SELECT coalesce(c.processed_events, 0)::int AS processed,
                 (SELECT count(*)::int FROM events
                   WHERE ${projection.eventTypes as string[] | null}::text[] IS NULL OR type = ANY(${projection.eventTypes as string[] | null})) AS expected
            FROM projection_registry r
            LEFT JOIN subscription_checkpoints c ON c.subscription_id = 'projection:' || r.name || ':g' || r.active_generation
           WHERE r.name = ${projection.name}`;
        result[projection.name] = row ?? { processed: -1, expected: 0 };
      }
      return result;
    };
    const settled = await until("every projection to catch up", async () => {
      const now = await counts();
      return Object.values(now).every((c) => c.processed === c.expected) ? now : null;
    });
    for (const [name, { processed, expected }] of Object.entries(settled)) expect(processed, name).toBe(expected);
    const [total] = await database.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM events`;
    console.log(`${allProjections.length} projections caught up over ${total?.n} events`);
  });

  it("ran each purge job once", async () => {
    const purges = await until("the purges to complete", async () => {
      const rows = await database.sql<{ status: string; attempts: number }[]>`SELECT status, attempts FROM edge_purges`;
      return rows.length > 0 && rows.every((row) => row.status === "completed") ? rows : null;
    });
    expect(purges.every((purge) => purge.attempts === 1)).toBe(true);
    const retried = await database.sql`
      SELECT name, retry_count FROM pgboss.job WHERE name = 'cms.edge-purge' AND retry_count > 0`;
    expect(retried).toEqual([]);
  });
});
