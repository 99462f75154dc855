import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{core,projections,http,ui,workers,scripts,mail,bench}/**/*.test.{ts,tsx}", "e2e/**/*.test.ts"],
    globalSetup: ["core/testing/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // two cores: files in parallel would mostly fight over them
    fileParallelism: false,
  },
});
