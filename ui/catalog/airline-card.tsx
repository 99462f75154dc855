import { Link } from "react-router";
import { PriceFrom } from "../deals/price-from.tsx";
import { fill, plural, useLanguage } from "../i18n/dictionary.ts";
import type { AirlineCardData } from "./catalog.ts";

/** Low-cost, or the alliance the airline belongs to, or full-service. */
export function AirlineKind({ airline }: { airline: Pick<AirlineCardData, "isLowCost" | "allianceCode"> }) {
  const { t } = useLanguage();
  const alliances: Record<string, string> = t.airlines.alliances;
  if (airline.isLowCost) return <span className="badge badge--low-cost">{t.airlines.lowCost}</span>;
  if (airline.allianceCode) {
    const alliance = alliances[airline.allianceCode] ?? airline.allianceCode;
    return <span className="badge badge--alliance">{fill(t.airlines.alliance, { alliance })}</span>;
  }
  return <span className="badge badge--alliance">{t.airlines.fullService}</span>;
}

export function AirlineLogo({ src, size = 48 }: { src: string; size?: number }) {
  // The name sits next to the logo, so the image itself is decoration.
  return <img className="airline-logo" src={src} alt="" width={size} height={size} loading="lazy" />;
}

export function AirlineCard({ airline }: { airline: AirlineCardData }) {
  const { lang, t } = useLanguage();
  return (
    <article className="airline-card" data-testid="airline-card">
      <header className="airline-card__head">
        <AirlineLogo src={airline.logoUrl} />
        <div>
          <h2 className="airline-card__name">
            <Link className="heading-link" to={airline.href}>
              {airline.name}
            </Link>
          </h2>
          <AirlineKind airline={airline} />
        </div>
      </header>
      <p className="airline-card__routes">
        {airline.routeCount > 0 ? plural(lang, t.airlines.routes, airline.routeCount) : t.airlines.noRoutes}
      </p>
      {airline.minPriceBgn !== null && <PriceFrom bgn={airline.minPriceBgn} />}
    </article>
  );
}
