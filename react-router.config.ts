import type { Config } from "@react-router/dev/config";

// Served by our Hono app through createRequestHandler, so no @react-router/serve.
export default {
  appDirectory: "ui",
  buildDirectory: "build",
  ssr: true,
} satisfies Config;
