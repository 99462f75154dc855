/**
 * Renders the installed app's icons (public/icons) from the site's icon (ui/site/app-icon.ts):
 * `npx tsx scripts/app-icons.ts` after changing the drawing. The PNGs are committed, so neither
 * the build nor the web tier (Deno too) needs an image library.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { APP_ICONS, iconSvg } from "../ui/site/app-icon.ts";

const DIRECTORY = join(import.meta.dirname, "..", "public", "icons");
mkdirSync(DIRECTORY, { recursive: true });
for (const icon of APP_ICONS) {
  await sharp(Buffer.from(iconSvg("square")), { density: (72 * icon.size) / 24 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(join(DIRECTORY, icon.file));
  console.log(`public/icons/${icon.file}: ${icon.size}x${icon.size}`);
}
