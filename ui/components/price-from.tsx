import { bgnToEur } from "../../core/pricing/money.ts";
import { fill, formatPrice, useLanguage } from "../i18n/dictionary.ts";

/** "from 129 лв." with the euro amount beside it, or a note that there is no current fare. */
export function PriceFrom({ bgn, className = "price-from" }: { bgn: number | null; className?: string }) {
  const { lang, t } = useLanguage();
  if (bgn === null) return <p className={`${className} ${className}--none`}>{t.catalog.noCurrentPrice}</p>;
  return (
    <p className={className}>
      <strong>{fill(t.fare.priceFrom, { price: formatPrice(lang, bgn, "BGN") })}</strong>
      <span className="price-from__eur">{formatPrice(lang, bgnToEur(bgn), "EUR")}</span>
    </p>
  );
}
