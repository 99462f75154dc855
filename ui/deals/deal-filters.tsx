import { Form, Link } from "react-router";
import { DEAL_SORTS, DEAL_STOPS } from "../../core/deals/listing.ts";
import type { DealCountry, DealFilters as Filters } from "../../projections/deals/queries.ts";
import { useLanguage } from "../i18n/dictionary.ts";
import { departureAirportOptions, FilterSelect } from "../parts/filter-select.tsx";

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
        <FilterSelect
          label={f.from}
          name="from"
          value={filters.from}
          any={f.anyAirport}
          options={departureAirportOptions(t.deals.origins)}
        />
        <FilterSelect
          label={f.country}
          name="country"
          value={filters.country}
          any={f.anyCountry}
          options={countries.map((country) => ({
            value: country.countryCode,
            label: lang === "bg" ? country.nameBg : country.nameEn,
          }))}
        />
        <FilterSelect label={f.month} name="month" value={filters.month} any={f.anyMonth} options={months} />
        <label>
          <span>{f.minPrice}</span>
          <input type="number" name="minPrice" min={0} step={1} inputMode="numeric" defaultValue={filters.minPrice} />
        </label>
        <label>
          <span>{f.maxPrice}</span>
          <input type="number" name="maxPrice" min={0} step={1} inputMode="numeric" defaultValue={filters.maxPrice} />
        </label>
        <FilterSelect
          label={f.stops}
          name="stops"
          value={filters.stops}
          options={DEAL_STOPS.map((stops) => ({ value: stops, label: t.deals.stopsFilter[stops] }))}
        />
        <FilterSelect
          label={f.sortBy}
          name="sortBy"
          value={filters.sortBy}
          options={DEAL_SORTS.map((sort) => ({ value: sort, label: t.deals.sort[sort] }))}
        />
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
