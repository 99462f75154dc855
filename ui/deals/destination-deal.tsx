import { Link } from "react-router";
import { dealListQuery } from "../../core/deals/query-schemas.ts";
import { isShortCodeInUrl } from "../../core/deals/short-code.ts";
import { destinationBySlugs } from "../../projections/catalog/queries.ts";
import { listDeals } from "../../projections/deals/queries.ts";
import { cityName, destinationPath } from "../catalog/catalog.ts";
import { withCmsSeo } from "../cms/screen-seo.ts";
import { fill, useLanguage } from "../i18n/dictionary.ts";
import { Breadcrumbs } from "../parts/breadcrumbs.tsx";
import { type Language, languageOfPath, pathFor } from "../route-table.ts";
import { sharedPageHeaders } from "../site/cache-headers.ts";
import { foundOr404, requireCanonical } from "../site/loader-answers.ts";
import { errorMeta, metaCopy, pageMeta, priceFirstOf, publicUrlOf } from "../site/meta.ts";
import { RouteError } from "../site/route-error.tsx";
import type { Route } from "./+types/destination-deal";
import { dealMeta, HISTORY_DAYS, loadDealPage } from "./deal.tsx";
import { dealCardData } from "./deal-card-data.ts";
import { DealDetail } from "./deal-detail.tsx";
import { DealList } from "./deal-list.tsx";

export const headers: Route.HeadersFunction = sharedPageHeaders;

const MORE_DEALS = 6;

function dealsPath(
  d: { countrySlugBg: string; citySlugBg: string; countrySlugEn: string; citySlugEn: string },
  lang: Language,
) {
  return lang === "bg"
    ? pathFor("destinationDeal", "bg", { countrySlug: d.countrySlugBg, citySlug: d.citySlugBg })
    : pathFor("destinationDeal", "en", { countrySlug: d.countrySlugEn, citySlug: d.citySlugEn });
}

/**
 * /{country}/{city}/oferta[/{shortCode}]: the destination's best live deal in full (or the one
 * named by the extra segment), then its other deals. Other extra segments are ignored.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = languageOfPath(new URL(request.url).pathname);
  const destination = foundOr404(await destinationBySlugs(context.db, params.countrySlug, params.citySlug));
  const base = dealsPath(destination, lang);
  const extra = (params["*"] ?? "").split("/").filter(Boolean);
  requireCanonical(request.url, extra.length > 0 ? `${base}/${extra.join("/")}` : base);

  const list = await listDeals(
    context.db,
    { ...dealListQuery.parse({}), destination: destination.iataCode, sortBy: "savings", pageSize: MORE_DEALS + 1 },
    context.now(),
  );
  const named = extra[0] && isShortCodeInUrl(extra[0]) ? extra[0] : null;
  const featuredId = named ?? list.data[0]?.shortCode ?? null;
  const page = featuredId ? await loadDealPage(context.db, featuredId, context.now()) : null;
  const featured = page && page.deal.destination.iataCode === destination.iataCode ? page : null;
  return {
    city: cityName(destination, lang),
    cityHref: destinationPath(destination, lang),
    featured,
    others: list.data
      .filter((deal) => deal.id !== featured?.deal.id)
      .slice(0, MORE_DEALS)
      .map(dealCardData),
    requestTime: context.now().toISOString(),
    alternates: { bg: dealsPath(destination, "bg"), en: dealsPath(destination, "en") },
  };
}

// the editor's SEO for this address, when there is one, wins (ui/cms/screen-seo.ts)
export const meta: Route.MetaFunction = withCmsSeo(screenMeta);

function screenMeta({ loaderData, location, error, matches }: Route.MetaArgs) {
  const { lang, t } = metaCopy(location);
  if (error || !loaderData) return errorMeta(lang, error);
  if (loaderData.featured)
    return dealMeta(loaderData.featured.deal, location, publicUrlOf(matches), priceFirstOf(matches));
  const values = { city: loaderData.city };
  return pageMeta(
    fill(t.deals.destinationDeal.metaTitle, values),
    fill(t.deals.destinationDeal.metaDescription, values),
  );
}

export default function DestinationDeal({ loaderData }: Route.ComponentProps) {
  const { city, cityHref, featured, others, requestTime } = loaderData;
  const { t } = useLanguage();
  return (
    <div className="container deal-page" data-testid="destination-deal-page">
      <Breadcrumbs
        trail={[{ label: city, href: cityHref }, { label: fill(t.deals.destinationDeal.title, { city }) }]}
      />
      {featured ? (
        <DealDetail
          deal={featured.deal}
          typicalRange={featured.typicalRange}
          history={featured.history}
          historyDays={HISTORY_DAYS}
          now={requestTime}
        />
      ) : (
        <>
          <h1>{fill(t.deals.destinationDeal.title, { city })}</h1>
          <p className="empty-state" data-testid="no-deals">
            <Link to={cityHref}>{fill(t.deals.destinationDeal.empty, { city })}</Link>
          </p>
        </>
      )}
      {others.length > 0 && (
        <section aria-labelledby="more-heading">
          <h2 id="more-heading">{fill(t.deals.page.moreDeals, { city })}</h2>
          <DealList deals={others} now={requestTime} />
        </section>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
