/** One difference between two JSON-like values, at a path such as `revisions[2].status`. */
export interface DiffEntry {
  path: string;
  kind: "added" | "removed" | "changed";
  before?: unknown;
  after?: unknown;
}

type Segment = string | number;
type Found = { segments: Segment[]; entry: Omit<DiffEntry, "path"> };

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function sameLeaf(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return dateKey(a) === dateKey(b);
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return Object.is(a, b);
  // neither plain nor array (a Map, a class instance): states are JSON, so its JSON form is what counts
  return JSON.stringify(a) === JSON.stringify(b);
}

function dateKey(date: Date): string {
  return Number.isNaN(date.getTime()) ? "Invalid Date" : date.toISOString();
}

function walk(before: unknown, after: unknown, segments: Segment[], out: Found[]): void {
  // a key holding undefined is absent once the state is stored as JSON, so it counts as missing
  if (before === undefined && after === undefined) return;
  if (before === undefined) {
    out.push({ segments, entry: { kind: "added", after } });
  } else if (after === undefined) {
    out.push({ segments, entry: { kind: "removed", before } });
  } else if (Array.isArray(before) && Array.isArray(after)) {
    const length = Math.max(before.length, after.length);
    for (let i = 0; i < length; i++) walk(before[i], after[i], [...segments, i], out);
  } else if (isPlainObject(before) && isPlainObject(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    for (const key of keys) walk(before[key], after[key], [...segments, key], out);
  } else if (!sameLeaf(before, after)) {
    out.push({ segments, entry: { kind: "changed", before, after } });
  }
}

/** Indices compare as numbers, so `items[10]` comes after `items[2]`. */
function compareSegments(a: Segment[], b: Segment[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i] as Segment;
    const y = b[i] as Segment;
    if (x === y) continue;
    if (typeof x === "number" && typeof y === "number") return x - y;
    return String(x) < String(y) ? -1 : 1;
  }
  return a.length - b.length;
}

function formatPath(segments: Segment[]): string {
  let path = "";
  for (const segment of segments) {
    if (typeof segment === "number") path += `[${segment}]`;
    else if (IDENTIFIER.test(segment)) path += path ? `.${segment}` : segment;
    else path += `[${JSON.stringify(segment)}]`;
  }
  return path;
}

/**
 * The differences between two states, deep through plain objects and arrays (index by index),
 * sorted by path. A change of the whole value (or of its shape) is reported at path "".
 */
export function jsonDiff(before: unknown, after: unknown): DiffEntry[] {
  const found: Found[] = [];
  walk(before, after, [], found);
  found.sort((a, b) => compareSegments(a.segments, b.segments));
  return found.map(({ segments, entry }) => ({ path: formatPath(segments), ...entry }));
}
