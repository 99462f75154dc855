/** Every pg-boss queue of the product, by name. */
export const QUEUES = {
  crawlSchedule: "crawl.schedule",
  crawlRoute: "crawl.route",
  crawlBinding: "crawl.binding",
  lowestPriceLowered: "pricing.lowest-price-lowered",
  visaFetch: "visa.fetch",
  detectDeals: "deals.detect",
  expireDeals: "deals.expire",
  rankDeals: "deals.rank",
  destinationDiscovery: "destination-discovery",
  mailDeliverPending: "mail.deliver-pending",
  socialPlan: "social.plan",
  socialPublish: "social.publish",
  socialPublishDue: "social.publish-due",
  heroRotate: "hero.rotate",
  cmsPublishScheduled: "cms.publish-scheduled",
  cmsEdgePurge: "cms.edge-purge",
  cmsGenerateDraft: "cms.generate-draft",
  newsletterPlan: "newsletter.plan",
  newsletterSend: "newsletter.send",
  alertsMatch: "alerts.match",
  telegramPoll: "telegram.poll",
  pushSend: "push.send",
  pushDailyBest: "push.daily-best",
  privacyPurge: "privacy.purge",
  rateLimitPurge: "rate-limits.purge",
  webhookDeliver: "webhooks.deliver",
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export interface CrawlRouteJob {
  fromAirport: string;
  toAirport: string;
  /** ISO instant the crawl stands for; retries of the job reuse it and so record once. */
  at: string;
}

export interface LowestPriceLoweredJob {
  fromAirport: string;
  toAirport: string;
  previousLowestBgn: number;
  lowestBgn: number;
  flightDate: string;
  eventId: string;
}

/** A job of cms.edge-purge: one purge, or (the minute's sweep, no id) every purge that is due. */
export interface EdgePurgeJob {
  purgeId?: string;
}
