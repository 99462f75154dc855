import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompressDirectory } from "./precompress.ts";

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("precompressDirectory", () => {
  it("writes brotli and gzip copies that decode to the file, only for text files worth it", () => {
    dir = mkdtempSync(join(tmpdir(), "precompress-"));
    mkdirSync(join(dir, "assets"));
    const script = `export const copy = ${JSON.stringify("Евтини полети ".repeat(200))};\n`;
    writeFileSync(join(dir, "assets", "entry-abc.js"), script);
    writeFileSync(join(dir, "assets", "tiny-abc.js"), "export {};\n");
    writeFileSync(join(dir, "photo.png"), Buffer.alloc(4096, 7));

    const totals = precompressDirectory(dir);

    expect(totals.files).toBe(1);
    expect(brotliDecompressSync(readFileSync(join(dir, "assets", "entry-abc.js.br"))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, "assets", "entry-abc.js.gz"))).toString()).toBe(script);
    expect(totals.brotliBytes).toBeLessThan(totals.bytes / 10);
    expect(() => readFileSync(join(dir, "assets", "tiny-abc.js.br"))).toThrow();
    expect(() => readFileSync(join(dir, "photo.png.br"))).toThrow();
  });
});
