import type { CmsPageEvent } from "../cms/events.ts";
import type { DealEvent } from "../deals/events.ts";
import type { RecordedEvent } from "../eventstore/types.ts";

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
] as const;

export interface WebhookMessage {
  topic: WebhookTopic;
  /** The public body's `data`. */
  data: Record<string, unknown>;
}

type Source =
  | DealEvent
  | Extract<CmsPageEvent, { type: "CmsPagePublishingStateChanged" }>
  | { type: "VisaRevisionApproved"; data: { revisionId: string } };

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
export function webhookMessageOf(event: RecordedEvent): WebhookMessage | null {
  const source = event as unknown as Source;
  switch (source.type) {
    case "DealDetected":
      return { topic: "deal.detected", data: { ...dealData(source.data), shortCode: source.data.shortCode } };
    case "DealRepriced":
      return {
        topic: "deal.repriced",
        data: { ...dealData(source.data), previousPriceBgn: source.data.previousPrice },
      };
    case "DealExpired":
      return { topic: "deal.expired", data: { dealId: source.data.dealId, reason: source.data.reason } };
    case "CmsPagePublishingStateChanged":
      return source.data.to === "live" ? { topic: "cms.page_live", data: { pageKey: source.data.pageKey } } : null;
    case "VisaRevisionApproved": {
      // stream visa-<country code> (core/visa/events.ts visaStreamId)
      const countryCode = event.streamId.startsWith("visa-") ? event.streamId.slice(5).toUpperCase() : null;
      return { topic: "visa.rule_approved", data: { revisionId: source.data.revisionId, countryCode } };
    }
    default:
      return null;
  }
}
