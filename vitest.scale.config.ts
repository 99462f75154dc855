import { defineConfig } from "vitest/config";

/**
 * Several instances of the product on one PostgreSQL, and read replicas (issue 18): real processes
 * killed with SIGKILL, a real streaming hot standby. Not part of `npm test` (each file starts three
 * or more products, minutes on two cores); run with `npm run test:scale`.
 */
export default defineConfig({
  test: {
    include: ["scale/**/*.scale.test.ts"],
    globalSetup: ["scripts/testing/global-setup.ts"],
    testTimeout: 10 * 60_000,
    hookTimeout: 10 * 60_000,
    fileParallelism: false,
  },
});
