import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../core/catalog/seed.ts";
import { FORM_LIMIT_MESSAGE } from "../core/limits/form-limits.ts";
import { silentLogger } from "../core/log/logger.ts";
import { SEARCH_MESSAGES } from "../core/search/messages.ts";
import { testFormServices } from "../core/testing/form-services.ts";
import { testProjectionBed } from "../projections/testing.ts";
import type { HttpApp } from "./app.ts";
import { testHttpAppOn } from "./testing.ts";

/**
 * Per-address limits (docs/decisions/0054): 5 form submissions per 10 minutes (the API and the
 * screens share the count, see ui/contact/contact.integration.test.tsx), 10 destination discoveries per hour.
 */

const bed = testProjectionBed();
let app: HttpApp;
let clock = Date.parse("2026-11-25T10:00:00Z");

beforeAll(async () => {
  await seedCatalog(bed.store, silentLogger);
  await bed.projections.catchUp();
  const forms = testFormServices(bed.database.sql, bed.store);
  app = testHttpAppOn(bed, {
    forms,
    // one proxy in front that appends the client's address
    trustProxy: 1,
    limits: { now: () => clock },
  });
});

type Body = { success: boolean; error?: { code: string; message: string } };

async function post(path: string, ip: string, body: unknown) {
  const response = await app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Body };
}

async function captchaToken(): Promise<string> {
  const response = await app.request("/api/captcha/challenge");
  return ((await response.json()) as { data: { token: string } }).data.token;
}

const contact = async (email: string) => ({
  category: "idea",
  name: "Иван Петров",
  email,
  message: "Моля, добавете полети до Порто от Варна.",
  gdprConsent: true,
  captchaToken: await captchaToken(),
  honeypot: "",
  language: "bg",
});

const stored = async (email: string) =>
  (await bed.database.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM contact_pii WHERE email = ${email}`)[0]?.n;

describe("form submissions per address", () => {
  it("accepts 5 of 20 rapid submissions from one address, refuses 15 with 429 and stores nothing for them", async () => {
    const bodies = await Promise.all(Array.from({ length: 20 }, () => contact("flood@example.com")));
    const answers = await Promise.all(bodies.map((body) => post("/api/contact/customers", "203.0.113.50", body)));
    const accepted = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 429);
    expect(accepted).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const answer of refused) {
      expect(answer.body).toEqual({ success: false, error: { code: "rate_limited", message: FORM_LIMIT_MESSAGE } });
      expect(Number(answer.headers.get("retry-after"))).toBe(600);
      expect(answer.headers.get("cache-control")).toBe("no-store");
    }
    expect(await stored("flood@example.com")).toBe(5);
    const [events] = await bed.database.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM events WHERE type = 'ContactRequestSubmitted'`;
    expect(events?.n).toBe(5);

    // the count is per address, whichever form: the newsletter is refused too, another address is not
    const newsletter = await post("/api/newsletter", "203.0.113.50", {
      email: "flood@example.com",
      consent: true,
      captchaToken: await captchaToken(),
    });
    expect(newsletter.status).toBe(429);
    const neighbour = await post("/api/contact/customers", "203.0.113.51", await contact("neighbour@example.com"));
    expect(neighbour.status).toBe(201);
    expect(await stored("neighbour@example.com")).toBe(1);
  });

  it("says when to come back, and lets the address in again once the window has passed", async () => {
    clock += 4 * 60_000;
    const early = await post("/api/contact/partners", "203.0.113.50", {});
    expect(early.status).toBe(429);
    expect(Number(early.headers.get("retry-after"))).toBe(6 * 60);
    clock += 6 * 60_000 + 1;
    expect((await post("/api/contact/customers", "203.0.113.50", await contact("flood@example.com"))).status).toBe(201);
  });

  it("does not count a form the visitor has to correct, only what is sent on", async () => {
    const ip = "198.51.100.60";
    for (let i = 0; i < 8; i++) {
      const answer = await post("/api/contact/customers", ip, { ...(await contact("typo@example")), name: "" });
      expect(answer.status).toBe(400);
    }
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await post("/api/contact/customers", ip, await contact("fixed@example.com"))).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("counts an IPv6 visitor by its /64 network", async () => {
    const statuses = [];
    for (let i = 1; i <= 6; i++) {
      const ip = `2001:db8:aa:bb::${i}`;
      statuses.push((await post("/api/contact/customers", ip, await contact(`v6-${i}@example.com`))).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await post("/api/contact/customers", "2001:db8:aa:bc::1", await contact("v6@example.com"))).status).toBe(
      201,
    );
  });
});

describe("destination discoveries per address", () => {
  const search = async (q: string, ip: string, suggest = false) => {
    const response = await app.request(`/api/search?q=${q}${suggest ? "&suggest=true" : ""}`, {
      headers: { "x-forwarded-for": ip },
    });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Record<string, unknown>,
    };
  };

  it("starts 10 an hour for one address, then answers 429; a job under way can still be joined", async () => {
    // airports the catalog lacks but the airport data knows: each search would start a discovery
    const candidates =
      "KLU OSI HNL PKX BBU GRZ LNZ INN SZG KSC TAT POZ WRO KTW RZE BZG SZZ LWO AAL BLL AES TOS BOO KRS TRD BGO SVG LUZ".split(
        " ",
      );
    const codes: string[] = [];
    for (const code of candidates) {
      if ((await search(code, "192.0.2.99", true)).body.action === "discovering") codes.push(code);
    }
    expect(codes.length).toBeGreaterThanOrEqual(12);
    const ip = "192.0.2.70";
    for (const code of codes.slice(0, 10)) {
      const answer = await search(code, ip);
      expect(answer.status, code).toBe(200);
      expect(answer.body.jobId, code).toMatch(new RegExp(`^${code}-`));
    }
    // the same search again starts nothing and costs nothing
    const again = await search(codes[0] as string, ip);
    expect(again.status).toBe(200);

    const refused = await search(codes[10] as string, ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      success: false,
      error: { code: "rate_limited", message: SEARCH_MESSAGES.tooManyDiscoveries },
    });
    expect(Number(refused.headers.get("retry-after"))).toBe(3600);
    const [started] = await bed.database.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM events WHERE type = 'DestinationDiscoveryRequested'`;
    expect(started?.n).toBe(10);

    // a suggestion and an ordinary search start nothing and are never refused
    expect((await search(codes[10] as string, ip, true)).status).toBe(200);
    expect((await search(encodeURIComponent("Лондон"), ip)).status).toBe(200);
    // over the limit, a search for a job already under way still joins it
    const joined = await search(codes[1] as string, ip);
    expect(joined.status).toBe(200);
    expect(joined.body.jobId).toMatch(new RegExp(`^${codes[1]}-`));
    // another address may start its own
    const other = await search(codes[11] as string, "192.0.2.71");
    expect(other.status).toBe(200);
    expect(other.body.jobId).toMatch(new RegExp(`^${codes[11]}-`));
  });
});
