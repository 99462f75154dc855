import type { Migration } from "kysely";
import * as eventStore from "./0001-event-store.ts";
import * as projections from "./0002-projections-and-jobs.ts";
import * as snapshots from "./0003-snapshots.ts";
import * as clickoutPii from "./0004-clickout-pii.ts";
import * as crawlerLocks from "./0005-crawler-locks.ts";
import * as formsPii from "./0006-forms-pii.ts";
import * as adminIndexes from "./0007-admin-indexes.ts";
import * as newsletterDelivery from "./0008-newsletter-delivery.ts";
import * as alertNotifications from "./0009-alert-notifications.ts";
import * as telegramAlerts from "./0010-telegram-alerts.ts";
import * as signInAttempts from "./0011-sign-in-attempts.ts";
import * as privacyCleanup from "./0012-privacy-cleanup.ts";
import * as analystRole from "./0013-analyst-role.ts";
import * as webhooks from "./0014-webhooks.ts";
import * as contactAttachments from "./0015-contact-attachments.ts";
import * as instances from "./0016-instances.ts";
import * as rateLimits from "./0017-rate-limits.ts";
import * as renderedImages from "./0018-rendered-images.ts";
import * as functionsConfined from "./0019-database-functions-confined.ts";
import * as failedSignIns from "./0020-failed-sign-ins-without-addresses.ts";
import * as mailLanguage from "./0021-mail-language.ts";
import * as push from "./0022-push.ts";

/** Every migration, in order. Names are stored in kysely_migration: never rename one. */
export const migrations: Record<string, Migration> = {
  "0001-event-store": eventStore,
  "0002-projections-and-jobs": projections,
  "0003-snapshots": snapshots,
  "0004-clickout-pii": clickoutPii,
  "0005-crawler-locks": crawlerLocks,
  "0006-forms-pii": formsPii,
  "0007-admin-indexes": adminIndexes,
  "0008-newsletter-delivery": newsletterDelivery,
  "0009-alert-notifications": alertNotifications,
  "0010-telegram-alerts": telegramAlerts,
  "0011-sign-in-attempts": signInAttempts,
  "0012-privacy-cleanup": privacyCleanup,
  "0013-analyst-role": analystRole,
  "0014-webhooks": webhooks,
  "0015-contact-attachments": contactAttachments,
  "0016-instances": instances,
  "0017-rate-limits": rateLimits,
  "0018-rendered-images": renderedImages,
  "0019-database-functions-confined": functionsConfined,
  "0020-failed-sign-ins-without-addresses": failedSignIns,
  "0021-mail-language": mailLanguage,
  "0022-push": push,
};
