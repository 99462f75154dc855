import { DAY_MS } from "../../core/constants.ts";
import { lastMinuteQuery } from "../../core/deals/query-schemas.ts";
import { lastMinuteDeals, soonestDeals } from "../../projections/deals/deal-views.ts";
import { withCmsSeo } from "../cms/screen-seo.ts";
import { fill, plural, useLanguage } from "../i18n/dictionary.ts";
import { ChipFilter } from "../parts/chip-filter.tsx";
import { Pagination } from "../parts/pagination.tsx";
import { pathFor } from "../route-table.ts";
import { sharedPageHeaders } from "../site/cache-headers.ts";
import { metaCopy, pageMeta } from "../site/meta.ts";
import { pageOf } from "../site/paging.ts";
import { parseLenient, queryString } from "../site/query-params.ts";
import type { Route } from "./+types/last-minute-deals";
import { dealCardData } from "./deal-card-data.ts";
import { DealList, NoDeals } from "./deal-list.tsx";

export const headers: Route.HeadersFunction = sharedPageHeaders;

const DAY_OPTIONS = [1, 2, 3, 4, 5, 6, 7] as const;
const NEAREST = 6;
const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = parseLenient(lastMinuteQuery, url.searchParams);
  const now = context.now();
  const all = await lastMinuteDeals(context.db, { ...query, now });
  const { page, pages, items } = pageOf(all, url);
  const nearest =
    all.length === 0 ? await soonestDeals(context.db, { after: daysFrom(now, 1), limit: NEAREST, now }) : [];
  return {
    query,
    page,
    pages,
    deals: items.map((deal) => ({ ...dealCardData(deal), urgency: deal.urgency })),
    nearest: nearest.map(dealCardData),
    requestTime: now.toISOString(),
  };
}

// the editor's SEO for this address, when there is one, wins (ui/cms/screen-seo.ts)
export const meta: Route.MetaFunction = withCmsSeo(screenMeta);

function screenMeta({ location }: Route.MetaArgs) {
  const { t } = metaCopy(location);
  return pageMeta(t.deals.lastMinute.metaTitle, t.deals.lastMinute.metaDescription);
}

export default function LastMinuteDeals({ loaderData }: Route.ComponentProps) {
  const { query, page, pages, deals, nearest, requestTime } = loaderData;
  const { lang, t } = useLanguage();
  const copy = t.deals.lastMinute;
  const path = pathFor("lastMinuteDeals", lang);
  const urgencyOf = new Map(deals.map((deal) => [deal.id, deal.urgency]));
  return (
    <div className="container deals">
      <section className="hero">
        <h1>{copy.title}</h1>
        <p className="lead">{fill(copy.intro, { days: query.maxDepartureDays })}</p>
      </section>
      <ChipFilter
        label={t.deals.filters.heading}
        options={DAY_OPTIONS.map((days) => ({
          label: plural(lang, copy.withinDays, days),
          href: path + queryString({ maxDepartureDays: days }, { maxDepartureDays: 5 }),
          current: query.maxDepartureDays === days,
        }))}
      />
      <h2 className="visually-hidden">{t.deals.listing.heading}</h2>
      {deals.length === 0 ? (
        <NoDeals
          text={fill(copy.empty, { days: query.maxDepartureDays })}
          nearest={{ deals: nearest, now: requestTime, allDealsHref: pathFor("home", lang) }}
        />
      ) : (
        <DealList
          deals={deals}
          now={requestTime}
          extra={(deal) => {
            const urgency = urgencyOf.get(deal.id);
            if (!urgency) return null;
            return (
              <p className="deal-card__extra" data-testid="deal-urgency">
                {urgency.departureInHours < 48
                  ? plural(lang, copy.departsInHours, Math.max(1, Math.floor(urgency.departureInHours)))
                  : plural(lang, copy.departsInDays, urgency.departureInDays)}
              </p>
            );
          }}
        />
      )}
      <Pagination
        page={page}
        pages={pages}
        hrefFor={(p) =>
          path +
          queryString(
            { maxDepartureDays: query.maxDepartureDays, limit: query.limit, page: p },
            { maxDepartureDays: 5, limit: 24, page: 1 },
          )
        }
      />
    </div>
  );
}
