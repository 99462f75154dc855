import { BULGARIAN_AIRPORTS } from "../../core/constants.ts";
import { FieldError } from "../forms/fields.tsx";
import type { FieldErrors } from "../forms/form-state.ts";
import { useLanguage } from "../i18n/dictionary.ts";
import { formsCopy } from "../i18n/sections/forms.ts";

/**
 * The four Bulgarian airports as checkboxes, named as the deal screens name them. `offeredMarker`
 * names a hidden field sent beside them, so an action can tell "none ticked" from an older form
 * without the checkboxes.
 */
export function AirportsFieldset({
  checked,
  errors,
  offeredMarker,
}: {
  checked: readonly string[];
  errors: FieldErrors;
  offeredMarker?: string;
}) {
  const { lang, t } = useLanguage();
  const copy = formsCopy(lang).preferences;
  const invalid = Boolean(errors.airports);
  return (
    <fieldset
      id="airports"
      className={`form-fieldset${invalid ? " form-field--invalid" : ""}`}
      aria-describedby={invalid ? "airports-error" : undefined}
    >
      <legend>{copy.airportsLegend}</legend>
      {offeredMarker && <input type="hidden" name={offeredMarker} value="1" />}
      <div className="form-choices form-choices--airports">
        {BULGARIAN_AIRPORTS.map((code) => (
          <div className="form-check" key={code}>
            <input
              type="checkbox"
              id={`airports-${code}`}
              name="airports"
              value={code}
              defaultChecked={checked.includes(code)}
            />
            <label htmlFor={`airports-${code}`}>{t.deals.origins[code] ?? code}</label>
          </div>
        ))}
      </div>
      <FieldError name="airports" errors={errors} />
    </fieldset>
  );
}
