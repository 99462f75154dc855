import { amountIn, showPrice } from "../pricing/display.ts";
import type { Currency } from "../pricing/fare.ts";
import type { HeroLanguage, HeroRotation } from "./events.ts";

/** A deal (or, with none live, the cheapest fare) that the home page may feature. */
export interface HeroCandidate {
  dealId: string | null;
  fromAirport: string;
  toAirport: string;
  fromCity: string;
  toCity: string;
  priceBgn: number;
  /** Below the usual price, for a deal; null for a plain fare. */
  savingsPercent: number | null;
  departureDate: string;
  returnDate: string | null;
  airlineName: string;
  imageUrl: string | null;
  /** Where the call to action leads, a path of the site in the hero's language. */
  ctaPath: string;
}

const HOUR_MS = 3_600_000;
/** The hero's picture is shown at 16:9, as on the destination pages. */
const IMAGE = { width: 800, height: 450 } as const;

const COPY = {
  bg: {
    headline: "{from} → {to} от {price}",
    savings: "{percent}% под обичайната цена",
    cheapest: "Най-евтиният полет, който намерихме",
    alt: "{city}: дестинацията на предложението",
    ctaDeal: "Виж офертата",
    ctaFare: "Виж полетите",
    oneWay: "еднопосочен",
    locale: "bg-BG",
  },
  en: {
    headline: "{from} → {to} from {price}",
    savings: "{percent}% below the usual price",
    cheapest: "The cheapest flight we found",
    alt: "{city}, where this deal flies",
    ctaDeal: "See the deal",
    ctaFare: "See the flights",
    oneWay: "one way",
    locale: "en-GB",
  },
} as const;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

function day(iso: string, language: HeroLanguage): string {
  return new Intl.DateTimeFormat(COPY[language].locale, { day: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(`${iso}T12:00:00Z`),
  );
}

/** The hour slot of `now`, and which candidate it shows: the top deals take turns hour by hour. */
export function pickForHour<T>(candidates: readonly T[], now: Date): { pick: T | null; from: Date; until: Date } {
  const hour = Math.floor(now.getTime() / HOUR_MS);
  return {
    pick: candidates.length > 0 ? (candidates[hour % candidates.length] as T) : null,
    from: new Date(hour * HOUR_MS),
    until: new Date((hour + 1) * HOUR_MS),
  };
}

/**
 * The hero of one language for an hour; `currency` is the settings' one, which the headline's
 * price shows first, the other beside it: "София → Лондон от 62 € (120 лв.)" (decision 0045).
 */
export function composeHero(
  candidate: HeroCandidate,
  language: HeroLanguage,
  currency: Currency,
  slot: { from: Date; until: Date },
): HeroRotation {
  const copy = COPY[language];
  const price = amountIn(currency, candidate.priceBgn);
  // a "from" price in whole units, rounded up so that it never looks cheaper than the fare
  const shown = showPrice(language, candidate.priceBgn, currency, { rounding: "up" });
  const formatted = `${shown.primary} (${shown.secondary})`;
  const dates = candidate.returnDate
    ? `${day(candidate.departureDate, language)} – ${day(candidate.returnDate, language)}`
    : `${day(candidate.departureDate, language)}, ${copy.oneWay}`;
  const lead =
    candidate.savingsPercent === null
      ? copy.cheapest
      : fill(copy.savings, { percent: String(Math.round(candidate.savingsPercent)) });
  return {
    language,
    dealId: candidate.dealId,
    route: `${candidate.fromAirport}-${candidate.toAirport}`,
    price,
    currency,
    headline: fill(copy.headline, { from: candidate.fromCity, to: candidate.toCity, price: formatted }),
    subheadline: [lead, dates, candidate.airlineName].join(" · "),
    altText: fill(copy.alt, { city: candidate.toCity }),
    ctaText: candidate.dealId ? copy.ctaDeal : copy.ctaFare,
    ctaUrl: candidate.ctaPath,
    imageUrl: candidate.imageUrl,
    imageWidth: IMAGE.width,
    imageHeight: IMAGE.height,
    servedFor: { from: slot.from.toISOString(), until: slot.until.toISOString() },
    fallbackSource: candidate.dealId ? "best_deals" : "cheapest_fare",
  };
}
