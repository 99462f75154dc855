import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PostgresEventStore } from "../eventstore/postgres-event-store.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { completedSeedSteps, runSeedSteps, type SeedStep } from "./progress.ts";

let database: TestDatabase;
let store: PostgresEventStore;

beforeAll(async () => {
  database = await createTestDatabase();
  store = new PostgresEventStore(database.sql);
});
afterAll(() => database.drop());
beforeEach(() => database.sql`TRUNCATE events, streams`);

function recordingSteps(ran: SeedStep[], failAt?: SeedStep) {
  return (["catalog", "cms-pages", "fare-history"] as const).map((step) => ({
    step,
    run: async () => {
      ran.push(step);
      if (step === failAt) throw new Error(`killed during ${step}`);
    },
  }));
}

describe("runSeedSteps", () => {
  it("runs every step once on an empty store and none on the next start", async () => {
    const first: SeedStep[] = [];
    await runSeedSteps(store, recordingSteps(first), async () => false);
    expect(first).toEqual(["catalog", "cms-pages", "fare-history"]);

    const second: SeedStep[] = [];
    await runSeedSteps(store, recordingSteps(second), async () => false);
    expect(second).toEqual([]);
  });

  it("resumes at the step a killed start was in, without redoing the finished ones", async () => {
    const first: SeedStep[] = [];
    await expect(runSeedSteps(store, recordingSteps(first, "cms-pages"), async () => false)).rejects.toThrow(
      "killed during cms-pages",
    );
    expect([...(await completedSeedSteps(store))]).toEqual(["catalog"]);

    const second: SeedStep[] = [];
    await runSeedSteps(store, recordingSteps(second), async () => false);
    expect(second).toEqual(["cms-pages", "fare-history"]);
    expect(await completedSeedSteps(store)).toEqual(new Set(["catalog", "cms-pages", "fare-history"]));
  });

  it("takes a store seeded before the markers existed as complete", async () => {
    const ran: SeedStep[] = [];
    await runSeedSteps(store, recordingSteps(ran), async () => true);
    expect(ran).toEqual([]);
    expect(await completedSeedSteps(store)).toEqual(new Set(["catalog", "cms-pages", "fare-history"]));
  });

  it("does not take a half-seeded store as complete once a marker exists", async () => {
    await expect(runSeedSteps(store, recordingSteps([], "cms-pages"), async () => false)).rejects.toThrow();
    const ran: SeedStep[] = [];
    // routes exist (say, crawls arrived) but the markers say the seed is unfinished
    await runSeedSteps(store, recordingSteps(ran), async () => true);
    expect(ran).toEqual(["cms-pages", "fare-history"]);
  });
});
