/**
 * A deal as a Web Push notification (docs/decisions/0106): a title and a line short enough for a
 * phone's lock screen, the deal page to open, and a tag so a newer price replaces an older one
 * instead of stacking. Pure, no I/O; the service worker (ui/push/sw.js) shows what this returns.
 */
import type { Currency } from "../core/pricing/fare.ts";
import type { FareMode } from "../core/pricing/fare-mode.ts";
import { roundPrice } from "../core/pricing/money.ts";
import { fill, formatFirst, formatTrip } from "./format.ts";
import type { DigestDeal } from "./mail-types.ts";
import { mailSubject } from "./parts.tsx";

export type PushKind = "alert" | "daily_best";

export interface PushNotification {
  title: string;
  body: string;
  /** The deal page, absolute: what a tap opens. */
  url: string;
  /** One per deal: a repricing replaces the notification still on the screen. */
  tag: string;
  /** The destination's 1200x630 picture. */
  image: string;
  language: "bg" | "en";
}

const COPY = {
  bg: {
    alert: "{route} за {price}",
    alertCheaper: "{route} поевтиня на {price}",
    dailyBest: "Офертата на деня: {route} за {price}",
    route: "{from} → {to}",
    body: "{trip} · обикновено {usual}, −{savings} %",
  },
  en: {
    alert: "{route} for {price}",
    alertCheaper: "{route} now {price}",
    dailyBest: "Deal of the day: {route} for {price}",
    route: "{from} → {to}",
    body: "{trip} · usually {usual}, −{savings}%",
  },
} as const;

export function pushNotificationOf(input: {
  language: "bg" | "en";
  kind: PushKind;
  deal: DigestDeal;
  /** The price it last told this device of, when this is a markedly cheaper repricing. */
  previousPriceBgn: number | null;
  priceFirst?: Currency;
  /** "demo": the title says the fares are simulated, as the mails' subjects do (decision 0087). */
  fareMode?: FareMode;
}): PushNotification {
  const { language, deal } = input;
  const copy = COPY[language];
  const route = fill(copy.route, { from: deal.fromCity, to: deal.toCity });
  const price = formatFirst(language, deal.priceBgn, input.priceFirst);
  const cheaper = input.previousPriceBgn !== null && roundPrice(input.previousPriceBgn) > roundPrice(deal.priceBgn);
  const template = input.kind === "daily_best" ? copy.dailyBest : cheaper ? copy.alertCheaper : copy.alert;
  return {
    title: mailSubject(fill(template, { route, price }), language, input.fareMode),
    body: fill(copy.body, {
      trip: formatTrip(language, deal),
      usual: formatFirst(language, deal.usualPriceBgn, input.priceFirst),
      savings: Math.round(deal.savingsPercent),
    }),
    url: deal.dealUrl,
    tag: `deal-${deal.shortCode}`,
    image: deal.imageUrl,
    language,
  };
}
