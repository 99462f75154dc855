import type { Config } from "@react-router/dev/config";

// The bench's floor (issue 14): the smallest React Router page worth the name, built and served
// the way the product's pages are (framework mode, SSR, Hono), to compare every page against.
export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
} satisfies Config;
