import { christmasDeals, soonestDeals } from "../../projections/deals/deal-views.ts";
import { withCmsSeo } from "../cms/screen-seo.ts";
import { fill, formatDate, useLanguage } from "../i18n/dictionary.ts";
import { Pagination } from "../parts/pagination.tsx";
import { pathFor } from "../route-table.ts";
import { sharedPageHeaders } from "../site/cache-headers.ts";
import { metaCopy, pageMeta } from "../site/meta.ts";
import { pageOf } from "../site/paging.ts";
import { queryString } from "../site/query-params.ts";
import type { Route } from "./+types/christmas-deals";
import { dealCardData } from "./deal-card-data.ts";
import { DealList, NoDeals } from "./deal-list.tsx";

export const headers: Route.HeadersFunction = sharedPageHeaders;

const NEAREST = 6;

export async function loader({ request, context }: Route.LoaderArgs) {
  const now = context.now();
  const { season, deals } = await christmasDeals(context.db, now);
  // nothing over the holidays themselves: the deals of the weeks around them
  const nearest =
    deals.length === 0
      ? await soonestDeals(context.db, { after: `${season.start.slice(0, 8)}01`, limit: NEAREST, now })
      : [];
  // a screenful of cards a page: the whole season at once weighed over 300 KB (decision 0057)
  const { page, pages, items } = pageOf(deals, new URL(request.url));
  return {
    season,
    total: deals.length,
    page,
    pages,
    deals: items.map(dealCardData),
    nearest: nearest.map(dealCardData),
    requestTime: now.toISOString(),
  };
}

// the editor's SEO for this address, when there is one, wins (ui/cms/screen-seo.ts)
export const meta: Route.MetaFunction = withCmsSeo(screenMeta);

function screenMeta({ location }: Route.MetaArgs) {
  const { t } = metaCopy(location);
  return pageMeta(t.deals.christmas.metaTitle, t.deals.christmas.metaDescription);
}

export default function ChristmasDeals({ loaderData }: Route.ComponentProps) {
  const { season, total, page, pages, deals, nearest, requestTime } = loaderData;
  const { lang, t } = useLanguage();
  const copy = t.deals.christmas;
  return (
    <div className="container deals">
      <section className="hero">
        <h1>{copy.title}</h1>
        <p className="lead">
          {fill(copy.intro, { start: formatDate(lang, season.start), end: formatDate(lang, season.end) })}
        </p>
      </section>
      <h2 className="visually-hidden">{t.deals.listing.heading}</h2>
      {total === 0 ? (
        <NoDeals
          text={copy.empty}
          nearest={{ deals: nearest, now: requestTime, allDealsHref: pathFor("home", lang) }}
        />
      ) : (
        <DealList deals={deals} now={requestTime} />
      )}
      <Pagination
        page={page}
        pages={pages}
        hrefFor={(p) => pathFor("christmasDeals", lang) + queryString({ page: p }, { page: 1 })}
      />
    </div>
  );
}
