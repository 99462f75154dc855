// Installs dependencies and builds the UI when needed: shared by `npm start` and `npm run cluster`.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: "inherit", shell: process.platform === "win32" });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

export function ensureInstalledAndBuilt() {
  if (!existsSync("node_modules/.package-lock.json")) {
    console.log("Installing dependencies (npm ci)...");
    run("npm", ["ci", "--no-audit", "--no-fund"]);
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
}
