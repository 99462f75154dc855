import { Link } from "react-router";
import { fill, formatNumber, useLanguage } from "../i18n/dictionary.ts";
import type { SightCardData } from "./catalog.ts";

export function SightCard({ sight }: { sight: SightCardData }) {
  const { lang, t } = useLanguage();
  return (
    <article className="place-card" data-testid="sight-card">
      <Link className="place-card__link" to={sight.href}>
        {sight.imageUrl && (
          <img className="place-card__image" src={sight.imageUrl} alt="" width={800} height={450} loading="lazy" />
        )}
        <div className="place-card__body">
          <h3 className="place-card__title">{sight.name}</h3>
          <span className="place-card__meta">
            {fill(t.sight.distance, { distance: formatNumber(lang, sight.distanceKm, 1) })}
          </span>
        </div>
      </Link>
      <p className="place-card__text">{sight.description}</p>
    </article>
  );
}
