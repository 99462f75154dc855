/** The preference centre's server side: reading the subscriber's settings and turning its forms into service calls. */
import { data } from "react-router";
import type { FormOutcome } from "../../core/captcha/form-outcome.ts";
import { BGN_PER_EUR } from "../../core/constants.ts";
import type { Db } from "../../core/db/database.ts";
import { describeAlert } from "../../core/newsletter/alert-text.ts";
import type { AlertCriteria } from "../../core/newsletter/events.ts";
import type { NewsletterPreferences } from "../../core/newsletter/preferences.ts";
import type { PreferenceCentreView } from "../../core/newsletter/service.ts";
import { loadSettingsFromDb } from "../../core/settings/service.ts";
import { destinationCountries, destinationNames } from "../../projections/newsletter/queries.ts";
import { errorKeyOf, errorsOf, formServicesOf, textOf } from "../forms/actions.server.ts";
import { type ErrorKey, type FieldErrors, NO_ERRORS } from "../forms/form-state.ts";
import { LOCALES } from "../i18n/dictionary.ts";
import { type Language, languageOfPath } from "../route-table.ts";
import type { Route } from "./+types/newsletter-preferences";
import {
  type ActionResult,
  type AlertItem,
  type CountryOption,
  INTENTS,
  type LoaderData,
  type Problem,
  type Values,
} from "./preference-types.ts";

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

/**
 * What each alert watches, in words, in the page's language ("полети от София до Лондон на цена
 * до 77 € (150 лв.)"), each destination named as the catalog names it.
 */
export async function alertDescriptions(db: Db, criteria: readonly AlertCriteria[], lang: Language): Promise<string[]> {
  // an alert's price cap in both currencies, in the order the settings show prices
  const priceFirst = criteria.some((c) => c.maxPriceBgn !== null)
    ? (await loadSettingsFromDb(db)).settings.currency
    : undefined;
  const ids = [...new Set(criteria.flatMap((c) => (c.destinationId ? [c.destinationId] : [])))];
  const names = new Map(await Promise.all(ids.map(async (id) => [id, await destinationNames(db, id)] as const)));
  return criteria.map((c) => describeAlert(c, names.get(c.destinationId ?? "") ?? null, lang, priceFirst));
}

/** The subscriber's alerts as the preference centre lists them. */
async function alertItems(db: Db, alerts: PreferenceCentreView["alerts"], lang: Language): Promise<AlertItem[]> {
  const descriptions = await alertDescriptions(
    db,
    alerts.map((alert) => alert.criteria),
    lang,
  );
  return alerts.map((alert, index) => {
    const what = descriptions[index] ?? "";
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

export async function loadPreferenceCentre({ request, context }: Route.LoaderArgs) {
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

export async function runPreferenceAction({ request, context }: Route.ActionArgs) {
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
