import { useEffect, useRef } from "react";
import { Form, useLocation } from "react-router";
import type { CaptchaChallenge } from "../../core/captcha/captcha.ts";
import { BGN_PER_EUR } from "../../core/constants.ts";
import { CaptchaField } from "../forms/captcha-field.tsx";
import { ConsentField, EmailField, ErrorSummary, FieldError, FormError, SubmitButton } from "../forms/fields.tsx";
import { type FieldErrors, type FormResult, NO_ERRORS } from "../forms/form-state.ts";
import { fill, useLanguage } from "../i18n/dictionary.ts";
import { formsCopy } from "../i18n/sections/forms.ts";
import { AlertPushButton } from "../push/push-on-device.tsx";

/**
 * "Alert me when it gets cheaper" on the deal, destination and airport pages. Works without
 * JavaScript: it posts (intent=alert) to the page's own route action, which calls the same alert
 * service as POST /api/newsletter/alerts (actions.server.ts alertAction). What the page knows, the
 * departure airport and the destination, travels in hidden fields. The answer is shown in place.
 */

/** The value of the form's `intent` field. */
export const ALERT_INTENT = "alert";
/** The form's anchor: a post without JavaScript comes back scrolled to it. */
export const ALERT_ANCHOR = "price-alert";
/** From this width the form starts open; on phones it waits, collapsed, under the page's content. */
const OPEN_FROM = "(min-width: 48rem)";

/** What the visitor typed, shown again beside a refusal. */
export interface AlertValues {
  email: string;
  /** In euro, as typed. */
  maxPrice: string;
  consent: boolean;
}

export type AlertResult = FormResult<AlertValues> & { intent: typeof ALERT_INTENT };

/** What a page's loader gives its alert form (actions.server.ts alertFormOf). */
export interface AlertFormData {
  captcha: CaptchaChallenge;
  fromAirport: string | null;
  destinationId: string | null;
  /** What the alert watches, in the page's language, without a price: "полети от София до Лондон". */
  what: string;
  /** The price the form starts with, in whole euros; "" for any price. */
  maxPrice: string;
  /** An alert on everything from an airport needs a price. */
  priceRequired: boolean;
}

/** The form's price, as typed (or as it started), in BGN; null for any price or what is not one. */
function typedPriceBgn(box: HTMLElement | null, initial: string): number | null {
  const typed = box?.querySelector<HTMLInputElement>("#maxPrice")?.value ?? initial;
  const euro = Number(typed.replace(/\s/g, "").replace(",", "."));
  return typed.trim() !== "" && Number.isFinite(euro) && euro > 0 ? Math.round(euro * BGN_PER_EUR * 100) / 100 : null;
}

/** The action's answer when it is the alert form's (a page may have other forms some day). */
export function alertResultOf(actionData: unknown): AlertResult | undefined {
  const result = actionData as Partial<AlertResult> | undefined;
  return result?.intent === ALERT_INTENT ? (result as AlertResult) : undefined;
}

function MaxPriceField(props: { value: string; required: boolean; errors: FieldErrors }) {
  const { lang } = useLanguage();
  const forms = formsCopy(lang);
  const copy = forms.alert;
  const invalid = Boolean(props.errors.maxPrice);
  return (
    <div className={`form-field${invalid ? " form-field--invalid" : ""}`}>
      <label htmlFor="maxPrice">
        {copy.maxPriceLabel}
        {!props.required && <span className="form-field__optional"> {forms.common.optional}</span>}
      </label>
      <p className="form-field__hint" id="maxPrice-hint">
        {props.required ? copy.maxPriceHint : copy.maxPriceAnyHint}
      </p>
      <div className="form-amount">
        <input
          type="number"
          id="maxPrice"
          name="maxPrice"
          inputMode="decimal"
          min={1}
          step="any"
          defaultValue={props.value}
          aria-required={props.required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? "maxPrice-hint maxPrice-error" : "maxPrice-hint"}
        />
        <span className="form-amount__unit" aria-hidden="true">
          €
        </span>
      </div>
      <FieldError name="maxPrice" errors={props.errors} />
    </div>
  );
}

export function AlertForm({
  alert,
  result,
  openOnPhones = false,
}: {
  alert: AlertFormData | null;
  result: AlertResult | undefined;
  /** A deal page opens it everywhere: the deal is what a traveller wants watched, on a phone too. */
  openOnPhones?: boolean;
}) {
  const { lang } = useLanguage();
  const location = useLocation();
  const forms = formsCopy(lang);
  const copy = forms.alert;
  const box = useRef<HTMLDetailsElement>(null);

  // from a tablet's width on there is room: open it (phones keep it collapsed under the content)
  useEffect(() => {
    if (box.current && window.matchMedia(OPEN_FROM).matches) box.current.open = true;
  }, []);

  // with JavaScript the page stays where it was: bring the answer into view and to screen readers
  useEffect(() => {
    if (!result) return;
    const answer = box.current?.querySelector<HTMLElement>(".form-alert");
    if (!answer) return;
    answer.tabIndex = -1;
    answer.focus();
  }, [result]);

  // a page without the form services (or without a place to watch) has no form at all
  if (!alert) return null;
  const errors = result && !result.ok ? result.errors : NO_ERRORS;
  const values = result && !result.ok ? result.values : undefined;
  const explain = fill(alert.maxPrice || alert.priceRequired ? copy.explain : copy.explainAnyPrice, {
    what: alert.what,
  });

  return (
    <details
      ref={box}
      id={ALERT_ANCHOR}
      className="alert-box"
      open={Boolean(result) || openOnPhones}
      aria-labelledby={`${ALERT_ANCHOR}-title`}
      data-testid="alert-form"
    >
      <summary className="alert-box__summary">
        <h2 id={`${ALERT_ANCHOR}-title`} className="alert-box__title">
          {copy.title}
        </h2>
        <span className="alert-box__what">{explain}</span>
      </summary>
      <div className="alert-box__body">
        {result?.ok ? (
          <div className="form-alert form-alert--success" role="status" data-testid="alert-success">
            <p>
              <strong>{copy.success}</strong>
            </p>
            <p>{copy.successNote}</p>
          </div>
        ) : (
          <Form
            method="post"
            action={`${location.pathname}${location.search}#${ALERT_ANCHOR}`}
            noValidate
            className="form-card alert-box__form"
          >
            <input type="hidden" name="intent" value={ALERT_INTENT} />
            <input type="hidden" name="fromAirport" value={alert.fromAirport ?? ""} />
            <input type="hidden" name="destinationId" value={alert.destinationId ?? ""} />
            <ErrorSummary
              errors={errors}
              labels={{
                email: copy.emailLabel,
                maxPrice: copy.maxPriceLabel,
                consent: forms.common.consentLabel,
                captchaToken: forms.captcha.label,
              }}
            />
            <FormError error={result?.formError} />
            <EmailField label={copy.emailLabel} errors={errors} defaultValue={values?.email} />
            <MaxPriceField value={values?.maxPrice ?? alert.maxPrice} required={alert.priceRequired} errors={errors} />
            <ConsentField template={copy.consent} errors={errors} defaultChecked={values?.consent} />
            <CaptchaField challenge={alert.captcha} errors={errors} />
            <SubmitButton label={copy.submit} />
          </Form>
        )}
        <AlertPushButton
          fromAirport={alert.fromAirport}
          destinationId={alert.destinationId}
          maxPriceBgn={() => typedPriceBgn(box.current, alert.maxPrice)}
        />
      </div>
    </details>
  );
}
