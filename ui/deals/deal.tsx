import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import { dealListQuery } from "../../core/deals/query-schemas.ts";
import { tripLengthsOf } from "../../core/deals/trip-length.ts";
import type { Currency } from "../../core/pricing/fare.ts";
import { routeHistory, typicalRange } from "../../projections/deals/deal-views.ts";
import { dealByIdOrCode, listDeals } from "../../projections/deals/queries.ts";
import { withCmsSeo } from "../cms/screen-seo.ts";
import { alertAction, alertFormOf, alertPageHeaders } from "../forms/actions.server.ts";
import { fill, formatNumber, useLanguage } from "../i18n/dictionary.ts";
import { AlertForm, alertResultOf } from "../newsletter/alert-form.tsx";
import { Breadcrumbs } from "../parts/breadcrumbs.tsx";
import { DevicePushControl } from "../push/push-on-device.tsx";
import { languageOfPath, pathFor } from "../route-table.ts";
import { errorMeta, metaCopy, pageMeta, priceFirstOf, publicUrlOf } from "../site/meta.ts";
import { RouteError } from "../site/route-error.tsx";
import type { Route } from "./+types/deal";
import { dealCity } from "./deal-card.tsx";
import { dealCardData } from "./deal-card-data.ts";
import { DealDetail } from "./deal-detail.tsx";
import { DealList } from "./deal-list.tsx";
import { priceFacts } from "./deal-price.tsx";
import { priceCalendarFor } from "./price-calendar.server.ts";
import { PriceCalendar } from "./price-calendar.tsx";

export const headers: Route.HeadersFunction = alertPageHeaders;

/** Days of route history the chart shows. */
export const HISTORY_DAYS = 45;

/** Everything a deal page shows; shared with the deal page under a destination. */
export async function loadDealPage(db: Parameters<typeof listDeals>[0], dealIdOrCode: string, now: Date) {
  const deal = await dealByIdOrCode(db, dealIdOrCode);
  if (!deal) return null;
  const month = deal.departureDate.slice(0, 7);
  const [history, range, related] = await Promise.all([
    routeHistory(db, deal.fromAirport, deal.toAirport, { days: HISTORY_DAYS, departureMonth: month, now }),
    typicalRange(db, deal.fromAirport, deal.toAirport, `m${month.slice(5, 7)}`),
    deal.destination.iataCode
      ? listDeals(db, { ...dealListQuery.parse({}), destination: deal.destination.iataCode, pageSize: 4 }, now)
      : null,
  ]);
  const moreDeals = (related?.data ?? [])
    .filter((other) => other.id !== deal.id)
    .slice(0, 3)
    .map(dealCardData);
  return { deal, history, typicalRange: range, moreDeals, requestTime: now.toISOString() };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = languageOfPath(url.pathname);
  const page = await loadDealPage(context.db, params.dealId, context.now());
  if (!page) throw data(null, { status: 404 });
  // one address per deal and language: the short code
  const own = pathFor("dealById", lang, { dealId: page.deal.shortCode });
  if (url.pathname !== own) throw redirect(own, 301);
  const { deal } = page;
  // the route's calendar opens on the deal's own month and trip length
  const calendar = await priceCalendarFor(context.db, url.searchParams, [deal.toAirport], context.now(), {
    onlyFrom: deal.fromAirport,
    nights: tripLengthsOf(deal.departureDate, deal.returnDate)[0],
    month: deal.departureDate.slice(0, 7),
  });
  return {
    ...page,
    calendar,
    alternates: {
      bg: pathFor("dealById", "bg", { dealId: deal.shortCode }),
      en: pathFor("dealById", "en", { dealId: deal.shortCode }),
    },
    // "alert me" on this route, from today's price down; only for a destination the catalog knows
    alert:
      deal.destination.iataCode && deal.destination.city && deal.destination.cityEn
        ? alertFormOf(context, lang, {
            fromAirport: deal.fromAirport,
            destinationId: deal.destination.iataCode,
            destination: { bg: deal.destination.city, en: deal.destination.cityEn },
            maxPriceBgn: Number(deal.currentPrice),
          })
        : null,
  };
}

/** The "alert me" form posts here (intent=alert). */
export const action = alertAction;

/** Title, description, picture and the offer as JSON-LD, so a shared link previews the deal. */
export function dealMeta(
  deal: NonNullable<Awaited<ReturnType<typeof loadDealPage>>>["deal"],
  location: { pathname: string },
  publicUrl: string,
  priceFirst: Currency,
) {
  const { lang, t } = metaCopy(location);
  const price = priceFacts(deal, lang, priceFirst);
  const values = {
    from: t.deals.origins[deal.fromAirport] ?? deal.fromAirport,
    to: dealCity(deal, lang),
    price: price.now,
    percent: formatNumber(lang, deal.savingsPercent, 0),
    date: deal.departureDate,
  };
  const image = deal.ogImageUrl ? publicUrl + deal.ogImageUrl : undefined;
  const meta = [
    ...pageMeta(fill(t.deals.page.metaTitle, values), fill(t.deals.page.metaDescription, values), {
      image,
      type: "product",
    }),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Offer",
        name: fill(t.deals.page.metaTitle, values),
        price: deal.currentPrice,
        priceCurrency: "BGN",
        availability: deal.status === "active" ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
        validThrough: deal.validUntil,
        url: publicUrl + location.pathname,
        itemOffered: {
          "@type": "Flight",
          departureAirport: { "@type": "Airport", iataCode: deal.fromAirport },
          arrivalAirport: { "@type": "Airport", iataCode: deal.toAirport },
          departureTime: `${deal.departureDate}T${deal.departureTime}`,
          provider: { "@type": "Airline", iataCode: deal.airline, name: deal.airlineName ?? deal.airline },
        },
      },
    },
  ];
  if (deal.status !== "active") meta.push({ name: "robots", content: "noindex" });
  return meta;
}

// the editor's SEO for this address, when there is one, wins (ui/cms/screen-seo.ts)
export const meta: Route.MetaFunction = withCmsSeo(screenMeta);

function screenMeta({ loaderData, location, error, matches }: Route.MetaArgs) {
  const { lang } = metaCopy(location);
  if (error || !loaderData) return errorMeta(lang, error);
  return dealMeta(loaderData.deal, location, publicUrlOf(matches), priceFirstOf(matches));
}

export default function Deal({ loaderData, actionData }: Route.ComponentProps) {
  const { deal, history, typicalRange: range, moreDeals, requestTime, alert, calendar } = loaderData;
  const { lang, t } = useLanguage();
  const city = dealCity(deal, lang);
  return (
    <div className="container deal-page" data-testid="deal-page">
      <Breadcrumbs
        trail={[
          { label: t.deals.page.backToDeals, href: pathFor("home", lang) },
          { label: `${deal.fromAirport} → ${deal.toAirport}` },
        ]}
      />
      <DealDetail deal={deal} typicalRange={range} history={history} historyDays={HISTORY_DAYS} now={requestTime} />
      {/* where a notification opens, under the deal: a device that takes them can stop them here */}
      <DevicePushControl />
      {calendar && (
        <PriceCalendar
          calendar={calendar.calendar}
          origins={calendar.origins}
          path={loaderData.alternates[lang]}
          searchTo={deal.destination.iataCode ?? deal.toAirport}
          today={calendar.today}
        />
      )}
      {/* after the deal: the traveller sees it first */}
      <AlertForm alert={alert} result={alertResultOf(actionData)} openOnPhones />
      {moreDeals.length > 0 && (
        <section aria-labelledby="more-heading">
          <h2 id="more-heading">{fill(t.deals.page.moreDeals, { city })}</h2>
          <DealList deals={moreDeals} now={requestTime} />
        </section>
      )}
    </div>
  );
}

/** An unknown deal: the spec's 'This deal may have expired or been removed' with a way home. */
export function DealNotFound() {
  const { lang, t } = useLanguage();
  return (
    <section className="container message-page" data-testid="deal-not-found">
      <h1>{t.deals.page.notFound}</h1>
      <p>
        <Link className="button" to={pathFor("home", lang)}>
          {t.deals.page.backHome}
        </Link>
      </p>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <DealNotFound />;
  return <RouteError error={error} />;
}
