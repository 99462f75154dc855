import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testProjectionBed } from "../../projections/testing.ts";
import { visaHistory, visaInfo } from "../../projections/visa/queries.ts";
import { silentLogger } from "../log/logger.ts";
import { VISA_CORRECTIONS } from "./data/corrections.ts";
import { readPassportIndex } from "./passport-index.ts";
import { passportIndexProvider } from "./passport-index-provider.ts";
import { runVisaCommand, syncVisaRules, type VisaRuleProvider } from "./service.ts";

/**
 * A site seeded before the corrections existed (the running site of issue 12): the weekly fetch
 * brings them in, at once where no editor had a say, as a proposal where one had.
 */

const bed = testProjectionBed();

/** The dataset alone, as the built-in provider was before decision 0043. */
const plainDataset: VisaRuleProvider = { name: "passport-index", fetchRules: async () => readPassportIndex() };

describe("syncVisaRules with the corrections on a site seeded without them", () => {
  it("applies them where no editor had a say and leaves the editor's rule standing elsewhere", async () => {
    // Given the plain dataset imported by the seed
    await syncVisaRules(bed.store, plainDataset, {
      proposedBy: "system:seed",
      approveAs: { reviewer: "system:seed", comment: "initial import" },
      logger: silentLogger,
    });
    // and an editor who has reviewed Canada's rule by hand
    await runVisaCommand(bed.store, "CA", {
      type: "EditManually",
      countryCode: "CA",
      revisionId: randomUUID(),
      changes: { notesEn: "Checked with the embassy.", needsReview: false },
      reviewer: "admin:editor",
      lockFields: false,
    });
    await bed.projections.catchUp();
    expect(await visaInfo(bed.database.db, "GB", "en")).toMatchObject({ requirementType: "visa_free", stayDays: 180 });
    expect(await visaInfo(bed.database.db, "BG", "bg")).toBeNull();

    // When the weekly fetch runs with the corrected provider (it only proposes)
    const result = await syncVisaRules(bed.store, passportIndexProvider, {
      proposedBy: "system:fetch:passport-index",
      logger: silentLogger,
    });
    await bed.projections.catchUp();

    // Then every correction is proposed and all but Canada's take effect at once
    expect(result).toMatchObject({ proposed: VISA_CORRECTIONS.length, applied: VISA_CORRECTIONS.length - 1 });
    expect(await visaInfo(bed.database.db, "GB", "en")).toMatchObject({
      requirementType: "eta",
      stayDays: null,
      sources: ["https://www.gov.uk/eta"],
      lastVerified: "2026-11-25T00:00:00.000Z",
      needsReview: false,
    });
    expect(await visaInfo(bed.database.db, "BG", "bg")).toMatchObject({ ownCountry: true, idCardAccepted: true });
    const [ukCurrent] = await visaHistory(bed.database.db, "GB");
    expect(ukCurrent).toMatchObject({
      status: "approved",
      changeType: "automated_fetch",
      reviewer: "system:fetch:passport-index",
    });
    expect(ukCurrent?.comment).toMatch(/^Correction verified on 2026-11-25: /);

    // Canada keeps the editor's rule; the correction waits in the review queue
    expect(await visaInfo(bed.database.db, "CA", "en")).toMatchObject({ notes: "Checked with the embassy." });
    const [canadaPending] = await visaHistory(bed.database.db, "CA");
    expect(canadaPending).toMatchObject({ status: "pending", changeType: "automated_fetch" });
    expect(canadaPending?.comment).toMatch(/^Correction verified on 2026-11-25: /);

    // and the next fetch finds nothing new
    expect(
      await syncVisaRules(bed.store, passportIndexProvider, { proposedBy: "system:fetch", logger: silentLogger }),
    ).toMatchObject({ proposed: 0, applied: 0 });
  });
});
