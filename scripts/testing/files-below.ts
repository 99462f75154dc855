import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Every file below `dir` whose name `keep` accepts, never entering a folder named in `skip`. */
export function filesBelow(dir: string, keep: (name: string) => boolean, skip: ReadonlySet<string>): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return skip.has(name) ? [] : filesBelow(path, keep, skip);
    return keep(name) ? [path] : [];
  });
}
