import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useLanguage } from "../../i18n/dictionary.ts";
import type { CookieConsent } from "./consent.ts";
import { wrapFocus } from "./consent.ts";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * "Manage": a modal dialog that explains essential and statistics cookies and lets the visitor
 * switch statistics on or off. A native <dialog> opened with showModal() makes the page behind
 * it inert; Tab is additionally kept inside, Escape closes it, and focus returns to where it was.
 */
export function ManageDialog({
  consent,
  onSave,
  onClose,
}: {
  consent: CookieConsent | null;
  onSave(consent: CookieConsent): void;
  onClose(): void;
}) {
  const { t } = useLanguage();
  const copy = t.ux.consent;
  const ref = useRef<HTMLDialogElement>(null);
  const toggleRef = useRef<HTMLInputElement>(null);
  const [analytics, setAnalytics] = useState(consent === "all");
  const titleId = useId();
  const introId = useId();
  const toggleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    toggleRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      previous?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const next = wrapFocus(focusable.indexOf(document.activeElement as HTMLElement), focusable.length, event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    focusable[next]?.focus();
  };

  return (
    <dialog
      ref={ref}
      className="consent-dialog"
      aria-labelledby={titleId}
      aria-describedby={introId}
      data-testid="cookie-dialog"
      onKeyDown={onKeyDown}
      // Escape: the browser fires "cancel"; we close through our state so focus returns properly
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={onClose}
    >
      <div className="consent-dialog__head">
        <h2 id={titleId}>{copy.dialogTitle}</h2>
        <button type="button" className="consent-dialog__close" aria-label={copy.close} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p id={introId}>{copy.dialogIntro}</p>
      <section className="consent-dialog__category">
        <div className="consent-dialog__row">
          <h3>{copy.essentialTitle}</h3>
          <span className="consent-dialog__always">{copy.alwaysOn}</span>
        </div>
        <p>{copy.essentialText}</p>
      </section>
      <section className="consent-dialog__category">
        <div className="consent-dialog__row">
          <h3>{copy.analyticsTitle}</h3>
          <span className="consent-switch">
            <input
              ref={toggleRef}
              id={toggleId}
              type="checkbox"
              role="switch"
              aria-checked={analytics}
              checked={analytics}
              onChange={(event) => setAnalytics(event.target.checked)}
              data-testid="analytics-toggle"
            />
            <label htmlFor={toggleId}>{copy.analyticsToggle}</label>
          </span>
        </div>
        <p>{copy.analyticsText}</p>
      </section>
      <div className="consent-actions">
        <button type="button" className="button" onClick={() => onSave(analytics ? "all" : "essential")}>
          {copy.save}
        </button>
      </div>
    </dialog>
  );
}
