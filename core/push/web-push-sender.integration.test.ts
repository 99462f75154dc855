import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakePush, startFakePush } from "./push-fake-server.ts";
import { generateVapidKeys, type VapidKeys } from "./vapid.ts";
import { createWebPushSender, vapidSubjectOf } from "./web-push-sender.ts";

let fake: FakePush;
let vapid: VapidKeys;
const options = { ttlSeconds: 3_600, urgency: "normal" as const, topic: "deal-G5W6L" };

beforeAll(async () => {
  fake = await startFakePush();
  vapid = await generateVapidKeys();
});
afterAll(() => fake.close());

function target() {
  const { endpoint, keys } = fake.subscribe();
  return { pushId: "0196a4c2-2222-7000-8000-000000000001", endpoint, ...keys };
}

describe("web-push sender against a push service", () => {
  it("delivers a payload only the device can read, signed with our VAPID key", async () => {
    const sender = createWebPushSender({ vapid, subject: "mailto:ops@flydealsbg.example" });
    const device = target();
    const payload = JSON.stringify({ title: "София → Лондон за 59 €", url: "/oferta/G5W6L" });
    expect(await sender.send(device, payload, options)).toEqual({ outcome: "delivered" });
    const received = fake.received.at(-1);
    expect(received?.payload).toBe(payload);
    expect(received).toMatchObject({ endpoint: device.endpoint, ttl: 3_600, urgency: "normal", topic: "deal-G5W6L" });
    expect(received?.vapid).toEqual({ subject: "mailto:ops@flydealsbg.example", publicKey: vapid.publicKey });
  });

  it("says a dropped subscription is gone, on 410 and on 404", async () => {
    const sender = createWebPushSender({ vapid, subject: "mailto:ops@flydealsbg.example" });
    const device = target();
    fake.expire(device.endpoint);
    expect(await sender.send(device, "{}", options)).toEqual({ outcome: "gone", status: 410 });
    const unknown = { ...target(), endpoint: `${fake.origin}/push/never-issued` };
    expect(await sender.send(unknown, "{}", options)).toEqual({ outcome: "gone", status: 404 });
  });

  it("says when to come back after a 429, and reports other failures", async () => {
    const sender = createWebPushSender({ vapid, subject: "mailto:ops@flydealsbg.example" });
    const device = target();
    fake.failNext(device.endpoint, { status: 429, retryAfterSeconds: 120 });
    expect(await sender.send(device, "{}", options)).toEqual({ outcome: "throttled", retryAfterSeconds: 120 });
    fake.failNext(device.endpoint, { status: 500 });
    expect(await sender.send(device, "{}", options)).toMatchObject({ outcome: "failed", status: 500 });
    expect(await sender.send(device, "{}", options)).toEqual({ outcome: "delivered" });
  });

  it("a service that cannot be reached is a failure, not an exception", async () => {
    const sender = createWebPushSender({ vapid, subject: "mailto:ops@flydealsbg.example" });
    const device = { ...target(), endpoint: "http://127.0.0.1:9/push/closed" };
    expect(await sender.send(device, "{}", options)).toMatchObject({ outcome: "failed", status: null });
  });

  it("names the operator, or the mails' sender, as the VAPID subject", () => {
    expect(vapidSubjectOf({ OPERATOR_EMAIL: "ops@example.com", MAIL_FROM: "x@example.com" })).toBe(
      "mailto:ops@example.com",
    );
    expect(vapidSubjectOf({ MAIL_FROM: "flydealsbg <no-reply@localhost>" })).toBe("mailto:no-reply@localhost");
  });
});
