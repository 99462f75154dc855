import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream } from "node:fs";

export interface InstanceProcess {
  name: string;
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** What the process wrote, for an error message. */
  output(): string;
  /** SIGTERM and wait (a clean stop), or SIGKILL (a crash). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * One instance of the product in a process of its own (`node scripts/start.mjs`), as an operator
 * would run it, with the environment given. Its output goes to `logFile` when named.
 */
export function spawnInstance(options: {
  name: string;
  port: number;
  env: Record<string, string>;
  logFile?: string;
}): InstanceProcess {
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...process.env, LOG_FORMAT: "json", ...options.env, PORT: String(options.port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const log = options.logFile ? createWriteStream(options.logFile, { flags: "a" }) : null;
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
    log?.write(chunk);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  exited.then(() => log?.end());
  return {
    name: options.name,
    url: `http://127.0.0.1:${options.port}`,
    child,
    exited,
    output: () => output,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Waits until the instance answers /readyz (or ends, which is an error with its output). */
export async function waitUntilReady(instance: InstanceProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  instance.exited.then(() => {
    ended = true;
  });
  while (Date.now() < deadline) {
    if (ended) throw new Error(`${instance.name} ended before it was ready:\n${instance.output()}`);
    const ready = await fetch(`${instance.url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${instance.name} was not ready within ${timeoutMs / 1000} s:\n${instance.output()}`);
}
