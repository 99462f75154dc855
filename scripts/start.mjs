// `npm start` from a fresh clone: installs dependencies and builds the UI when needed, then
// runs the whole product in this one process (PostgreSQL is its child and stops with it).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: "inherit", shell: process.platform === "win32" });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync("node_modules/.package-lock.json")) {
  console.log("Installing dependencies (npm ci)...");
  run("npm", ["ci", "--no-audit", "--no-fund"]);
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const serverBuild = "build/server/index.js";
const uiChanged =
  !existsSync(serverBuild) ||
  newestMtime("ui") > statSync(serverBuild).mtimeMs ||
  ["vite.config.ts", "react-router.config.ts"].some((f) => statSync(f).mtimeMs > statSync(serverBuild).mtimeMs);
if (uiChanged) {
  console.log("Building the UI (react-router build)...");
  run("npx", ["react-router", "build"]);
}

// before anything imports React, which reads it once (scripts/production-env.ts explains)
process.env.NODE_ENV ??= "production";
const { register } = await import("tsx/esm/api");
register();
await import("./start.ts");
