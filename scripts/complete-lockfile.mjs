// The npm registry mirror on these machines serves only the platform packages of linux-x64, so
// npm 11 leaves the other platforms' optional packages out of package-lock.json, and `npm ci`
// then refuses the lockfile ("Missing: @rollup/rollup-darwin-arm64@ from lock file"). This adds
// an entry for each missing optional platform package: `npm ci` sees a complete lockfile and
// skips the ones that do not fit the machine (an optional package that fails is not an error).
// Run it after every `npm install` that changes package-lock.json: npm run lock:complete
import { readFileSync, writeFileSync } from "node:fs";

const path = "package-lock.json";
const lock = JSON.parse(readFileSync(path, "utf8"));
const packages = lock.packages;
let added = 0;
for (const [key, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${key ? `${key}/` : ""}node_modules/${name}`;
    if (packages[`node_modules/${name}`] || packages[nested]) continue;
    const version = String(range).replace(/^[\^~=]/, "");
    packages[`node_modules/${name}`] = { version, ...(entry.dev ? { dev: true } : {}), optional: true };
    added += 1;
  }
}
const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} optional platform package entries`);
