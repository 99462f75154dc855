import { request as httpRequest } from "node:http";
import fc from "fast-check";
import { createRequestHandler } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTE_TABLE } from "../core/routes/route-table.ts";
import { loadProductionBuild } from "../scripts/serve.ts";
import { testFormServices } from "../ui/forms/testing.tsx";
import { type AdminSessionCookie, type AdminTestBed, adminTestBed } from "./admin/shell/testing.ts";
import { INPUT_LIMITS } from "./middleware/input-boundary.ts";
import { listenNode } from "./node.ts";

/**
 * Every route of the product, public and admin (with a session), driven with bytes no form
 * would send: no answer may be a 5xx, and a refused request stores nothing (decision 0050).
 * Routes are read from the route table and from Hono's own route list, so a route added later
 * is fuzzed without touching this file.
 */

let bed: AdminTestBed;
let session: AdminSessionCookie;

beforeAll(async () => {
  const handler = createRequestHandler(await loadProductionBuild(), "production");
  bed = await adminTestBed({
    app: (database) => ({ ssr: (request, context) => handler(request, context), forms: testFormServices(database) }),
  });
  session = await bed.signIn();
});
afterAll(() => bed.close());

/** Already percent-encoded fragments, as they would appear in a URL or a urlencoded body. */
const encodedBad = fc.oneof(
  fc
    .tuple(fc.string({ unit: "binary", maxLength: 12 }), fc.string({ unit: "binary", maxLength: 12 }))
    .map(([a, b]) => encodeURIComponent(`${a}\0${b}`)),
  fc.string({ unit: "binary", maxLength: 40 }).map(encodeURIComponent),
  // not UTF-8: a lone byte, a broken pair, a surrogate, overlong forms, a five-byte form
  fc.constantFrom("%FF", "%C3%28", "%ED%A0%80", "%E0%80%AF", "%C0%AE", "%F8%88%80%80%80", "%80"),
  fc.constantFrom("%", "%G1", "%%", "%0", "..%2F..%2Fetc%2Fpasswd", "%3Cscript%3E", "'%20OR%201=1--"),
  fc.constantFrom("a".repeat(3000), "%E2%80%AE".repeat(50), "%F0%9D%95%8F", "-1", "1e309", "NaN", "[]", "{}"),
);

const QUERY_KEYS = [
  "q",
  "from",
  "to",
  "page",
  "pageSize",
  "sortBy",
  "stops",
  "alliance",
  "origin",
  "country",
  "limit",
  "includeDraft",
  "next",
  "tz",
  "campaign",
  "token",
  "weeks",
  "maxStops",
  "minPrice",
  "date",
  "departure",
  "return",
  "adults",
  "notice",
  "type",
];

const FORM_FIELDS = [
  "email",
  "name",
  "message",
  "category",
  "consent",
  "gdprConsent",
  "captchaToken",
  "website",
  "company",
  "contactPerson",
  "username",
  "password",
  "next",
  "from",
  "to",
  "query",
  "language",
  "intent",
  "status",
  "iata",
];

type Target = { method: "GET" | "POST"; path: string; admin: boolean };

function templates(): Target[] {
  const seen = new Set<string>();
  const targets: Target[] = [];
  const add = (method: string, path: string) => {
    if (method !== "GET" && method !== "POST") return;
    // signing out would end the fuzzing session; every other admin command is fair game
    if (path === "/nimda/logout" || path.includes("*") || seen.has(`${method} ${path}`)) return;
    seen.add(`${method} ${path}`);
    targets.push({ method, path, admin: path.startsWith("/nimda") });
  };
  for (const screen of ROUTE_TABLE) {
    for (const path of [screen.bg, screen.en]) {
      add("GET", path);
      add("POST", path);
    }
  }
  for (const route of bed.app.routes) add(route.method === "ALL" ? "GET" : route.method, route.path);
  return targets;
}

/** A template with each parameter filled with a fragment (an encoded bad value or a plain one). */
function fill(path: string, fragment: string): string {
  return path.replace(/:([A-Za-z]+)(\{[^}]*\})?/g, () => fragment);
}

type BodyKind = "urlencoded" | "json" | "text" | "brokenMultipart" | "nulMultipart" | "oversized" | "none";

function body(kind: BodyKind, field: string, fragment: string, csrf: string | null): RequestInit {
  const csrfPair = csrf ? `_csrf=${encodeURIComponent(csrf)}&` : "";
  switch (kind) {
    case "urlencoded":
      return {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: `${csrfPair}${field}=${fragment}&consent=on`,
      };
    case "json": {
      let value: string;
      try {
        value = decodeURIComponent(fragment);
      } catch {
        value = fragment;
      }
      return { headers: { "content-type": "application/json" }, body: JSON.stringify({ [field]: value }) };
    }
    case "text":
      return { headers: { "content-type": "text/plain" }, body: `${field}=${fragment}` };
    case "brokenMultipart":
      return {
        headers: { "content-type": "multipart/form-data; boundary=xyz" },
        body: `--xyz\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${fragment}`,
      };
    case "nulMultipart":
      return {
        headers: { "content-type": "multipart/form-data; boundary=xyz" },
        body: `--xyz\r\nContent-Disposition: form-data; name="${field}"\r\n\r\na\0b\r\n--xyz--\r\n`,
      };
    case "oversized":
      return {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: `${csrfPair}${field}=${"x".repeat(INPUT_LIMITS.maxBodyBytes + 1)}`,
      };
    case "none":
      return {};
  }
}

async function send(target: Target, path: string, init: RequestInit): Promise<Response> {
  const headers = new Headers(init.headers);
  if (target.admin) headers.set("x-csrf-token", session.csrfToken);
  return bed.request(path, { ...init, method: target.method, headers, session: target.admin ? session : null });
}

async function expectNoFault(target: Target, path: string, init: RequestInit, label: string) {
  const before = await bed.eventCount();
  const response = await send(target, path, init);
  const where = `${target.method} ${path.slice(0, 200)} (${label})`;
  expect(response.status, where).toBeLessThan(500);
  await response.arrayBuffer();
  // a wrong password is the one refusal that is recorded: the audit log shows failed sign-ins
  const auditedFailure = response.status === 401 && target.path === "/nimda/login";
  if (response.status >= 400 && !auditedFailure) {
    expect(await bed.eventCount(), `${where} stored events`).toBe(before);
  }
}

describe("bad input on every route", () => {
  it("finds public pages, APIs and admin screens to drive", () => {
    const targets = templates();
    expect(targets.filter((t) => t.admin).length).toBeGreaterThan(40);
    expect(targets.filter((t) => t.path.startsWith("/api")).length).toBeGreaterThan(10);
    expect(targets.filter((t) => !t.admin && !t.path.startsWith("/api")).length).toBeGreaterThan(50);
  });

  it("refuses the reviewed cases with a 4xx before any SQL", async () => {
    const cases: [string, number][] = [
      ["/api/deals/best?alliance=%00", 400],
      ["/visa/%00", 404],
      ["/oferta/%00", 404],
      ["/go/%00", 404],
      ["/en/search?q=%FF", 400],
      ["/destinacii?page=%C3%28", 400],
    ];
    // a page number past any list is an empty page, not an OFFSET PostgreSQL refuses
    for (const page of ["1e308", "99999999999999999999", "Infinity"])
      for (const path of ["/nai-dobrite-samoletni-sdelki-dnes", "/en/best-flight-deals-today", "/destinacii"])
        cases.push([`${path}?page=${page}`, 200]);
    for (const [path, status] of cases) {
      const response = await bed.request(path);
      expect(response.status, path).toBe(status);
    }
    const contact = await bed.request("/kontakti/klienti", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "name=Ivan%00Petrov&email=ivan%40example.com&message=Hello%20there%20friends&consent=on",
    });
    expect(contact.status).toBe(400);
    expect(await contact.text()).toContain("NUL");
    for (const [type, payload, status] of [
      ["application/json", '{"email":"a@b.bg"}', 415],
      ["text/plain", "email=a@b.bg", 415],
      ["multipart/form-data; boundary=zz", "--zz\r\nbroken", 400],
    ] as const) {
      const response = await bed.request("/newsletter", {
        method: "POST",
        headers: { "content-type": type },
        body: payload,
      });
      expect(response.status, type).toBe(status);
    }
    // nested past any body of ours: refused before a walk of it could overflow the stack
    const deep = await bed.request("/api/newsletter", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: `${"[".repeat(9000)}${"]".repeat(9000)}`,
    });
    expect(deep.status).toBe(400);
    expect(await deep.json()).toMatchObject({ error: { code: "invalid_json" } });
    const huge = await bed.request("/nimda/login", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `username=admin&password=${"x".repeat(INPUT_LIMITS.signInBodyBytes)}`,
    });
    expect(huge.status).toBe(413);
  });

  it("answers a method no route serves with 405 over a real socket, where Node's Request refuses it", async () => {
    const server = await listenNode(bed.app, 0, "127.0.0.1");
    try {
      for (const [method, path] of [
        ["TRACE", "/api/deals"],
        ["TRACE", "/go/A2B3C"],
        ["TRACE", "/"],
      ] as const) {
        const status = await new Promise<number>((resolve, reject) => {
          const request = httpRequest({ host: "127.0.0.1", port: server.port, method, path }, (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          });
          request.on("error", reject);
          request.end();
        });
        expect([method, path, status]).toEqual([method, path, 405]);
      }
    } finally {
      await server.close();
    }
  });

  it("never answers a path or query value with a 5xx", async () => {
    const targets = templates().filter((t) => t.method === "GET");
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...targets),
        encodedBad,
        fc.constantFrom(...QUERY_KEYS),
        fc.boolean(),
        async (target, fragment, key, inPath) => {
          const hasParams = target.path.includes(":");
          const path =
            hasParams && inPath ? fill(target.path, fragment) : `${fill(target.path, "x1")}?${key}=${fragment}`;
          await expectNoFault(target, path, {}, "query");
        },
      ),
      { numRuns: 400 },
    );
  });

  it("never answers a form or JSON body with a 5xx, and a refused one stores nothing", async () => {
    const targets = templates().filter((t) => t.method === "POST");
    const kinds: BodyKind[] = ["urlencoded", "json", "text", "brokenMultipart", "nulMultipart", "oversized", "none"];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...targets),
        encodedBad,
        fc.constantFrom(...FORM_FIELDS),
        fc.constantFrom(...kinds),
        async (target, fragment, field, kind) => {
          const path = fill(target.path, target.path.startsWith("/nimda") ? "x1" : fragment);
          await expectNoFault(target, path, body(kind, field, fragment, target.admin ? session.csrfToken : null), kind);
        },
      ),
      { numRuns: 400 },
    );
  });
});
