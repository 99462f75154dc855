/**
 * The site's icon, drawn once: the favicon (inline, rounded) and the installed app's icons
 * (public/icons, square: phones round them themselves), which scripts/app-icons.ts renders from it.
 * Drawn, not an emoji: browsers without an emoji font showed an empty box.
 */
export const ICON_BLUE = "#0b5cd5";
const PLANE =
  "M21 14.5v-1.8l-7.2-4.4V4.2a1.3 1.3 0 0 0-2.6 0v4.1L4 12.7v1.8l7.2-2.2v4l-2 1.5V19l2.8-.8 2.8.8v-1.2l-2-1.5v-4Z";

export function iconSvg(shape: "rounded" | "square"): string {
  const corner = shape === "rounded" ? " rx='5'" : "";
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'><rect width='24' height='24'${corner} fill='${ICON_BLUE}'/><path fill='#fff' d='${PLANE}'/></svg>`;
}

/** The installed app's icons: what the manifest lists and the script renders. */
export const APP_ICONS = [
  { file: "icon-192.png", size: 192 },
  { file: "icon-512.png", size: 512 },
  { file: "apple-touch-icon.png", size: 180 },
] as const;
