import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { silentLogger } from "../../core/log/logger.ts";
import { eraseNewsletterSubscriber } from "../../core/newsletter/erasure.ts";
import { signLink } from "../../core/newsletter/signed-links.ts";
import { type FakePush, startFakePush } from "../../core/push/push-fake-server.ts";
import { generateVapidKeys, type VapidKeys } from "../../core/push/vapid.ts";
import { testFormServices } from "../../core/testing/form-services.ts";
import { pushDeviceCounts } from "../../projections/push/queries.ts";
import { testProjectionBed } from "../../projections/testing.ts";
import { confirmedAlert } from "../../workers/testing.ts";
import type { HttpApp } from "../app.ts";
import { testHttpAppOn } from "../testing.ts";

const SECRET = "push-api-test-link-secret-0123456789abcdef";
const bed = testProjectionBed();
let app: HttpApp;
let fake: FakePush;
let vapid: VapidKeys;

const post = (path: string, body: unknown) =>
  app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const endpointRow = async (endpoint: string) =>
  bed.database.sql<{ push_id: string }[]>`SELECT push_id FROM push_endpoints WHERE endpoint = ${endpoint}`;

beforeAll(async () => {
  fake = await startFakePush();
  vapid = await generateVapidKeys();
  const forms = testFormServices(bed.database.sql, bed.store, {
    linkSecret: SECRET,
    vapidPublicKey: vapid.publicKey,
    pushServiceOrigins: [fake.origin],
    destinationNames: async (id) => (id === "LON" ? { bg: "Лондон", en: "London" } : null),
  });
  app = testHttpAppOn(bed, { forms, limits: { forms: null } });
});
afterAll(() => fake.close());

describe("the push API", () => {
  it("gives the VAPID public key browsers subscribe with", async () => {
    const response = await app.request("/api/push/key");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, data: { publicKey: vapid.publicKey } });
  });

  it("subscribes a device with a watch, says what it takes, and turns it off again, erasing its endpoint", async () => {
    const subscription = fake.subscribe();
    const response = await post("/api/push/subscriptions", {
      subscription,
      language: "en",
      alert: { destinationId: "lon", maxPriceBgn: 150 },
      dailyBestFrom: "sof",
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      message: "Notifications are on for this device.",
      data: { subscribed: true, alerts: 1, dailyBestFrom: "SOF", bound: false },
    });
    // at once, before the read model has folded it: the page a notification opens asks this
    const early = await post("/api/push/device", { endpoint: subscription.endpoint });
    expect((await early.json()).data).toMatchObject({ subscribed: true });
    await bed.projections.catchUp();
    const device = await post("/api/push/device", { endpoint: subscription.endpoint });
    expect((await device.json()).data).toEqual({ subscribed: true, alerts: 1, dailyBestFrom: "SOF", bound: false });

    const off = await post("/api/push/unsubscribe", { endpoint: subscription.endpoint });
    expect(off.status).toBe(200);
    expect(await endpointRow(subscription.endpoint)).toHaveLength(0);
    await bed.projections.catchUp();
    expect((await (await post("/api/push/device", { endpoint: subscription.endpoint })).json()).data).toMatchObject({
      subscribed: false,
    });
    // again, or for a device never seen: nothing to turn off is off
    expect((await post("/api/push/unsubscribe", { endpoint: subscription.endpoint })).status).toBe(200);
  });

  it("moves a device to the subscription its browser renewed, with what it watches, on the old endpoint's word", async () => {
    const old = fake.subscribe();
    expect((await post("/api/push/subscriptions", { subscription: old, alert: { destinationId: "LON" } })).status).toBe(
      201,
    );
    const renewed = fake.subscribe();
    const [before] = await endpointRow(old.endpoint);
    const response = await post("/api/push/renew", { oldEndpoint: old.endpoint, subscription: renewed });
    expect(response.status).toBe(200);
    expect(await endpointRow(old.endpoint)).toHaveLength(0);
    expect(await endpointRow(renewed.endpoint)).toEqual([before]);
    await bed.projections.catchUp();
    expect((await (await post("/api/push/device", { endpoint: renewed.endpoint })).json()).data).toMatchObject({
      subscribed: true,
      alerts: 1,
    });
    // an endpoint nobody holds any more, or a renewal onto another device's endpoint, moves nothing
    expect((await post("/api/push/renew", { oldEndpoint: old.endpoint, subscription: fake.subscribe() })).status).toBe(
      404,
    );
    const other = fake.subscribe();
    expect((await post("/api/push/subscriptions", { subscription: other })).status).toBe(201);
    expect((await post("/api/push/renew", { oldEndpoint: renewed.endpoint, subscription: other })).status).toBe(404);
    expect(await endpointRow(renewed.endpoint)).toEqual([before]);
    const elsewhere = { ...fake.subscribe(), endpoint: "http://10.0.0.1/push" };
    expect((await post("/api/push/renew", { oldEndpoint: renewed.endpoint, subscription: elsewhere })).status).toBe(
      400,
    );
    for (const endpoint of [renewed.endpoint, other.endpoint]) await post("/api/push/unsubscribe", { endpoint });
  });

  it("binds a device to a subscriber by their preference link, and it leaves with them", async () => {
    const subscriptionId = await confirmedAlert(bed, "push-api@example.com", "bg", {
      fromAirport: "SOF",
      destinationId: "LON",
      maxPriceBgn: null,
    });
    const subscription = fake.subscribe();
    const token = signLink(SECRET, "preferences", subscriptionId, new Date());
    const response = await post("/api/push/subscriptions", { subscription, token });
    expect(response.status).toBe(201);
    expect((await response.json()).data).toMatchObject({ bound: true });
    await bed.projections.catchUp();
    // the admin's newsletter screen counts it (the first test's device has left)
    expect(await pushDeviceCounts(bed.database.db)).toEqual({ devices: 1, watching: 0, dailyBest: 0, bound: 1 });
    await eraseNewsletterSubscriber({ sql: bed.database.sql }, "push-api@example.com", { by: "admin" });
    expect(await endpointRow(subscription.endpoint)).toHaveLength(0);
  });

  it("refuses, with the message, what is not a browser's subscription or would send the workers elsewhere", async () => {
    const { keys, endpoint } = fake.subscribe();
    const cases: Array<[unknown, number, string]> = [
      [
        { subscription: { endpoint: "http://169.254.169.254/latest/meta-data", keys } },
        400,
        "This push service is not supported",
      ],
      [
        { subscription: { endpoint: "https://fcm.googleapis.com.evil.example/x", keys } },
        400,
        "This push service is not supported",
      ],
      [{ subscription: { endpoint, keys: { ...keys, p256dh: "AAAA" } } }, 400, "Invalid push subscription"],
      [{ subscription: { endpoint, keys: { ...keys, auth: "x\u0000y" } } }, 400, "characters that are not allowed"],
      [{ subscription: { endpoint, keys: { ...keys, auth: "short" } } }, 400, "Invalid push subscription"],
      [{ subscription: { endpoint: "not a url", keys } }, 400, "Invalid push subscription"],
      [{ subscription: { endpoint, keys }, alert: { destinationId: "XXX" } }, 400, "Unknown destination"],
      [{ subscription: { endpoint, keys }, alert: { fromAirport: "SOF" } }, 400, "Set a maximum price"],
      [{ subscription: { endpoint, keys }, dailyBestFrom: "LHR" }, 400, "Unknown departure airport"],
      [{ subscription: { endpoint, keys }, token: "forged.p.zz.AAAAAAAAAAAAAAAAAAAAAA" }, 400, "This link is invalid"],
      [[], 400, "Invalid request"],
      ["{not json", 400, "Malformed JSON"],
    ];
    for (const [body, status, message] of cases) {
      const response = await post("/api/push/subscriptions", body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(await response.json()), JSON.stringify(body)).toContain(message);
    }
    expect(await endpointRow(endpoint)).toHaveLength(0);
    expect((await post("/api/push/unsubscribe", { endpoint: 42 })).status).toBe(400);
    expect((await post("/api/push/device", "\u0000")).status).toBe(400);
  });

  it("answers 404, with its message, when push is not configured", async () => {
    const off = testHttpAppOn(bed, { forms: testFormServices(bed.database.sql, bed.store, { logger: silentLogger }) });
    const answer = await off.request("/api/push/key");
    expect(answer.status).toBe(404);
    expect((await answer.json()).error.message).toBe("Notifications are not available.");
  });
});
