import { amountIn, priceText } from "../pricing/display.ts";
import type { Currency } from "../pricing/fare.ts";
import type { PostLanguage, PostSubmission } from "./events.ts";
import type { PostCandidate } from "./policy.ts";
import type { PostContext } from "./render.ts";

/** What a post says about a deal, read from the deals and catalog read models in one language. */
export interface DealPostFacts {
  dealId: string;
  shortCode: string;
  status: string;
  fromAirport: string;
  toAirport: string;
  fromCity: string;
  toCity: string;
  country: string;
  airline: string;
  airlines: string[];
  airlineName: string;
  currentPrice: number;
  medianPrice: number;
  savingsAmount: number;
  savingsPercent: number;
  dealType: "deal" | "hot_deal" | "great_deal";
  departureDate: string;
  /** HH:MM, local to the departure airport. */
  departureTime: string;
  returnDate: string | null;
  itinerarySignature: string;
  providerFlightId: string;
}

const DEAL_TYPE_LABELS: Record<PostLanguage, Record<DealPostFacts["dealType"], string>> = {
  bg: { deal: "Оферта", great_deal: "Страхотна оферта", hot_deal: "Гореща оферта" },
  en: { deal: "Deal", great_deal: "Great deal", hot_deal: "Hot deal" },
};
const ONE_WAY: Record<PostLanguage, string> = { bg: "еднопосочно", en: "one way" };

/** "61.36": the amount alone in the currency that comes first, as older templates write it before {currency}. */
function money(amountBgn: number, currency: Currency): string {
  return amountIn(currency, amountBgn).toFixed(2);
}

/** "61,36 € / 120 лв.": both currencies, `currency` first, as the default templates write a price. */
function both(amountBgn: number, currency: Currency, language: PostLanguage): string {
  return priceText(language, amountBgn, currency, { join: "slash" });
}

function date(iso: string, language: PostLanguage): string {
  const at = new Date(`${iso}T12:00:00Z`);
  return new Intl.DateTimeFormat(language === "bg" ? "bg-BG" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(at);
}

/**
 * The template's values, the post submission of spec section 5, and the policy's view of the deal;
 * `currency` is the settings' one, which prices show first (decision 0045).
 */
export function composePost(
  deal: DealPostFacts,
  language: PostLanguage,
  currency: Currency,
  dealUrl: string,
): { context: PostContext; submission: PostSubmission; candidate: PostCandidate } {
  const savings = Math.round(deal.savingsPercent);
  return {
    context: {
      from: deal.fromAirport,
      fromCity: deal.fromCity,
      to: deal.toAirport,
      toCity: deal.toCity,
      country: deal.country,
      price: money(deal.currentPrice, currency),
      currency,
      median: money(deal.medianPrice, currency),
      priceBoth: both(deal.currentPrice, currency, language),
      medianBoth: both(deal.medianPrice, currency, language),
      savings: String(savings),
      departure: date(deal.departureDate, language),
      return: deal.returnDate ? date(deal.returnDate, language) : ONE_WAY[language],
      airline: deal.airlineName,
      dealType: DEAL_TYPE_LABELS[language][deal.dealType],
      url: dealUrl,
    },
    submission: {
      flightId: deal.providerFlightId,
      fromAirport: deal.fromAirport,
      toAirport: deal.toAirport,
      price: amountIn(currency, deal.currentPrice),
      currency,
      departureAt: `${deal.departureDate}T${deal.departureTime}:00`,
      airlineCode: deal.airline,
      dealUrl,
      dealType: deal.dealType,
      savingsPercent: Math.min(100, Math.max(0, deal.savingsPercent)),
    },
    candidate: {
      dealId: deal.dealId,
      fromAirport: deal.fromAirport,
      toAirport: deal.toAirport,
      airlines: deal.airlines,
      priceBgn: deal.currentPrice,
      savingsPercent: deal.savingsPercent,
      savingsAmountBgn: deal.savingsAmount,
      itinerarySignature: deal.itinerarySignature,
    },
  };
}
