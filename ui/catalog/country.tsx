import { Link } from "react-router";
import { countryBySlug, listDestinations } from "../../projections/catalog/queries.ts";
import { cmsPageOrNotFound } from "../cms/cms-page.server.ts";
import type { CmsPageData } from "../cms/cms-page-data.ts";
import { CmsPageView } from "../cms/cms-page-view.tsx";
import { cmsAwareHeaders, cmsPageMeta, isCmsPage } from "../cms/cms-route.ts";
import { withCmsSeo } from "../cms/screen-seo.ts";
import { PriceFrom } from "../deals/price-from.tsx";
import { fill, useLanguage } from "../i18n/dictionary.ts";
import { mapHref } from "../map/map-address.ts";
import { Breadcrumbs } from "../parts/breadcrumbs.tsx";
import { languageOfPath, pathFor } from "../route-table.ts";
import { requireCanonical } from "../site/loader-answers.ts";
import { errorMeta, metaCopy, pageMeta } from "../site/meta.ts";
import { RouteError } from "../site/route-error.tsx";
import type { Route } from "./+types/country";
import { bothLanguages, countryPath, countryStats, sortDestinations, toDestinationCard, visaPath } from "./catalog.ts";
import { DestinationCard } from "./destination-card.tsx";

// an address that is no country may be a page of the CMS (ui/cms)
export const headers: Route.HeadersFunction = cmsAwareHeaders();

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = languageOfPath(new URL(request.url).pathname);
  const found = await countryBySlug(context.db, params.countrySlug);
  if (!found) return cmsPageOrNotFound(request, context);
  const country = found.value;
  requireCanonical(request.url, countryPath(country, lang));
  const destinations = await listDestinations(context.db, country.countryCode);
  return {
    lang,
    name: lang === "bg" ? country.nameBg : country.nameEn,
    stats: countryStats(destinations),
    destinations: sortDestinations(destinations, "popularity", lang).map((d) => toDestinationCard(d, lang)),
    visaHref: visaPath(country, lang),
    alternates: bothLanguages((l) => countryPath(country, l)),
  };
}

// the editor's SEO for this address, when there is one, wins (ui/cms/screen-seo.ts)
export const meta: Route.MetaFunction = withCmsSeo(screenMeta);

function screenMeta({ loaderData, location, error, matches }: Route.MetaArgs) {
  const { lang, t } = metaCopy(location);
  if (error || !loaderData) return errorMeta(lang, error);
  if (isCmsPage(loaderData)) return cmsPageMeta(loaderData, matches);
  const values = { country: loaderData.name };
  return pageMeta(fill(t.country.metaTitle, values), fill(t.country.metaDescription, values));
}

/** A CMS page at an address no country has, else the country screen: two components, so hooks keep their order. */
export default function Country({ loaderData }: Route.ComponentProps) {
  return isCmsPage(loaderData) ? <CmsPageView page={loaderData} /> : <CountryScreen loaderData={loaderData} />;
}

function CountryScreen({ loaderData }: { loaderData: Exclude<Route.ComponentProps["loaderData"], CmsPageData> }) {
  const { name, stats, destinations, visaHref } = loaderData;
  const { lang, t } = useLanguage();
  return (
    <>
      <section className="hero">
        <div className="container">
          <Breadcrumbs trail={[{ label: t.nav.destinations, href: pathFor("destinations", lang) }, { label: name }]} />
          <h1>{fill(t.country.title, { country: name })}</h1>
          <p className="lead">{fill(t.country.intro, { country: name })}</p>
          <p>
            <Link to={mapHref(lang)}>{fill(t.map.openMapFrom, { from: t.map.home })}</Link>
          </p>
        </div>
      </section>
      <div className="container catalog">
        <dl className="stats" aria-label={t.country.statsLabel} data-testid="country-stats">
          <div>
            <dt>{t.country.destinationCount}</dt>
            <dd>{stats.destinationCount}</dd>
          </div>
          <div>
            <dt>{t.country.destinationsWithDeals}</dt>
            <dd>{stats.destinationsWithDeals}</dd>
          </div>
          <div>
            <dt>{t.country.minPrice}</dt>
            <dd>
              <PriceFrom bgn={stats.minPriceBgn} />
            </dd>
          </div>
        </dl>
        <p>
          <Link className="button button--secondary" to={visaHref} data-testid="visa-link">
            {fill(t.country.visaLink, { country: name })}
          </Link>
        </p>
        <section className="country-section" aria-labelledby="country-destinations">
          <h2 id="country-destinations">{fill(t.country.destinationsHeading, { country: name })}</h2>
          {destinations.length === 0 ? (
            <p className="empty-state">{fill(t.country.empty, { country: name })}</p>
          ) : (
            <ul className="card-grid card-grid--places">
              {destinations.map((destination) => (
                <li key={destination.iataCode}>
                  <DestinationCard destination={destination} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <p>
          <Link to={pathFor("destinations", lang)}>{t.country.allDestinations}</Link>
        </p>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
