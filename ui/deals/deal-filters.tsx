import { Form, Link } from "react-router";
import { BULGARIAN_AIRPORTS } from "../../core/constants.ts";
import { DEAL_SORTS, DEAL_STOPS } from "../../core/deals/listing.ts";
import type { DealCountry, DealFilters as Filters } from "../../projections/deals/queries.ts";
import { useLanguage } from "../i18n/dictionary.ts";

interface DealFiltersProps {
  /** The listing's own path: the form submits to it with GET, so the filters live in the URL. */
  action: string;
  filters: Filters;
  countries: readonly DealCountry[];
  months: readonly { value: string; label: string }[];
}

/** Airport, country, month, price range, flight type and sort; works without JavaScript. */
export function DealFilters({ action, filters, countries, months }: DealFiltersProps) {
  const { lang, t } = useLanguage();
  const f = t.deals.filters;
  // keyed by the filters so the fields show the current URL after a client-side navigation
  const key = JSON.stringify(filters);
  return (
    <Form method="get" action={action} className="deal-filters" key={key} preventScrollReset>
      <fieldset>
        <legend className="visually-hidden">{f.heading}</legend>
        <label>
          <span>{f.from}</span>
          <select name="from" defaultValue={filters.from ?? ""}>
            <option value="">{f.anyAirport}</option>
            {BULGARIAN_AIRPORTS.map((code) => (
              <option key={code} value={code}>
                {t.deals.origins[code]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{f.country}</span>
          <select name="country" defaultValue={filters.country ?? ""}>
            <option value="">{f.anyCountry}</option>
            {countries.map((country) => (
              <option key={country.countryCode} value={country.countryCode}>
                {lang === "bg" ? country.nameBg : country.nameEn}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{f.month}</span>
          <select name="month" defaultValue={filters.month ?? ""}>
            <option value="">{f.anyMonth}</option>
            {months.map((month) => (
              <option key={month.value} value={month.value}>
                {month.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{f.minPrice}</span>
          <input type="number" name="minPrice" min={0} step={1} inputMode="numeric" defaultValue={filters.minPrice} />
        </label>
        <label>
          <span>{f.maxPrice}</span>
          <input type="number" name="maxPrice" min={0} step={1} inputMode="numeric" defaultValue={filters.maxPrice} />
        </label>
        <label>
          <span>{f.stops}</span>
          <select name="stops" defaultValue={filters.stops}>
            {DEAL_STOPS.map((stops) => (
              <option key={stops} value={stops}>
                {t.deals.stopsFilter[stops]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{f.sortBy}</span>
          <select name="sortBy" defaultValue={filters.sortBy}>
            {DEAL_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t.deals.sort[sort]}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <div className="deal-filters__actions">
        <button type="submit" className="button">
          {f.apply}
        </button>
        <Link to={action} preventScrollReset>
          {f.reset}
        </Link>
      </div>
    </Form>
  );
}
