/** The preference centre's notices, price alerts and the form to leave. */
import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import type { PreferenceCentreView } from "../../core/newsletter/service.ts";
import { FormError } from "../forms/fields.tsx";
import type { ErrorKey } from "../forms/form-state.ts";
import { fill, useLanguage } from "../i18n/dictionary.ts";
import { formsCopy } from "../i18n/sections/forms.ts";
import { pathFor } from "../route-table.ts";
import type { ActionResult, AlertItem } from "./preference-types.ts";
export function Notice({ title, text, tone }: { title: string; text: string; tone: "success" | "error" }) {
  const { lang } = useLanguage();
  const copy = formsCopy(lang).preferences;
  return (
    <div
      className={`form-alert form-alert--${tone}`}
      role={tone === "error" ? "alert" : "status"}
      data-testid="preferences-notice"
    >
      <h2>{title}</h2>
      <p>{text}</p>
      <p>
        <Link to={pathFor("newsletter", lang)}>{copy.subscribeAgain}</Link>
      </p>
    </div>
  );
}

/**
 * The subscriber's price alerts, each with its own small form: deleting one posts the key and the
 * alert's id, so it works without JavaScript too. The answer (deleted, or why not) heads the list.
 */
export function AlertsSection({
  token,
  alerts,
  telegram,
  result,
}: {
  token: string;
  alerts: AlertItem[];
  telegram: PreferenceCentreView["telegram"];
  result: ActionResult | undefined;
}) {
  const { lang } = useLanguage();
  const forms = formsCopy(lang);
  const copy = forms.preferences;
  const section = useRef<HTMLElement>(null);

  // with JavaScript the page stays at the button: bring the answer into view and to screen readers
  useEffect(() => {
    if (!result) return;
    const answer = section.current?.querySelector<HTMLElement>(".form-alert");
    if (!answer) return;
    answer.tabIndex = -1;
    answer.focus();
  }, [result]);

  return (
    <section ref={section} className="form-card" aria-labelledby="alerts-title" data-testid="alerts">
      <h2 id="alerts-title">{copy.alertsTitle}</h2>
      {result?.ok && (
        <p className="form-alert form-alert--success" role="status" data-testid="alert-deleted">
          {copy.alertDeleted}
        </p>
      )}
      {result && !result.ok && (
        <p className="form-alert form-alert--error" role="alert">
          {forms.errors[result.formError ?? "tryAgainLater"]}
        </p>
      )}
      {alerts.length === 0 ? (
        <p className="form-field__hint">{copy.noAlerts}</p>
      ) : (
        <>
          <p className="form-field__hint">{copy.alertsIntro}</p>
          <ul className="alert-list">
            {alerts.map((alert) => (
              <li key={alert.alertId} className="alert-list__item" data-testid="alert-item">
                <div className="alert-list__text">
                  <span>{alert.what}</span>
                  {alert.pending && <span className="alert-list__pending">{copy.alertPending}</span>}
                </div>
                <Form method="post" className="alert-list__delete">
                  <input type="hidden" name="intent" value="delete-alert" />
                  <input type="hidden" name="token" value={token} />
                  <input type="hidden" name="alertId" value={alert.alertId} />
                  <button
                    type="submit"
                    className="button button--secondary button--small"
                    aria-label={fill(copy.deleteAlertLabel, { what: alert.what })}
                  >
                    {copy.deleteAlert}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
          {alerts.some((alert) => alert.pending) && <p className="form-field__hint">{copy.alertPendingHint}</p>}
        </>
      )}
      {telegram.available &&
        (telegram.bound ? (
          <p className="form-field__hint" data-testid="telegram-bound">
            {copy.telegramBound}
          </p>
        ) : (
          <p>
            {/* a fresh one-time start token each time: the link opens the bot, which binds this chat */}
            <a
              className="button button--secondary"
              href={`/api/newsletter/telegram?token=${encodeURIComponent(token)}`}
              rel="nofollow"
              data-testid="telegram-link"
            >
              {copy.telegramLink}
            </a>
          </p>
        ))}
    </section>
  );
}

export function UnsubscribeForm({ token, problem }: { token: string; problem: ErrorKey | null }) {
  const { lang } = useLanguage();
  const forms = formsCopy(lang);
  const copy = forms.preferences;
  return (
    <Form method="post" className="form-card" data-testid="unsubscribe-form">
      <h2>{copy.unsubscribeTitle}</h2>
      <p>{copy.unsubscribeText}</p>
      <FormError error={problem} />
      <input type="hidden" name="intent" value="unsubscribe" />
      <input type="hidden" name="token" value={token} />
      <button type="submit" className="button button--secondary form-submit">
        {copy.unsubscribeButton}
      </button>
    </Form>
  );
}
