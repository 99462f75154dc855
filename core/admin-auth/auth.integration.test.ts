import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PostgresEventStore } from "../eventstore/postgres-event-store.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { AdminAuth, adminDeviceLink, SIGN_IN_REFUSED } from "./auth.ts";
import { DEVICE_LINK_VALID_MS } from "./device-token.ts";
import { adminDeviceStreamId, adminSessionStreamId } from "./events.ts";
import { hashPassword } from "./password.ts";
import { ADMIN_SESSION } from "./session-token.ts";
import { inMemoryLedger } from "./sign-in-limits.ts";

let database: TestDatabase;
let store: PostgresEventStore;
let passwordHash: string;
let clock = Date.UTC(2026, 10, 22, 9, 0, 0);
const request = { ip: "198.51.100.7", userAgent: "vitest" };

const waits: number[] = [];

const credentials = () => ({ username: "admin", passwordHash, sessionSecret: "k".repeat(40) });

function auth(): AdminAuth {
  return new AdminAuth(
    credentials(),
    store,
    () => clock,
    inMemoryLedger(),
    async (ms) => {
      waits.push(ms);
    },
  );
}

beforeAll(async () => {
  database = await createTestDatabase();
  store = new PostgresEventStore(database.sql);
  passwordHash = await hashPassword("right password");
});
afterAll(() => database.drop());

describe("admin sign-in", () => {
  it("signs in, records who and from where, and authenticates the cookie", async () => {
    const admin = auth();
    const result = await admin.signIn("Admin", "right password", request);
    if (!result.ok) throw new Error(result.message);
    const { events } = await store.readStream(adminSessionStreamId(result.claims.sid));
    expect(events.map((e) => e.type)).toEqual(["AdminSignedIn"]);
    expect(events[0]?.metadata).toMatchObject({
      actor: "admin:admin",
      action: "auth.sign_in",
      ip: request.ip,
      userAgent: "vitest",
    });
    expect((await admin.authenticate(result.token))?.claims.sub).toBe("admin");
  });

  it("keeps a session across a restart, and ends it when the password or user name changes", async () => {
    const result = await auth().signIn("admin", "right password", request);
    if (!result.ok) throw new Error(result.message);
    const secret = "k".repeat(40);
    const restarted = new AdminAuth({ username: "admin", passwordHash, sessionSecret: secret }, store, () => clock);
    expect((await restarted.authenticate(result.token))?.claims.sub).toBe("admin");
    const newPassword = await hashPassword("a new password");
    for (const credentials of [
      { username: "admin", passwordHash: newPassword, sessionSecret: secret },
      { username: "ops", passwordHash, sessionSecret: secret },
    ]) {
      const changed = new AdminAuth(credentials, store, () => clock);
      expect(await changed.authenticate(result.token)).toBeNull();
      expect(changed.csrfValid(result.claims, restarted.csrfToken(result.claims))).toBe(false);
    }
  });

  it("answers a wrong user exactly as a wrong password, and records the failure", async () => {
    const admin = auth();
    const wrongPassword = await admin.signIn("admin", "nope", request);
    const wrongUser = await admin.signIn("root", "right password", request);
    expect(wrongPassword).toEqual({ ok: false, reason: "refused", message: SIGN_IN_REFUSED });
    expect(wrongUser).toEqual(wrongPassword);
    const failures = await store.readAll({ eventTypes: ["AdminSignInFailed"] });
    // neither the address nor the browser: the log is never erased, and a stranger's address is personal data
    expect(failures.map((e) => [e.data, e.metadata.actor, e.metadata.ip, e.metadata.userAgent])).toEqual([
      [{ username: "admin", at: clock }, "anonymous", undefined, undefined],
      // a stranger's typed name may be a password: it is not kept
      [{ at: clock }, "anonymous", undefined, undefined],
    ]);
  });

  it("slows an account a stranger guesses at, and still lets the right password in", async () => {
    const admin = auth();
    for (let i = 0; i < 5; i++) await admin.signIn("admin", `guess ${i}`, { ...request, ip: `203.0.113.${i}` });
    // an address that took part in the guessing is refused, whatever it types
    const guesser = await admin.signIn("admin", "right password", { ...request, ip: "203.0.113.1" });
    expect(guesser).toMatchObject({ ok: false, reason: "rate_limited" });
    expect(guesser.ok || guesser.message).toMatch(
      /^Too many failed sign-in attempts on this account\. Try again in 15 minutes, or sign in from a browser that has signed in here before, or open the link that `npm run admin:link` prints/,
    );
    // a clean address waits its slot, then gets in
    waits.length = 0;
    const clean = await admin.signIn("admin", "right password", { ...request, ip: "203.0.113.200" });
    expect(clean.ok).toBe(true);
    expect(waits).toEqual([1000]);
  });

  it("lets a trusted browser in at once while the account is being guessed at", async () => {
    const admin = auth();
    const first = await admin.signIn("admin", "right password", { ...request, ip: "192.0.2.70" });
    if (!first.ok) throw new Error(first.message);
    for (let i = 0; i < 12; i++) await admin.signIn("admin", `guess ${i}`, { ...request, ip: `203.0.113.${50 + i}` });
    waits.length = 0;
    const again = await admin.signIn("admin", "right password", { ...request, ip: "192.0.2.71" }, first.deviceToken);
    expect(again.ok).toBe(true);
    expect(waits).toEqual([]);
    // a forged or foreign device cookie earns nothing
    const forged = await admin.signIn("admin", "right password", { ...request, ip: "203.0.113.51" }, "x.y");
    expect(forged).toMatchObject({ reason: "rate_limited" });
  });

  it("lets a browser trusted by a link from the shell in at once, while a burst holds the account", async () => {
    const admin = auth();
    const burst = await Promise.all(
      Array.from({ length: 16 }, (_, i) => admin.signIn("admin", `guess ${i}`, { ...request, ip: `198.18.0.${i}` })),
    );
    expect(burst.filter((r) => !r.ok && r.reason === "refused")).toHaveLength(5);
    // a new browser with the right password is told how to get in, not held for minutes
    const newBrowser = await admin.signIn("admin", "right password", { ...request, ip: "192.0.2.90" });
    if (newBrowser.ok || newBrowser.reason !== "rate_limited") throw new Error("not refused for the burst");
    expect(newBrowser.retryAfterMs).toBeLessThanOrEqual(60_000);
    expect(newBrowser.message).toContain("npm run admin:link");

    const link = await adminDeviceLink(credentials(), clock);
    const cookie = await admin.trustBrowser(link, { ...request, ip: "192.0.2.90" });
    if (!cookie) throw new Error("the link was refused");
    waits.length = 0;
    const trusted = await admin.signIn("admin", "right password", { ...request, ip: "192.0.2.90" }, cookie);
    expect(trusted.ok).toBe(true);
    expect(waits).toEqual([]);

    // opened twice, it is one device: its five tries are not multiplied
    expect(await admin.trustBrowser(link, request)).not.toBeNull();
    const events = await store.readAll({ eventTypes: ["AdminBrowserTrusted"] });
    const devices = new Set(events.map((e) => (e.data as { device: string }).device));
    expect(devices.size).toBe(1);
    expect(await store.readStream(adminDeviceStreamId([...devices][0] as string))).toMatchObject({
      events: [{ metadata: { actor: "admin:admin", action: "auth.browser_trusted", ip: "192.0.2.90" } }, {}],
    });

    // expired, forged, or made for another password: refused
    clock += DEVICE_LINK_VALID_MS + 1;
    expect(await admin.trustBrowser(link, request)).toBeNull();
    clock -= DEVICE_LINK_VALID_MS + 1;
    expect(await admin.trustBrowser(`${link}x`, request)).toBeNull();
    const otherPassword = { ...credentials(), passwordHash: await hashPassword("another password") };
    expect(await admin.trustBrowser(await adminDeviceLink(otherPassword, clock), request)).toBeNull();
  });

  it("refuses an address after ten failures, on any account", async () => {
    const admin = auth();
    for (let i = 0; i < 10; i++) await admin.signIn(`user${i}`, "x", { ...request, ip: "192.0.2.1" });
    expect(await admin.signIn("someone", "x", { ...request, ip: "192.0.2.1" })).toMatchObject({
      reason: "rate_limited",
    });
    expect(await admin.signIn("someone", "x", { ...request, ip: "192.0.2.2" })).toMatchObject({ reason: "refused" });
  });

  it("ends a session on sign-out, after the idle time and after the absolute time", async () => {
    const admin = auth();
    const signedIn = await admin.signIn("admin", "right password", { ...request, ip: "192.0.2.50" });
    if (!signedIn.ok) throw new Error(signedIn.message);
    const started = clock;
    clock = started + ADMIN_SESSION.idleMs + 1;
    expect(await admin.authenticate(signedIn.token)).toBeNull();

    clock = started + ADMIN_SESSION.idleMs - 1;
    const renewed = await admin.authenticate(signedIn.token);
    expect(renewed?.renewedToken).toBeTruthy();
    clock = started + 2 * ADMIN_SESSION.idleMs - 2;
    expect(await admin.authenticate(renewed?.renewedToken ?? undefined)).not.toBeNull();

    await admin.signOut(signedIn.claims, request);
    expect(await admin.authenticate(renewed?.renewedToken ?? undefined)).toBeNull();
    clock = started;
  });

  it("ties CSRF tokens to the session", async () => {
    const admin = auth();
    const a = await admin.signIn("admin", "right password", { ...request, ip: "192.0.2.60" });
    const b = await admin.signIn("admin", "right password", { ...request, ip: "192.0.2.61" });
    if (!a.ok || !b.ok) throw new Error("sign-in failed");
    expect(admin.csrfValid(a.claims, admin.csrfToken(a.claims))).toBe(true);
    expect(admin.csrfValid(a.claims, admin.csrfToken(b.claims))).toBe(false);
  });
});
