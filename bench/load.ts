import { execFile } from "node:child_process";
import { createRequire } from "node:module";

export type AutocannonResult = {
  latency: { p50: number; p99: number };
  requests: { average: number };
  non2xx: number;
  errors: number;
};

// autocannon ships CommonJS without types
const require = createRequire(import.meta.url);

/** HTTP load with autocannon: the benchmarks' one way to put a server under load. */
export const autocannon = require("autocannon") as (opts: {
  url: string;
  connections: number;
  duration: number;
}) => Promise<AutocannonResult>;

/**
 * The same load from a child process: the server keeps its event loop to itself, as it would
 * behind real clients. On two cores the child still takes one of them, for every page alike.
 */
export function autocannonInChild(opts: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}): Promise<AutocannonResult> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [new URL("./load-child.mjs", import.meta.url).pathname, JSON.stringify(opts)],
      { timeout: (opts.duration + 60) * 1000 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout) as AutocannonResult)),
    );
  });
}
