import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// Build-only config: vitest reads vitest.config.ts, which takes precedence over this file.
export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // Browsers from 2021 on; the server bundle runs on Node 20 and Deno, both well past it.
    target: "es2022",
  },
});
