import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { filesBelow } from "./testing/files-below.ts";

/**
 * The layers and the arrows between them (README "Layers", docs/architecture.md): imports run one way, from
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

const sourceFiles = (dir: string) =>
  filesBelow(
    dir,
    (name) => /\.(ts|tsx)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name),
    new Set(["node_modules", "+types"]),
  );

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

/** The modules a file imports that are files of this tree, as paths from the root. */
function importedFiles(file: string): string[] {
  return relativeImports(readFileSync(file, "utf8"))
    .map((specifier) => relative(ROOT, resolve(dirname(file), specifier)))
    .filter((path) => /\.(ts|tsx)$/.test(path));
}

/** Every set of nodes that reach each other round (Tarjan's strongly connected components). */
function circlesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
    }
    if (low.get(node) !== index.get(node)) return;
    const circle: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member) circle.push(member);
    } while (member && member !== node);
    if (circle.length > 1) circles.push(circle.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return circles;
}

describe("import circles (issue 33)", () => {
  it("there are none: what two files share lives in a file below both", () => {
    const files = LAYERS.flatMap((layer) => sourceFiles(join(ROOT, layer)));
    const graph = new Map(files.map((file) => [relative(ROOT, file), importedFiles(file)]));
    expect([...graph.values()].flat().length).toBeGreaterThan(1000);
    expect(circlesOf(graph)).toEqual([]);
  });

  it("finds a circle where there is one, however long", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts", "d.ts"]],
      ["d.ts", []],
      ["e.ts", ["e.ts", "d.ts"]],
    ]);
    expect(circlesOf(graph)).toEqual([["a.ts", "b.ts", "c.ts"]]);
  });
});

/** What reads the event log itself (its tables or the store's reads): the log is the write side's; queries read read models. */
const READS_THE_LOG =
  /\b(?:FROM|JOIN)\s+(?:public\.)?(?:events|streams)\b|selectFrom\(\s*["'](?:events|streams)\b|\.read(?:Stream|Streams|All)\(/i;
/** What writes: an append, a command, SQL that changes rows, or a core service (they write). */
const WRITES = [
  /\.append\(|\bappendToStream\(|\bhandleCommand\(|\bcreate\w*Service\(/,
  /\bINSERT\s+INTO\b|\bUPDATE\s+\w+\s+SET\b|\bDELETE\s+FROM\b/i,
  /^import\s+(?!type\b)[^;]*from\s+["'][^"']*\/(?:service|command-handler)\.ts["']/m,
];

/**
 * A context's folder in projections/ holds its folds (each defines a Projection, listed in
 * projections/index.ts) and its queries: every other file there. These are neither.
 */
const NOT_QUERIES: Record<string, string> = {
  "projections/analytics/schema.ts": "creates the analytics schema's views",
  "projections/analytics/testing.ts": "a test helper that appends events",
};

function queryFiles(): string[] {
  return readdirSync(join(ROOT, "projections"))
    .filter((name) => statSync(join(ROOT, "projections", name)).isDirectory())
    .flatMap((context) => sourceFiles(join(ROOT, "projections", context)))
    .filter((file) => {
      const path = relative(ROOT, file).split(sep).join("/");
      return !NOT_QUERIES[path] && !/:\s*Projection\b|\bProjection<[^>]*>\s*=/.test(readFileSync(file, "utf8"));
    });
}

describe("the read side reads (issue 16, docs/decisions/0069)", () => {
  const queries = queryFiles();

  it("no query reads the event log or writes anything", () => {
    const violations: string[] = [];
    for (const file of queries) {
      const source = readFileSync(file, "utf8");
      if (READS_THE_LOG.test(source)) violations.push(`${relative(ROOT, file)} reads the events table`);
      for (const pattern of WRITES) {
        if (pattern.test(source)) violations.push(`${relative(ROOT, file)} writes (${pattern.source})`);
      }
    }
    expect(violations).toEqual([]);
  });

  it("a dependency set carries one SQL client: the Database, or one of its faces, never db and sql side by side", () => {
    const violations: string[] = [];
    for (const layer of LAYERS) {
      for (const file of sourceFiles(join(ROOT, layer))) {
        // the Database itself is the one place both faces of the pool live
        if (relative(ROOT, file) === join("core", "db", "database.ts")) continue;
        for (const [block] of readFileSync(file, "utf8").matchAll(/\{[^{}]*\}/g)) {
          if (/\bdb\??:\s*Db\b/.test(block) && /\bsql\??:\s*Sql\b/.test(block)) {
            violations.push(`${relative(ROOT, file)}: ${block.replace(/\s+/g, " ").slice(0, 80)}`);
          }
        }
      }
    }
    expect(violations).toEqual([]);
  });

  it("sees what it checks", () => {
    expect(queries.length).toBeGreaterThan(15);
    expect(READS_THE_LOG.test("SELECT data FROM events WHERE stream_id = $1")).toBe(true);
    expect(READS_THE_LOG.test("LEFT JOIN events e ON e.global_position = x")).toBe(true);
    expect(READS_THE_LOG.test("SELECT * FROM events_summary")).toBe(false);
    expect(READS_THE_LOG.test("SELECT stream_id FROM streams WHERE stream_type = 'webhook'")).toBe(true);
    expect(READS_THE_LOG.test("const { events } = await store.readStream(webhookStreamId(id));")).toBe(true);
    expect(WRITES.some((p) => p.test("await store.append(stream, [event])"))).toBe(true);
    expect(WRITES.some((p) => p.test('import { createSearchService } from "../../core/search/service.ts";'))).toBe(
      true,
    );
    expect(WRITES.some((p) => p.test('import type { SearchCatalog } from "../../core/search/service.ts";'))).toBe(
      false,
    );
    expect(WRITES.some((p) => p.test("UPDATE webhook_deliveries SET status = 'completed'"))).toBe(true);
  });
});

/**
 * Events are appended by their context (core/<context>: a decider through handleCommand, or the
 * context's record function), never by hand in a worker, a route or a projection (issue 16, item 2).
 */
const APPENDS = /\bstore\s*\.\s*append\(|\bappendToStream\(/;
const APPENDS_ALLOWED: Record<string, string> = {
  // the newsletter decider's events, appended inside the purge's transaction so the erasure and its record commit together
  "workers/privacy-jobs.ts": "decided by newsletterDecider",
  // builds event histories for projection tests
  "projections/analytics/testing.ts": "a test helper",
};

describe("events are appended by their context", () => {
  it("no worker, route or projection appends to the store itself", () => {
    const violations: string[] = [];
    for (const layer of ["workers", "http", "projections", "ui", "mail"] as const) {
      for (const file of sourceFiles(join(ROOT, layer))) {
        const path = relative(ROOT, file).split(sep).join("/");
        if (APPENDS_ALLOWED[path]) continue;
        if (APPENDS.test(readFileSync(file, "utf8"))) violations.push(path);
      }
    }
    expect(violations).toEqual([]);
    expect(APPENDS.test("await deps.store.append(stream, [event])")).toBe(true);
    expect(APPENDS.test('params.append("airports", code)')).toBe(false);
  });
});

/**
 * A stream is folded through core/eventstore/aggregate-stream.ts (aggregateStream, foldEvents)
 * or handleCommand, not by a loop of its own (issue 33): one place knows how a fold starts.
 */
const FOLDS_ALLOWED: Record<string, string> = {
  "core/eventstore/aggregate-stream.ts": "the fold itself",
  "core/eventstore/command-handler.ts": "folds from a snapshot, and the events it has just appended",
  "core/audit/aggregates.ts": "time travel over any aggregate, its decider chosen at run time",
  "core/audit/state-at.ts": "time travel over any aggregate, its decider chosen at run time",
};

describe("streams are folded in one place", () => {
  it("nothing else calls a decider's evolve", () => {
    const evolveCall = /\.evolve\(|\bevolve\)/;
    const violations = LAYERS.flatMap((layer) => sourceFiles(join(ROOT, layer)))
      .map((file) => relative(ROOT, file).split(sep).join("/"))
      .filter((path) => !FOLDS_ALLOWED[path] && evolveCall.test(readFileSync(join(ROOT, path), "utf8")));
    expect(violations).toEqual([]);
    expect(evolveCall.test("events.reduce((s, e) => decider.evolve(s, e), decider.initialState())")).toBe(true);
  });
});

/** Rules written once (issue 33): each literal lives in its one module, everything else imports it. */
const WRITTEN_ONCE: { literal: RegExp; home: string; what: string }[] = [
  { literal: /["']Europe\/Sofia["']/, home: "core/constants.ts", what: "the site's time zone (SITE_TIME_ZONE)" },
  { literal: /\b86_?400_?000\b|24 \* 60 \* 60 \* 1000/, home: "core/constants.ts", what: "a day (DAY_MS)" },
  {
    literal: /maxLength=\{254\}|\.max\(254\b|= 254;/,
    home: "core/constants.ts",
    what: "EMAIL_MAX_LENGTH",
  },
  { literal: /\bboss\.(?:createQueue|schedule)\(/, home: "workers/boss.ts", what: "createQueue and scheduleQueue" },
];

describe("each rule written once", () => {
  const files = LAYERS.flatMap((layer) => sourceFiles(join(ROOT, layer))).map((file) =>
    relative(ROOT, file).split(sep).join("/"),
  );
  for (const rule of WRITTEN_ONCE) {
    it(`${rule.what} is spelled in ${rule.home} only`, () => {
      const elsewhere = files.filter(
        (path) => path !== rule.home && rule.literal.test(readFileSync(join(ROOT, path), "utf8")),
      );
      expect(elsewhere).toEqual([]);
      expect(rule.literal.test(readFileSync(join(ROOT, rule.home), "utf8"))).toBe(true);
    });
  }
});

/**
 * Inside a layer, folders are named for a context (deals, newsletter, cms) or for the layer's own
 * kernel (middleware, shell, site), never for a kind of file: a context's screens, parts and
 * queries sit together, so one folder per layer holds all of it (issue 33, docs/decisions/0103).
 */
const KIND_NAMES = new Set(["routes", "components", "queries", "api", "services", "utils", "helpers", "lib", "hooks"]);
/** Named for a kind's word, but a context: core/routes is the site's address book (the route table). */
const CONTEXTS_NAMED_LIKE_A_KIND = new Set(["core/routes"]);

function foldersNamedForAKind(paths: readonly string[]): string[] {
  const folders = new Set(paths.map((path) => path.split("/").slice(0, -1).join("/")));
  return [...folders]
    .filter((folder) => !CONTEXTS_NAMED_LIKE_A_KIND.has(folder))
    .filter((folder) => folder.split("/").some((name) => KIND_NAMES.has(name)))
    .sort();
}

describe("one folder per context in each layer", () => {
  it("no folder of core, projections, http, ui, workers or mail is named for a kind of file", () => {
    const paths = LAYERS.filter((layer) => layer !== "scripts")
      .flatMap((layer) => sourceFiles(join(ROOT, layer)))
      .map((file) => relative(ROOT, file).split(sep).join("/"));
    expect(paths.length).toBeGreaterThan(500);
    expect(foldersNamedForAKind(paths)).toEqual([]);
  });

  it("sees a kind folder where there is one", () => {
    expect(foldersNamedForAKind(["ui/routes/home.tsx", "ui/deals/deal.tsx", "projections/queries/x.ts"])).toEqual([
      "projections/queries",
      "ui/routes",
    ]);
  });
});
