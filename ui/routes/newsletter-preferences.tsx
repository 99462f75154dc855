import { type ReactNode, useEffect, useRef } from "react";
import { data, Form, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import type { FormOutcome } from "../../core/captcha/form-outcome.ts";
import { BGN_PER_EUR } from "../../core/constants.ts";
import type { Db } from "../../core/db/database.ts";
import { describeAlert } from "../../core/newsletter/alert-text.ts";
import { NEWSLETTER_FREQUENCIES, type NewsletterPreferences } from "../../core/newsletter/preferences.ts";
import type { PreferenceCentreView } from "../../core/newsletter/service.ts";
import { loadSettingsFromDb } from "../../core/settings/service.ts";
import { destinationCountries, destinationNames } from "../../projections/queries/newsletter.ts";
import { errorKeyOf, errorsOf, formServicesOf, textOf } from "../components/forms/actions.server.ts";
import { AirportsFieldset } from "../components/forms/airports-fieldset.tsx";
import { CheckboxField, ErrorSummary, FieldError, SubmitButton } from "../components/forms/fields.tsx";
import { type ErrorKey, type FieldErrors, type FormResult, NO_ERRORS } from "../components/forms/form-state.ts";
import { fill, LOCALES, useLanguage } from "../i18n/dictionary.ts";
import { formsCopy } from "../i18n/sections/forms.ts";
import { metaCopy, pageMeta } from "../meta.ts";
import { type Language, languageOfPath, pathFor } from "../route-table.ts";
import type { Route } from "./+types/newsletter-preferences";

/**
 * /newsletter/nastroyki and /en/newsletter/preferences: the preference centre behind the signed
 * link of every digest (docs/decisions/0041). Departure airports, frequency (pausing included),
 * content, destination countries and a price cap, the price alerts (each can be deleted), and
 * leaving for good. No login: the `token` is the key, so the page is never cached or indexed.
 * Works without JavaScript: every form posts to this route's action, which calls the same
 * newsletter service as the API.
 */

// one subscriber's settings, opened with their key: no shared cache may keep it
export const headers: Route.HeadersFunction = () => ({ "cache-control": "no-store" });

/** What the form shows and sends back: the price cap as typed, in euro. */
interface Values {
  airports: string[];
  frequency: string;
  deals: boolean;
  tips: boolean;
  countries: string[];
  maxPrice: string;
}

/** Why the page cannot show the form: each has its own sentence. */
type Problem = "invalidLink" | "expiredSignedLink" | "missingLink" | "tryAgainLater";

interface CountryOption {
  code: string;
  name: string;
}

/** A price alert as the page lists it: what it watches, in words. */
interface AlertItem {
  alertId: string;
  what: string;
  pending: boolean;
}

type LoaderData =
  | {
      ok: true;
      token: string;
      values: Values;
      countries: CountryOption[];
      alerts: AlertItem[];
      telegram: PreferenceCentreView["telegram"];
    }
  | { ok: false; problem: Problem };

type Intent = "save" | "unsubscribe" | "delete-alert";

type ActionResult = FormResult<Values> & { intent: Intent };

const INTENTS: readonly Intent[] = ["save", "unsubscribe", "delete-alert"];

/** A refused link as the page explains it; a missing token is the 400 of an empty field. */
function problemOf(refusal: FormOutcome<unknown>): Problem {
  const key = errorKeyOf(refusal.message);
  if (key === "required") return "missingLink";
  return key === "invalidLink" || key === "expiredSignedLink" ? key : "tryAgainLater";
}

/** The country choice in the page's language, in that language's alphabetical order. */
async function countryOptions(db: Db, lang: Language): Promise<CountryOption[]> {
  const collator = new Intl.Collator(LOCALES[lang]);
  return (await destinationCountries(db))
    .map((country) => ({ code: country.code, name: country.name[lang] }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

function valuesOf(preferences: NewsletterPreferences): Values {
  const cap = preferences.maxPriceBgn;
  return {
    airports: preferences.airports,
    frequency: preferences.frequency,
    deals: preferences.deals,
    tips: preferences.tips,
    countries: preferences.countries,
    // whole euros read best; a cap under half a euro would show as 0, which the form refuses
    maxPrice: cap === null ? "" : String(Math.max(1, Math.round(cap / BGN_PER_EUR))),
  };
}

/**
 * The typed cap in BGN, as the service keeps it: empty is any price, a decimal comma is a
 * Bulgarian's decimal point. What is not a number goes through as typed, so the service's
 * own rule refuses it with the field's message.
 */
function maxPriceBgnOf(typed: string): number | string | null {
  const text = typed.replace(/\s/g, "").replace(",", ".");
  if (text === "") return null;
  const euro = Number(text);
  return Number.isFinite(euro) ? Math.round(euro * BGN_PER_EUR * 100) / 100 : typed;
}

/**
 * A refusal as the form shows it: the service's issue paths ("countries.3", "maxPriceBgn") as
 * the form's field names, and a problem with the key itself (a hidden field) for the whole form.
 */
function formErrorsOf(outcome: FormOutcome<unknown>): { errors: FieldErrors; formError: ErrorKey | null } {
  const { errors, formError } = errorsOf(outcome);
  const fields: FieldErrors = {};
  let linkError: ErrorKey | null = null;
  for (const [path, key] of Object.entries(errors)) {
    const [first = ""] = path.split(".");
    if (first === "token") linkError ??= key ?? null;
    else fields[first === "maxPriceBgn" ? "maxPrice" : first] ??= key;
  }
  return { errors: fields, formError: formError ?? linkError };
}

/** The subscriber's alerts in the page's language, each destination named as the catalog names it. */
async function alertItems(db: Db, alerts: PreferenceCentreView["alerts"], lang: Language): Promise<AlertItem[]> {
  // an alert's price cap in both currencies, in the order the settings show prices
  const priceFirst = alerts.some((alert) => alert.criteria.maxPriceBgn !== null)
    ? (await loadSettingsFromDb(db)).settings.currency
    : undefined;
  const ids = [
    ...new Set(alerts.flatMap((alert) => (alert.criteria.destinationId ? [alert.criteria.destinationId] : []))),
  ];
  const names = new Map(await Promise.all(ids.map(async (id) => [id, await destinationNames(db, id)] as const)));
  return alerts.map((alert) => {
    const what = describeAlert(alert.criteria, names.get(alert.criteria.destinationId ?? "") ?? null, lang, priceFirst);
    return {
      alertId: alert.alertId,
      // a list item starts a sentence
      what: what.charAt(0).toLocaleUpperCase(LOCALES[lang]) + what.slice(1),
      pending: alert.status === "pending",
    };
  });
}

const textsOf = (form: FormData, name: string): string[] =>
  form.getAll(name).filter((value): value is string => typeof value === "string");

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const forms = formServicesOf(context);
  if (!forms) return data<LoaderData>({ ok: false, problem: "tryAgainLater" }, { status: 503 });
  const token = url.searchParams.get("token") ?? "";
  const outcome = await forms.newsletter.preferences(token);
  // a forged, expired or missing key is the visitor's 4xx page, never a server error
  if (!outcome.ok) return data<LoaderData>({ ok: false, problem: problemOf(outcome) }, { status: outcome.status });
  const view = outcome.data;
  if (!view) throw new Error("the preference centre answered without the subscriber's settings");
  const lang = languageOfPath(url.pathname);
  const [countries, alerts] = await Promise.all([
    countryOptions(context.db, lang),
    alertItems(context.db, view.alerts, lang),
  ]);
  return data<LoaderData>({
    ok: true,
    token,
    values: valuesOf(view.preferences),
    countries,
    alerts,
    telegram: view.telegram,
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const forms = formServicesOf(context);
  // the form carries the key; the address it posts to has it too, for a form that lost it
  const token = textOf(form, "token") || (new URL(request.url).searchParams.get("token") ?? "");
  const intent = INTENTS.find((one) => one === textOf(form, "intent")) ?? "save";
  const values: Values = {
    airports: textsOf(form, "airports"),
    frequency: textOf(form, "frequency"),
    deals: form.has("deals"),
    tips: form.has("tips"),
    countries: textsOf(form, "countries"),
    maxPrice: textOf(form, "maxPrice").trim(),
  };
  if (!forms) {
    return data<ActionResult>(
      { intent, ok: false, errors: NO_ERRORS, formError: "tryAgainLater", values },
      { status: 503 },
    );
  }
  const outcome =
    intent === "unsubscribe"
      ? await forms.newsletter.unsubscribe(token)
      : intent === "delete-alert"
        ? await forms.newsletter.deleteAlert(token, textOf(form, "alertId"))
        : await forms.newsletter.changePreferences(token, {
            airports: values.airports,
            frequency: values.frequency,
            deals: values.deals,
            tips: values.tips,
            countries: values.countries,
            maxPriceBgn: maxPriceBgnOf(values.maxPrice),
          });
  const { errors, formError } = formErrorsOf(outcome);
  return data<ActionResult>({ intent, ok: outcome.ok, errors, formError, values }, { status: outcome.status });
}

/** After leaving, the link names no subscriber: keep the goodbye rather than load a broken-link page. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const result = actionResult as ActionResult | undefined;
  if (result?.intent === "unsubscribe" && result.ok) return false;
  return defaultShouldRevalidate;
}

export function meta({ location }: Route.MetaArgs) {
  const { lang } = metaCopy(location);
  const copy = formsCopy(lang).preferences;
  return [...pageMeta(copy.metaTitle, copy.metaDescription), { name: "robots", content: "noindex" }];
}

function Notice({ title, text, tone }: { title: string; text: string; tone: "success" | "error" }) {
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

function FrequencyFieldset({ checked, errors }: { checked: string; errors: FieldErrors }) {
  const { lang } = useLanguage();
  const forms = formsCopy(lang);
  const copy = forms.preferences;
  const invalid = Boolean(errors.frequency);
  return (
    <fieldset
      id="frequency"
      className={`form-fieldset${invalid ? " form-field--invalid" : ""}`}
      aria-describedby={invalid ? "frequency-error" : undefined}
    >
      <legend>{copy.frequencyLegend}</legend>
      {NEWSLETTER_FREQUENCIES.map((frequency) => (
        <div className="form-check" key={frequency}>
          <input
            type="radio"
            id={`frequency-${frequency}`}
            name="frequency"
            value={frequency}
            defaultChecked={checked === frequency}
            aria-describedby={frequency === "paused" ? "frequency-paused-hint" : undefined}
          />
          <label htmlFor={`frequency-${frequency}`}>{forms.newsletter.frequencies[frequency]}</label>
          {frequency === "paused" && (
            <p className="form-field__hint" id="frequency-paused-hint">
              {copy.pausedHint}
            </p>
          )}
        </div>
      ))}
      <FieldError name="frequency" errors={errors} />
    </fieldset>
  );
}

function CountriesFieldset({
  countries,
  checked,
  errors,
}: {
  countries: CountryOption[];
  checked: readonly string[];
  errors: FieldErrors;
}) {
  const { lang } = useLanguage();
  const copy = formsCopy(lang).preferences;
  const invalid = Boolean(errors.countries);
  const chosen = countries.filter((country) => checked.includes(country.code)).map((country) => country.name);
  return (
    <fieldset
      id="countries"
      className={`form-fieldset${invalid ? " form-field--invalid" : ""}`}
      aria-describedby={invalid ? "countries-error" : undefined}
    >
      <legend>{copy.countriesLegend}</legend>
      {/* the ticked ones may sit far down the scrolling list: say which they are */}
      {chosen.length > 0 && (
        <p className="form-field__hint" data-testid="countries-chosen">
          {fill(copy.countriesChosen, { countries: chosen.join(", ") })}
        </p>
      )}
      {countries.length === 0 ? (
        <p className="form-field__hint">{copy.noCountries}</p>
      ) : (
        // a long list: it scrolls inside its box so the rest of the form stays in reach
        <div className="form-choices form-choices--scroll" data-testid="country-choices">
          {countries.map((country) => (
            <div className="form-check" key={country.code}>
              <input
                type="checkbox"
                id={`countries-${country.code}`}
                name="countries"
                value={country.code}
                defaultChecked={checked.includes(country.code)}
              />
              <label htmlFor={`countries-${country.code}`}>{country.name}</label>
            </div>
          ))}
        </div>
      )}
      <FieldError name="countries" errors={errors} />
    </fieldset>
  );
}

function MaxPriceField({ value, errors }: { value: string; errors: FieldErrors }) {
  const { lang } = useLanguage();
  const forms = formsCopy(lang);
  const copy = forms.preferences;
  const invalid = Boolean(errors.maxPrice);
  return (
    <div className={`form-field${invalid ? " form-field--invalid" : ""}`}>
      <label htmlFor="maxPrice">
        {copy.maxPriceLabel}
        <span className="form-field__optional"> {forms.common.optional}</span>
      </label>
      <p className="form-field__hint" id="maxPrice-hint">
        {copy.maxPriceHint}
      </p>
      <div className="form-amount">
        <input
          type="number"
          id="maxPrice"
          name="maxPrice"
          inputMode="decimal"
          min={1}
          step="any"
          defaultValue={value}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? "maxPrice-hint maxPrice-error" : "maxPrice-hint"}
        />
        <span className="form-amount__unit" aria-hidden="true">
          €
        </span>
      </div>
      <FieldError name="maxPrice" errors={errors} />
    </div>
  );
}

/**
 * The subscriber's price alerts, each with its own small form: deleting one posts the key and the
 * alert's id, so it works without JavaScript too. The answer (deleted, or why not) heads the list.
 */
function AlertsSection({
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

function UnsubscribeForm({ token, problem }: { token: string; problem: ErrorKey | null }) {
  const { lang } = useLanguage();
  const forms = formsCopy(lang);
  const copy = forms.preferences;
  return (
    <Form method="post" className="form-card" data-testid="unsubscribe-form">
      <h2>{copy.unsubscribeTitle}</h2>
      <p>{copy.unsubscribeText}</p>
      {problem && (
        <p className="form-alert form-alert--error" role="alert">
          {forms.errors[problem]}
        </p>
      )}
      <input type="hidden" name="intent" value="unsubscribe" />
      <input type="hidden" name="token" value={token} />
      <button type="submit" className="button button--secondary form-submit">
        {copy.unsubscribeButton}
      </button>
    </Form>
  );
}

export default function PreferenceCentre({ loaderData, actionData }: Route.ComponentProps) {
  const { lang } = useLanguage();
  const forms = formsCopy(lang);
  const copy = forms.preferences;
  const page = loaderData as LoaderData;
  const result = actionData as ActionResult | undefined;
  const formRef = useRef<HTMLFormElement>(null);

  // With JavaScript the page stays at the button, below the answer at the top of the form: bring
  // the answer (saved, or what to fix) into view and to screen readers, as a reload would.
  useEffect(() => {
    if (result?.intent !== "save") return;
    const answer = formRef.current?.querySelector<HTMLElement>(".form-alert");
    if (!answer) return;
    answer.tabIndex = -1;
    answer.focus();
  }, [result]);

  const left = result?.intent === "unsubscribe" && result.ok;
  let body: ReactNode;
  if (left) {
    body = <Notice tone="success" title={copy.unsubscribeTitle} text={copy.unsubscribed} />;
  } else if (!page.ok) {
    const text = page.problem === "missingLink" ? copy.missingLink : forms.errors[page.problem];
    body = <Notice tone="error" title={copy.linkProblemTitle} text={text} />;
  } else {
    const saving = result?.intent === "save" ? result : undefined;
    const errors = saving?.errors ?? NO_ERRORS;
    // a refused change shows what was sent; anything else shows what is saved
    const values = saving && !saving.ok ? saving.values : page.values;
    body = (
      <>
        <Form ref={formRef} method="post" noValidate className="form-card" data-testid="preferences-form">
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="token" value={page.token} />
          {saving?.ok && (
            <p className="form-alert form-alert--success" role="status" data-testid="form-success">
              {copy.saved}
            </p>
          )}
          <ErrorSummary
            errors={errors}
            labels={{
              airports: copy.airportsLegend,
              frequency: copy.frequencyLegend,
              countries: copy.countriesLabel,
              maxPrice: copy.maxPriceLabel,
            }}
          />
          {saving?.formError && (
            <p className="form-alert form-alert--error" role="alert">
              {forms.errors[saving.formError]}
            </p>
          )}
          <AirportsFieldset checked={values.airports} errors={errors} />
          <FrequencyFieldset checked={values.frequency} errors={errors} />
          <fieldset className="form-fieldset">
            <legend>{copy.contentLegend}</legend>
            <CheckboxField name="deals" label={forms.newsletter.deals} errors={errors} defaultChecked={values.deals} />
            <CheckboxField name="tips" label={forms.newsletter.tips} errors={errors} defaultChecked={values.tips} />
          </fieldset>
          <CountriesFieldset countries={page.countries} checked={values.countries} errors={errors} />
          <MaxPriceField value={values.maxPrice} errors={errors} />
          <SubmitButton label={copy.submit} />
        </Form>
        <AlertsSection
          token={page.token}
          alerts={page.alerts}
          telegram={page.telegram}
          result={result?.intent === "delete-alert" ? result : undefined}
        />
        <UnsubscribeForm
          token={page.token}
          problem={result?.intent === "unsubscribe" && !result.ok ? result.formError : null}
        />
      </>
    );
  }

  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>{copy.title}</h1>
          {page.ok && !left && <p className="lead">{copy.intro}</p>}
        </div>
      </section>
      <div className="container">
        <div className="form-page">{body}</div>
      </div>
    </>
  );
}
