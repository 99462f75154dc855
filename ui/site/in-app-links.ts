import type { MouseEvent } from "react";
import type { NavigateFunction } from "react-router";

/** Marks a plain link that a list moves through the router (followInAppLinks). */
export const IN_APP_LINK = { "data-in-app": "" } as const;

/**
 * What `<Link>` does on a click, done once for a whole list: a deal grid has two links a card,
 * and forty-odd `<Link>`s cost their router hooks on every hydration (a quarter of a listing's
 * hydration under Lighthouse's throttling). A plain left click on a marked link inside the list
 * navigates in the app; a click with a modifier, another button or on another link is the
 * browser's, and the keyboard's Enter arrives here as a click too.
 */
export function followInAppLinks(event: MouseEvent<HTMLElement>, navigate: NavigateFunction): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = (event.target as Element | null)?.closest?.("a[data-in-app]");
  const href = anchor?.getAttribute("href");
  if (!anchor || !href?.startsWith("/") || !event.currentTarget.contains(anchor)) return;
  event.preventDefault();
  navigate(href);
}
