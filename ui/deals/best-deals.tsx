import { BULGARIAN_AIRPORTS } from "../../core/constants.ts";
import { bestDealsQuery } from "../../core/deals/query-schemas.ts";
import { bestDealsWindow } from "../../projections/deals/deal-views.ts";
import { withCmsSeo } from "../cms/screen-seo.ts";
import { fill, formatRelativeTime, useLanguage } from "../i18n/dictionary.ts";
import { ChipFilter } from "../parts/chip-filter.tsx";
import { Pagination } from "../parts/pagination.tsx";
import { languageOfPath, pathFor } from "../route-table.ts";
import { sharedPageHeaders } from "../site/cache-headers.ts";
import { metaCopy, pageMeta } from "../site/meta.ts";
import { PER_PAGE, pageNumber } from "../site/paging.ts";
import { parseLenient, queryString } from "../site/query-params.ts";
import type { Route } from "./+types/best-deals";
import { dealCardData } from "./deal-card-data.ts";
import { DealList, NoDeals } from "./deal-list.tsx";

export const headers: Route.HeadersFunction = sharedPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = parseLenient(bestDealsQuery, url.searchParams);
  const page = pageNumber(url);
  const { entries, total } = await bestDealsWindow(context.db, query, context.now(), {
    offset: (page - 1) * PER_PAGE,
    size: PER_PAGE,
  });
  return {
    lang: languageOfPath(url.pathname),
    origin: query.origin ?? null,
    page,
    pages: Math.max(1, Math.ceil(total / PER_PAGE)),
    ranked: entries.map((entry) => ({
      rank: entry.rank,
      popularityTier: entry.popularityTier,
      unusual: (entry.scoreBreakdown.statistical ?? 0) > 0,
      deal: dealCardData(entry.deal),
    })),
    refreshedAt: entries[0]?.refreshedAt ?? null,
    requestTime: context.now().toISOString(),
  };
}

// the editor's SEO for this address, when there is one, wins (ui/cms/screen-seo.ts)
export const meta: Route.MetaFunction = withCmsSeo(screenMeta);

function screenMeta({ location }: Route.MetaArgs) {
  const { t } = metaCopy(location);
  return pageMeta(t.deals.best.metaTitle, t.deals.best.metaDescription);
}

export default function BestDeals({ loaderData }: Route.ComponentProps) {
  const { ranked, origin, page, pages, refreshedAt, requestTime } = loaderData;
  const { lang, t } = useLanguage();
  const copy = t.deals.best;
  const path = pathFor("bestDeals", lang);
  const byDeal = new Map(ranked.map((entry) => [entry.deal.id, entry]));
  return (
    <div className="container deals">
      <section className="hero">
        <h1>{copy.title}</h1>
        <p className="lead">{copy.intro}</p>
        {refreshedAt && (
          <p className="section-head__meta">
            {fill(copy.refreshed, { time: formatRelativeTime(lang, refreshedAt, requestTime) })}
          </p>
        )}
      </section>
      <ChipFilter
        label={t.deals.filters.from}
        options={[null, ...BULGARIAN_AIRPORTS].map((code) => ({
          label: code ? (t.deals.origins[code] ?? code) : t.deals.filters.anyAirport,
          href: path + queryString({ origin: code }),
          current: (origin ?? null) === code,
        }))}
      />
      <h2 className="visually-hidden">{t.deals.listing.heading}</h2>
      {ranked.length === 0 ? (
        <NoDeals text={copy.empty} />
      ) : (
        <DealList
          deals={ranked.map((entry) => entry.deal)}
          now={requestTime}
          extra={(deal) => {
            const entry = byDeal.get(deal.id);
            if (!entry) return null;
            const reasons = [
              fill(copy.rank, { rank: entry.rank }),
              copy.tiers[entry.popularityTier as keyof typeof copy.tiers],
              entry.unusual ? copy.why.unusual : null,
              deal.isDirectFlight ? copy.why.direct : null,
            ].filter(Boolean);
            return (
              <p className="deal-card__extra" data-testid="deal-rank">
                {reasons.join(" · ")}
              </p>
            );
          }}
        />
      )}
      <Pagination page={page} pages={pages} hrefFor={(p) => path + queryString({ origin, page: p }, { page: 1 })} />
    </div>
  );
}
