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
