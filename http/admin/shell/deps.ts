import type PgBoss from "pg-boss";
import type { AdminAuth } from "../../../core/admin-auth/auth.ts";
import type { AggregateRegistry } from "../../../core/audit/aggregates.ts";
import type { GeneratorName } from "../../../core/content-generation/events.ts";
import type { Database } from "../../../core/db/database.ts";
import type { EventStore } from "../../../core/eventstore/types.ts";
import type { ImageProvider } from "../../../core/images/provider.ts";
import type { Logger } from "../../../core/log/logger.ts";
import type { Mailer } from "../../../core/mail/mail.ts";
import type { MediaStorage } from "../../../core/media/storage.ts";
import type { FareMode } from "../../../core/pricing/fare-mode.ts";
import type { Clock } from "../../../core/time/clock.ts";
import type { NetworkPolicy } from "../../../core/webhooks/address-policy.ts";
import type { ProjectionRunner } from "../../../projections/runner.ts";
import type { HttpMetrics } from "../../metrics/types.ts";

/** What the admin area needs; http/app.ts mounts it at /nimda when given. */
export interface AdminDeps {
  auth: AdminAuth;
  store: EventStore;
  database: Database;
  projections: ProjectionRunner;
  logger: Logger;
  /** This process among the instances on the database (/nimda/instances marks it); none in tests. */
  instanceId?: string;
  /** The aggregates the event explorer can fold (time travel and diff). */
  aggregates: AggregateRegistry;
  /** pg-boss when workers run in this process: crawl-now jobs and retries go through it. */
  boss: PgBoss | null;
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY). */
  trustProxy: number;
  /** Secure cookies: true when the site is served over https. */
  secureCookies: boolean;
  /** How social posts leave (SOCIAL): recorded only, or sent to the networks. */
  socialDelivery: "outbox" | "http";
  /** Where webhook endpoints may point (WEBHOOKS_ALLOW_PRIVATE_NETWORKS); public hosts only when left out. */
  webhookNetwork?: NetworkPolicy;
  /** The newsletter screen's preview links and its test mails (through the same mail port as the digests). */
  newsletter: {
    publicUrl: string;
    mailer: Mailer;
    delivery: "outbox" | "smtp";
    /** The bot price alerts can go to (TELEGRAM_BOT_TOKEN and _USERNAME); null or left out when there is none. */
    telegramBot?: string | null;
  };
  /** Whether the fares are real (FARE_SOURCE): the digest preview and the dashboard say so; demo when left out. */
  fareMode?: FareMode;
  /** Photos for destinations (UNSPLASH_ACCESS_KEY); without it, the built-in drawn pictures only. */
  images?: ImageProvider;
  /** The draft writers the workers run (CONTENT_GENERATOR, OPENAI_API_KEY); the built-in one alone when left out. */
  contentGenerators?: { default: GeneratorName; available: readonly GeneratorName[] };
  /** Where uploaded pictures are kept (MEDIA_STORAGE: DATA_DIR/media or an S3 bucket); /media serves them. */
  media: MediaStorage;
  /** What day it is for the analytics screen's default range; the system clock when left out. */
  clock?: Clock;
  /** This process's Prometheus metrics (createHttpApp hands its own in); the metrics screen says "off" without. */
  metrics?: Pick<HttpMetrics, "snapshot">;
}
