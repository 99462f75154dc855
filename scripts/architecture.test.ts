import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The layers and the arrows between them (README "Architecture"): imports run one way, from
 * what people and jobs touch down to the kernel. Tests may cross layers (they drive the whole
 * product); production code may not.
 */
const ROOT = resolve(import.meta.dirname, "..");
const LAYERS = ["core", "projections", "mail", "workers", "http", "ui", "scripts"] as const;
type Layer = (typeof LAYERS)[number];

const FORBIDDEN: Record<Layer, readonly Layer[]> = {
  core: ["projections", "mail", "workers", "http", "ui", "scripts"],
  projections: ["workers", "http", "ui", "scripts"],
  mail: ["workers", "http", "ui", "scripts"],
  workers: ["http", "ui", "scripts"],
  ui: ["workers", "http", "scripts"],
  http: ["scripts"],
  scripts: [],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" || name === "+types" ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Every relative module a file imports or re-exports, statically or dynamically. */
function relativeImports(source: string): string[] {
  const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)].map((m) => m[1] ?? "");
  return specifiers.filter(Boolean);
}

function layerOf(path: string): Layer | null {
  const top = relative(ROOT, path).split(sep)[0];
  return (LAYERS as readonly string[]).includes(top ?? "") ? (top as Layer) : null;
}

describe("the direction of imports", () => {
  it("runs one way: core knows no read model, projections no HTTP or UI, workers no UI", () => {
    const violations: string[] = [];
    for (const layer of LAYERS) {
      for (const file of sourceFiles(join(ROOT, layer))) {
        for (const specifier of relativeImports(readFileSync(file, "utf8"))) {
          const target = layerOf(resolve(dirname(file), specifier));
          if (target && FORBIDDEN[layer].includes(target)) {
            violations.push(`${relative(ROOT, file)} imports ${specifier} (${layer} -> ${target})`);
          }
        }
      }
    }
    expect(violations).toEqual([]);
  });

  it("sees the imports it checks (a check that finds nothing proves nothing)", () => {
    const files = LAYERS.flatMap((layer) => sourceFiles(join(ROOT, layer)));
    expect(files.length).toBeGreaterThan(300);
    const sample = readFileSync(join(ROOT, "workers/webhook-jobs.ts"), "utf8");
    expect(relativeImports(sample)).toContain("../core/webhooks/delivery.ts");
    expect(relativeImports('const m = await import("../ui/x.ts");')).toEqual(["../ui/x.ts"]);
  });
});
