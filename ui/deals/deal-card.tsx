import type { ReactNode } from "react";
import { fill, formatDay, formatFoundAgo, plural, useLanguage } from "../i18n/dictionary.ts";
import { pathFor } from "../route-table.ts";
import { IN_APP_LINK } from "../site/in-app-links.ts";
import { BadgeList } from "./deal-badges.tsx";
import type { DealCardData } from "./deal-card-data.ts";
import { DealPrice } from "./deal-price.tsx";

/** The destination city in the page's language, falling back to the airport code. */
export function dealCity(deal: DealCardData, lang: "bg" | "en"): string {
  return (lang === "bg" ? deal.destination.city : deal.destination.cityEn) ?? deal.toAirport;
}

/** Stars out of 5 from a 0-100 popularity score; null when the destination is unknown. */
export function popularityStars(score: number | null): number | null {
  if (score === null) return null;
  return Math.min(5, Math.max(1, Math.round(score / 20)));
}

interface DealCardProps {
  deal: DealCardData;
  /** When the page was loaded (ISO): "found X ago" and "expires in" count from it. */
  now: string;
  /** Extra lines above the facts: rank, urgency, weekend pattern. */
  children?: ReactNode;
}

/** One deal with everything a visitor weighs: price against the usual, when, how, who, and how fresh. */
export function DealCard({ deal, now, children }: DealCardProps) {
  const { lang, t } = useLanguage();
  const city = dealCity(deal, lang);
  const origin = t.deals.origins[deal.fromAirport] ?? deal.fromAirport;
  const stars = popularityStars(deal.popularityScore);
  const dealPath = pathFor("dealById", lang, { dealId: deal.shortCode });

  return (
    <article className="deal-card" data-testid="deal-card" data-deal={deal.shortCode}>
      <header className="deal-card__head">
        <h3 className="deal-card__title">
          {/* a plain link: its list moves it through the router (in-app-links.ts) */}
          <a href={dealPath} {...IN_APP_LINK}>{`${origin} → ${city}`}</a>
        </h3>
        {deal.destination.country && (
          <p className="deal-card__country">{lang === "bg" ? deal.destination.country : deal.destination.countryEn}</p>
        )}
      </header>
      <BadgeList badges={deal.badges} savingsPercent={deal.savingsPercent} />
      {children}
      <DealPrice deal={deal} />
      <dl className="deal-card__facts">
        <div>
          <dt>{t.deals.card.outbound}</dt>
          <dd>
            <time dateTime={deal.departureDate}>{formatDay(lang, deal.departureDate)}</time>
            {` · ${deal.departureTime} – ${deal.arrivalTime}`}
          </dd>
        </div>
        <div>
          <dt>{t.deals.card.inbound}</dt>
          <dd>
            {deal.returnDate ? (
              <time dateTime={deal.returnDate}>{formatDay(lang, deal.returnDate)}</time>
            ) : (
              t.fare.oneWay
            )}
          </dd>
        </div>
        <div>
          <dt>{t.fare.connections}</dt>
          <dd>{deal.isDirectFlight ? t.fare.direct : plural(lang, t.fare.stops, deal.stops)}</dd>
        </div>
        <div>
          <dt>{t.fare.airline}</dt>
          <dd className="deal-card__airline">
            {deal.airlineLogo && <img src={deal.airlineLogo} alt="" width={20} height={20} loading="lazy" />}
            {deal.airlineName ?? deal.airline}
          </dd>
        </div>
        {stars !== null && (
          <div>
            <dt>{t.deals.card.popularity}</dt>
            <dd>
              <span aria-hidden="true">{"★".repeat(stars) + "☆".repeat(5 - stars)}</span>
              <span className="visually-hidden">{fill(t.deals.card.popularityValue, { stars })}</span>
            </dd>
          </div>
        )}
      </dl>
      <footer className="deal-card__foot">
        <p className="deal-card__found">
          <time dateTime={deal.foundAt}>{formatFoundAgo(lang, deal.foundAt, now)}</time>
          {" · "}
          <time dateTime={deal.validUntil}>
            {fill(t.deals.card.validUntil, { date: formatDay(lang, deal.validUntil.slice(0, 10)) })}
          </time>
        </p>
        <div className="deal-card__actions">
          <a className="button button--secondary button--small" href={dealPath} {...IN_APP_LINK}>
            {t.deals.card.viewDeal}
          </a>
          <a className="button button--small" href={deal.clickOutUrl} rel="nofollow sponsored noopener" target="_blank">
            {t.deals.card.book}
          </a>
        </div>
      </footer>
    </article>
  );
}
