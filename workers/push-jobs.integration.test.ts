import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../core/catalog/seed.ts";
import type { DealSnapshot } from "../core/deals/events.ts";
import { dealSnapshotFixture } from "../core/deals/fixtures.ts";
import { detectDeal } from "../core/deals/service.ts";
import { silentLogger } from "../core/log/logger.ts";
import { signLink } from "../core/newsletter/signed-links.ts";
import { type FakePush, type FakeSubscription, startFakePush } from "../core/push/push-fake-server.ts";
import { createPushService, type PushService } from "../core/push/service.ts";
import { generateVapidKeys } from "../core/push/vapid.ts";
import { createWebPushSender } from "../core/push/web-push-sender.ts";
import type { SystemSettings } from "../core/settings/schema.ts";
import { changeSettings } from "../core/settings/testing.ts";
import { testProjectionBed } from "../projections/testing.ts";
import { type PushJobDeps, planAlertPushes, planDailyBest, type SendPushJob, sendPush } from "./push-jobs.ts";
import { confirmedAlert } from "./testing.ts";

// a Thursday morning in Sofia (UTC+2): outside the default quiet hours 23:00-07:00
const NOW = new Date("2026-12-03T08:00:00Z");
const SECRET = "push-jobs-test-secret-0123456789abcdef";
const bed = testProjectionBed({ max: 12 });
let fake: FakePush;
let service: PushService;
let deps: PushJobDeps;
const later: Array<{ job: SendPushJob; at: Date }> = [];
const sending = () => ({ ...deps, later: async (job: SendPushJob, at: Date) => void later.push({ job, at }) });

async function device(body: Record<string, unknown>): Promise<FakeSubscription> {
  const subscription = fake.subscribe();
  const outcome = await service.subscribe({ subscription, ...body }, { ip: null });
  expect(outcome).toMatchObject({ ok: true, status: 201 });
  return subscription;
}

async function pushIdOf(subscription: FakeSubscription): Promise<string> {
  const [row] = await bed.database.sql<{ push_id: string }[]>`
    SELECT push_id FROM push_endpoints WHERE endpoint = ${subscription.endpoint}`;
  return row?.push_id ?? "";
}

async function detect(overrides: Partial<DealSnapshot> = {}): Promise<string> {
  const { events } = await detectDeal(
    bed.store,
    dealSnapshotFixture({ validUntil: "2027-06-01T00:00:00.000Z", currentPrice: 120, ...overrides }),
  );
  await bed.projections.catchUp();
  return (events[0]?.data as { dealId: string } | undefined)?.dealId ?? "";
}

async function planAndSend(dealId: string, at = NOW) {
  const planned = await planAlertPushes(deps, dealId, at);
  const outcomes = [];
  for (const key of planned) outcomes.push(await sendPush(sending(), key, () => at));
  return outcomes;
}

const receivedBy = (subscription: FakeSubscription) =>
  fake.received.filter((push) => push.endpoint === subscription.endpoint).map((push) => JSON.parse(push.payload));

const settings = (changes: Partial<SystemSettings>) => changeSettings(bed.store, changes, NOW);

beforeAll(async () => {
  fake = await startFakePush();
  const vapid = await generateVapidKeys();
  await seedCatalog(bed.store, silentLogger);
  service = createPushService({
    sql: bed.database.sql,
    linkSecret: SECRET,
    publicKey: vapid.publicKey,
    pushServiceOrigins: [fake.origin],
    destinationExists: async () => true,
    now: () => NOW,
  });
  deps = {
    database: bed.database,
    store: bed.store,
    publicUrl: "https://flydeals.example",
    logger: silentLogger,
    fareMode: "live",
    sender: createWebPushSender({ vapid, subject: "mailto:ops@flydeals.example" }),
  };
});
afterAll(() => fake.close());

describe("deals pushed to devices", () => {
  it("notifies the devices whose own watch or bound subscriber's alert a deal matches, once, in their language", async () => {
    const watcher = await device({ language: "bg", alert: { destinationId: "LON", maxPriceBgn: 150 } });
    const subscriberId = await confirmedAlert(bed, "push-route@example.com", "en", {
      fromAirport: "SOF",
      destinationId: "LON",
      maxPriceBgn: null,
    });
    const bound = await device({ language: "en", token: signLink(SECRET, "preferences", subscriberId, NOW) });
    const varna = await device({ language: "bg", alert: { fromAirport: "VAR", destinationId: "LON" } });
    await bed.projections.catchUp();

    const dealId = await detect();
    expect(await planAndSend(dealId)).toEqual(["sent", "sent"]);
    const [shown, ...more] = receivedBy(watcher);
    expect(more).toEqual([]);
    expect(shown).toMatchObject({
      title: "София → Лондон за 61,36\u00a0€",
      url: expect.stringMatching(/^https:\/\/flydeals\.example\/oferta\/[A-Z0-9]+$/),
      tag: expect.stringMatching(/^deal-/),
      language: "bg",
    });
    expect(receivedBy(bound)[0]?.title).toBe("Sofia → London for €61.36");
    expect(receivedBy(varna)).toEqual([]);

    // the same deal again tells nobody twice; markedly cheaper, it does, and says so
    expect(await planAndSend(dealId)).toEqual([]);
    const cheaper = await detect({ currentPrice: 60 });
    expect(cheaper).toBe(dealId);
    expect(await planAndSend(dealId)).toEqual(["sent", "sent"]);
    expect(receivedBy(watcher).at(-1)?.title).toBe("София → Лондон поевтиня на 30,68\u00a0€");
  });

  it("waits for the end of the quiet hours, and the kill switch stops it", async () => {
    const night = new Date("2026-12-03T22:30:00Z"); // 00:30 in Sofia
    const watcher = await device({ language: "bg", alert: { destinationId: "PAR" } });
    await bed.projections.catchUp();
    const dealId = await detect({ toAirport: "CDG", destinationId: "PAR", flightRoute: "SOF-CDG" });
    const [planned] = await planAlertPushes(deps, dealId, night);
    expect(planned?.notBefore).toEqual(new Date("2026-12-04T05:00:00Z")); // 07:00 in Sofia
    later.length = 0;
    expect(await sendPush(sending(), planned as SendPushJob, () => night)).toBe("later");
    expect(later).toEqual([
      { job: expect.objectContaining({ pushId: planned?.pushId, dealId }), at: planned?.notBefore },
    ]);
    expect(receivedBy(watcher)).toEqual([]);

    await settings({ newsletterKillSwitch: true });
    try {
      expect(await sendPush(sending(), planned as SendPushJob, () => new Date("2026-12-04T06:00:00Z"))).toBe("skipped");
      const another = await detect({
        toAirport: "ORY",
        destinationId: "PAR",
        flightRoute: "SOF-ORY",
        currentPrice: 90,
      });
      expect(await planAlertPushes(deps, another, NOW)).toEqual([]);
    } finally {
      await settings({ newsletterKillSwitch: false });
    }
    expect(receivedBy(watcher)).toEqual([]);
  });

  it("forgets a device its push service says is gone, and comes back after a 429's Retry-After", async () => {
    const gone = await device({ language: "bg", alert: { destinationId: "BCN" } });
    const busy = await device({ language: "en", alert: { destinationId: "BCN" } });
    await bed.projections.catchUp();
    fake.expire(gone.endpoint);
    fake.failNext(busy.endpoint, { status: 429, retryAfterSeconds: 90 });
    const goneId = await pushIdOf(gone);
    const dealId = await detect({ toAirport: "BCN", destinationId: "BCN", flightRoute: "SOF-BCN" });
    later.length = 0;
    expect((await planAndSend(dealId)).sort()).toEqual(["gone", "later"]);
    expect(later.map((entry) => entry.at)).toEqual([new Date(NOW.getTime() + 90_000)]);
    // the endpoint, its keys and what it was told are erased; the stream says why
    expect(await pushIdOf(gone)).toBe("");
    expect(await bed.database.sql`SELECT 1 FROM push_notifications WHERE push_id = ${goneId}`).toHaveLength(0);
    const events = await bed.store.readStream(`push-${goneId}`);
    expect(events.events.at(-1)).toMatchObject({ type: "PushDeviceUnsubscribed", data: { reason: "gone" } });
    // after the wait it goes out
    const retry = later[0]?.job as SendPushJob;
    expect(await sendPush(sending(), retry, () => new Date(NOW.getTime() + 90_000))).toBe("sent");
    expect(receivedBy(busy)).toHaveLength(1);
  });

  it("sends each device the day's best deal from its airport once a day, from nine in the morning", async () => {
    const early = await device({ language: "bg", dailyBestFrom: "SOF" });
    await bed.projections.catchUp();
    const pushId = await pushIdOf(early);
    const mine = (planned: Awaited<ReturnType<typeof planDailyBest>>) => planned.filter((p) => p.pushId === pushId);
    expect(mine(await planDailyBest(deps, new Date("2026-12-03T06:30:00Z")))).toEqual([]); // 08:30 in Sofia
    const nine = new Date("2026-12-03T07:05:00Z");
    const [planned, ...more] = mine(await planDailyBest(deps, nine));
    expect(more).toEqual([]);
    expect(await sendPush(sending(), planned as SendPushJob, () => nine)).toBe("sent");
    expect(receivedBy(early)[0]?.title).toMatch(/^Офертата на деня: София → /);
    expect(mine(await planDailyBest(deps, new Date("2026-12-03T15:00:00Z")))).toEqual([]);
    // the next day, another deal than the one it was told of
    const [tomorrow] = mine(await planDailyBest(deps, new Date("2026-12-04T07:05:00Z")));
    expect(tomorrow?.dealId).toBeDefined();
    expect(tomorrow?.dealId).not.toBe(planned?.dealId);
  });
});
