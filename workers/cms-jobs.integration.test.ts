import { beforeAll, describe, expect, it } from "vitest";
import { runCmsPageCommand } from "../core/cms/runner.ts";
import { silentLogger } from "../core/log/logger.ts";
import { cmsPages } from "../projections/cms/queries.ts";
import { testProjectionBed } from "../projections/testing.ts";
import { type CmsJobDeps, publishScheduledPages } from "./cms-jobs.ts";

const bed = testProjectionBed();
let deps: CmsJobDeps;
const now = new Date("2026-11-22T10:00:00Z");
const hours = (n: number) => new Date(now.getTime() + n * 3_600_000);

async function scheduledPage(pageKey: string, publishAt: Date) {
  await runCmsPageCommand(bed.store, { type: "CreatePage", pageKey, pageType: "static" }, { actor: "test" });
  await runCmsPageCommand(
    bed.store,
    {
      type: "ChangePublishingState",
      pageKey,
      to: "scheduled",
      publishAt: publishAt.toISOString(),
      at: now.toISOString(),
    },
    { actor: "test" },
  );
}

beforeAll(async () => {
  deps = { store: bed.store, db: bed.database.db, logger: silentLogger };
});

describe("scheduled CMS pages", () => {
  it("go live once their time has come, by the scheduler", async () => {
    await scheduledPage("winter-sale", hours(1));
    await bed.projections.catchUp();
    expect(await publishScheduledPages(deps, now)).toEqual([]);
    expect(await publishScheduledPages(deps, hours(2))).toEqual(["winter-sale"]);
    await bed.projections.catchUp();
    const page = (await cmsPages(bed.database.db, { includeDraft: true })).find((p) => p.pageKey === "winter-sale");
    expect(page?.publishingState).toBe("live");
    const { events } = await bed.store.readStream("cmspage-winter-sale");
    expect(events.at(-1)?.metadata).toMatchObject({ actor: "system:cms-scheduler" });
    expect(await publishScheduledPages(deps, hours(3))).toEqual([]);
  });

  it("wait when their stream says later, whatever the read model still says", async () => {
    await scheduledPage("spring-sale", hours(1));
    await bed.projections.catchUp();
    await runCmsPageCommand(
      bed.store,
      {
        type: "ChangePublishingState",
        pageKey: "spring-sale",
        to: "scheduled",
        publishAt: hours(5).toISOString(),
        at: now.toISOString(),
      },
      { actor: "test" },
    );
    // the read model has not folded the new time yet
    expect(await publishScheduledPages(deps, hours(2))).toEqual([]);
    await bed.projections.catchUp();
    expect(await publishScheduledPages(deps, hours(6))).toEqual(["spring-sale"]);
  });
});
