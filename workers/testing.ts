import { randomUUID } from "node:crypto";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "../core/db/database.ts";
import { handleCommand } from "../core/eventstore/command-handler.ts";
import type { SubscriptionLoop } from "../core/eventstore/subscription.ts";
import type { EventStore } from "../core/eventstore/types.ts";
import { Upcasters } from "../core/eventstore/upcasting.ts";
import { Wakeup } from "../core/eventstore/wakeup.ts";
import { silentLogger } from "../core/log/logger.ts";
import { createOutboxMailer } from "../core/mail/outbox-mailer.ts";
import { newsletterDecider } from "../core/newsletter/decider.ts";
import { type AlertCriteria, newsletterStreamId } from "../core/newsletter/events.ts";
import { type EventStoreTestBed, made, testEventStore } from "../core/testing/event-store.ts";
import type { TestDatabaseOptions } from "../core/testing/test-database.ts";
import type { ProjectionRunner } from "../projections/runner.ts";
import { installedProjections } from "../projections/testing.ts";
import { createBoss } from "./boss.ts";
import type { NewsletterJobDeps } from "./newsletter-jobs.ts";
import { type Reactor, type ReactorDeps, reactorLoop } from "./reactor.ts";

/**
 * A reactor's dependencies as the tests give them: no upcaster, a wakeup of its own (the store's
 * when the test wants appends to wake it), quiet logs, and a poll every 100 ms.
 */
export function testReactorDeps(deps: Pick<ReactorDeps, "sql" | "boss"> & Partial<ReactorDeps>): ReactorDeps {
  return {
    upcasters: new Upcasters(),
    wakeup: new Wakeup(undefined),
    logger: silentLogger,
    pollIntervalMs: 100,
    ...deps,
  };
}

/** A reactor's loop on testReactorDeps, not started yet. */
export function testReactorLoop(
  reactor: Reactor,
  deps: Pick<ReactorDeps, "sql" | "boss"> & Partial<ReactorDeps>,
): SubscriptionLoop {
  return reactorLoop(reactor, testReactorDeps(deps));
}

export interface WorkerTestBed extends EventStoreTestBed {
  /** Every projection installed, folded on demand with catchUp(); absent with `projections: false`. */
  readonly projections: ProjectionRunner;
  /** Started, without schedules, its workers asking for jobs every 0.5 s. */
  readonly boss: PgBoss;
  /** A reactor's dependencies on the bed (testReactorDeps), for reactorStep. */
  reactorDeps(): ReactorDeps;
  /** Starts a reactor's loop on the bed (testReactorLoop); the bed stops it after the tests. */
  startReactor(reactor: Reactor): SubscriptionLoop;
}

/**
 * The workers' tests' set-up, made before the tests of a file and ended after them: a test
 * database (12 connections unless `database` says otherwise) with its event store, every
 * projection installed, and a started pg-boss. After the tests it stops the reactors it started,
 * then pg-boss, then drops the database. The file's own hooks, registered after it, run after its
 * beforeAll and before its afterAll (vitest runs the afterAll hooks last registered first).
 */
export function testWorkerBed(options: { database?: TestDatabaseOptions; projections?: boolean } = {}): WorkerTestBed {
  const bed = testEventStore({ max: 12, ...options.database });
  let projections: ProjectionRunner | undefined;
  let boss: PgBoss | undefined;
  const loops: SubscriptionLoop[] = [];
  beforeAll(async () => {
    if (options.projections !== false) projections = await installedProjections(bed.database.sql);
    boss = createBoss(bed.database.sql, silentLogger, { schedule: false, pollingIntervalSeconds: 0.5 });
    await boss.start();
  });
  afterAll(async () => {
    for (const loop of loops) await loop.stop();
    await boss?.stop({ graceful: true, wait: true, timeout: 5000 });
  });
  const reactorDeps = () => testReactorDeps({ sql: bed.database.sql, boss: made(boss) });
  return {
    get database() {
      return bed.database;
    },
    get store() {
      return bed.store;
    },
    get projections() {
      if (options.projections === false) throw new Error("this bed was made with `projections: false`");
      return made(projections);
    },
    get boss() {
      return made(boss);
    },
    reactorDeps,
    startReactor(reactor) {
      const loop = reactorLoop(reactor, reactorDeps());
      loops.push(loop);
      loop.start();
      return loop;
    },
  };
}

/**
 * The newsletter and alert jobs' dependencies as the tests build them: mails to the outbox, links
 * to https://flydeals.example, quiet logs. The link secret is the test's, and so is anything more.
 */
export function testNewsletterJobDeps(
  database: Database,
  store: EventStore,
  more: Pick<NewsletterJobDeps, "linkSecret"> & Partial<NewsletterJobDeps>,
): NewsletterJobDeps {
  return {
    database,
    store,
    mailer: createOutboxMailer({ sql: database.sql, logger: silentLogger }),
    publicUrl: "https://flydeals.example",
    logger: silentLogger,
    ...more,
  };
}

/** A subscriber with one confirmed price alert, as the alert form and its mail's link make one. */
export async function confirmedAlert(
  bed: { database: Database; store: EventStore },
  email: string,
  language: "bg" | "en",
  criteria: AlertCriteria,
): Promise<string> {
  const [row] = await bed.database.sql<{ id: string }[]>`
    INSERT INTO newsletter_pii (subscription_id, email) VALUES (${randomUUID()}, ${email})
    ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email RETURNING subscription_id AS id`;
  const subscriptionId = row?.id ?? "";
  const token = randomUUID();
  const stream = newsletterStreamId(subscriptionId);
  await handleCommand(bed.store, stream, newsletterDecider, {
    type: "RequestAlert",
    subscriptionId,
    alertId: randomUUID(),
    criteria,
    language,
    captchaVerified: true,
    captchaKind: "local",
    confirmationTokenHash: token,
    unsubscribeTokenHash: `u-${token}`,
    at: "2026-11-20T10:00:00.000Z",
  });
  await handleCommand(bed.store, stream, newsletterDecider, {
    type: "ConfirmSubscription",
    subscriptionId,
    tokenHash: token,
    at: "2026-11-20T10:05:00.000Z",
  });
  return subscriptionId;
}
