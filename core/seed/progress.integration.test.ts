import { beforeEach, describe, expect, it } from "vitest";
import { testEventStore } from "../testing/event-store.ts";
import { completedSeedSteps, runSeedSteps, type SeedStep } from "./progress.ts";

const bed = testEventStore();
beforeEach(() => bed.database.sql`TRUNCATE events, streams`);

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
    await runSeedSteps(bed.store, recordingSteps(first), async () => false);
    expect(first).toEqual(["catalog", "cms-pages", "fare-history"]);

    const second: SeedStep[] = [];
    await runSeedSteps(bed.store, recordingSteps(second), async () => false);
    expect(second).toEqual([]);
  });

  it("resumes at the step a killed start was in, without redoing the finished ones", async () => {
    const first: SeedStep[] = [];
    await expect(runSeedSteps(bed.store, recordingSteps(first, "cms-pages"), async () => false)).rejects.toThrow(
      "killed during cms-pages",
    );
    expect([...(await completedSeedSteps(bed.store))]).toEqual(["catalog"]);

    const second: SeedStep[] = [];
    await runSeedSteps(bed.store, recordingSteps(second), async () => false);
    expect(second).toEqual(["cms-pages", "fare-history"]);
    expect(await completedSeedSteps(bed.store)).toEqual(new Set(["catalog", "cms-pages", "fare-history"]));
  });

  it("takes a store seeded before the markers existed as complete", async () => {
    const ran: SeedStep[] = [];
    await runSeedSteps(bed.store, recordingSteps(ran), async () => true);
    expect(ran).toEqual([]);
    expect(await completedSeedSteps(bed.store)).toEqual(new Set(["catalog", "cms-pages", "fare-history"]));
  });

  it("does not take a half-seeded store as complete once a marker exists", async () => {
    await expect(runSeedSteps(bed.store, recordingSteps([], "cms-pages"), async () => false)).rejects.toThrow();
    const ran: SeedStep[] = [];
    // routes exist (say, crawls arrived) but the markers say the seed is unfinished
    await runSeedSteps(bed.store, recordingSteps(ran), async () => true);
    expect(ran).toEqual(["cms-pages", "fare-history"]);
  });
});
