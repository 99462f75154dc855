import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { precompressClientBuild } from "./scripts/bundling/precompress.ts";

/**
 * A page ships only its own language: in the browser's build, the module that bundles both
 * dictionaries is swapped for an empty one, and entry.client loads the page's language as its
 * own chunk before hydrating (docs/decisions/0091). The server's build keeps both.
 */
function oneDictionaryInTheBrowser(): Plugin {
  const clientModule = fileURLToPath(new URL("./ui/i18n/bundled-dictionaries.client.ts", import.meta.url));
  return {
    name: "flydealsbg:one-dictionary-in-the-browser",
    enforce: "pre",
    resolveId(source, importer) {
      if (this.environment.name !== "client") return null;
      if (source !== "./bundled-dictionaries.ts" || !importer?.endsWith("/ui/i18n/dictionary.ts")) return null;
      return clientModule;
    },
  };
}

// Build-only config: vitest reads vitest.config.ts, which takes precedence over this file.
export default defineConfig({
  plugins: [oneDictionaryInTheBrowser(), reactRouter(), precompressClientBuild()],
  build: {
    // Browsers from 2021 on; the server bundle runs on Node 20 and Deno, both well past it.
    target: "es2022",
  },
});
