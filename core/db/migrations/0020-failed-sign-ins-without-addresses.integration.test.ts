import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PostgresEventStore } from "../../eventstore/postgres-event-store.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";
import { up } from "./0020-failed-sign-ins-without-addresses.ts";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe("migration 0020", () => {
  it("takes the address and browser off failed sign-ins recorded before, and nothing else", async () => {
    const store = new PostgresEventStore(database.sql);
    const stranger = { ip: "198.51.100.10", userAgent: "curl/8.0" };
    await store.append("adminsignin-2026-11-01", [{ type: "AdminSignInFailed", data: { at: 1 } }], {
      metadata: { actor: "anonymous", action: "auth.sign_in_failed", correlationId: "r1", ...stranger },
    });
    await store.append("adminsession-s1", [{ type: "AdminSignedIn", data: { sessionId: "s1", username: "admin" } }], {
      metadata: { actor: "admin:admin", action: "auth.sign_in", ...stranger },
    });

    await up(database.db as never);

    const rows = await database.sql<{ type: string; metadata: Record<string, unknown>; data: unknown }[]>`
      SELECT type, metadata, data FROM events ORDER BY global_position`;
    expect(rows.map((r) => [r.type, r.metadata])).toEqual([
      ["AdminSignInFailed", { actor: "anonymous", action: "auth.sign_in_failed", correlationId: "r1" }],
      // the admin's own sign-in is the audit's record of who acted from where
      ["AdminSignedIn", { actor: "admin:admin", action: "auth.sign_in", ...stranger }],
    ]);
    expect(rows[0]?.data).toEqual({ at: 1 });
  });
});
