import { Link } from "react-router";
import type { BulgarianAirport } from "../../core/constants.ts";
import { cheapestFaresByDestination } from "../../projections/queries/fares.ts";
import { DealFilters } from "../components/deal-filters.tsx";
import { DealList, NoDeals } from "../components/deal-list.tsx";
import { FareList } from "../components/fare-list.tsx";
import { Pagination } from "../components/pagination.tsx";
import { listingQuery, loadDealListing } from "../deal-listing.ts";
import { fill, formatRelativeTime, plural, useLanguage } from "../i18n/dictionary.ts";
import { metaCopy, pageMeta } from "../meta.ts";
import { languageOfPath, pathFor } from "../route-table.ts";
import type { Route } from "./+types/home";

const HOME_FARE_LIMIT = 12;

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = languageOfPath(new URL(request.url).pathname);
  const listing = await loadDealListing(context.db, request, lang);
  const origin = listing.list.filters.from as BulgarianAirport | undefined;
  const fares = await cheapestFaresByDestination(context.db, { origin, limit: HOME_FARE_LIMIT });
  return { ...listing, fares };
}

export function meta({ location }: Route.MetaArgs) {
  const { t } = metaCopy(location);
  return pageMeta(t.home.metaTitle, t.home.metaDescription);
}

/** Shortcuts to the themed listings. */
function Collections() {
  const { lang, t } = useLanguage();
  const links = [
    ["bestDeals", t.deals.best.title],
    ["weekendDeals", t.deals.weekend.title],
    ["lastMinuteDeals", t.deals.lastMinute.title],
    ["christmasDeals", t.deals.christmas.title],
  ] as const;
  return (
    <nav className="collections" aria-label={t.nav.main}>
      <ul>
        {links.map(([key, label]) => (
          <li key={key}>
            <Link className="collection-link" to={pathFor(key, lang)}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { list, countries, months, fares, requestTime } = loaderData;
  const { lang, t } = useLanguage();
  const home = pathFor("home", lang);
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>{t.home.title}</h1>
          <p className="lead">{t.home.intro}</p>
          <Collections />
        </div>
      </section>
      <section className="container deals" aria-labelledby="deals-heading">
        <div className="section-head">
          <h2 id="deals-heading">{t.deals.listing.heading}</h2>
          <p className="section-head__meta" data-testid="deal-total">
            {plural(lang, t.deals.results, list.total)}
            {list.dealsUpdatedAt &&
              ` · ${fill(t.deals.updatedAt, { time: formatRelativeTime(lang, list.dealsUpdatedAt, requestTime) })}`}
          </p>
        </div>
        <DealFilters action={home} filters={list.filters} countries={countries} months={months} />
        {list.data.length > 0 ? <DealList deals={list.data} now={requestTime} /> : <NoDeals />}
        <Pagination page={list.page} pages={pages} hrefFor={(page) => home + listingQuery({ ...list.filters, page })} />
      </section>
      <section className="container fares" aria-labelledby="fares-heading">
        <h2 id="fares-heading">{t.home.faresHeading}</h2>
        <FareList fares={fares} now={requestTime} empty={t.home.empty} />
      </section>
    </>
  );
}
