import { Link } from "react-router";
import { airportByIata } from "../../core/pricing/simulated-routes.ts";
import { airlineBySlug, routesOfAirline } from "../../projections/catalog/airports-airlines.ts";
import { withCmsSeo } from "../cms/screen-seo.ts";
import { PriceFrom } from "../deals/price-from.tsx";
import { fill, plural, useLanguage } from "../i18n/dictionary.ts";
import { Breadcrumbs } from "../parts/breadcrumbs.tsx";
import { languageOfPath, pathFor } from "../route-table.ts";
import { sharedPageHeaders } from "../site/cache-headers.ts";
import { foundOr404, requireCanonical } from "../site/loader-answers.ts";
import { errorMeta, metaCopy, pageMeta } from "../site/meta.ts";
import { RouteError } from "../site/route-error.tsx";
import type { Route } from "./+types/airline";
import { AirlineKind, AirlineLogo } from "./airline-card.tsx";
import { airlinePath, bothLanguages, cityName, destinationPath, toAirlineCard } from "./catalog.ts";

export const headers: Route.HeadersFunction = sharedPageHeaders;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = languageOfPath(new URL(request.url).pathname);
  const airline = foundOr404(await airlineBySlug(context.db, params.slug));
  requireCanonical(request.url, airlinePath(airline, lang));
  const routes = await routesOfAirline(context.db, airline.iataCode);
  const city = (code: string) => {
    const known = airportByIata(code);
    return (lang === "bg" ? known?.cityBg : known?.cityEn) ?? code;
  };
  return {
    lang,
    airline: toAirlineCard(airline, lang),
    routes: routes.map((route) => ({
      fromAirport: route.fromAirport,
      toAirport: route.toAirport,
      from: city(route.fromAirport),
      to: route.destination ? cityName(route.destination, lang) : city(route.toAirport),
      href: route.destination ? destinationPath(route.destination, lang) : null,
      minPriceBgn: route.minPriceBgn,
    })),
    alternates: bothLanguages((l) => airlinePath(airline, l)),
  };
}

// the editor's SEO for this address, when there is one, wins (ui/cms/screen-seo.ts)
export const meta: Route.MetaFunction = withCmsSeo(screenMeta);

function screenMeta({ loaderData, location, error }: Route.MetaArgs) {
  const { lang, t } = metaCopy(location);
  if (error || !loaderData) return errorMeta(lang, error);
  const values = { airline: loaderData.airline.name };
  return pageMeta(fill(t.airline.metaTitle, values), fill(t.airline.metaDescription, values));
}

export default function Airline({ loaderData }: Route.ComponentProps) {
  const { airline, routes } = loaderData;
  const { lang, t } = useLanguage();
  return (
    <>
      <section className="hero">
        <div className="container">
          <Breadcrumbs trail={[{ label: t.nav.airlines, href: pathFor("airlines", lang) }, { label: airline.name }]} />
          <div className="airline-hero">
            <AirlineLogo src={airline.logoUrl} size={72} />
            <div>
              <h1>{airline.name}</h1>
              <p className="airline-hero__facts">
                <AirlineKind airline={airline} />
                <span>
                  {airline.routeCount > 0 ? plural(lang, t.airlines.routes, airline.routeCount) : t.airlines.noRoutes}
                </span>
              </p>
              {airline.minPriceBgn !== null && <PriceFrom bgn={airline.minPriceBgn} />}
            </div>
          </div>
        </div>
      </section>
      <div className="container catalog">
        <section aria-labelledby="routes-heading">
          <h2 id="routes-heading">{fill(t.airline.routesHeading, { airline: airline.name })}</h2>
          {routes.length === 0 ? (
            <p className="empty-state">{fill(t.airline.routesEmpty, { airline: airline.name })}</p>
          ) : (
            <ul className="route-list" data-testid="airline-routes">
              {routes.map((route) => (
                <li key={`${route.fromAirport}-${route.toAirport}`} className="route-list__item">
                  <span className="route-list__route">
                    {`${route.from} (${route.fromAirport}) → `}
                    {route.href ? <Link to={route.href}>{route.to}</Link> : route.to}
                    {` (${route.toAirport})`}
                  </span>
                  <PriceFrom bgn={route.minPriceBgn} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <p>
          <Link to={pathFor("airlines", lang)}>{t.airline.allAirlines}</Link>
        </p>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
