import { listAirlines } from "../../projections/catalog/airports-airlines.ts";
import { withCmsSeo } from "../cms/screen-seo.ts";
import { useLanguage } from "../i18n/dictionary.ts";
import { Breadcrumbs } from "../parts/breadcrumbs.tsx";
import { Pagination } from "../parts/pagination.tsx";
import { languageOfPath, pathFor } from "../route-table.ts";
import { sharedPageHeaders } from "../site/cache-headers.ts";
import { errorMeta, metaCopy, pageMeta } from "../site/meta.ts";
import { PER_PAGE, pageOf } from "../site/paging.ts";
import { RouteError } from "../site/route-error.tsx";
import type { Route } from "./+types/airlines";
import { AirlineCard } from "./airline-card.tsx";
import { sortAirlines, toAirlineCard } from "./catalog.ts";

export const headers: Route.HeadersFunction = sharedPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = languageOfPath(url.pathname);
  const airlines = await listAirlines(context.db);
  const sorted = sortAirlines(
    airlines.map((airline) => toAirlineCard(airline, lang)),
    lang,
  );
  const { page, pages, items } = pageOf(sorted, url, PER_PAGE * 2);
  return { lang, airlines: items, page, pages };
}

// the editor's SEO for this address, when there is one, wins (ui/cms/screen-seo.ts)
export const meta: Route.MetaFunction = withCmsSeo(screenMeta);

function screenMeta({ location, error }: Route.MetaArgs) {
  const { lang, t } = metaCopy(location);
  if (error) return errorMeta(lang, error);
  return pageMeta(t.airlines.metaTitle, t.airlines.metaDescription);
}

export default function Airlines({ loaderData }: Route.ComponentProps) {
  const { airlines, page, pages } = loaderData;
  const { lang, t } = useLanguage();
  return (
    <>
      <section className="hero">
        <div className="container">
          <Breadcrumbs trail={[{ label: t.airlines.title }]} />
          <h1>{t.airlines.title}</h1>
          <p className="lead">{t.airlines.intro}</p>
        </div>
      </section>
      <div className="container catalog">
        {airlines.length === 0 ? (
          <p className="empty-state">{t.airlines.empty}</p>
        ) : (
          <ul className="card-grid card-grid--narrow" data-testid="airline-list">
            {airlines.map((airline) => (
              <li key={airline.iataCode}>
                <AirlineCard airline={airline} />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={page}
          pages={pages}
          hrefFor={(p) => (p === 1 ? pathFor("airlines", lang) : `${pathFor("airlines", lang)}?page=${p}`)}
        />
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
