import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** Below this a response's headers outweigh what compression saves (hono/compress uses the same). */
const SMALLEST_WORTH_COMPRESSING = 1024;
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html|webmanifest)$/;

/** Writes `x.br` (Brotli 11) and `x.gz` (gzip 9) beside every compressible file of `dir` worth it. */
export function precompressDirectory(dir: string): { files: number; bytes: number; brotliBytes: number } {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  for (const entry of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const path = join(dir, entry);
    if (!COMPRESSIBLE.test(path) || !statSync(path).isFile()) continue;
    const content = readFileSync(path);
    if (content.length < SMALLEST_WORTH_COMPRESSING) continue;
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    writeFileSync(`${path}.br`, brotli);
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    totals.files += 1;
    totals.bytes += content.length;
    totals.brotliBytes += brotli.length;
  }
  return totals;
}

/**
 * The browser's files compressed once at build time, at levels too slow to use per request:
 * the static file server sends `x.br` or `x.gz` to a browser that accepts it
 * (docs/decisions/0093-assets-precompressed-and-lean.md).
 */
export function precompressClientBuild(): Plugin {
  return {
    name: "flydealsbg:precompress-client-build",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(options) {
      if (!options.dir) return;
      const { files, bytes, brotliBytes } = precompressDirectory(options.dir);
      this.info(
        `precompressed ${files} files: ${Math.round(bytes / 1024)} KB -> ${Math.round(brotliBytes / 1024)} KB brotli`,
      );
    },
  };
}
