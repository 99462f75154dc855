import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../core/testing/test-database.ts";
import { installedProjections } from "../projections/testing.ts";
import { precompressDirectory } from "../scripts/bundling/precompress.ts";
import type { HttpApp } from "./app.ts";
import { nodeStaticFiles } from "./node.ts";
import { testHttpApp } from "./testing.ts";

const SCRIPT = `export const routes = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `/route-${i}`))};\n`;

let database: TestDatabase;
let app: HttpApp;
let root: string;

beforeAll(async () => {
  database = await createTestDatabase();
  root = mkdtempSync(join(tmpdir(), "static-assets-"));
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "assets", "route-table-AbC123.js"), SCRIPT);
  precompressDirectory(root);
  app = testHttpApp({
    database,
    projections: await installedProjections(database.sql),
    publicUrl: "https://flydeals.example/",
    ssr: async () => new Response("<!doctype html><title>page</title>", { headers: { "content-type": "text/html" } }),
    // serveStatic resolves its root from the working directory
    staticFiles: nodeStaticFiles(relative(process.cwd(), root)),
  });
});
afterAll(async () => {
  rmSync(root, { recursive: true, force: true });
  await database.drop();
});

describe("the build's hashed files", () => {
  it("are sent as compressed at build time, to a browser that takes brotli", async () => {
    const response = await app.request("/assets/route-table-AbC123.js", { headers: { "accept-encoding": "gzip, br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(SCRIPT);
    const gzip = await app.request("/assets/route-table-AbC123.js", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
  });

  it("carry only the headers a script needs, and are kept for a year", async () => {
    const response = await app.request("/assets/route-table-AbC123.js");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    for (const documentOnly of ["content-security-policy", "permissions-policy", "x-frame-options", "referrer-policy"])
      expect(response.headers.get(documentOnly), documentOnly).toBeNull();
  });

  it("answer a missing file with a plain 404, never a page", async () => {
    const response = await app.request("/assets/gone-XyZ789.js");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("text/plain");
    expect(response.headers.get("cache-control")).toBeNull();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("leave a page its document headers, HSTS only where the site is served over https", async () => {
    const response = await app.request("/");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("strict-transport-security")).toBe("max-age=15552000; includeSubDomains");
    const plain = testHttpApp({
      database,
      projections: await installedProjections(database.sql),
      publicUrl: "http://localhost:3000/",
    });
    expect((await plain.request("/healthz")).headers.get("strict-transport-security")).toBeNull();
  });
});
