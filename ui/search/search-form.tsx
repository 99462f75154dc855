import { type ReactNode, useId } from "react";
import { Form, useNavigation } from "react-router";
import { BULGARIAN_AIRPORTS, DATE_FLEXIBILITY_DAYS } from "../../core/constants.ts";
import {
  ANYTIME,
  ANYTIME_BOXES,
  CABIN_CODES,
  FLIGHT_PREFERENCES,
  MAX_STOPOVERS,
  PASSENGER_LIMITS,
  SEARCH_CURRENCIES,
  type SearchField,
  type SearchFieldErrors,
  type SearchFormValues,
  TRIP_TYPES,
} from "../../core/search/form-fields.ts";
import { fill, useLanguage } from "../i18n/dictionary.ts";
import { pathFor } from "../route-table.ts";
import { DestinationCombobox } from "./destination-combobox.tsx";

export interface SearchFormProps {
  defaults: SearchFormValues;
  errors?: SearchFieldErrors;
  /** "compact" keeps route and dates in view and folds the rest away (the home page's hero). */
  variant?: "full" | "compact";
}

const STOPOVER_OPTIONS = Array.from(
  { length: MAX_STOPOVERS + 1 },
  (_, stops) => String(stops) as "0" | "1" | "2" | "3",
);

/**
 * The flight search form (spec sections 2 and 5). A GET form: it works without JavaScript, its
 * state is the URL of /search, and the server validates it with the same schema as the API.
 * Browser validation is off so every visitor gets the same messages, beside their fields.
 */
export function SearchForm({ defaults, errors = {}, variant = "full" }: SearchFormProps) {
  const { lang, t } = useLanguage();
  const prefix = useId();
  const id = (field: string) => `${prefix}-${field}`;
  const navigation = useNavigation();
  const action = pathFor("search", lang);
  const searching = navigation.state !== "idle" && navigation.location?.pathname === action;
  const copy = t.search.form;
  const errorKeys = Object.entries(errors) as [SearchField, NonNullable<SearchFieldErrors[SearchField]>][];

  const described = (field: SearchField, hint: boolean) =>
    [hint ? id(`${field}-hint`) : null, errors[field] ? id(`${field}-error`) : null].filter(Boolean).join(" ") ||
    undefined;
  const fieldError = (field: SearchField) =>
    errors[field] ? (
      <p className="form-field__error" id={id(`${field}-error`)}>
        {t.search.errors[errors[field]]}
      </p>
    ) : null;
  const hint = (field: SearchField, text: string) => (
    <p className="form-field__hint" id={id(`${field}-hint`)}>
      {text}
    </p>
  );
  const field = (name: SearchField, label: string, control: ReactNode, extra?: ReactNode, className = "") => (
    <div className={`form-field search-form__${name} ${className}${errors[name] ? " form-field--invalid" : ""}`}>
      <label htmlFor={id(name)}>{label}</label>
      {control}
      {extra}
      {fieldError(name)}
    </div>
  );
  const number = (name: "adults" | "children" | "infants", label: string, note: string) =>
    field(
      name,
      label,
      <input
        id={id(name)}
        name={name}
        type="number"
        inputMode="numeric"
        min={PASSENGER_LIMITS[name].min}
        max={PASSENGER_LIMITS[name].max}
        defaultValue={defaults[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={described(name, true)}
      />,
      hint(name, note),
    );
  const date = (name: "departureDate" | "returnDate", label: string) => {
    const anytimeName = ANYTIME_BOXES[name];
    const value = defaults[name];
    const anytime = value === ANYTIME;
    return (
      <fieldset
        className={`search-form__date search-form__${name}${errors[name] ? " form-field--invalid" : ""}`}
        aria-describedby={described(name, true)}
      >
        <legend>{label}</legend>
        <input
          id={id(name)}
          name={name}
          type="date"
          aria-label={label}
          defaultValue={anytime ? "" : value}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={described(name, true)}
          // once hydrated, the two controls agree: a picked date unticks "anytime"
          onChange={(event) => {
            const box = event.currentTarget.form?.elements.namedItem(anytimeName);
            if (box instanceof HTMLInputElement && event.currentTarget.value) box.checked = false;
          }}
        />
        <label className="search-form__anytime">
          <input
            type="checkbox"
            name={anytimeName}
            value="1"
            defaultChecked={anytime}
            onChange={(event) => {
              const date = event.currentTarget.form?.elements.namedItem(name);
              if (date instanceof HTMLInputElement && event.currentTarget.checked) date.value = "";
            }}
          />
          {copy.anytime}
        </label>
        {hint(name, copy.dateHint)}
        {fieldError(name)}
      </fieldset>
    );
  };
  const select = (name: SearchField, label: string, options: ReadonlyArray<readonly [string, string]>) =>
    field(
      name,
      label,
      <select
        id={id(name)}
        name={name}
        defaultValue={String(defaults[name])}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={described(name, false)}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>,
    );

  const route = (
    <>
      <fieldset id={id("tripType")} className="search-form__trip" aria-describedby={described("tripType", false)}>
        <legend>{copy.tripType}</legend>
        {TRIP_TYPES.map((trip) => (
          <label key={trip} className="search-form__choice">
            <input type="radio" name="tripType" value={trip} defaultChecked={defaults.tripType === trip} />
            {copy.tripTypes[trip]}
          </label>
        ))}
        {fieldError("tripType")}
      </fieldset>
      {field(
        "from",
        copy.from,
        <input
          id={id("from")}
          name="from"
          type="text"
          list={id("airports")}
          defaultValue={defaults.from}
          placeholder={copy.fromPlaceholder}
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={errors.from ? true : undefined}
          aria-describedby={described("from", true)}
        />,
        <>
          <datalist id={id("airports")}>
            {BULGARIAN_AIRPORTS.map((code) => (
              <option key={code} value={code}>
                {fill(copy.airportOption, { city: t.deals.origins[code] ?? code, code })}
              </option>
            ))}
          </datalist>
          {hint("from", copy.fromHint)}
        </>,
      )}
      {field(
        "to",
        copy.to,
        <DestinationCombobox
          id={id("to")}
          name="to"
          defaultValue={defaults.to}
          placeholder={copy.toPlaceholder}
          describedBy={described("to", true)}
          invalid={Boolean(errors.to)}
        />,
        hint("to", copy.toHint),
      )}
      {date("departureDate", copy.departureDate)}
      {date("returnDate", copy.returnDate)}
    </>
  );

  const options = (
    <>
      <fieldset className="search-form__passengers">
        <legend>{copy.passengers}</legend>
        {number("adults", copy.adults, copy.adultsHint)}
        {number("children", copy.children, copy.childrenHint)}
        {number("infants", copy.infants, copy.infantsHint)}
      </fieldset>
      {select(
        "cabinClass",
        copy.cabinClass,
        CABIN_CODES.map((code) => [code, copy.cabins[code]] as const),
      )}
      {select(
        "dateFlexibility",
        copy.dateFlexibility,
        DATE_FLEXIBILITY_DAYS.map((days) => [String(days), copy.flexibility[String(days) as "0"]] as const),
      )}
      <fieldset
        id={id("flightPreference")}
        className="search-form__preference"
        aria-describedby={described("flightPreference", false)}
      >
        <legend>{copy.flightPreference}</legend>
        {FLIGHT_PREFERENCES.map((preference) => (
          <label key={preference} className="search-form__choice">
            <input
              type="radio"
              name="flightPreference"
              value={preference}
              defaultChecked={defaults.flightPreference === preference}
            />
            {copy.flightPreferences[preference]}
          </label>
        ))}
        {fieldError("flightPreference")}
      </fieldset>
      {select(
        "maxStopovers",
        copy.maxStopovers,
        STOPOVER_OPTIONS.map((stops) => [stops, copy.stopovers[stops]] as const),
      )}
      {select(
        "currency",
        copy.currency,
        SEARCH_CURRENCIES.map((currency) => [currency, copy.currencies[currency]] as const),
      )}
    </>
  );

  return (
    <Form
      method="get"
      action={action}
      noValidate
      className={`search-form search-form--${variant}`}
      aria-label={copy.label}
      data-testid="search-form"
    >
      {errorKeys.length > 0 && (
        <div className="form-alert form-alert--error" role="alert">
          <p>{copy.errorSummary}</p>
          <ul>
            {errorKeys.map(([name, key]) => (
              <li key={name}>
                <a href={`#${id(name)}`}>{t.search.errors[key]}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="search-form__route">{route}</div>
      {variant === "compact" ? (
        <details className="search-form__more" open={errorKeys.some(([name]) => !ROUTE_FIELDS.has(name))}>
          <summary>{copy.moreOptions}</summary>
          <div className="search-form__options">{options}</div>
        </details>
      ) : (
        <div className="search-form__options">{options}</div>
      )}
      <div className="search-form__actions">
        <button className="button search-form__submit" type="submit" disabled={searching}>
          {searching ? copy.searching : copy.submit}
        </button>
      </div>
    </Form>
  );
}

const ROUTE_FIELDS = new Set<SearchField>(["tripType", "from", "to", "departureDate", "returnDate"]);
