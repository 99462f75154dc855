/** The preference centre's settings fields: how often, which countries, up to what price. */
import { NEWSLETTER_FREQUENCIES } from "../../core/newsletter/preferences.ts";
import { FieldError } from "../forms/fields.tsx";
import type { FieldErrors } from "../forms/form-state.ts";
import { fill, useLanguage } from "../i18n/dictionary.ts";
import { formsCopy } from "../i18n/sections/forms.ts";
import type { CountryOption } from "./preference-types.ts";
export function FrequencyFieldset({ checked, errors }: { checked: string; errors: FieldErrors }) {
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

export function CountriesFieldset({
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

export function MaxPriceField({ value, errors }: { value: string; errors: FieldErrors }) {
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
