import type { CmsPageEvent } from "../cms/events.ts";
import type { DealEvent } from "../deals/events.ts";
import type { Recorded } from "../eventstore/types.ts";
import type { VisaEvent } from "../visa/events.ts";

/**
 * What an outside system can subscribe to, by its public name, and the events behind each
 * (docs/decisions/0064). The payload is a contract: fields are added, never renamed or removed.
 */
export const WEBHOOK_TOPICS = [
  "deal.detected",
  "deal.repriced",
  "deal.expired",
  "cms.page_live",
  "visa.rule_approved",
] as const;
export type WebhookTopic = (typeof WEBHOOK_TOPICS)[number];

export const WEBHOOK_TOPIC_LABELS: Record<WebhookTopic, string> = {
  "deal.detected": "A deal was detected",
  "deal.repriced": "A live deal's price changed",
  "deal.expired": "A deal expired",
  "cms.page_live": "A CMS page went live",
  "visa.rule_approved": "A visa rule revision was approved",
};

/** The log's events the webhook reactor reads to find topics. */
export const WEBHOOK_SOURCE_EVENT_TYPES = [
  "DealDetected",
  "DealRepriced",
  "DealExpired",
  "CmsPagePublishingStateChanged",
  "VisaRevisionApproved",
] as const satisfies readonly WebhookSourceEvent["type"][];

export interface WebhookMessage {
  topic: WebhookTopic;
  /** The public body's `data`. */
  data: Record<string, unknown>;
}

/** The events of WEBHOOK_SOURCE_EVENT_TYPES. */
export type WebhookSourceEvent =
  | DealEvent
  | Extract<CmsPageEvent, { type: "CmsPagePublishingStateChanged" }>
  | Extract<VisaEvent, { type: "VisaRevisionApproved" }>;

function dealData(
  data: Extract<DealEvent, { type: "DealDetected" | "DealRepriced" }>["data"],
): Record<string, unknown> {
  const deal = data.deal;
  return {
    dealId: data.dealId,
    fromAirport: deal.fromAirport,
    toAirport: deal.toAirport,
    destinationId: deal.destinationId,
    priceBgn: deal.currentPrice,
    usualPriceBgn: deal.medianPrice,
    savingBgn: deal.savingsAmount,
    savingPercent: deal.savingsPercent,
    dealType: deal.dealType,
    badges: deal.badges,
    airline: deal.airline,
    departureDate: deal.departureDate,
    returnDate: deal.returnDate,
    validUntil: deal.validUntil,
  };
}

/** The topic and public data of a logged event, or null when it is nothing a subscriber hears of. */
export function webhookMessageOf(event: Recorded<WebhookSourceEvent>): WebhookMessage | null {
  switch (event.type) {
    case "DealDetected":
      return { topic: "deal.detected", data: { ...dealData(event.data), shortCode: event.data.shortCode } };
    case "DealRepriced":
      return {
        topic: "deal.repriced",
        data: { ...dealData(event.data), previousPriceBgn: event.data.previousPrice },
      };
    case "DealExpired":
      return { topic: "deal.expired", data: { dealId: event.data.dealId, reason: event.data.reason } };
    case "CmsPagePublishingStateChanged":
      return event.data.to === "live" ? { topic: "cms.page_live", data: { pageKey: event.data.pageKey } } : null;
    case "VisaRevisionApproved": {
      // stream visa-<country code> (core/visa/events.ts visaStreamId)
      const countryCode = event.streamId.startsWith("visa-") ? event.streamId.slice(5).toUpperCase() : null;
      return { topic: "visa.rule_approved", data: { revisionId: event.data.revisionId, countryCode } };
    }
    default:
      return null;
  }
}
