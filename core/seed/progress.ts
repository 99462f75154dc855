import type { EventStore } from "../eventstore/types.ts";

/** The first start's seeders, in the order they run; each may run again after an interruption. */
export const SEED_STEPS = ["catalog", "cms-pages", "search-profiles", "visa-rules", "fare-history"] as const;
export type SeedStep = (typeof SEED_STEPS)[number];

export const SEED_PROGRESS_STREAM = "seed-progress";
export const SEED_EVENT_TYPES = ["SeedStepCompleted"] as const;

export interface SeedStepCompleted {
  type: "SeedStepCompleted";
  data: { step: SeedStep };
}

export async function completedSeedSteps(store: EventStore): Promise<Set<SeedStep>> {
  const { events } = await store.readStream<SeedStepCompleted>(SEED_PROGRESS_STREAM);
  return new Set(events.filter((event) => event.type === "SeedStepCompleted").map((event) => event.data.step));
}

/**
 * Runs every seeder not yet marked complete, marking each once it has finished. A start killed
 * half-way through a seeder runs that seeder again on the next start, so the seeders must skip
 * what they already recorded (their commands are idempotent). A store seeded before the markers
 * existed counts as complete when `seededBeforeMarkers` says so.
 */
export async function runSeedSteps(
  store: EventStore,
  steps: ReadonlyArray<{ step: SeedStep; run: () => Promise<unknown> }>,
  seededBeforeMarkers: () => Promise<boolean>,
): Promise<SeedStep[]> {
  const done = await completedSeedSteps(store);
  if (done.size === 0 && (await seededBeforeMarkers())) {
    await markCompleted(
      store,
      steps.map(({ step }) => step),
    );
    return [];
  }
  const ran: SeedStep[] = [];
  for (const { step, run } of steps) {
    if (done.has(step)) continue;
    await run();
    await markCompleted(store, [step]);
    ran.push(step);
  }
  return ran;
}

async function markCompleted(store: EventStore, steps: SeedStep[]): Promise<void> {
  const events: SeedStepCompleted[] = steps.map((step) => ({ type: "SeedStepCompleted", data: { step } }));
  await store.append(SEED_PROGRESS_STREAM, events, { metadata: { actor: "system:seed" } });
}
