import type { Environment } from "vitest/environments";
import { builtinEnvironments } from "vitest/environments";
import { endOfWorker } from "./worker-lifetime.ts";

/**
 * Node's environment, and at the worker's end the product and Chromium its files shared stopped
 * cleanly, while the run's PostgreSQL still runs (vitest.config.ts's e2e project).
 */
export default {
  name: "e2e",
  viteEnvironment: "ssr",
  async setup(global, options) {
    const node = await builtinEnvironments.node.setup(global, options);
    return {
      async teardown(global) {
        await endOfWorker();
        await node.teardown(global);
      },
    };
  },
} satisfies Environment;
