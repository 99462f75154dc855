// Runs autocannon in a process of its own, so the load generator does not share the event loop
// of the server it measures: prints the result's summary as one line of JSON.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const autocannon = require("autocannon");
const options = JSON.parse(process.argv[2] ?? "{}");
const result = await autocannon(options);
process.stdout.write(
  `${JSON.stringify({
    latency: { p50: result.latency.p50, p99: result.latency.p99 },
    requests: { average: result.requests.average },
    non2xx: result.non2xx,
    errors: result.errors,
  })}\n`,
);
