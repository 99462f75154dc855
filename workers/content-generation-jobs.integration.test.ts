import { beforeAll, describe, expect, it } from "vitest";
import type { CmsContentEvent } from "../core/cms/events.ts";
import { builtInGenerator } from "../core/content-generation/builtin-generator.ts";
import type { ContentGenerator } from "../core/content-generation/generator.ts";
import { GenerationError } from "../core/content-generation/generator.ts";
import { cancelGeneration, requestDrafts, retryGeneration } from "../core/content-generation/service.ts";
import type { SubscriptionLoop } from "../core/eventstore/subscription.ts";
import { silentLogger } from "../core/log/logger.ts";
import { readUntil } from "../core/testing/until.ts";
import { fixedClock } from "../core/time/clock.ts";
import { generationJob } from "../projections/content-generation/queries.ts";
import {
  type ContentGenerationJobDeps,
  contentGenerationReactor,
  generateDraft,
  registerContentGenerationJobs,
} from "./content-generation-jobs.ts";
import { testWorkerBed } from "./testing.ts";

const bed = testWorkerBed();
let loop: SubscriptionLoop;
const clock = fixedClock("2026-11-27T09:00:00Z");
const admin = { actor: "admin:admin" };

/** The chat API as it fails: the job fails with the generator's message. */
const failingGenerator: ContentGenerator = {
  name: "openai",
  async generate() {
    throw new GenerationError("upstream", "The chat API failed (500): server error");
  },
};

const jobRow = async (jobId: string) => {
  await bed.projections.catchUp();
  return generationJob(bed.database.db, jobId);
};

beforeAll(async () => {
  const deps: ContentGenerationJobDeps = {
    store: bed.store,
    db: bed.database.db,
    generators: { builtin: builtInGenerator, openai: failingGenerator },
    logger: silentLogger,
    clock,
  };
  await registerContentGenerationJobs({ ...deps, boss: bed.boss });
  loop = bed.startReactor(contentGenerationReactor);
});

describe("the draft generation worker", () => {
  it("runs a requested job through pg-boss and lands the text as a draft, never live", async () => {
    const jobs = await requestDrafts(
      { store: bed.store, clock },
      {
        kind: "sight",
        entity: { iata: "BCN", sightSlug: "sagrada-familia" },
        locales: ["bg", "en"],
        generator: "builtin",
      },
      "admin:admin",
      admin,
    );
    expect(jobs.map((j) => j.pageKey)).toEqual(["sight-BCN-sagrada-familia", "sight-BCN-sagrada-familia"]);
    for (const job of jobs) {
      const row = await readUntil(
        () => jobRow(job.jobId),
        (r) => r?.status === "completed" && r.draftSnapshot !== null,
      );
      expect(row).toMatchObject({
        status: "completed",
        generator: "builtin",
        attempt: 1,
        blockCount: 7,
        draftSnapshot: 1,
      });
      expect(row?.requestedBy).toBe("admin:admin");
      const { events } = await bed.store.readStream<CmsContentEvent>(
        `cmscontent-sight-BCN-sagrada-familia-${job.locale}`,
      );
      expect(events.map((e) => e.type)).toEqual(["CmsContentDraftSaved"]);
      const saved = events[0];
      expect(saved?.type === "CmsContentDraftSaved" && saved.data.blocks).toHaveLength(7);
      expect(saved?.metadata).toMatchObject({ actor: "system:content-generator", causationId: job.jobId });
    }
    const { events: page } = await bed.store.readStream("cmspage-sight-BCN-sagrada-familia");
    expect(page.map((e) => e.type)).toEqual(["CmsPageCreated"]);
    expect(page[0]?.data).toEqual({ pageKey: "sight-BCN-sagrada-familia", pageType: "sight" });
  });

  it("fails a job with the generator's message, and a retry runs again as the next attempt", async () => {
    const [job] = await requestDrafts(
      { store: bed.store, clock },
      { kind: "destination", entity: { iata: "LIS" }, locales: ["en"], generator: "openai" },
      "admin:admin",
      admin,
    );
    if (!job) throw new Error("no job");
    const failed = await readUntil(
      () => jobRow(job.jobId),
      (r) => r?.status === "failed",
    );
    expect(failed).toMatchObject({
      status: "failed",
      error: "The chat API failed (500): server error",
      draftSnapshot: null,
    });
    const { version } = await bed.store.readStream(`cmscontent-destination-LIS-en`);
    expect(version).toBe(0);
    const retried = await retryGeneration({ store: bed.store, clock }, job, "admin:admin", admin, "builtin");
    const row = await readUntil(
      () => jobRow(retried),
      (r) => r?.status === "completed" && r.draftSnapshot !== null,
    );
    expect(row).toMatchObject({ attempt: 2, retryOf: job.jobId, generator: "builtin", draftSnapshot: 1 });
  });

  it("does not run a cancelled job", async () => {
    await loop.stop(); // nothing queues the job while the test cancels it
    const [job] = await requestDrafts(
      { store: bed.store, clock },
      { kind: "destination", entity: { iata: "MAD" }, locales: ["bg"], generator: "builtin" },
      "admin:admin",
      admin,
    );
    if (!job) throw new Error("no job");
    expect(await cancelGeneration({ store: bed.store, clock }, job, "admin:admin", admin)).toBe(true);
    const deps = {
      store: bed.store,
      db: bed.database.db,
      generators: { builtin: builtInGenerator },
      logger: silentLogger,
      clock,
    };
    expect(await generateDraft(deps, job)).toBe("cancelled");
    expect((await bed.store.readStream(`cmscontent-destination-MAD-bg`)).version).toBe(0);
    expect(await jobRow(job.jobId)).toMatchObject({ status: "cancelled", cancelledBy: "admin:admin" });
  });

  it("refuses a second request for a page and language while one is open, storing nothing", async () => {
    const deps = { store: bed.store, clock };
    await requestDrafts(
      deps,
      { kind: "destination", entity: { iata: "VIE" }, locales: ["bg"], generator: "builtin" },
      "a",
      admin,
    );
    const before = (await bed.store.readStream("cmsgen-destination-VIE-en")).version;
    await expect(
      requestDrafts(
        deps,
        { kind: "destination", entity: { iata: "VIE" }, locales: ["en", "bg"], generator: "builtin" },
        "a",
        admin,
      ),
    ).rejects.toMatchObject({ code: "job_open", status: 409 });
    expect((await bed.store.readStream("cmsgen-destination-VIE-en")).version).toBe(before);
  });
});
