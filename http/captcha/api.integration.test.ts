import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../../core/config/env.ts";
import { formServicesFromEnv, lazyFormServices } from "../../core/contact/form-services.ts";
import { PostgresEventStore } from "../../core/eventstore/postgres-event-store.ts";
import { silentLogger } from "../../core/log/logger.ts";
import { createTestDatabase, type TestDatabase } from "../../core/testing/test-database.ts";
import { installedProjections } from "../../projections/testing.ts";

import { testHttpApp } from "../testing.ts";

let database: TestDatabase;
const dataDir = mkdtempSync(join(tmpdir(), "flydealsbg-forms-"));

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await database.drop();
});

describe("forms wiring", () => {
  it("lazily built forms read the captcha secret only on the first form request", async () => {
    const store = new PostgresEventStore(database.sql);
    const env = parseEnv({ DATA_DIR: dataDir, CAPTCHA: "local" });
    const app = testHttpApp({
      database,
      projections: await installedProjections(database.sql),
      store,
      forms: lazyFormServices(() =>
        formServicesFromEnv(env, { sql: database.sql, store, publicUrl: "http://localhost", logger: silentLogger }),
      ),
    });
    expect(existsSync(join(dataDir, "captcha-secret"))).toBe(false);
    const response = await app.request("/api/captcha/challenge");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, data: { kind: "local" } });
    expect(existsSync(join(dataDir, "captcha-secret"))).toBe(true);
    const subscribe = await app.request("/api/newsletter", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(subscribe.status).toBe(400);
  });

  it("an app without forms has no form endpoints", async () => {
    const app = testHttpApp({
      database,
      projections: await installedProjections(database.sql),
    });
    expect((await app.request("/api/captcha/challenge")).status).toBe(404);
  });
});
