import type { IncomingMessage } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dealSnapshotFixture } from "../core/deals/fixtures.ts";
import { detectDeal } from "../core/deals/service.ts";
import { silentLogger } from "../core/log/logger.ts";
import { fakeResolveAll } from "../core/testing/fake-dns.ts";
import { type LocalHttpServer, startLocalHttpServer } from "../core/testing/local-http-server.ts";
import { MAX_ATTEMPTS } from "../core/webhooks/delivery.ts";
import { httpWebhookSender } from "../core/webhooks/sender.ts";
import { changeWebhookDelivery, registerWebhookEndpoint, runWebhookCommand } from "../core/webhooks/service.ts";
import { SIGNATURE_HEADER, verifySignature } from "../core/webhooks/signature.ts";
import { QUEUES } from "./queues.ts";
import { reactorStep } from "./reactor.ts";
import { testWorkerBed } from "./testing.ts";
import { deliverDueWebhooks, registerWebhookJobs, webhookReactor } from "./webhook-jobs.ts";

const bed = testWorkerBed({ projections: false });
let receiver: LocalHttpServer;
const received: { path: string; body: string; headers: IncomingMessage["headers"] }[] = [];
const metadata = { actor: "admin:test", action: "webhooks.test" };

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => resolve(body));
  });
}

/** A receiver as real ones behave: one that works, one that fails, a slow one, one that never answers. */
async function startReceiver(): Promise<LocalHttpServer> {
  return startLocalHttpServer(async (req, res, later) => {
    const body = await readBody(req);
    const path = req.url ?? "/";
    received.push({ path, body, headers: req.headers });
    if (path.startsWith("/ok")) res.writeHead(204).end();
    else if (path.startsWith("/fail")) res.writeHead(503).end("busy");
    else if (path.startsWith("/slow")) later(res, 150, () => res.writeHead(200).end("ok"));
    else if (path.startsWith("/hang")) later(res, 60_000, () => res.writeHead(200).end());
    else res.writeHead(404).end();
  });
}

/** The local receiver is on this machine: these tests allow private networks, as WEBHOOKS_ALLOW_PRIVATE_NETWORKS does. */
const LOCAL = { allowPrivateNetworks: true, resolveAll: fakeResolveAll({}) };
const localSender = (timeoutMs?: number) => httpWebhookSender({ network: LOCAL, ...(timeoutMs ? { timeoutMs } : {}) });

async function register(path: string, topics: string[]): Promise<string> {
  return registerWebhookEndpoint(
    { store: bed.store, sql: bed.database.sql, network: LOCAL },
    { url: `${receiver.url}${path}`, topics, description: path },
    metadata,
  );
}

/** Folds what the log holds so far into deliveries, batch by batch as the reactor's loop does. */
async function react(): Promise<void> {
  while ((await reactorStep(webhookReactor, bed.reactorDeps())) > 0) {}
}

async function deliveries(endpointId: string) {
  return bed.database.sql<
    {
      status: string;
      attempts: number;
      topic: string;
      last_error: string | null;
      next_attempt_at: Date;
      delivery_id: string;
    }[]
  >`
    SELECT status, attempts, topic, last_error, next_attempt_at, delivery_id FROM webhook_deliveries
     WHERE endpoint_id = ${endpointId} ORDER BY event_position`;
}

async function newDeal(toAirport: string) {
  await detectDeal(
    bed.store,
    dealSnapshotFixture({ toAirport, itinerarySignature: `SOF-${toAirport}`, flightRoute: `SOF-${toAirport}` }),
  );
}

beforeAll(async () => {
  receiver = await startReceiver();
});

afterAll(() => receiver?.close());

describe("outbound webhooks", () => {
  it("delivers a detected deal once, signed, through the reactor and the pg-boss job", async () => {
    const endpointId = await register("/ok/crm", ["deal.detected", "deal.expired"]);
    const [{ secret } = { secret: "" }] = await bed.database.sql<{ secret: string }[]>`
      SELECT secret FROM webhook_secrets WHERE endpoint_id = ${endpointId}`;
    await registerWebhookJobs({ boss: bed.boss, sql: bed.database.sql, send: localSender(), logger: silentLogger });
    const loop = bed.startReactor(webhookReactor);
    await newDeal("LTN");
    const deadline = Date.now() + 30_000;
    while (!received.some((r) => r.path === "/ok/crm") && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    const delivery = received.find((r) => r.path === "/ok/crm");
    expect(delivery).toBeDefined();
    const body = JSON.parse(delivery?.body ?? "{}");
    expect(body).toMatchObject({
      topic: "deal.detected",
      data: { fromAirport: "SOF", toAirport: "LTN", priceBgn: 120 },
    });
    expect(
      verifySignature(secret, delivery?.body ?? "", delivery?.headers[SIGNATURE_HEADER] as string, new Date()),
    ).toBe(true);
    expect(
      verifySignature(
        "another secret",
        delivery?.body ?? "",
        delivery?.headers[SIGNATURE_HEADER] as string,
        new Date(),
      ),
    ).toBe(false);
    const deadline2 = Date.now() + 10_000;
    while ((await deliveries(endpointId))[0]?.status !== "completed" && Date.now() < deadline2)
      await new Promise((r) => setTimeout(r, 100));
    expect(await deliveries(endpointId)).toMatchObject([{ status: "completed", attempts: 1, topic: "deal.detected" }]);
    await loop.stop();

    // a restart reads on from the checkpoint, and a re-read event adds nothing
    await react();
    await bed.database.sql`DELETE FROM subscription_checkpoints WHERE subscription_id = 'reactor:webhooks'`;
    await react();
    expect(await deliveries(endpointId)).toHaveLength(1);
    expect(received.filter((r) => r.path === "/ok/crm")).toHaveLength(1);
    // the tests below call deliverDueWebhooks themselves: a job worker claiming beside them would race them
    await bed.boss.offWork(QUEUES.webhookDeliver);
  }, 60_000);

  it("sends each endpoint only the topics it chose; a paused endpoint hears nothing new and its queue waits", async () => {
    const expiredOnly = await register("/ok/expired-only", ["deal.expired"]);
    const paused = await register("/ok/paused", ["deal.detected"]);
    await react();
    await newDeal("BCN");
    await react();
    expect(await deliveries(expiredOnly)).toEqual([]);
    expect(await deliveries(paused)).toMatchObject([{ status: "pending" }]);
    await runWebhookCommand(bed.store, paused, { type: "PauseEndpoint" }, metadata);
    await newDeal("VIE");
    await react();
    await deliverDueWebhooks({ sql: bed.database.sql, send: localSender() });
    expect(await deliveries(paused)).toMatchObject([{ status: "pending", attempts: 0 }]);
    await runWebhookCommand(bed.store, paused, { type: "ResumeEndpoint" }, metadata);
    await react();
    await deliverDueWebhooks({ sql: bed.database.sql, send: localSender() });
    expect(await deliveries(paused)).toMatchObject([{ status: "completed", attempts: 1, topic: "deal.detected" }]);
  });

  it("backs off after a failure and discards after the last attempt; an admin can retry or discard", async () => {
    const failing = await register("/fail", ["deal.detected"]);
    await react();
    await newDeal("FCO");
    await react();
    let now = new Date();
    const deliver = () => deliverDueWebhooks({ sql: bed.database.sql, send: localSender(), now: () => now });
    expect(await deliver()).toBeGreaterThanOrEqual(1);
    const [first] = await deliveries(failing);
    expect(first).toMatchObject({ status: "failed", attempts: 1, last_error: "HTTP 5xx" });
    expect((first?.next_attempt_at.getTime() ?? 0) - now.getTime()).toBe(30_000);
    // not due yet: nothing is sent
    const before = received.filter((r) => r.path === "/fail").length;
    await deliver();
    expect(received.filter((r) => r.path === "/fail")).toHaveLength(before);
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      now = new Date(now.getTime() + 25 * 3_600_000);
      await deliver();
    }
    const [last] = await deliveries(failing);
    expect(last).toMatchObject({ status: "discarded", attempts: MAX_ATTEMPTS });
    expect(received.filter((r) => r.path === "/fail")).toHaveLength(before + MAX_ATTEMPTS - 1);

    const deps = { store: bed.store, sql: bed.database.sql };
    await changeWebhookDelivery(deps, failing, last?.delivery_id ?? "", "retry", metadata);
    expect(await deliveries(failing)).toMatchObject([{ status: "pending", attempts: 0 }]);
    // the retry stamps PostgreSQL's now(), which has microseconds a JavaScript Date lacks
    now = new Date(Date.now() + 1_000);
    await deliver();
    await changeWebhookDelivery(deps, failing, last?.delivery_id ?? "", "discard", metadata);
    expect(await deliveries(failing)).toMatchObject([{ status: "discarded", attempts: 1 }]);
    await expect(
      changeWebhookDelivery(deps, failing, "00000000-0000-4000-8000-000000000000", "retry", metadata),
    ).rejects.toThrow("No such delivery");
  });

  it("counts a slow answer in time as delivered, and no answer or a closed port as a failure", async () => {
    const slow = await register("/slow", ["deal.detected"]);
    const hanging = await register("/hang", ["deal.detected"]);
    const closed = await registerWebhookEndpoint(
      { store: bed.store, sql: bed.database.sql, network: LOCAL },
      { url: "http://127.0.0.1:9/closed", topics: ["deal.detected"], description: "" },
      metadata,
    );
    await react();
    await newDeal("MAD");
    await react();
    await deliverDueWebhooks({ sql: bed.database.sql, send: localSender(1_000) });
    expect(await deliveries(slow)).toMatchObject([{ status: "completed" }]);
    expect(await deliveries(hanging)).toMatchObject([{ status: "failed", last_error: "no answer in 1 s" }]);
    const [refused] = await deliveries(closed);
    // a closed port and a refusal read the same: the screen maps no ports
    expect(refused).toMatchObject({ status: "failed", last_error: "could not connect" });
  });

  it("connects to the address it checked, and to no private one unless allowed, even if the DNS changes its answer", async () => {
    const port = new URL(receiver.url).port;
    const answers: Record<string, string[]> = { "hooks.example.com": ["93.184.215.14"] };
    const publicOnly = { allowPrivateNetworks: false, resolveAll: fakeResolveAll(answers) };
    // registered while the name led to a public address (an https URL: the form a public host needs)
    const endpointId = await registerWebhookEndpoint(
      { store: bed.store, sql: bed.database.sql, network: publicOnly },
      { url: `https://hooks.example.com:${port}/ok/rebound`, topics: ["deal.detected"], description: "" },
      metadata,
    );
    await react();
    await newDeal("LIS");
    await react();
    // now the name answers this machine: the delivery is not sent
    answers["hooks.example.com"] = ["127.0.0.1"];
    const before = received.length;
    await deliverDueWebhooks({ sql: bed.database.sql, send: httpWebhookSender({ network: publicOnly }) });
    expect(received).toHaveLength(before);
    expect(await deliveries(endpointId)).toMatchObject([
      { status: "failed", last_error: "not sent: the host is not a public address" },
    ]);
    // where private networks are allowed, the name's checked answer is the address connected to
    const sent = await httpWebhookSender({
      network: { allowPrivateNetworks: true, resolveAll: fakeResolveAll({ "receiver.test": ["127.0.0.1"] }) },
    })({ url: `http://receiver.test:${port}/ok/pinned`, body: "{}", headers: {} });
    expect(sent).toEqual({ ok: true, status: 204, error: null });
    expect(received.at(-1)).toMatchObject({ path: "/ok/pinned", body: "{}" });
  });
});
