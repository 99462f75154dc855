import { defineConfig } from "vitest/config";

/**
 * Three projects (docs/decisions/0085):
 * - unit: pure tests, `x.test.ts` beside `x.ts`: no database, no network, no browser;
 * - integration: `x.integration.test.ts`, a real PostgreSQL (a database of its own per file,
 *   cloned from a template migrated once per run), pg-boss, local fake servers;
 * - e2e: Chromium against one seeded product shared by the files (e2e/product.ts).
 * `npm test` runs all three; `npm run test:unit`, `test:integration` and `test:e2e` one each.
 */
const SOURCES = "{core,projections,http,ui,workers,scripts,mail,bench}";

export default defineConfig({
  test: {
    pool: "forks",
    reporters: ["default", "./core/testing/timing-reporter.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    // `npm run test:coverage`: line coverage of the product's code over the three projects
    coverage: {
      provider: "v8",
      include: ["{core,projections,http,ui,workers,scripts,mail}/**/*.{ts,tsx}"],
      // the tests' own tooling, much of it run by vitest's main process, which v8 does not measure
      exclude: ["core/testing/**", "scripts/testing/**"],
      reporter: ["text-summary", "json-summary"],
      reportOnFailure: true,
    },
    // a test that starves its event loop starves every timeout: a watchdog thread ends it
    setupFiles: ["core/testing/setup-watchdog.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [`${SOURCES}/**/*.test.{ts,tsx}`],
          exclude: [`${SOURCES}/**/*.integration.test.{ts,tsx}`],
          // the files share a worker's modules: React, Hono and the app load once per worker
          isolate: false,
          maxWorkers: 2,
          // projects with other worker counts run one after another: unit, integration, e2e
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: [`${SOURCES}/**/*.integration.test.{ts,tsx}`],
          globalSetup: ["scripts/testing/global-setup.ts"],
          // after each file, nothing of it left on the worker's server
          setupFiles: ["core/testing/setup-watchdog.ts", "core/testing/setup-database-hygiene.ts"],
          isolate: false,
          // more workers than cores: much of an integration test is waiting on PostgreSQL. A server
          // of the run's each; one at a time on a TEST_DATABASE_URL all share (decision 0085)
          maxWorkers: process.env.TEST_DATABASE_URL ? 1 : 4,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["e2e/**/*.test.ts"],
          globalSetup: ["scripts/testing/global-setup.ts"],
          // node's, and at the worker's end its shared product and Chromium stopped
          environment: "./e2e/environment.ts",
          // one worker, so that its files share one seeded product and one Chromium
          isolate: false,
          maxWorkers: 1,
          // tests marked concurrent (the a11y screens) two at a time: one per core
          maxConcurrency: 2,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
