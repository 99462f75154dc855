import { Link } from "react-router";
import { PriceFrom } from "../deals/price-from.tsx";
import { PhotoCredit } from "../parts/photo-credit.tsx";
import type { DestinationCardData } from "./catalog.ts";

export function DestinationCard({
  destination,
  showCountry = false,
}: {
  destination: DestinationCardData;
  showCountry?: boolean;
}) {
  return (
    <article className="place-card" data-testid="destination-card">
      <Link className="place-card__link" to={destination.href}>
        {destination.imageUrl && (
          <img
            className="place-card__image"
            src={destination.imageUrl}
            alt=""
            width={800}
            height={450}
            loading="lazy"
          />
        )}
        <div className="place-card__body">
          <h3 className="place-card__title">{destination.city}</h3>
          {showCountry && <span className="place-card__meta">{destination.country}</span>}
        </div>
      </Link>
      <PriceFrom bgn={destination.minPriceBgn} className="place-card__price" />
      <PhotoCredit photo={destination.photo} />
    </article>
  );
}
