import { Link, redirect } from "react-router";
import { BULGARIAN_AIRPORTS, PRODUCT_KEY } from "../../core/constants.ts";
import { DEAL_LISTING_DEFAULTS } from "../../core/deals/listing.ts";
import { searchFormDefaults } from "../../core/search/form.ts";
import { currentHero } from "../../projections/hero/queries.ts";
import { cheapestFaresByDestination } from "../../projections/pricing/fares.ts";
import { editorialFor, withEditorialHeaders } from "../cms/cms-page.server.ts";
import { CmsBlockList, PreviewBanner, RichHtml, splitOpening } from "../cms/cms-page-view.tsx";
import { cmsAwareHeaders } from "../cms/cms-route.ts";
import { withCmsSeo } from "../cms/screen-seo.ts";
import { fill, formatRelativeTime, plural, useLanguage } from "../i18n/dictionary.ts";
import { Fold } from "../parts/fold.tsx";
import { Pagination } from "../parts/pagination.tsx";
import { languageOfPath, pathFor } from "../route-table.ts";
import { SearchForm } from "../search/search-form.tsx";
import { sharedPageHeadersByCookie } from "../site/cache-headers.ts";
import { feedLinks, metaCopy, pageMeta, publicUrlOf } from "../site/meta.ts";
import { readPreferences } from "../site/preferences.ts";
import type { Route } from "./+types/home";
import { DealFilters } from "./deal-filters.tsx";
import { DealList, NoDeals } from "./deal-list.tsx";
import { loadDealListing } from "./deal-listing.server.ts";
import { listingQuery } from "./deal-listing.ts";
import { FareList } from "./fare-list.tsx";
import { FeaturedHero } from "./featured-hero.tsx";

export const headers: Route.HeadersFunction = cmsAwareHeaders(sharedPageHeadersByCookie);

/** A screenful of the cheapest destinations; the airport pages list them all. */
const HOME_FARE_LIMIT = 6;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = languageOfPath(url.pathname);
  const preferences = readPreferences(request.headers.get("cookie"), context.logger);
  // spec: the language is English under /en, else the stored preference, else Bulgarian; the
  // switch stores the choice, so a visitor who picked English lands on the English home
  if (lang === "bg" && preferences.language === "en") throw redirect(pathFor("home", "en") + url.search);
  const from = url.searchParams.get("from")?.toUpperCase();
  const origin = BULGARIAN_AIRPORTS.find((code) => code === from);
  const [listing, fares, hero, editorial] = await Promise.all([
    loadDealListing(context.db, request, lang, context.now),
    cheapestFaresByDestination(context.db, { origin, limit: HOME_FARE_LIMIT }),
    currentHero(context.db, lang),
    // the home's words as an editor wrote them in /nimda, when they are live (issue 17)
    editorialFor(request, context, "home", lang),
  ]);
  return withEditorialHeaders(
    { ...listing, fares, hero, editorial, searchDefaults: searchFormDefaults(preferences.searchDefaults) },
    editorial,
  );
}

// the editor's SEO for this address, when there is one, wins (ui/cms/screen-seo.ts)
export const meta: Route.MetaFunction = withCmsSeo(screenMeta);

function screenMeta({ location, matches }: Route.MetaArgs) {
  const { lang, t } = metaCopy(location);
  const site = publicUrlOf(matches);
  return [
    ...pageMeta(t.home.metaTitle, t.home.metaDescription),
    ...feedLinks(lang, site),
    {
      // the site and its search box, for search engines
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: PRODUCT_KEY,
        url: site + pathFor("home", lang),
        inLanguage: lang,
        potentialAction: {
          "@type": "SearchAction",
          target: `${site}${pathFor("search", lang)}?to={search_term_string}`,
          "query-input": "required name=search_term_string",
        },
      },
    },
  ];
}

/** Shortcuts to the themed listings. */
function Collections() {
  const { lang, t } = useLanguage();
  const links = [
    ["bestDeals", t.nav.best],
    ["weekendDeals", t.nav.weekend],
    ["lastMinuteDeals", t.nav.lastMinute],
    ["christmasDeals", t.nav.christmas],
    ["map", t.map.openMap],
  ] as const;
  return (
    <nav className="collections" aria-label={t.deals.collections}>
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

/** How many of the listing's filters differ from their defaults: shown on the folded bar. */
function activeFilterCount(filters: Record<string, unknown>): number {
  const defaults: Record<string, unknown> = DEAL_LISTING_DEFAULTS;
  return ["from", "country", "month", "minPrice", "maxPrice", "stops", "sortBy"].filter((name) => {
    const value = filters[name];
    return value !== undefined && value !== null && value !== "" && value !== defaults[name];
  }).length;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { list, countries, months, fares, hero, requestTime, searchDefaults, editorial } = loaderData;
  const { opening, rest } = splitOpening(editorial?.blocks ?? []);
  const { lang, t } = useLanguage();
  const home = pathFor("home", lang);
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const activeFilters = activeFilterCount(list.filters);
  return (
    <>
      {editorial?.preview && <PreviewBanner snapshot={editorial.snapshot} />}
      <section className="hero hero--home">
        <div className="container">
          <h1>{opening?.heading ?? t.home.title}</h1>
          {opening ? (
            <RichHtml className="lead cms-rich" html={opening.body} />
          ) : (
            <p className="lead">{t.home.intro}</p>
          )}
          <Collections />
          <Fold
            label={t.home.searchBar}
            meta={t.home.searchBarHint}
            icon="search"
            className="search-fold"
            testId="search-fold"
          >
            <SearchForm defaults={searchDefaults} variant="compact" />
          </Fold>
          {hero && <FeaturedHero hero={hero} />}
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
        <Fold
          label={t.home.filtersBar}
          meta={activeFilters > 0 ? plural(lang, t.home.filtersActive, activeFilters) : undefined}
          icon="filters"
          open={activeFilters > 0}
          className="filters-fold"
          testId="filters-fold"
        >
          <DealFilters action={home} filters={list.filters} countries={countries} months={months} />
        </Fold>
        {list.data.length > 0 ? <DealList deals={list.data} now={requestTime} /> : <NoDeals />}
        <Pagination page={list.page} pages={pages} hrefFor={(page) => home + listingQuery({ ...list.filters, page })} />
      </section>
      <section className="container fares" aria-labelledby="fares-heading">
        <h2 id="fares-heading">{t.home.faresHeading}</h2>
        <FareList fares={fares} now={requestTime} empty={t.home.empty} />
      </section>
      {rest.length > 0 && (
        <div className="container cms-page" data-testid="home-editorial">
          <CmsBlockList blocks={rest} requestTime={requestTime} />
        </div>
      )}
    </>
  );
}
