import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CmsContentEvent } from "../core/cms/events.ts";
import { builtInGenerator } from "../core/content-generation/builtin-generator.ts";
import type { ContentGenerator } from "../core/content-generation/generator.ts";
import { GenerationError } from "../core/content-generation/generator.ts";
import { cancelGeneration, requestDrafts, retryGeneration } from "../core/content-generation/service.ts";
import { PostgresEventStore } from "../core/eventstore/postgres-event-store.ts";
import type { SubscriptionLoop } from "../core/eventstore/subscription.ts";
import { Upcasters } from "../core/eventstore/upcasting.ts";
import { Wakeup } from "../core/eventstore/wakeup.ts";
import { silentLogger } from "../core/log/logger.ts";
import { createTestDatabase, type TestDatabase } from "../core/testing/test-database.ts";
import { readUntil } from "../core/testing/until.ts";
import { fixedClock } from "../core/time/clock.ts";
import { generationJob } from "../projections/content-generation/queries.ts";
import type { ProjectionRunner } from "../projections/runner.ts";
import { installedProjections } from "../projections/testing.ts";
import { createBoss } from "./boss.ts";
import {
  type ContentGenerationJobDeps,
  contentGenerationReactor,
  generateDraft,
  registerContentGenerationJobs,
} from "./content-generation-jobs.ts";
import { reactorLoop } from "./reactor.ts";

let database: TestDatabase;
let store: PostgresEventStore;
let projections: ProjectionRunner;
let boss: PgBoss;
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
  await projections.catchUp();
  return generationJob(database.db, jobId);
};

beforeAll(async () => {
  database = await createTestDatabase({ max: 12 });
  store = new PostgresEventStore(database.sql);
  projections = await installedProjections(database.sql);
  boss = createBoss(database.sql, silentLogger, { schedule: false, pollingIntervalSeconds: 0.5 });
  await boss.start();
  const deps: ContentGenerationJobDeps = {
    store,
    db: database.db,
    generators: { builtin: builtInGenerator, openai: failingGenerator },
    logger: silentLogger,
    clock,
  };
  await registerContentGenerationJobs({ ...deps, boss });
  loop = reactorLoop(contentGenerationReactor, {
    sql: database.sql,
    boss,
    upcasters: new Upcasters(),
    wakeup: new Wakeup(undefined),
    logger: silentLogger,
    pollIntervalMs: 100,
  });
  loop.start();
});

afterAll(async () => {
  await loop?.stop();
  await boss?.stop({ graceful: true, wait: true, timeout: 5000 });
  await database?.drop();
});

describe("the draft generation worker", () => {
  it("runs a requested job through pg-boss and lands the text as a draft, never live", async () => {
    const jobs = await requestDrafts(
      { store, clock },
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
      const { events } = await store.readStream<CmsContentEvent>(`cmscontent-sight-BCN-sagrada-familia-${job.locale}`);
      expect(events.map((e) => e.type)).toEqual(["CmsContentDraftSaved"]);
      const saved = events[0];
      expect(saved?.type === "CmsContentDraftSaved" && saved.data.blocks).toHaveLength(7);
      expect(saved?.metadata).toMatchObject({ actor: "system:content-generator", causationId: job.jobId });
    }
    const { events: page } = await store.readStream("cmspage-sight-BCN-sagrada-familia");
    expect(page.map((e) => e.type)).toEqual(["CmsPageCreated"]);
    expect(page[0]?.data).toEqual({ pageKey: "sight-BCN-sagrada-familia", pageType: "sight" });
  });

  it("fails a job with the generator's message, and a retry runs again as the next attempt", async () => {
    const [job] = await requestDrafts(
      { store, clock },
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
    const { version } = await store.readStream(`cmscontent-destination-LIS-en`);
    expect(version).toBe(0);
    const retried = await retryGeneration({ store, clock }, job, "admin:admin", admin, "builtin");
    const row = await readUntil(
      () => jobRow(retried),
      (r) => r?.status === "completed" && r.draftSnapshot !== null,
    );
    expect(row).toMatchObject({ attempt: 2, retryOf: job.jobId, generator: "builtin", draftSnapshot: 1 });
  });

  it("does not run a cancelled job", async () => {
    await loop.stop(); // nothing queues the job while the test cancels it
    const [job] = await requestDrafts(
      { store, clock },
      { kind: "destination", entity: { iata: "MAD" }, locales: ["bg"], generator: "builtin" },
      "admin:admin",
      admin,
    );
    if (!job) throw new Error("no job");
    expect(await cancelGeneration({ store, clock }, job, "admin:admin", admin)).toBe(true);
    const deps = { store, db: database.db, generators: { builtin: builtInGenerator }, logger: silentLogger, clock };
    expect(await generateDraft(deps, job)).toBe("cancelled");
    expect((await store.readStream(`cmscontent-destination-MAD-bg`)).version).toBe(0);
    expect(await jobRow(job.jobId)).toMatchObject({ status: "cancelled", cancelledBy: "admin:admin" });
  });

  it("refuses a second request for a page and language while one is open, storing nothing", async () => {
    const deps = { store, clock };
    await requestDrafts(
      deps,
      { kind: "destination", entity: { iata: "VIE" }, locales: ["bg"], generator: "builtin" },
      "a",
      admin,
    );
    const before = (await store.readStream("cmsgen-destination-VIE-en")).version;
    await expect(
      requestDrafts(
        deps,
        { kind: "destination", entity: { iata: "VIE" }, locales: ["en", "bg"], generator: "builtin" },
        "a",
        admin,
      ),
    ).rejects.toMatchObject({ code: "job_open", status: 409 });
    expect((await store.readStream("cmsgen-destination-VIE-en")).version).toBe(before);
  });
});
