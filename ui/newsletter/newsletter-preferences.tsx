import { type ReactNode, useEffect, useRef } from "react";
import { Form, type ShouldRevalidateFunctionArgs } from "react-router";
import { withCmsSeo } from "../cms/screen-seo.ts";
import { CheckboxField, ErrorSummary, FormError, FormPage, SubmitButton } from "../forms/fields.tsx";
import { NO_ERRORS } from "../forms/form-state.ts";
import { useLanguage } from "../i18n/dictionary.ts";
import { formsCopy } from "../i18n/sections/forms.ts";
import { PushPreferences } from "../push/push-on-device.tsx";
import { metaCopy, pageMeta } from "../site/meta.ts";
import type { Route } from "./+types/newsletter-preferences";
import { AirportsFieldset } from "./airports-fieldset.tsx";
import { AlertsSection, Notice, UnsubscribeForm } from "./alerts-and-leaving.tsx";
import { loadPreferenceCentre, runPreferenceAction } from "./newsletter-preferences.server.ts";
import type { ActionResult, LoaderData } from "./preference-types.ts";
import { CountriesFieldset, FrequencyFieldset, MaxPriceField } from "./settings-fields.tsx";

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

export const loader = (args: Route.LoaderArgs) => loadPreferenceCentre(args);

export const action = (args: Route.ActionArgs) => runPreferenceAction(args);

/** After leaving, the link names no subscriber: keep the goodbye rather than load a broken-link page. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const result = actionResult as ActionResult | undefined;
  if (result?.intent === "unsubscribe" && result.ok) return false;
  return defaultShouldRevalidate;
}

// the editor's SEO for this address, when there is one, wins (ui/cms/screen-seo.ts)
export const meta: Route.MetaFunction = withCmsSeo(screenMeta);

function screenMeta({ location }: Route.MetaArgs) {
  const { lang } = metaCopy(location);
  const copy = formsCopy(lang).preferences;
  return [...pageMeta(copy.metaTitle, copy.metaDescription), { name: "robots", content: "noindex" }];
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
          <FormError error={saving?.formError} />
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
        <PushPreferences token={page.token} />
        <UnsubscribeForm
          token={page.token}
          problem={result?.intent === "unsubscribe" && !result.ok ? result.formError : null}
        />
      </>
    );
  }

  return (
    <FormPage title={copy.title} lead={page.ok && !left ? copy.intro : null}>
      {body}
    </FormPage>
  );
}
