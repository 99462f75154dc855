import { showPrice } from "../../core/pricing/display.ts";
import { fill, useLanguage } from "../i18n/dictionary.ts";

/** "from 62 €" with the lev amount beside it (or the reverse, as the settings say), or a note that there is no current fare. */
export function PriceFrom({ bgn, className = "price-from" }: { bgn: number | null; className?: string }) {
  const { lang, t, priceFirst } = useLanguage();
  if (bgn === null) return <p className={`${className} ${className}--none`}>{t.catalog.noCurrentPrice}</p>;
  const price = showPrice(lang, bgn, priceFirst);
  return (
    <p className={className}>
      <strong>{fill(t.fare.priceFrom, { price: price.primary })}</strong>
      {/* styled as the second amount, whichever currency that is */}
      <span className="price-from__eur">{price.secondary}</span>
    </p>
  );
}
