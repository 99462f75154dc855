import { existsSync } from "node:fs";
import { type Browser, chromium, type Page } from "playwright-core";
import { stopAtWorkerEnd } from "./worker-lifetime.ts";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** In CI the browser tests must run; elsewhere a missing Chromium skips them, loudly. */
export function browserAvailable(): boolean {
  if (existsSync(CHROMIUM_PATH)) return true;
  const how = "install it with `apt-get install -y chromium` or set CHROMIUM_PATH";
  if (process.env.CI === "true") throw new Error(`Chromium not found at ${CHROMIUM_PATH}: ${how}`);
  console.warn(`\n!!! BROWSER TESTS SKIPPED: Chromium not found at ${CHROMIUM_PATH}; ${how} !!!\n`);
  return false;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

let shared: Promise<Browser> | undefined;

/**
 * The worker's one Chromium: the e2e files run one after another in one worker (vitest.config.ts),
 * each in contexts of its own, closed at its end with closeContexts().
 */
export function sharedChromium(): Promise<Browser> {
  if (!shared) {
    shared = launchChromium();
    const launched = shared;
    stopAtWorkerEnd(async () => (await launched).close());
  }
  return shared;
}

/** Closes what a file opened in the shared Chromium. */
export async function closeContexts(browser: Browser | undefined): Promise<void> {
  await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
}

/** Which console messages count as problems: errors, errors and warnings, or none (script errors always do). */
export type ConsoleWatch = "errors" | "warnings" | "none";

/**
 * A new page of `browser` at `url`, waited on until the network is idle, that writes each script
 * error (and the console messages `watch` names) into `problems`, prefixed with `label`; the page
 * and the answer's status, for the test to hold against what it expects.
 */
export async function openWatched(
  browser: Browser,
  url: string,
  problems: string[],
  options: { label: string; watch?: ConsoleWatch; viewport?: { width: number; height: number } },
): Promise<{ page: Page; status: number | undefined }> {
  const watch = options.watch ?? "errors";
  const page = await browser.newPage({ viewport: options.viewport ?? { width: 1280, height: 900 } });
  page.on("console", (message) => {
    const type = message.type();
    if (type === "error" ? watch !== "none" : type === "warning" && watch === "warnings")
      problems.push(`${options.label}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`${options.label}: ${error.message}`));
  const response = await page.goto(url, { waitUntil: "networkidle" });
  return { page, status: response?.status() };
}
