import { Link } from "react-router";
import type { HomepageHero } from "../../projections/hero/queries.ts";
import { useLanguage } from "../i18n/dictionary.ts";
import { PhotoCredit } from "../parts/photo-credit.tsx";

/** The dynamic homepage hero: the deal the workers chose for this hour (docs/decisions/0037). */
export function FeaturedHero({ hero }: { hero: HomepageHero }) {
  const { t } = useLanguage();
  return (
    <article className="featured" aria-labelledby="featured-heading" data-testid="featured-hero">
      {hero.imageUrl && (
        <div className="featured__picture">
          <img
            className="featured__image"
            src={hero.imageUrl}
            alt={hero.altText}
            width={hero.imageWidth}
            height={hero.imageHeight}
            // phones hide the picture (deals/home.css): lazy, it is neither preloaded nor fetched there
            loading="lazy"
            decoding="async"
          />
          <PhotoCredit photo={hero.photo} />
        </div>
      )}
      <div className="featured__text">
        <p className="featured__eyebrow">{hero.dealId ? t.home.featuredDeal : t.home.featuredFare}</p>
        <h2 id="featured-heading" className="featured__headline">
          {hero.headline}
        </h2>
        <p className="featured__sub">{hero.subheadline}</p>
        <Link className="button featured__cta" to={hero.ctaUrl}>
          {hero.ctaText}
        </Link>
      </div>
    </article>
  );
}
