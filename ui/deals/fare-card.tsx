import { DEAL_THRESHOLDS } from "../../core/constants.ts";
import { priceText, showPrice } from "../../core/pricing/display.ts";
import type { CheapestFare } from "../../projections/pricing/fares.ts";
import { fill, formatDay, formatDuration, formatFoundAgo, plural, useLanguage } from "../i18n/dictionary.ts";

interface FareCardProps {
  fare: CheapestFare;
  /** When the page was loaded (ISO): "found X ago" counts from it, not from the render. */
  now: string;
}

/** Percent below the seasonal median, or null when it is too small to be worth showing. */
export function savingsPercent(priceBgn: number, medianBgn: number | null): number | null {
  if (medianBgn === null || medianBgn <= 0 || priceBgn >= medianBgn) return null;
  const percent = Math.round((1 - priceBgn / medianBgn) * 100);
  return percent >= DEAL_THRESHOLDS.minSavingsPercent ? percent : null;
}

export function FareCard({ fare, now }: FareCardProps) {
  const { lang, t, priceFirst } = useLanguage();
  const city = (place: CheapestFare["origin"]) => (lang === "bg" ? place.cityBg : place.cityEn);
  const country = lang === "bg" ? fare.destination.countryBg : fare.destination.countryEn;
  const savings = savingsPercent(fare.priceBgn, fare.seasonalMedianBgn);
  const price = showPrice(lang, fare.priceBgn, priceFirst, { eur: fare.priceEur });

  return (
    <article className="fare-card" data-testid="fare-card">
      <header className="fare-card__head">
        <h3 className="fare-card__city">{city(fare.destination)}</h3>
        {country && <p className="fare-card__country">{country}</p>}
      </header>
      <p className="fare-card__price">
        <strong>{fill(t.fare.priceFrom, { price: price.primary })}</strong>
        {/* styled as the second amount, whichever currency that is */}
        <span className="fare-card__eur">{price.secondary}</span>
      </p>
      {savings !== null && fare.seasonalMedianBgn !== null && (
        <p className="fare-card__savings">
          <span className="badge badge--savings">{fill(t.fare.savings, { percent: savings })}</span>
          <span className="fare-card__typical">
            {fill(t.fare.typicalPrice, { price: priceText(lang, fare.seasonalMedianBgn, priceFirst) })}
          </span>
        </p>
      )}
      <dl className="fare-card__facts">
        <div>
          <dt>{t.fare.route}</dt>
          <dd>{`${city(fare.origin)} (${fare.fromAirport}) → ${city(fare.destination)} (${fare.toAirport})`}</dd>
        </div>
        <div>
          <dt>{t.fare.departure}</dt>
          <dd>
            <time dateTime={fare.flightDate}>{formatDay(lang, fare.flightDate)}</time>
          </dd>
        </div>
        <div>
          <dt>{t.fare.return}</dt>
          <dd>
            {fare.returnDate ? (
              <time dateTime={fare.returnDate}>{formatDay(lang, fare.returnDate)}</time>
            ) : (
              t.fare.oneWay
            )}
          </dd>
        </div>
        <div>
          <dt>{t.fare.schedule}</dt>
          <dd>{`${fare.departureTime} – ${fare.arrivalTime} · ${formatDuration(t, fare.durationMinutes)}`}</dd>
        </div>
        <div>
          <dt>{t.fare.connections}</dt>
          <dd>{fare.isDirectFlight ? t.fare.direct : plural(lang, t.fare.stops, fare.stops)}</dd>
        </div>
        <div>
          <dt>{t.fare.airline}</dt>
          <dd>{fare.airlineName}</dd>
        </div>
      </dl>
      <p className="fare-card__found">
        <time dateTime={fare.foundAt}>{formatFoundAgo(lang, fare.foundAt, now)}</time>
      </p>
    </article>
  );
}
