import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { COOKIE_BANNER_DELAY_MS } from "../../../core/constants.ts";
import { savePreferences } from "../preferences.ts";
import { type CookieConsent, storedConsent } from "./consent.ts";

/**
 * The visitor's cookie choice and the banner's state (spec section 4). Nothing is known on the
 * server, so the first render (server and hydration alike) says `ready: false` and shows no
 * banner; the cookie is read after hydration. Without a stored choice the banner opens
 * COOKIE_BANNER_DELAY_MS later. "settings" is the banner opened again from the floating button:
 * a choice made there reloads the page, so scripts the old choice allowed are gone.
 */

export type BannerMode = "hidden" | "initial" | "settings";

interface ConsentValue {
  /** The stored choice; null while unknown (before hydration) or when none was made. */
  consent: CookieConsent | null;
  /** True once the cookie has been read in the browser. */
  ready: boolean;
  banner: BannerMode;
  manageOpen: boolean;
  choose(consent: CookieConsent): void;
  openSettings(): void;
  closeBanner(): void;
  openManage(): void;
  closeManage(): void;
}

const ConsentContext = createContext<ConsentValue | null>(null);

export function ConsentProvider({ children }: { children?: ReactNode }) {
  const [consent, setConsent] = useState<CookieConsent | null>(null);
  const [ready, setReady] = useState(false);
  const [banner, setBanner] = useState<BannerMode>("hidden");
  const [manageOpen, setManageOpen] = useState(false);
  const [reloadPending, setReloadPending] = useState(false);

  useEffect(() => {
    const stored = storedConsent(document.cookie);
    setConsent(stored);
    setReady(true);
    if (stored !== null) return;
    const timer = window.setTimeout(
      () => setBanner((mode) => (mode === "hidden" ? "initial" : mode)),
      COOKIE_BANNER_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, []);

  // Effects of children run first: the analytics' consent update is queued before the reload.
  useEffect(() => {
    if (reloadPending) window.location.reload();
  }, [reloadPending]);

  const choose = useCallback(
    (choice: CookieConsent) => {
      savePreferences({ cookieConsent: choice });
      setConsent(choice);
      setManageOpen(false);
      setBanner("hidden");
      if (banner === "settings") setReloadPending(true);
    },
    [banner],
  );

  const value = useMemo<ConsentValue>(
    () => ({
      consent,
      ready,
      banner,
      manageOpen,
      choose,
      openSettings: () => setBanner("settings"),
      closeBanner: () => {
        setManageOpen(false);
        setBanner("hidden");
      },
      openManage: () => setManageOpen(true),
      closeManage: () => setManageOpen(false),
    }),
    [consent, ready, banner, manageOpen, choose],
  );
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentValue {
  const value = useContext(ConsentContext);
  if (!value) throw new Error("useConsent() must be used inside <ConsentProvider>");
  return value;
}
