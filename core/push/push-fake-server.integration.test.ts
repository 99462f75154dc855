import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import { type FakePush, type FakeSubscription, startFakePush } from "./push-fake-server.ts";

const SUBJECT = "mailto:ops@example.com";
const vapidKeys = webpush.generateVAPIDKeys();
let fake: FakePush;

beforeAll(async () => {
  fake = await startFakePush();
});
afterAll(() => fake.close());

/** What web-push would send: encrypted for the subscription and signed with `vapidKeys`. */
function request(subscription: FakeSubscription, payload: string) {
  return webpush.generateRequestDetails(subscription, payload, {
    vapidDetails: { subject: SUBJECT, ...vapidKeys },
    TTL: 60,
  });
}

async function send(
  endpoint: string,
  details: { headers: Record<string, string | number>; body: Buffer | null },
): Promise<Response> {
  const headers = Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)]));
  return fetch(endpoint, { method: "POST", headers, body: details.body ? new Uint8Array(details.body) : null });
}

/** The fake refuses what FCM and autopush refuse, so a sender bug cannot pass against it. */
describe("the fake push service", () => {
  it("accepts a signed, encrypted push and records it decrypted", async () => {
    const subscription = fake.subscribe();
    expect(subscription.endpoint).toMatch(new RegExp(`^${fake.origin}/push/[\\w-]+$`));
    expect(subscription.keys.p256dh).toMatch(/^[\w-]{87}$/);
    expect(subscription.keys.auth).toMatch(/^[\w-]{22}$/);
    const text = "Евтин полет до Лондон – 59 €";
    const response = await send(subscription.endpoint, request(subscription, text));
    expect(response.status).toBe(201);
    expect(response.headers.get("location")).toMatch(new RegExp(`^${fake.origin}/m/`));
    expect(fake.received.at(-1)).toEqual({
      endpoint: subscription.endpoint,
      payload: text,
      ttl: 60,
      urgency: "normal",
      topic: null,
      vapid: { subject: SUBJECT, publicKey: vapidKeys.publicKey },
    });
  });

  it("answers 410 Gone once a subscription expired", async () => {
    const subscription = fake.subscribe();
    expect((await send(subscription.endpoint, request(subscription, "before"))).status).toBe(201);
    fake.expire(subscription.endpoint);
    const count = fake.received.length;
    expect((await send(subscription.endpoint, request(subscription, "after"))).status).toBe(410);
    expect(fake.received).toHaveLength(count);
  });

  it("answers 404 for an endpoint it never issued", async () => {
    const subscription = fake.subscribe();
    const response = await send(`${fake.origin}/push/never-issued`, request(subscription, "hello"));
    expect(response.status).toBe(404);
    expect(() => fake.expire(`${fake.origin}/push/never-issued`)).toThrow(/never issued/);
  });

  it("fails once as programmed, with Retry-After, then accepts", async () => {
    const subscription = fake.subscribe();
    fake.failNext(subscription.endpoint, { status: 429, retryAfterSeconds: 30 });
    const count = fake.received.length;
    const refused = await send(subscription.endpoint, request(subscription, "first"));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("30");
    expect(fake.received).toHaveLength(count);
    const retried = await send(subscription.endpoint, request(subscription, "first"));
    expect(retried.status).toBe(201);
    expect(fake.received.at(-1)?.payload).toBe("first");
  });

  it("answers 401 to a push without Authorization", async () => {
    const subscription = fake.subscribe();
    const details = request(subscription, "hello");
    const { Authorization: _, ...headers } = details.headers;
    const response = await send(subscription.endpoint, { ...details, headers });
    expect(response.status).toBe(401);
  });

  it("answers 403 to a token signed by another key than its k", async () => {
    const subscription = fake.subscribe();
    const details = request(subscription, "hello");
    const other = webpush.generateVAPIDKeys();
    const authorization = String(details.headers.Authorization);
    expect(authorization).toContain(`k=${vapidKeys.publicKey}`);
    const headers = { ...details.headers, Authorization: authorization.replace(/k=[\w-]+/, `k=${other.publicKey}`) };
    const response = await send(subscription.endpoint, { ...details, headers });
    expect(response.status).toBe(403);
  });

  it("answers 400 to a push without TTL", async () => {
    const subscription = fake.subscribe();
    const details = request(subscription, "hello");
    const { TTL: _, ...headers } = details.headers;
    const response = await send(subscription.endpoint, { ...details, headers });
    expect(response.status).toBe(400);
  });

  it("answers 400 to a body that does not decrypt", async () => {
    const subscription = fake.subscribe();
    const details = request(subscription, "hello");
    const body = Buffer.from(details.body);
    // a byte of the ciphertext, after the 86-byte header: the tag no longer matches
    body[90] = (body[90] ?? 0) ^ 0x01;
    const count = fake.received.length;
    const response = await send(subscription.endpoint, { ...details, body });
    expect(response.status).toBe(400);
    expect(fake.received).toHaveLength(count);
  });
});
