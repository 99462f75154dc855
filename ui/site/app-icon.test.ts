import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { APP_ICONS } from "./app-icon.ts";

const PUBLIC = new URL("../../public/", import.meta.url);

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(new URL(`icons/${file}`, PUBLIC));
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("the installed app (manifest and icons)", () => {
  it("lists icons that exist at the sizes it says, rendered by scripts/app-icons.ts", () => {
    for (const icon of APP_ICONS)
      expect(pngSize(icon.file), icon.file).toEqual({ width: icon.size, height: icon.size });
    const manifest = JSON.parse(readFileSync(new URL("manifest.webmanifest", PUBLIC), "utf8"));
    for (const listed of manifest.icons as Array<{ src: string; sizes: string }>) {
      const file = listed.src.replace("/icons/", "");
      const { width, height } = pngSize(file);
      expect(listed.sizes, file).toBe(`${width}x${height}`);
    }
  });

  it("opens standalone on the home page, which iPhones need before they allow notifications", () => {
    const manifest = JSON.parse(readFileSync(new URL("manifest.webmanifest", PUBLIC), "utf8"));
    expect(manifest).toMatchObject({ display: "standalone", start_url: "/", scope: "/", lang: "bg" });
  });
});
