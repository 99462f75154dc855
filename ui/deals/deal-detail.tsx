import { priceText } from "../../core/pricing/display.ts";
import type { PricePoint } from "../../projections/deals/deal-views.ts";
import type { DealResponse } from "../../projections/deals/queries.ts";
import {
  fill,
  formatDate,
  formatDay,
  formatDuration,
  formatNumber,
  formatRelativeTime,
  plural,
  useLanguage,
} from "../i18n/dictionary.ts";
import { pathFor } from "../route-table.ts";
import { ShareBar } from "../share/share-bar.tsx";
import { BadgeList } from "./deal-badges.tsx";
import { dealCity } from "./deal-card.tsx";
import { DealPrice, priceFacts } from "./deal-price.tsx";
import { PriceChart } from "./price-chart.tsx";

export interface DealDetailProps {
  deal: DealResponse;
  typicalRange: { low: number; high: number } | null;
  history: readonly PricePoint[];
  historyDays: number;
  now: string;
}

/** Why the price is a deal, in numbers a visitor can check: median, usual range, sample size, z. */
function WhyItIsADeal({ deal, typicalRange }: Pick<DealDetailProps, "deal" | "typicalRange">) {
  const { lang, t, priceFirst } = useLanguage();
  const copy = t.deals.page;
  const price = priceFacts(deal, lang, priceFirst);
  const month = new Intl.DateTimeFormat(lang === "bg" ? "bg-BG" : "en-GB", { month: "long", timeZone: "UTC" }).format(
    new Date(`${deal.departureDate}T00:00:00Z`),
  );
  return (
    <section className="deal-why" aria-labelledby="why-heading" data-testid="deal-why">
      <h2 id="why-heading">{copy.why}</h2>
      <p>
        {fill(copy.whyText, {
          month,
          median: price.typical,
          amount: price.savings,
          percent: formatNumber(lang, deal.savingsPercent, 1),
        })}
      </p>
      {typicalRange && (
        <p>
          {fill(copy.typicalRange, {
            low: priceText(lang, typicalRange.low, priceFirst),
            high: priceText(lang, typicalRange.high, priceFirst),
          })}
        </p>
      )}
      <p>{plural(lang, copy.sampleSize, deal.seasonalSampleCount)}</p>
      <p>{fill(copy.lowestText, { lowest: price.lowest })}</p>
      {deal.zScore !== null && deal.zScore <= -1 && (
        <p>{fill(copy.zText, { z: formatNumber(lang, Math.abs(deal.zScore), 1) })}</p>
      )}
    </section>
  );
}

function FlightDetails({ deal }: { deal: DealResponse }) {
  const { lang, t } = useLanguage();
  const copy = t.deals.page;
  const stopovers = deal.flightRoute.split("-").slice(1, -1);
  const rows: Array<[string, string]> = [
    [
      copy.route,
      `${t.deals.origins[deal.fromAirport] ?? deal.fromAirport} (${deal.fromAirport}) → ${dealCity(deal, lang)} (${deal.toAirport})`,
    ],
    [
      t.deals.card.outbound,
      `${formatDate(lang, deal.departureDate)} · ${deal.departureTime} – ${deal.arrivalTime} · ${formatDuration(t, Math.round(deal.outboundDurationSeconds / 60))}`,
    ],
    [
      t.deals.card.inbound,
      deal.returnDate
        ? `${formatDate(lang, deal.returnDate)}${deal.returnDurationSeconds ? ` · ${formatDuration(t, Math.round(deal.returnDurationSeconds / 60))}` : ""}`
        : t.fare.oneWay,
    ],
    [t.fare.connections, deal.isDirectFlight ? t.fare.direct : plural(lang, t.fare.stops, deal.stops)],
    ...(stopovers.length > 0 ? ([[copy.stopovers, stopovers.join(", ")]] as Array<[string, string]>) : []),
    [t.fare.airline, deal.airlineDetails.map((a) => (lang === "bg" ? a.nameBg : a.name)).join(", ") || deal.airline],
  ];
  return (
    <section aria-labelledby="details-heading">
      <h2 id="details-heading">{copy.details}</h2>
      <dl className="facts">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The whole deal: price, badges, booking, why it is a deal, the route's price history, the flight. */
export function DealDetail({ deal, typicalRange, history, historyDays, now }: DealDetailProps) {
  const { lang, t, priceFirst } = useLanguage();
  const copy = t.deals.page;
  const city = dealCity(deal, lang);
  const active = deal.status === "active";
  const origin = t.deals.origins[deal.fromAirport] ?? deal.fromAirport;
  const title = fill(copy.title, { from: origin, to: city, price: priceFacts(deal, lang, priceFirst).now });
  return (
    <>
      <section className="deal-page__summary">
        <h1>{title}</h1>
        <BadgeList badges={deal.badges} savingsPercent={deal.savingsPercent} />
        <DealPrice deal={deal} large />
        {active ? (
          <div className="deal-page__book">
            <a
              className="button"
              href={deal.clickOutUrl}
              rel="nofollow sponsored noopener"
              target="_blank"
              data-testid="book-button"
            >
              {t.deals.card.book}
            </a>
            <p className="deal-page__note">
              {fill(copy.bookNote, { found: formatRelativeTime(lang, deal.foundAt, now) })}{" "}
              {fill(t.deals.card.validUntil, { date: formatDay(lang, deal.validUntil.slice(0, 10)) })}
            </p>
          </div>
        ) : (
          <p className="deal-page__expired" data-testid="deal-expired">
            {fill(copy.expired, { city })}
          </p>
        )}
        <ShareBar path={pathFor("dealById", lang, { dealId: deal.shortCode })} text={title} short />
      </section>
      <WhyItIsADeal deal={deal} typicalRange={typicalRange} />
      <section aria-labelledby="history-heading">
        <h2 id="history-heading">{copy.history}</h2>
        <PriceChart points={history} dealPrice={Number(deal.currentPrice)} days={historyDays} />
      </section>
      <FlightDetails deal={deal} />
    </>
  );
}
