import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The admin's shape (docs/decisions/0066): one folder per area with its routes and views side by
 * side, the shell shared by all, and no file so long that a newcomer loses the thread.
 */
const ADMIN = resolve(import.meta.dirname, "..");
const MAX_LINES_OF_CODE = 300;

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** Lines that are neither blank nor only a comment (a comment here starts its line). */
function linesOfCode(source: string): number {
  let inComment = false;
  let count = 0;
  for (const line of source.split("\n")) {
    const text = line.trim();
    if (inComment || /^\{?\/\*/.test(text)) {
      inComment = !text.includes("*/");
      continue;
    }
    if (text !== "" && !text.startsWith("//")) count += 1;
  }
  return count;
}

const areaOf = (path: string) => relative(ADMIN, path).split("/")[0] ?? "";

describe("the admin slices", () => {
  it("keeps every file in an area folder", () => {
    const loose = readdirSync(ADMIN, { withFileTypes: true }).filter((entry) => !entry.isDirectory());
    expect(loose.map((entry) => entry.name)).toEqual([]);
  });

  it("lets an area import the shell but no other area; only the shell's app.ts mounts them all", () => {
    const crossings: string[] = [];
    for (const file of sources(ADMIN)) {
      const from = areaOf(file);
      for (const [, specifier] of readFileSync(file, "utf8").matchAll(/from\s+["'](\.{1,2}\/[^"']+)["']/g)) {
        const target = resolve(file, "..", specifier ?? "");
        if (!target.startsWith(`${ADMIN}/`)) continue;
        const to = areaOf(target);
        const mounting = relative(ADMIN, file) === "shell/app.ts" && target.endsWith("/routes.tsx");
        if (to !== from && to !== "shell" && !mounting) crossings.push(`${relative(ADMIN, file)} -> ${specifier}`);
      }
    }
    expect(crossings).toEqual([]);
  });

  it(`has no file over ${MAX_LINES_OF_CODE} lines of code (tests aside)`, () => {
    const long = sources(ADMIN)
      .map((file) => ({ file: relative(ADMIN, file), lines: linesOfCode(readFileSync(file, "utf8")) }))
      .filter(({ lines }) => lines > MAX_LINES_OF_CODE);
    expect(long).toEqual([]);
    expect(sources(ADMIN).length).toBeGreaterThan(80);
  });
});
