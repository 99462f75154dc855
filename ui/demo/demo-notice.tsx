import { useEffect, useState } from "react";
import { useLanguage } from "../i18n/dictionary.ts";
import { hideDemoNotice } from "./fare-mode.ts";

/**
 * A slim line above the header of every public page while the fares are simulated: nobody takes
 * a made-up fare for a real one. It can be hidden for the rest of the browser session; the button
 * appears once the page runs its scripts, since without them it could do nothing.
 */
export function DemoNotice() {
  const { t } = useLanguage();
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  return (
    <aside className="demo-notice" data-testid="demo-notice" aria-label={t.demo.mark}>
      <div className="container demo-notice__inner">
        <p className="demo-notice__text">{t.demo.notice}</p>
        {interactive && (
          <button type="button" className="demo-notice__close" aria-label={t.demo.hideNotice} onClick={hideDemoNotice}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
    </aside>
  );
}

/** "Demo" beside a price while the fares are simulated. */
export function DemoMark() {
  const { t } = useLanguage();
  return (
    <span className="demo-mark" title={t.demo.markTitle} data-testid="demo-mark">
      {t.demo.mark}
      <span className="visually-hidden">{`: ${t.demo.markTitle}`}</span>
    </span>
  );
}
