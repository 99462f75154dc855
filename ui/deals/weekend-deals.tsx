import { Link } from "react-router";
import { WEEKEND_PATTERNS, type WeekendPattern } from "../../core/deals/calendar.ts";
import { weekendQuery } from "../../core/deals/query-schemas.ts";
import { soonestDeals, weekendDeals } from "../../projections/deals/deal-views.ts";
import { withCmsSeo } from "../cms/screen-seo.ts";
import { fill, formatDay, plural, useLanguage } from "../i18n/dictionary.ts";
import { ChipFilter } from "../parts/chip-filter.tsx";
import { Pagination } from "../parts/pagination.tsx";
import { pathFor } from "../route-table.ts";
import { sharedPageHeaders } from "../site/cache-headers.ts";
import { metaCopy, pageMeta } from "../site/meta.ts";
import { pageOf } from "../site/paging.ts";
import { parseLenient, queryString } from "../site/query-params.ts";
import type { Route } from "./+types/weekend-deals";
import { dealCardData } from "./deal-card-data.ts";
import { DealList, NoDeals } from "./deal-list.tsx";

export const headers: Route.HeadersFunction = sharedPageHeaders;

const ORIGINS = ["ALL", "SOF", "VAR", "BOJ", "PDV"] as const;
const NEAREST = 6;
/** Deals each weekend shows on the overview; the rest are a link away (decision 0057). */
/** The cheapest deal of each weekend; the rest are a link away (a page of 12 weekends stays light). */
const PREVIEW = 1;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = parseLenient(weekendQuery, url.searchParams);
  const now = context.now();
  const weekends = await weekendDeals(context.db, { ...query, now });
  const empty = weekends.every((weekend) => weekend.totalDeals === 0);
  const nearest = empty
    ? await soonestDeals(context.db, {
        after: now.toISOString().slice(0, 10),
        limit: NEAREST,
        origin: query.origin,
        now,
      })
    : [];
  const card = (deal: (typeof weekends)[number]["deals"][number]) => ({
    ...dealCardData(deal),
    nights: deal.nights,
    pattern: deal.pattern,
    needsPto: deal.needsPto,
  });
  // ?weekend=2026-W48: that weekend alone, a page at a time; otherwise every weekend's first few
  const focused = weekends.find((w) => w.weekendKey === url.searchParams.get("weekend") && w.totalDeals > 0);
  const paged = focused ? { weekend: focused, ...pageOf(focused.deals, url) } : null;
  return {
    query,
    weekends: paged
      ? [{ ...paged.weekend, deals: paged.items.map(card) }]
      : weekends.map((weekend) => ({ ...weekend, deals: weekend.deals.slice(0, PREVIEW).map(card) })),
    focus: paged ? { weekendKey: paged.weekend.weekendKey, page: paged.page, pages: paged.pages } : null,
    nearest: nearest.map(dealCardData),
    requestTime: now.toISOString(),
  };
}

// the editor's SEO for this address, when there is one, wins (ui/cms/screen-seo.ts)
export const meta: Route.MetaFunction = withCmsSeo(screenMeta);

function screenMeta({ location }: Route.MetaArgs) {
  const { t } = metaCopy(location);
  return pageMeta(t.deals.weekend.metaTitle, t.deals.weekend.metaDescription);
}

export default function WeekendDeals({ loaderData }: Route.ComponentProps) {
  const { query, weekends, focus, nearest, requestTime } = loaderData;
  const { lang, t } = useLanguage();
  const copy = t.deals.weekend;
  const path = pathFor("weekendDeals", lang);
  const href = (origin: string, pattern: string | undefined, weekend?: string, page?: number) =>
    path + queryString({ origin, pattern, weekend, page }, { origin: "ALL", page: 1 });
  const withDeals = weekends.filter((weekend) => weekend.totalDeals > 0);
  return (
    <div className="container deals">
      <section className="hero">
        <h1>{copy.title}</h1>
        <p className="lead">{copy.intro}</p>
      </section>
      <ChipFilter
        label={copy.origin}
        options={ORIGINS.map((origin) => ({
          label: origin === "ALL" ? copy.allOrigins : (t.deals.origins[origin] ?? origin),
          href: href(origin, query.pattern),
          current: query.origin === origin,
        }))}
      />
      <ChipFilter
        label={copy.pattern}
        options={[undefined, ...(Object.keys(WEEKEND_PATTERNS) as WeekendPattern[])].map((pattern) => ({
          label: pattern ? copy.patterns[pattern] : copy.anyPattern,
          href: href(query.origin, pattern),
          current: query.pattern === pattern,
        }))}
      />
      {withDeals.length === 0 && (
        <NoDeals
          text={copy.empty}
          nearest={{ deals: nearest, now: requestTime, allDealsHref: pathFor("home", lang) }}
        />
      )}
      {withDeals.map((weekend) => (
        <section key={weekend.weekendKey} className="weekend-group" aria-labelledby={`weekend-${weekend.weekendKey}`}>
          <h2 id={`weekend-${weekend.weekendKey}`}>
            {fill(copy.weekendOf, {
              start: formatDay(lang, weekend.weekendStart),
              end: formatDay(lang, weekend.weekendEnd),
            })}
            {` · ${plural(lang, t.deals.results, weekend.totalDeals)}`}
          </h2>
          <DealList
            deals={weekend.deals}
            now={requestTime}
            extra={(deal) => {
              const trip = weekend.deals.find((d) => d.id === deal.id);
              if (!trip) return null;
              return (
                <p className="deal-card__extra" data-testid="weekend-pattern">
                  {`${copy.patterns[trip.pattern]} · ${plural(lang, copy.nights, trip.nights)} · ${trip.needsPto ? copy.needsPto : copy.noPto}`}
                </p>
              );
            }}
          />
          {!focus && weekend.totalDeals > weekend.deals.length && (
            <p className="weekend-group__more">
              <Link to={href(query.origin, query.pattern, weekend.weekendKey)}>
                {fill(copy.allForWeekend, { count: weekend.totalDeals })}
              </Link>
            </p>
          )}
        </section>
      ))}
      {focus && (
        <>
          <Pagination
            page={focus.page}
            pages={focus.pages}
            hrefFor={(p) => href(query.origin, query.pattern, focus.weekendKey, p)}
          />
          <p className="weekend-group__more">
            <Link to={href(query.origin, query.pattern)}>{copy.allWeekends}</Link>
          </p>
        </>
      )}
    </div>
  );
}
