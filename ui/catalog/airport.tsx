import { data, Link } from "react-router";
import { airportByIata } from "../../core/pricing/simulated-routes.ts";
import { departureAirports } from "../../projections/catalog/airports-airlines.ts";
import { cheapestFaresByDestination } from "../../projections/pricing/fares.ts";
import { withCmsSeo } from "../cms/screen-seo.ts";
import { FareList } from "../deals/fare-list.tsx";
import { alertAction, alertFormOf, alertPageHeaders } from "../forms/actions.server.ts";
import { fill, useLanguage } from "../i18n/dictionary.ts";
import { AlertForm, alertResultOf } from "../newsletter/alert-form.tsx";
import { Breadcrumbs } from "../parts/breadcrumbs.tsx";
import { Pagination } from "../parts/pagination.tsx";
import { languageOfPath, pathFor } from "../route-table.ts";
import { errorMeta, feedLinks, metaCopy, pageMeta, publicUrlOf } from "../site/meta.ts";
import { pageOf } from "../site/paging.ts";
import { RouteError } from "../site/route-error.tsx";
import type { Route } from "./+types/airport";
import { AIRPORT_SCREENS, airportScreenOfPath } from "./catalog.ts";

export const headers: Route.HeadersFunction = alertPageHeaders;

const AIRPORT_FARE_LIMIT = 48;

/** One module for the four airports in both languages; the path says which airport it is. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { pathname } = url;
  const lang = languageOfPath(pathname);
  const screen = airportScreenOfPath(pathname);
  if (!screen) throw data(null, { status: 404 });
  const [airports, allFares] = await Promise.all([
    departureAirports(context.db),
    cheapestFaresByDestination(context.db, { origin: screen.iataCode, limit: AIRPORT_FARE_LIMIT }),
  ]);
  // Names come from the catalog; the route network's names cover a catalog not seeded yet.
  const nameOf = (code: string) => {
    const row = airports.find((airport) => airport.iataCode === code);
    const known = airportByIata(code);
    const city = (lang === "bg" ? (row?.cityBg ?? known?.cityBg) : (row?.cityEn ?? known?.cityEn)) ?? code;
    return { city, name: (lang === "bg" ? row?.nameBg : row?.nameEn) ?? city };
  };
  const { page, pages, items: fares } = pageOf(allFares, url);
  return {
    lang,
    code: screen.iataCode,
    ...nameOf(screen.iataCode),
    fares,
    page,
    pages,
    path: pathFor(screen.key, lang),
    others: AIRPORT_SCREENS.filter((other) => other.iataCode !== screen.iataCode).map((other) => ({
      code: other.iataCode,
      city: nameOf(other.iataCode).city,
      href: pathFor(other.key, lang),
    })),
    requestTime: context.now().toISOString(),
    // "alert me" for everything from this airport: such an alert needs a price
    alert: alertFormOf(context, lang, { fromAirport: screen.iataCode, destinationId: null, destination: null }),
  };
}

/** The "alert me" form posts here (intent=alert). */
export const action = alertAction;

// the editor's SEO for this address, when there is one, wins (ui/cms/screen-seo.ts)
export const meta: Route.MetaFunction = withCmsSeo(screenMeta);

function screenMeta({ loaderData, location, error, matches }: Route.MetaArgs) {
  const { lang, t } = metaCopy(location);
  if (error || !loaderData) return errorMeta(lang, error);
  return [
    ...pageMeta(
      fill(t.airport.metaTitle, { city: loaderData.city }),
      fill(t.airport.metaDescription, { airport: loaderData.name }),
    ),
    ...feedLinks(lang, publicUrlOf(matches), loaderData.code),
  ];
}

export default function Airport({ loaderData, actionData }: Route.ComponentProps) {
  const { code, city, name, fares, page, pages, path, others, requestTime, alert } = loaderData;
  const { t } = useLanguage();
  return (
    <>
      <section className="hero">
        <div className="container">
          <Breadcrumbs trail={[{ label: city }]} />
          <h1>{fill(t.airport.title, { city })}</h1>
          <p className="lead">{fill(t.airport.code, { name, code })}</p>
        </div>
      </section>
      <div className="container catalog">
        <nav aria-labelledby="other-airports">
          <h2 id="other-airports">{t.airport.otherAirports}</h2>
          <ul className="chip-list" data-testid="other-airports">
            {others.map((other) => (
              <li key={other.code}>
                <Link className="chip" to={other.href}>
                  {`${other.city} (${other.code})`}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="fares-heading">
          <h2 id="fares-heading">{fill(t.airport.faresHeading, { city })}</h2>
          <FareList fares={fares} now={requestTime} empty={fill(t.airport.empty, { city })} />
          <Pagination page={page} pages={pages} hrefFor={(p) => (p === 1 ? path : `${path}?page=${p}`)} />
        </section>
        <AlertForm alert={alert} result={alertResultOf(actionData)} />
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
