import { useId } from "react";
import { Link } from "react-router";
import { useLanguage } from "../../i18n/dictionary.ts";
import { pathFor } from "../../route-table.ts";
import { useConsent } from "./consent-context.tsx";
import { ManageDialog } from "./manage-dialog.tsx";

/**
 * The cookie banner, its "Manage" dialog and the floating settings button (spec section 4).
 * Renders nothing until the consent provider has read the cookie in the browser, so server
 * and hydration markup agree. Root leaves it out on admin paths.
 */
export function CookieConsent() {
  const { consent, ready, banner, manageOpen, choose, openSettings, closeBanner, openManage, closeManage } =
    useConsent();
  const { lang, t } = useLanguage();
  const copy = t.ux.consent;
  const titleId = useId();
  if (!ready) return null;
  return (
    <>
      {banner !== "hidden" && (
        <section className="consent-banner" aria-labelledby={titleId} data-testid="cookie-banner" data-mode={banner}>
          <div className="consent-banner__text">
            <h2 id={titleId}>{copy.title}</h2>
            <p>
              {copy.text} <Link to={pathFor("cookiePolicy", lang)}>{copy.policyLink}</Link>
            </p>
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
      {consent !== null && banner === "hidden" && (
        <button
          type="button"
          className="consent-settings-button"
          aria-label={copy.settingsButton}
          title={copy.settingsButton}
          onClick={openSettings}
          data-testid="cookie-settings-button"
        >
          <span aria-hidden="true">🍪</span>
        </button>
      )}
    </>
  );
}
