import type { ChangeEvent } from "react";
import { Form, Link } from "react-router";
import { listCountries, listDestinations } from "../../projections/catalog/queries.ts";
import { withCmsSeo } from "../cms/screen-seo.ts";
import { PriceFrom } from "../deals/price-from.tsx";
import { plural, useLanguage } from "../i18n/dictionary.ts";
import { Pagination } from "../parts/pagination.tsx";
import { type Language, languageOfPath, pathFor } from "../route-table.ts";
import { sharedPageHeaders } from "../site/cache-headers.ts";
import { errorMeta, metaCopy, pageMeta } from "../site/meta.ts";
import { pageOfGroups } from "../site/paging.ts";
import { RouteError } from "../site/route-error.tsx";
import type { Route } from "./+types/destinations";
import {
  DEFAULT_SORT,
  DESTINATION_SORTS,
  type DestinationSort,
  destinationsIndexPath,
  groupByCountry,
  parseCountryCode,
  parseSort,
} from "./catalog.ts";
import { DestinationCard } from "./destination-card.tsx";

export const headers: Route.HeadersFunction = sharedPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = languageOfPath(url.pathname);
  const sort = parseSort(url.searchParams.get("sort"));
  const country = parseCountryCode(url.searchParams.get("country"));
  const [destinations, countries] = await Promise.all([listDestinations(context.db), listCountries(context.db)]);
  const groups = groupByCountry(destinations, countries, sort, lang);
  const countryOptions = groupByCountry(destinations, countries, "alphabetical", lang).map((group) => ({
    code: group.countryCode,
    name: group.name,
  }));
  const shown = country ? groups.filter((group) => group.countryCode === country) : groups;
  const { page, pages, items } = pageOfGroups(shown, url, (group) => group.destinations.length);
  return { lang, sort, country, countryOptions, page, pages, groups: items };
}

// the editor's SEO for this address, when there is one, wins (ui/cms/screen-seo.ts)
export const meta: Route.MetaFunction = withCmsSeo(screenMeta);

function screenMeta({ location, error }: Route.MetaArgs) {
  const { lang, t } = metaCopy(location);
  if (error) return errorMeta(lang, error);
  return pageMeta(t.destinations.metaTitle, t.destinations.metaDescription);
}

/** Plain links, so the order lives in the URL, works without JavaScript and can be shared. */
function SortControl({ lang, sort, country }: { lang: Language; sort: DestinationSort; country: string | null }) {
  const { t } = useLanguage();
  return (
    <nav className="filter-row" aria-label={t.destinations.sortLabel}>
      <span className="filter-row__label">{t.destinations.sortLabel}</span>
      <ul>
        {DESTINATION_SORTS.map((option) => (
          <li key={option}>
            <Link
              className="chip"
              to={destinationsIndexPath(lang, option, country)}
              preventScrollReset
              aria-current={option === sort ? "true" : undefined}
            >
              {t.destinations.sort[option]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface CountryFilterProps {
  lang: Language;
  sort: DestinationSort;
  country: string | null;
  options: { code: string; name: string }[];
}

/** A GET form: without JavaScript the button submits it, with it a change submits at once. */
function CountryFilter({ lang, sort, country, options }: CountryFilterProps) {
  const { t } = useLanguage();
  const submit = (event: ChangeEvent<HTMLSelectElement>) => event.currentTarget.form?.requestSubmit();
  return (
    <Form className="filter-form" method="get" action={pathFor("destinations", lang)} preventScrollReset>
      {sort !== DEFAULT_SORT && <input type="hidden" name="sort" value={sort} />}
      <label htmlFor="country-filter">{t.destinations.countryLabel}</label>
      <select id="country-filter" name="country" defaultValue={country ?? ""} key={country ?? ""} onChange={submit}>
        <option value="">{t.destinations.allCountries}</option>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
      <button className="button button--small" type="submit">
        {t.destinations.apply}
      </button>
    </Form>
  );
}

export default function Destinations({ loaderData }: Route.ComponentProps) {
  const { lang, sort, country, groups, countryOptions, page, pages } = loaderData;
  const { t } = useLanguage();
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>{t.destinations.title}</h1>
          <p className="lead">{t.destinations.intro}</p>
        </div>
      </section>
      <div className="container catalog">
        <div className="filters">
          <SortControl lang={lang} sort={sort} country={country} />
          <CountryFilter lang={lang} sort={sort} country={country} options={countryOptions} />
        </div>
        {groups.length === 0 ? (
          <div className="empty-state" data-testid="destinations-empty">
            <p>{t.destinations.empty}</p>
            <Link to={destinationsIndexPath(lang, sort, null)}>{t.destinations.showAll}</Link>
          </div>
        ) : (
          groups.map((group) => (
            <section
              key={group.countryCode}
              className="country-section"
              data-testid="country-section"
              aria-labelledby={`country-${group.countryCode}`}
            >
              <header className="country-section__head">
                <h2 id={`country-${group.countryCode}`}>
                  <Link className="heading-link" to={group.href}>
                    {group.name}
                  </Link>
                </h2>
                <p className="muted">{plural(lang, t.destinations.count, group.destinationCount)}</p>
                {group.minPriceBgn !== null && <PriceFrom bgn={group.minPriceBgn} />}
              </header>
              <ul className="card-grid card-grid--places">
                {group.destinations.map((destination) => (
                  <li key={destination.iataCode}>
                    <DestinationCard destination={destination} />
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
        <Pagination
          page={page}
          pages={pages}
          hrefFor={(p) => {
            const path = destinationsIndexPath(lang, sort, country);
            return p === 1 ? path : `${path}${path.includes("?") ? "&" : "?"}page=${p}`;
          }}
        />
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
