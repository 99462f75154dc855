import type PgBoss from "pg-boss";
import type { Db } from "../core/db/database.ts";
import { BEST_DEALS_EVENT_TYPES } from "../core/deals/events.ts";
import { handleCommand } from "../core/eventstore/command-handler.ts";
import type { EventStore } from "../core/eventstore/types.ts";
import { composeHero, pickForHour } from "../core/hero/compose.ts";
import { heroDecider } from "../core/hero/decider.ts";
import { HERO_LANGUAGES, type HeroLanguage, heroStreamId } from "../core/hero/events.ts";
import type { Logger } from "../core/log/logger.ts";
import { loadSettings } from "../core/settings/service.ts";
import { heroDealCandidates, heroFareCandidate } from "../projections/hero/queries.ts";
import { createQueue, inTransaction, scheduleQueue } from "./boss.ts";
import { QUEUES } from "./queues.ts";
import type { Reactor } from "./reactor.ts";

export interface HeroJobDeps {
  store: EventStore;
  db: Db;
  logger: Logger;
}

const SYSTEM = { actor: "system:homepage-hero" };
const ROTATE_CRON = "*/15 * * * *";

export type HeroOutcome = "rotated" | "unchanged" | "cleared";

/**
 * Chooses what each language's home page features this hour: the top-ranked live deals take
 * turns; with none, the cheapest current fare; with the setting off, nothing (the static hero).
 */
export async function rotateHomepageHero(
  deps: HeroJobDeps,
  now = new Date(),
): Promise<Record<HeroLanguage, HeroOutcome>> {
  const { settings } = await loadSettings(deps.store);
  const outcomes = {} as Record<HeroLanguage, HeroOutcome>;
  for (const language of HERO_LANGUAGES) {
    const stream = heroStreamId(language);
    if (!settings.dynamicHomepageHero) {
      const { events } = await handleCommand(
        deps.store,
        stream,
        heroDecider,
        { type: "ClearHero", language, reason: "disabled" },
        { metadata: SYSTEM },
      );
      outcomes[language] = events.length > 0 ? "cleared" : "unchanged";
      continue;
    }
    const deals = await heroDealCandidates(deps.db, language, now.toISOString().slice(0, 10));
    const slot = pickForHour(deals, now);
    const candidate = slot.pick ?? (await heroFareCandidate(deps.db, language));
    const command = candidate
      ? { type: "RotateHero" as const, rotation: composeHero(candidate, language, settings.currency, slot) }
      : { type: "ClearHero" as const, language, reason: "nothing_to_show" as const };
    const { events } = await handleCommand(deps.store, stream, heroDecider, command, { metadata: SYSTEM });
    outcomes[language] = events.length === 0 ? "unchanged" : candidate ? "rotated" : "cleared";
  }
  return outcomes;
}

export async function registerHeroJobs(deps: HeroJobDeps & { boss: PgBoss }): Promise<void> {
  const { boss, logger } = deps;
  await createQueue(boss, QUEUES.heroRotate, { retryLimit: 2, retryBackoff: true });
  await scheduleQueue(boss, QUEUES.heroRotate, ROTATE_CRON);
  await boss.work(QUEUES.heroRotate, async ([job]) => {
    const outcomes = await rotateHomepageHero(deps);
    logger.child({ jobId: job?.id, queue: QUEUES.heroRotate }).info("homepage hero", outcomes);
  });
}

/** A new ranking of the best deals, or a settings change (the switch, the currency), rotates the hero at once. */
export const heroReactor: Reactor = {
  name: "homepage-hero",
  eventTypes: [...BEST_DEALS_EVENT_TYPES, "SystemSettingsChanged"],
  async react(tx, events, boss) {
    if (events.length === 0) return;
    await boss.send(QUEUES.heroRotate, {}, inTransaction(tx));
  },
};
