import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";

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
