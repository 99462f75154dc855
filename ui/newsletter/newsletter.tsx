import type { ReactNode } from "react";
import { data, Form, Link } from "react-router";
import { BULGARIAN_AIRPORTS } from "../../core/constants.ts";
import type { Logger } from "../../core/log/logger.ts";
import { DEFAULT_PREFERENCES, NEWSLETTER_FREQUENCIES } from "../../core/newsletter/preferences.ts";
import { withCmsSeo } from "../cms/screen-seo.ts";
import {
  answerInit,
  clientIpOf,
  errorKeyOf,
  errorsOf,
  formPageHeaders,
  formServicesOf,
  textOf,
} from "../forms/actions.server.ts";
import { CaptchaField } from "../forms/captcha-field.tsx";
import {
  CheckboxField,
  ConsentField,
  EmailField,
  ErrorSummary,
  FormError,
  FormPage,
  SubmitButton,
} from "../forms/fields.tsx";
import { type ErrorKey, type FieldErrors, type FormResult, NO_ERRORS } from "../forms/form-state.ts";
import { fill, useLanguage } from "../i18n/dictionary.ts";
import { formsCopy } from "../i18n/sections/forms.ts";
import { languageOfPath, pathFor } from "../route-table.ts";
import { metaCopy, pageMeta } from "../site/meta.ts";
import { readPreferences } from "../site/preferences.ts";
import type { Route } from "./+types/newsletter";
import { AirportsFieldset } from "./airports-fieldset.tsx";
import { alertDescriptions } from "./newsletter-preferences.server.ts";

/**
 * /newsletter and /en/newsletter: the subscription form (double opt-in), and where the mailed
 * links land: ?confirm= confirms at once, ?unsubscribe= asks first (a mail scanner following
 * links must not unsubscribe anyone). Works without JavaScript: the form posts to this route's
 * action, which calls the same service as POST /api/newsletter.
 */

export const headers: Route.HeadersFunction = formPageHeaders;

/** Nobody subscribes to a paused newsletter: pausing is for the preference centre. */
const SUBSCRIBE_FREQUENCIES = NEWSLETTER_FREQUENCIES.filter((frequency) => frequency !== "paused");

interface Values {
  email: string;
  deals: boolean;
  tips: boolean;
  frequency: string;
  airports: string[];
  consent: boolean;
}

/**
 * The airport the visitor searches from (the preferences cookie), else Sofia: most people
 * subscribe for deals from where they live, and can add the others.
 */
function defaultAirports(request: Request, context: { logger?: Logger }): string[] {
  const airport = readPreferences(request.headers.get("cookie"), context.logger).searchDefaults.departureAirport;
  return (BULGARIAN_AIRPORTS as readonly string[]).includes(airport) ? [airport] : [...DEFAULT_PREFERENCES.airports];
}

/** Set in the form beside the airport checkboxes: with none ticked, the visitor chose none. */
const AIRPORTS_OFFERED = "airportsOffered";

/** The service checks `preferences.airports` and `preferences.airports.2`; the form has one `airports`. */
function withAirportErrors(errors: FieldErrors): FieldErrors {
  const fields: FieldErrors = {};
  for (const [path, key] of Object.entries(errors)) {
    fields[path.startsWith("preferences.airports") ? "airports" : path] ??= key;
  }
  return fields;
}

type ActionResult = FormResult<Values> & { intent: "subscribe" | "unsubscribe" };

/** A confirmation link: what it turned on (an alert in words), and the way to the preference centre. */
type LinkResult =
  | { kind: "confirm"; ok: true; alert: string | null; preferencesUrl: string | null }
  | { kind: "confirm"; ok: false; problem: ErrorKey };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const forms = formServicesOf(context);
  const confirmToken = url.searchParams.get("confirm");
  const lang = languageOfPath(url.pathname);
  let link: LinkResult | null = null;
  if (confirmToken !== null) {
    const outcome = forms ? await forms.newsletter.confirm(confirmToken) : null;
    if (outcome?.ok) {
      const confirmed = outcome.data;
      const alert =
        confirmed?.kind === "alert"
          ? ((await alertDescriptions(context.db, [confirmed.criteria], lang))[0] ?? null)
          : null;
      link = { kind: "confirm", ok: true, alert, preferencesUrl: confirmed?.preferencesUrl ?? null };
    } else {
      link = { kind: "confirm", ok: false, problem: outcome ? errorKeyOf(outcome.message) : "tryAgainLater" };
    }
  }
  return {
    captcha: forms ? forms.captcha.challenge() : null,
    link,
    unsubscribeToken: url.searchParams.get("unsubscribe"),
    airports: defaultAirports(request, context),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const forms = formServicesOf(context);
  const values: Values = {
    email: textOf(form, "email"),
    deals: form.has("deals"),
    tips: form.has("tips"),
    frequency: textOf(form, "frequency") || "weekly",
    // a form from before the airport choice existed sends none: the visitor's default, not an error
    airports: form.has(AIRPORTS_OFFERED)
      ? form.getAll("airports").filter((value): value is string => typeof value === "string")
      : defaultAirports(request, context),
    consent: form.get("consent") === "on",
  };
  const intent = textOf(form, "intent") === "unsubscribe" ? "unsubscribe" : "subscribe";
  if (!forms) {
    return data<ActionResult>(
      { intent, ok: false, errors: NO_ERRORS, formError: "tryAgainLater", values },
      { status: 503 },
    );
  }
  const outcome =
    intent === "unsubscribe"
      ? await forms.newsletter.unsubscribe(textOf(form, "token"))
      : await forms.newsletter.subscribe(
          {
            email: values.email,
            consent: values.consent,
            // an unticked checkbox sends nothing: the captcha message, not 'Required'
            captchaToken: form.has("captchaToken") ? textOf(form, "captchaToken") : undefined,
            preferences: {
              deals: values.deals,
              tips: values.tips,
              frequency: values.frequency,
              airports: values.airports,
            },
            language: languageOfPath(new URL(request.url).pathname),
          },
          { ip: clientIpOf(context) },
        );
  const { errors, formError } = errorsOf(outcome);
  return data<ActionResult>(
    { intent, ok: outcome.ok, errors: withAirportErrors(errors), formError, values },
    answerInit(outcome),
  );
}

// the editor's SEO for this address, when there is one, wins (ui/cms/screen-seo.ts)
export const meta: Route.MetaFunction = withCmsSeo(screenMeta);

function screenMeta({ location }: Route.MetaArgs) {
  const { lang } = metaCopy(location);
  const forms = formsCopy(lang);
  return pageMeta(forms.newsletter.metaTitle, forms.newsletter.metaDescription);
}

function Notice({
  title,
  text,
  tone,
  preferencesUrl,
}: {
  title: string;
  text: string;
  tone: "success" | "error";
  /** A confirmed subscriber's signed way to their settings and alerts. */
  preferencesUrl?: string | null;
}) {
  const { lang } = useLanguage();
  const forms = formsCopy(lang);
  return (
    <div
      className={`form-alert form-alert--${tone}`}
      role={tone === "error" ? "alert" : "status"}
      data-testid="newsletter-notice"
    >
      <h2>{title}</h2>
      <p>{text}</p>
      {preferencesUrl ? (
        <p>
          <a href={preferencesUrl}>{forms.newsletter.preferencesLink}</a>
        </p>
      ) : null}
      <p>
        <Link to={pathFor("newsletter", lang)}>{forms.newsletter.backToNewsletter}</Link>
      </p>
    </div>
  );
}

function UnsubscribeForm({ token, result }: { token: string; result: ActionResult | undefined }) {
  const { lang } = useLanguage();
  const forms = formsCopy(lang);
  const copy = forms.newsletter;
  if (result?.ok) return <Notice tone="success" title={copy.unsubscribedTitle} text={copy.unsubscribedText} />;
  if (result?.formError)
    return <Notice tone="error" title={copy.linkProblemTitle} text={forms.errors[result.formError]} />;
  return (
    <Form method="post" className="form-card" data-testid="unsubscribe-form">
      <h2>{copy.unsubscribeTitle}</h2>
      <p>{copy.unsubscribeText}</p>
      <input type="hidden" name="intent" value="unsubscribe" />
      <input type="hidden" name="token" value={token} />
      <button type="submit" className="button form-submit">
        {copy.unsubscribeButton}
      </button>
    </Form>
  );
}

export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { lang } = useLanguage();
  const forms = formsCopy(lang);
  const copy = forms.newsletter;
  const { captcha, link, unsubscribeToken, airports } = loaderData;
  const result = actionData as ActionResult | undefined;
  const errors = result?.intent === "subscribe" ? result.errors : NO_ERRORS;
  const values = result?.values;

  let body: ReactNode;
  if (link?.ok) {
    body = (
      <Notice
        tone="success"
        title={link.alert ? copy.alertConfirmedTitle : copy.confirmedTitle}
        text={link.alert ? fill(copy.alertConfirmedText, { what: link.alert }) : copy.confirmedText}
        preferencesUrl={link.preferencesUrl}
      />
    );
  } else if (link && !link.ok)
    body = <Notice tone="error" title={copy.linkProblemTitle} text={forms.errors[link.problem]} />;
  else if (unsubscribeToken !== null) body = <UnsubscribeForm token={unsubscribeToken} result={result} />;
  else if (result?.intent === "subscribe" && result.ok) {
    body = (
      <div className="form-alert form-alert--success" role="status" data-testid="form-success">
        <h2>{copy.success}</h2>
        <p>{copy.successNote}</p>
      </div>
    );
  } else if (!captcha) {
    body = <p className="form-alert form-alert--error">{forms.common.unavailable}</p>;
  } else {
    body = (
      <Form method="post" noValidate className="form-card" data-testid="newsletter-form">
        <input type="hidden" name="intent" value="subscribe" />
        <ErrorSummary
          errors={errors}
          labels={{
            email: copy.emailLabel,
            airports: forms.preferences.airportsLegend,
            consent: forms.common.consentLabel,
            captchaToken: forms.captcha.label,
          }}
        />
        <FormError error={result?.formError} />
        <EmailField label={copy.emailLabel} errors={errors} defaultValue={values?.email} />
        <AirportsFieldset checked={values?.airports ?? airports} errors={errors} offeredMarker={AIRPORTS_OFFERED} />
        <fieldset className="form-fieldset">
          <legend>{copy.preferencesLegend}</legend>
          <CheckboxField name="deals" label={copy.deals} errors={errors} defaultChecked={values?.deals ?? true} />
          <CheckboxField name="tips" label={copy.tips} errors={errors} defaultChecked={values?.tips ?? false} />
          <div className="form-field">
            <label htmlFor="frequency">{copy.frequencyLabel}</label>
            <select id="frequency" name="frequency" defaultValue={values?.frequency ?? "weekly"}>
              {SUBSCRIBE_FREQUENCIES.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {copy.frequencies[frequency]}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
        <ConsentField template={copy.consent} errors={errors} defaultChecked={values?.consent} />
        <CaptchaField challenge={captcha} errors={errors} />
        <SubmitButton label={copy.submit} />
      </Form>
    );
  }

  return (
    <FormPage title={copy.title} lead={copy.intro}>
      {body}
    </FormPage>
  );
}
