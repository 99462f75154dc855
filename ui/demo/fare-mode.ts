import { createContext, useContext } from "react";
import { BROWSER_STORAGE_KEYS } from "../../core/constants.ts";
import type { FareMode } from "../../core/pricing/fare-mode.ts";

/**
 * Whether this page's fares are real: ui/root.tsx provides the root loader's, which the server
 * sets from FARE_SOURCE. A component rendered outside the app, with no provider, shows no marks.
 */
export const FareModeContext = createContext<FareMode>("live");

export function useFareMode(): FareMode {
  return useContext(FareModeContext);
}

/**
 * Runs in the page's head before it paints: a visitor who hid the demo notice does not see it
 * flash in on the next page of the same session. CSS hides it (ui/demo/demo.css).
 */
export const DEMO_NOTICE_SCRIPT = `try {
  if (sessionStorage.getItem(${JSON.stringify(BROWSER_STORAGE_KEYS.demoNotice)}) === "hidden")
    document.documentElement.dataset.demoNotice = "hidden";
} catch {}`;

export function hideDemoNotice(): void {
  try {
    sessionStorage.setItem(BROWSER_STORAGE_KEYS.demoNotice, "hidden");
  } catch {
    // storage refused (private mode): hidden on this page only
  }
  document.documentElement.dataset.demoNotice = "hidden";
}
