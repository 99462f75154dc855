import { DEFAULT_FIRST_CURRENCY, priceText, showPrice } from "../../core/pricing/display.ts";
import type { Currency } from "../../core/pricing/fare.ts";
import { DemoMark } from "../demo/demo-notice.tsx";
import { useFareMode } from "../demo/fare-mode.ts";
import { fill, useLanguage } from "../i18n/dictionary.ts";
import type { DealCardData } from "./deal-card-data.ts";

/**
 * The price line used by the card and the deal page: now in the currency that comes first and
 * in the other beside it, then usually, lowest ever and the saving, each with both ("111,46 € (218 лв.)").
 */
export function priceFacts(deal: DealCardData, lang: "bg" | "en", first: Currency = DEFAULT_FIRST_CURRENCY) {
  const now = showPrice(lang, Number(deal.currentPrice), first, { eur: Number(deal.currentPriceEur) });
  return {
    now: now.primary,
    nowSecond: now.secondary,
    typical: priceText(lang, deal.medianPrice, first),
    lowest: priceText(lang, deal.lowestPriceEver, first),
    savings: priceText(lang, deal.savingsAmount, first),
  };
}

/** Now in euro and lev (the settings' currency first), the usual price crossed out, the lowest ever and the saving. */
export function DealPrice({ deal, large = false }: { deal: DealCardData; large?: boolean }) {
  const { lang, t, priceFirst } = useLanguage();
  const price = priceFacts(deal, lang, priceFirst);
  const demo = useFareMode() === "demo";
  return (
    <div className={large ? "deal-price deal-price--large" : "deal-price"}>
      <p className="deal-price__now">
        {demo && <DemoMark />}
        <span className="visually-hidden">{`${t.deals.card.now} `}</span>
        <strong data-testid="deal-price">{price.now}</strong>
        {/* styled as the second amount, whichever currency that is (the class is older than the setting) */}
        <span className="deal-price__eur" data-testid="deal-price-second">
          {price.nowSecond}
        </span>
        <span className="deal-price__per">
          {deal.returnDate ? t.deals.card.perPerson : t.deals.card.perPersonOneWay}
        </span>
      </p>
      <p className="deal-price__compare">
        <span>
          {`${t.deals.card.typical}: `}
          <s>{price.typical}</s>
        </span>
        <span>{`${t.deals.card.lowest}: ${price.lowest}`}</span>
      </p>
      <p className="deal-price__savings">{fill(t.deals.card.save, { amount: price.savings })}</p>
    </div>
  );
}
