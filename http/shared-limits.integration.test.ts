import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../core/catalog/seed.ts";
import { connectDatabase, type Database } from "../core/db/database.ts";
import { PostgresEventStore } from "../core/eventstore/postgres-event-store.ts";
import { FORM_LIMIT_MESSAGE } from "../core/limits/form-limits.ts";
import { silentLogger } from "../core/log/logger.ts";
import { SEARCH_MESSAGES } from "../core/search/messages.ts";
import { testFormServices } from "../core/testing/form-services.ts";
import { testProjectionBed } from "../projections/testing.ts";
import type { HttpApp } from "./app.ts";
import { testHttpApp } from "./testing.ts";

/**
 * Two instances of the web tier on one database, each with its own connection pool, count the
 * per-address limits together (docs/decisions/0083): what one has allowed, the other refuses.
 */

const ADDRESS_SECRET = "shared-limits-test-address-secret-0123456789";
const bed = testProjectionBed();
let pools: Database[];
let apps: [HttpApp, HttpApp];
const clock = Date.parse("2026-11-26T10:00:00Z");

beforeAll(async () => {
  await seedCatalog(bed.store, silentLogger);
  await bed.projections.catchUp();
  pools = [0, 1].map((index) => connectDatabase(bed.database.url, { max: 4, name: `instance-${index}` }));
  const instance = (pool: Database): HttpApp => {
    const store = new PostgresEventStore(pool.sql);
    return testHttpApp({
      database: pool,
      projections: bed.projections,
      store,
      forms: testFormServices(pool.sql, store),
      trustProxy: 1,
      // what the start gives every instance: the same secret (scripts/serve.ts, http/deno.ts)
      limits: { now: () => clock, addressSecret: ADDRESS_SECRET },
    });
  };
  apps = [instance(pools[0] as Database), instance(pools[1] as Database)];
});
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.close()));
});

async function captchaToken(app: HttpApp): Promise<string> {
  const response = await app.request("/api/captcha/challenge");
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function contact(app: HttpApp, ip: string, email: string) {
  const response = await app.request("/api/contact/customers", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify({
      category: "idea",
      name: "Иван Петров",
      email,
      message: "Моля, добавете полети до Порто от Варна.",
      gdprConsent: true,
      captchaToken: await captchaToken(app),
      honeypot: "",
      language: "bg",
    }),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

describe("limits shared by two instances on one database", () => {
  it("refuses through the second instance the submission over the limit the first helped count", async () => {
    const ip = "203.0.113.80";
    const statuses: number[] = [];
    // 5 allowed per 10 minutes: turn about through the two instances
    for (let i = 0; i < 5; i++)
      statuses.push((await contact(apps[i % 2] as HttpApp, ip, `shared-${i}@example.com`)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    const refused = await contact(apps[1], ip, "shared-6@example.com");
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, error: { code: "rate_limited", message: FORM_LIMIT_MESSAGE } });
    expect(Number(refused.headers.get("retry-after"))).toBe(600);
    expect((await contact(apps[0], ip, "shared-7@example.com")).status).toBe(429);
    const [stored] = await bed.database.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM contact_pii WHERE email LIKE 'shared-%'`;
    expect(stored?.n).toBe(5);
    // another address is counted on its own, on either instance
    expect((await contact(apps[1], "203.0.113.81", "neighbour@example.com")).status).toBe(201);
  });

  it("refuses the 11th discovery in an hour through the second instance, after 10 through both", async () => {
    const search = async (app: HttpApp, q: string, ip: string, suggest = false) => {
      const response = await app.request(`/api/search?q=${q}${suggest ? "&suggest=true" : ""}`, {
        headers: { "x-forwarded-for": ip },
      });
      return {
        status: response.status,
        headers: response.headers,
        body: (await response.json()) as Record<string, unknown>,
      };
    };
    const candidates =
      "KLU OSI HNL PKX BBU GRZ LNZ INN SZG KSC TAT POZ WRO KTW RZE BZG SZZ LWO AAL BLL AES TOS BOO KRS TRD BGO SVG LUZ".split(
        " ",
      );
    const codes: string[] = [];
    for (const code of candidates) {
      if ((await search(apps[0], code, "192.0.2.99", true)).body.action === "discovering") codes.push(code);
    }
    expect(codes.length).toBeGreaterThanOrEqual(11);
    const ip = "192.0.2.80";
    for (const [index, code] of codes.slice(0, 10).entries()) {
      const answer = await search(apps[index % 2] as HttpApp, code, ip);
      expect(answer.status, code).toBe(200);
      expect(answer.body.jobId, code).toMatch(new RegExp(`^${code}-`));
    }
    const refused = await search(apps[1], codes[10] as string, ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      success: false,
      error: { code: "rate_limited", message: SEARCH_MESSAGES.tooManyDiscoveries },
    });
    expect(Number(refused.headers.get("retry-after"))).toBe(3600);
  });

  it("keeps no address in its table, only keyed hashes", async () => {
    const dump = JSON.stringify(
      await bed.database.sql`SELECT rule, encode(key_hash, 'hex') AS key_hash, takes FROM rate_limit_takes`,
    );
    expect(dump).toContain("forms");
    expect(dump).toContain("search-jobs");
    expect(dump).not.toMatch(/203\.0\.113|192\.0\.2/);
  });
});
