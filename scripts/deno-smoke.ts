/**
 * Deno smoke test: seeds a throwaway database from Node, serves the same Hono app under
 * `deno run http/deno.ts`, and fetches / and /en from it. Exit code 0 means both rendered fares.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hashPassword } from "../core/admin-auth/password.ts";
import { parseEnv } from "../core/config/env.ts";
import { freePort } from "../core/db/embedded-postgres.ts";
import { createLogger } from "../core/log/logger.ts";
import { catchUpWithProgress, seedIfEmpty } from "./first-start.ts";
import { createKernel, openDatabase, prepareDatabase } from "./kernel.ts";

const checks: Array<{ path: string; lang: string }> = [
  { path: "/", lang: "bg" },
  { path: "/en", lang: "en" },
];

const ADMIN_PASSWORD = "deno smoke admin password";

async function main(): Promise<number> {
  if (!existsSync("build/server/index.js")) throw new Error("Build the UI first: npm run build");
  const dataDir = mkdtempSync(join(tmpdir(), "flydealsbg-deno-"));
  const env = parseEnv({ DATA_DIR: dataDir, SEED_DAYS: "3", LOG_LEVEL: "warn" });
  const logger = createLogger("warn", { service: "deno-smoke" });
  const opened = await openDatabase(env, logger);
  try {
    const kernel = createKernel(opened.database, logger);
    await prepareDatabase(opened.database, kernel, logger);
    await seedIfEmpty(opened.database, kernel, env, logger);
    await catchUpWithProgress(kernel, logger);
    const port = await freePort();
    const deno = spawn("npx", ["deno", "run", "-A", "http/deno.ts"], {
      env: {
        ...process.env,
        DATABASE_URL: opened.url,
        DATA_DIR: dataDir,
        ADMIN_PASSWORD_HASH: await hashPassword(ADMIN_PASSWORD),
        PORT: String(port),
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "inherit", "inherit"],
      detached: true,
    });
    try {
      const base = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 90_000;
      for (;;) {
        const up = await fetch(`${base}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
        if (up) break;
        if (Date.now() > deadline || deno.exitCode !== null) throw new Error("Deno server did not come up");
        await new Promise((r) => setTimeout(r, 500));
      }
      let failures = 0;
      for (const check of checks) {
        const response = await fetch(`${base}${check.path}`);
        const html = await response.text();
        const cards = html.split('data-testid="fare-card"').length - 1;
        const ok = response.status === 200 && html.includes(`<html lang="${check.lang}"`) && cards > 0;
        console.log(
          `deno ${check.path}: status ${response.status}, lang ${check.lang}, ${cards} fare cards -> ${ok ? "ok" : "FAILED"}`,
        );
        if (!ok) failures += 1;
      }
      if (!(await mapDraws(base))) failures += 1;
      if (!(await adminSignsIn(base))) failures += 1;
      if (!(await metricsAnswer(base))) failures += 1;
      if (!(await pushReady(base))) failures += 1;
      return failures === 0 ? 0 : 1;
    } finally {
      if (deno.pid) process.kill(-deno.pid, "SIGTERM");
    }
  } finally {
    await opened.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The map under Deno: its markers, and its land drawn by d3-geo from world-atlas's JSON. */
async function mapDraws(base: string): Promise<boolean> {
  const page = await fetch(`${base}/en/map`);
  const html = await page.text();
  const land = await fetch(`${base}/images/map/europe.svg`);
  const svg = await land.text();
  const marks = html.split("<circle").length - 1;
  const ok = page.status === 200 && marks > 1 && land.status === 200 && /<path fill="[^"]+" d="M/.test(svg);
  console.log(`deno /en/map: status ${page.status}, ${marks} dots, land ${land.status} -> ${ok ? "ok" : "FAILED"}`);
  return ok;
}

/** The admin area under Deno: scrypt, the signed cookie and the server-rendered screens. */
async function adminSignsIn(base: string): Promise<boolean> {
  const signIn = await fetch(`${base}/nimda/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username: "admin", password: ADMIN_PASSWORD }),
  });
  const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const dashboard = await fetch(`${base}/nimda/dash`, { headers: { cookie }, redirect: "manual" });
  const html = await dashboard.text();
  const ok = signIn.status === 303 && dashboard.status === 200 && html.includes("Recent admin actions");
  console.log(`deno /nimda: sign-in ${signIn.status}, dashboard ${dashboard.status} -> ${ok ? "ok" : "FAILED"}`);
  return ok;
}

/** prom-client under Deno: the smoke test's own requests, counted under their screens' patterns. */
async function metricsAnswer(base: string): Promise<boolean> {
  const response = await fetch(`${base}/metrics`);
  const text = await response.text();
  const ok =
    response.status === 200 &&
    text.includes('flydealsbg_http_requests_total{method="GET",route="/",locale="en",status="2xx"} 1') &&
    text.includes("flydealsbg_event_store_head_position");
  console.log(`deno /metrics: status ${response.status} -> ${ok ? "ok" : "FAILED"}`);
  return ok;
}

/** Web Push under Deno: the VAPID key (made with WebCrypto at start) and the service worker. */
async function pushReady(base: string): Promise<boolean> {
  const key = await fetch(`${base}/api/push/key`);
  const publicKey = ((await key.json()) as { data?: { publicKey?: string } }).data?.publicKey ?? "";
  const worker = await fetch(`${base}/sw.js`);
  const script = await worker.text();
  const ok =
    key.status === 200 &&
    /^[A-Za-z0-9_-]{87}$/.test(publicKey) &&
    worker.status === 200 &&
    script.includes("showNotification");
  console.log(`deno /api/push/key: status ${key.status}, /sw.js ${worker.status} -> ${ok ? "ok" : "FAILED"}`);
  return ok;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
