import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { useLanguage } from "../../i18n/dictionary.ts";
import { pathFor } from "../../route-table.ts";
import { useConsent } from "./consent-context.tsx";
import { ManageDialog } from "./manage-dialog.tsx";

/**
 * The cookie banner, its "Manage" dialog and the floating settings button (spec section 4).
 * The button floats only while the empty strip at the foot of the page (CONSENT_DOCK_ID) is in
 * view, so it never lies over a deal or a price (docs/decisions/0047).
 * Renders nothing until the consent provider has read the cookie in the browser, so server
 * and hydration markup agree. Root leaves it out on admin paths.
 */
export function CookieConsent() {
  const { consent, ready, banner, manageOpen, choose, openSettings, closeBanner, openManage, closeManage } =
    useConsent();
  const { lang, t } = useLanguage();
  const copy = t.ux.consent;
  const titleId = useId();
  const docked = useDockInView();
  if (!ready) return null;
  return (
    <>
      {banner !== "hidden" && (
        <section className="consent-banner" aria-labelledby={titleId} data-testid="cookie-banner" data-mode={banner}>
          <div className="consent-banner__text">
            <div className="consent-banner__head">
              <h2 id={titleId}>{copy.title}</h2>
              <Link to={pathFor("cookiePolicy", lang)}>{copy.policyLink}</Link>
            </div>
            <ul className="consent-banner__points">
              {copy.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </div>
          <div className="consent-actions">
            <button type="button" className="button" onClick={() => choose("all")}>
              {copy.acceptAll}
            </button>
            {/* as prominent as "Accept all": refusing must be as easy as agreeing */}
            <button type="button" className="button" onClick={() => choose("essential")}>
              {copy.essentialOnly}
            </button>
            <button type="button" className="button button--secondary" onClick={openManage} aria-haspopup="dialog">
              {copy.manage}
            </button>
            {banner === "settings" && (
              <button type="button" className="consent-banner__close" aria-label={copy.close} onClick={closeBanner}>
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
        </section>
      )}
      {manageOpen && <ManageDialog consent={consent} onSave={choose} onClose={closeManage} />}
      {consent !== null && banner === "hidden" && docked && (
        <button
          type="button"
          className="consent-settings-button"
          aria-label={copy.settingsButton}
          title={copy.settingsButton}
          onClick={openSettings}
          data-testid="cookie-settings-button"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
            <path
              d="M21 12.5A9 9 0 1 1 11.5 3a3 3 0 0 0 3.5 3.5 3 3 0 0 0 3.5 3.5 3 3 0 0 0 2.5 2.5Z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
            <circle cx="8.5" cy="10" r="1.3" fill="currentColor" />
            <circle cx="12" cy="15.5" r="1.3" fill="currentColor" />
            <circle cx="16" cy="13" r="1" fill="currentColor" />
            <circle cx="8" cy="15" r="0.9" fill="currentColor" />
          </svg>
        </button>
      )}
    </>
  );
}

/** The empty strip at the end of the footer where the floating settings button may show. */
export const CONSENT_DOCK_ID = "consent-dock";

function useDockInView(): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const dock = document.getElementById(CONSENT_DOCK_ID);
    if (!dock || typeof IntersectionObserver === "undefined") return setInView(true);
    const observer = new IntersectionObserver(([entry]) => setInView(Boolean(entry?.isIntersecting)), {
      threshold: 0.99,
    });
    observer.observe(dock);
    return () => observer.disconnect();
  }, []);
  return inView;
}
