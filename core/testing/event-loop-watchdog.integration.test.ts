import { spawn } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const WATCHDOG = join(import.meta.dirname, "event-loop-watchdog.ts");

/** Runs `body` in a node process of its own with a watchdog of `stallMs`; how it ended. */
function runChild(
  stallMs: number,
  body: string,
): Promise<{ code: number | null; signal: string | null; stderr: string }> {
  const script = `
    const { startEventLoopWatchdog } = await import(${JSON.stringify(WATCHDOG)});
    const watchdog = startEventLoopWatchdog(${stallMs});
    watchdog.running("the child's test > its stalling step");
    ${body}
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      stdio: ["ignore", "ignore", "pipe"],
      // a watchdog that failed to fire must not leave a spinning process behind
      timeout: 20_000,
      killSignal: "SIGKILL",
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("exit", (code, signal) => resolve({ code, signal, stderr }));
  });
}

describe("the event-loop watchdog", () => {
  it("kills a process whose loop promises settle forever without I/O, naming what ran", async () => {
    // the shape of the old rebuild test's readers: queries on a closed pool fail at once, forever
    const ended = await runChild(300, "for (;;) { await Promise.reject(new Error('closed')).catch(() => {}); }");
    expect(ended.signal).toBe("SIGKILL");
    expect(ended.stderr).toContain("[event-loop watchdog]");
    expect(ended.stderr).toContain("running: the child's test > its stalling step");
  });

  it("leaves a busy process alone while its loop turns", async () => {
    const ended = await runChild(
      300,
      `const until = Date.now() + 1200;
       while (Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 5));
       process.exit(0);`,
    );
    expect(ended).toEqual({ code: 0, signal: null, stderr: "" });
  });
});
