import { defineConfig } from "vitest/config";
import { isDriverFault } from "./chaos/chaos-support.ts";

/**
 * The chaos suite (docs/decisions/0055): long runs that kill connections, subscription loops, the
 * product and its PostgreSQL, then check that nothing committed was lost, skipped or doubled.
 * Not part of `npm test`; run with `npm run test:chaos`. Sizes: CHAOS_APPENDS, CHAOS_KILLS, ...
 */
export default defineConfig({
  test: {
    include: ["chaos/**/*.chaos.test.ts"],
    globalSetup: ["scripts/testing/global-setup.ts"],
    testTimeout: 4 * 60 * 60_000,
    hookTimeout: 10 * 60_000,
    teardownTimeout: 120_000,
    // two cores: the suites measure under load of their own, not of each other
    fileParallelism: false,
    // the suites count postgres.js's own uncaught errors on killed connections and report them
    // (chaos/chaos-support.ts); every other unhandled error still fails the run
    onUnhandledError: (error) => !isDriverFault(error),
  },
});
