import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/** A new page (link or form, not back/forward) scrolls smoothly unless the visitor asked for less motion. */
export function smoothScrollWanted(navigationType: string, reducedMotion: boolean): boolean {
  return navigationType !== "POP" && !reducedMotion;
}

/**
 * Makes the scroll to the top on a route change smooth (spec section 2). React Router's
 * <ScrollRestoration /> still decides whether and where to scroll: it restores positions on
 * back/forward and leaves the page where it is for `preventScrollReset` (the filters). This only
 * sets `scroll-behavior: smooth` on <html> for the commit in which it scrolls, so it must render
 * before <ScrollRestoration />: its layout effect runs first, the passive one after.
 */
export function SmoothScroll() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation (location.key)
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    if (!smoothScrollWanted(navigationType, reduced)) return;
    const root = document.documentElement;
    root.style.scrollBehavior = "smooth";
    // the browser reads scroll-behavior from computed style: make it current before the scroll
    void getComputedStyle(root).scrollBehavior;
  }, [location.key]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation (location.key)
  useEffect(() => {
    // a smooth scroll already under way keeps going; later scrolls are instant again
    document.documentElement.style.scrollBehavior = "";
  }, [location.key]);

  return null;
}
