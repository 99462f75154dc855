import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageCacheInvalidator } from "../edge-purge/cdn.ts";
import { SubscriptionLoop } from "../eventstore/subscription.ts";
import { Wakeup } from "../eventstore/wakeup.ts";
import { silentLogger } from "../log/logger.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { agreeOnSecrets, fingerprintOf, InstanceDisagreement, type SharedSecret } from "./agreements.ts";
import { BroadcastPageCacheInvalidator, chunkedMessages } from "./page-cache-broadcast.ts";
import { InstanceRegistry, liveInstances } from "./registry.ts";
import { connectionNameOf, subscriptionOwners } from "./subscription-owners.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const info = (instanceId = randomUUID()) => ({
  instanceId,
  host: "test-host",
  pid: 4242,
  url: null,
  web: true,
  workers: false,
  runtime: "node test",
});

/** A secret with a value kept "on disk" (a variable here) and a generator that counts its calls. */
function secret(name: string, stored: string | null) {
  let value = stored;
  let generated = 0;
  const shared: SharedSecret = {
    name,
    current: () => value,
    generate: () => {
      generated += 1;
      value = `generated-${randomUUID()}`;
      return value;
    },
    keptIn: `/data/${name.toLowerCase()}`,
  };
  return { shared, generated: () => generated };
}

describe("instance registry", () => {
  it("lists a registered instance as live, keeps it alive by heartbeats and drops it on deregister", async () => {
    const registry = new InstanceRegistry(database.sql, info(), silentLogger, 50);
    await registry.register();
    await registry.listening("http://127.0.0.1:4000");
    const [first] = (await liveInstances(database.sql)).filter((i) => i.instanceId === registry.instanceId);
    expect(first).toMatchObject({
      host: "test-host",
      pid: 4242,
      web: true,
      workers: false,
      url: "http://127.0.0.1:4000",
    });
    await sleep(150);
    const [later] = (await liveInstances(database.sql)).filter((i) => i.instanceId === registry.instanceId);
    expect(later?.heartbeatAt.getTime()).toBeGreaterThan(first?.heartbeatAt.getTime() ?? Number.POSITIVE_INFINITY);
    await registry.deregister();
    expect((await liveInstances(database.sql)).some((i) => i.instanceId === registry.instanceId)).toBe(false);
  });

  it("takes an instance whose heartbeats stopped (a killed process) for dead", async () => {
    const id = randomUUID();
    await database.sql`INSERT INTO instances (instance_id, host, pid, web, workers, runtime, heartbeat_at)
                       VALUES (${id}, 'gone', 1, true, true, 'node', now() - interval '11 seconds')`;
    expect((await liveInstances(database.sql)).some((i) => i.instanceId === id)).toBe(false);
    expect((await liveInstances(database.sql, 20_000)).some((i) => i.instanceId === id)).toBe(true);
    await database.sql`DELETE FROM instances WHERE instance_id = ${id}`;
  });
});

describe("agreeing on shared secrets", () => {
  const clear = () => database.sql`DELETE FROM instance_agreements; DELETE FROM instances`.simple();

  it("generates a missing secret when alone and records only its fingerprint", async () => {
    await clear();
    const session = secret("ADMIN_SESSION_SECRET", null);
    await agreeOnSecrets(database.sql, randomUUID(), [session.shared], silentLogger);
    expect(session.generated()).toBe(1);
    const rows = await database.sql`SELECT name, fingerprint FROM instance_agreements`;
    expect(rows).toEqual([
      {
        name: "ADMIN_SESSION_SECRET",
        fingerprint: fingerprintOf("ADMIN_SESSION_SECRET", session.shared.current() ?? ""),
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain(session.shared.current());
  });

  it("lets a second instance with the same secrets join", async () => {
    await clear();
    const first = new InstanceRegistry(database.sql, info(), silentLogger);
    await agreeOnSecrets(
      database.sql,
      first.instanceId,
      [secret("NEWSLETTER_SECRET", "s".repeat(40)).shared],
      silentLogger,
    );
    await first.register();
    await expect(
      agreeOnSecrets(database.sql, randomUUID(), [secret("NEWSLETTER_SECRET", "s".repeat(40)).shared], silentLogger),
    ).resolves.toBeUndefined();
    await first.deregister();
  });

  it("refuses a second instance whose secret differs, or that would generate one, while the first runs", async () => {
    await clear();
    const first = new InstanceRegistry(database.sql, info(), silentLogger);
    await agreeOnSecrets(
      database.sql,
      first.instanceId,
      [secret("CAPTCHA_SECRET", "a".repeat(40)).shared],
      silentLogger,
    );
    await first.register();
    const differing = agreeOnSecrets(
      database.sql,
      randomUUID(),
      [secret("CAPTCHA_SECRET", "b".repeat(40)).shared],
      silentLogger,
    );
    await expect(differing).rejects.toThrow(InstanceDisagreement);
    await expect(differing).rejects.toThrow(
      /CAPTCHA_SECRET differs .*\(test-host pid 4242\).*set it in each one's environment/,
    );
    const missing = secret("CAPTCHA_SECRET", null);
    await expect(agreeOnSecrets(database.sql, randomUUID(), [missing.shared], silentLogger)).rejects.toThrow(
      /CAPTCHA_SECRET is not set here and would be generated, while 1 other instance\(s\) run/,
    );
    expect(missing.generated()).toBe(0);
    const [kept] = await database.sql`SELECT fingerprint FROM instance_agreements WHERE name = 'CAPTCHA_SECRET'`;
    expect(kept?.fingerprint).toBe(fingerprintOf("CAPTCHA_SECRET", "a".repeat(40)));
    await first.deregister();
  });

  it("accepts a changed secret once no other instance runs (every instance restarted with the new one)", async () => {
    await clear();
    await agreeOnSecrets(
      database.sql,
      randomUUID(),
      [secret("ANALYST_PASSWORD", "old".repeat(10)).shared],
      silentLogger,
    );
    await agreeOnSecrets(
      database.sql,
      randomUUID(),
      [secret("ANALYST_PASSWORD", "new".repeat(10)).shared],
      silentLogger,
    );
    const [row] = await database.sql`SELECT fingerprint FROM instance_agreements WHERE name = 'ANALYST_PASSWORD'`;
    expect(row?.fingerprint).toBe(fingerprintOf("ANALYST_PASSWORD", "new".repeat(10)));
  });
});

describe("page cache purges across instances", () => {
  it("splits long path lists into NOTIFY payloads under 8,000 bytes", () => {
    const paths = Array.from({ length: 400 }, (_, i) => `/destinacii/${"x".repeat(40)}-${i}`);
    const messages = chunkedMessages("me", paths);
    expect(messages.length).toBeGreaterThan(1);
    for (const message of messages) expect(new TextEncoder().encode(message).length).toBeLessThan(8_000);
    expect(messages.flatMap((m) => (JSON.parse(m) as { paths: string[] }).paths)).toEqual(paths);
  });

  it("forgets a purged path in the other instances' caches, once each", async () => {
    const forgotten = (label: string, log: string[]): PageCacheInvalidator => ({
      forget: (paths) => {
        log.push(`${label}:${paths.join(",")}`);
        return paths.length;
      },
    });
    const log: string[] = [];
    const a = new BroadcastPageCacheInvalidator(forgotten("a", log), database.sql, "instance-a", silentLogger);
    const otherPool = postgres(database.url, { max: 2, onnotice: () => {} });
    const b = new BroadcastPageCacheInvalidator(forgotten("b", log), otherPool, "instance-b", silentLogger);
    await a.listen();
    await b.listen();
    expect(a.forget(["/", "/en"])).toBe(2);
    for (let i = 0; i < 50 && log.length < 2; i++) await sleep(20);
    await sleep(50);
    expect(log.sort()).toEqual(["a:/,/en", "b:/,/en"]);
    await a.close();
    await b.close();
    await otherPool.end();
  });
});

describe("subscription owners", () => {
  it("names the instance whose lock session owns a subscription, and nobody once it is gone", async () => {
    const instanceId = randomUUID();
    const locks = postgres(database.url, {
      max: 1,
      connection: { application_name: `${connectionNameOf(instanceId)}:locks` },
    });
    await database.sql`INSERT INTO subscription_checkpoints (subscription_id) VALUES ('reactor:owned-test')`;
    const wakeup = new Wakeup(undefined);
    const loop = new SubscriptionLoop({
      name: "reactor:owned-test",
      sql: database.sql,
      locks,
      wakeup,
      logger: silentLogger,
      batchSize: 10,
      step: async () => 0,
    });
    loop.start();
    for (let i = 0; i < 50 && !loop.isOwner; i++) await sleep(20);
    const owner = (await subscriptionOwners(database.sql)).find((o) => o.subscription === "reactor:owned-test");
    expect(owner?.instanceId).toBe(instanceId);
    expect(owner?.pid).toBeGreaterThan(0);
    await loop.stop();
    const after = (await subscriptionOwners(database.sql)).find((o) => o.subscription === "reactor:owned-test");
    expect(after).toEqual({ subscription: "reactor:owned-test", instanceId: null, pid: null });
    await locks.end();
  });
});
