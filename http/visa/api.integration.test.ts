import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { silentLogger } from "../../core/log/logger.ts";
import { passportIndexProvider } from "../../core/visa/passport-index-provider.ts";
import { runVisaCommand, syncVisaRules } from "../../core/visa/service.ts";
import { seedTestVisaRules } from "../../core/visa/testing.ts";
import { testProjectionBed } from "../../projections/testing.ts";
import { visaHistory } from "../../projections/visa/queries.ts";
import type { HttpApp } from "../app.ts";
import { testHttpApp } from "../testing.ts";

const bed = testProjectionBed();
let app: HttpApp;

beforeAll(async () => {
  await seedTestVisaRules(bed.store);
  await bed.projections.catchUp();
  app = testHttpApp({ database: bed.database, projections: bed.projections });
});

type VisaBody = { success: boolean; data: Record<string, unknown>; error?: { code: string; message: string } };
const get = async (path: string) => {
  const response = await app.request(path);
  return { status: response.status, body: (await response.json()) as VisaBody };
};

describe("GET /api/visa/{countryCode}", () => {
  it("serves every seeded country's rule in the visitor's language", async () => {
    const [count] = await bed.database.sql<
      { n: number }[]
    >`SELECT count(*)::int AS n FROM visa_requirements WHERE requirement_type IS NOT NULL`;
    // the dataset's 198 countries and Bulgaria itself, which only the corrections know
    expect(count?.n).toBe(199);
    const thailand = await get("/api/visa/th?lang=en");
    expect(thailand.status).toBe(200);
    expect(thailand.body.data).toMatchObject({
      countryCode: "TH",
      nationalityCode: "BGR",
      requirementType: "visa_free",
      stayDays: 60,
      manualOverride: false,
      needsReview: true,
      // the dataset it came from is no source: the official page to check it against is
      sources: [],
      officialSource: "https://www.mfa.bg/bg/embassyinfo",
    });
    expect(thailand.body.data.passportRequirements).toMatch(/consulate/);
    expect((await get("/api/visa/IN")).body.data.requirementType).toBe("evisa");
    const [row] = await bed.database.sql<
      { provider: string }[]
    >`SELECT provider FROM visa_requirements WHERE country_code = 'TR'`;
    expect(row?.provider).toBe("MFA_BG");
  });

  it("reflects a manual override and its locked fields", async () => {
    await runVisaCommand(bed.store, "TH", {
      type: "EditManually",
      countryCode: "TH",
      revisionId: randomUUID(),
      changes: {
        passportValidityMinDays: 150,
        notesBg: "Паспорт, валиден 150 дни.",
        notesEn: "Passport valid for 150 days.",
        needsReview: false,
      },
      reviewer: "admin@flydeals.bg",
      comment: "checked with the embassy",
      lockFields: true,
    });
    await bed.projections.catchUp();
    const { body } = await get("/api/visa/TH?lang=bg");
    expect(body.data).toMatchObject({
      manualOverride: true,
      passportValidityDays: 150,
      notes: "Паспорт, валиден 150 дни.",
      needsReview: false,
    });
    expect(body.data.manualOverrideFields).toEqual(["needsReview", "notesBg", "notesEn", "passportValidityMinDays"]);
    const history = await visaHistory(bed.database.db, "TH");
    expect(history.map((r) => [r.changeType, r.status, r.reviewer, r.comment])).toEqual([
      ["manual_override", "approved", "admin@flydeals.bg", "checked with the embassy"],
      ["automated_fetch", "superseded", "system:seed", "initial import"],
    ]);
  });

  it("answers bad and unknown codes with 4xx envelopes", async () => {
    const bad = await get("/api/visa/TUR");
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toBe("Country code must be 2 letters (ISO 3166-1 alpha-2)");
    expect((await get("/api/visa/TR?lang=de")).status).toBe(400);
    // a bad code and a bad language: the code is answered first, as it always was
    expect((await get("/api/visa/TUR?lang=de")).body.error?.message).toBe(
      "Country code must be 2 letters (ISO 3166-1 alpha-2)",
    );
    const unknown = await get("/api/visa/ZZ");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.code).toBe("visa_not_found");
  });

  it("serves the corrected rules: the UK's ETA with its source and date, Bulgaria as your own country", async () => {
    const uk = (await get("/api/visa/GB?lang=en")).body.data;
    expect(uk).toMatchObject({
      requirementType: "eta",
      stayDays: null,
      idCardAccepted: false,
      ownCountry: false,
      needsReview: false,
      confidenceLevel: "high",
      sources: ["https://www.gov.uk/eta"],
      lastVerified: "2026-11-25T00:00:00.000Z",
    });
    expect(uk.notes).toMatch(/Electronic travel authorisation \(ETA\)/i);
    expect(uk.notes).toContain("2 April 2025");
    expect(uk.notes).toContain("£16");
    expect(uk.passportRequirements).toBe("You need a passport: an identity card is not accepted.");

    const home = (await get("/api/visa/BG?lang=bg")).body.data;
    expect(home).toMatchObject({ requirementType: "visa_free", ownCountry: true, idCardAccepted: true });
    expect(home.notes).toContain("вашата собствена държава");
    expect(`${home.notes} ${home.passportRequirements}`).not.toMatch(/консулств/);

    const germany = (await get("/api/visa/DE?lang=bg")).body.data;
    expect(germany).toMatchObject({ idCardAccepted: true, lastVerified: "2026-11-25T00:00:00.000Z" });
    expect(germany.passportRequirements).toBe("Достатъчна е валидна лична карта; може да пътувате и с паспорт.");
    expect(germany.notes).toContain("ETIAS и EES не се отнасят за гражданите на ЕС");

    // what nobody checked has no verification date: an import approved by the system is not one
    expect((await get("/api/visa/KR")).body.data).toMatchObject({ lastVerified: null, needsReview: true });
    expect((await get("/api/visa/US?lang=en")).body.data).toMatchObject({
      requirementType: "embassy_visa",
      lastVerified: "2026-11-29T00:00:00.000Z",
      officialSource: "https://www.mfa.bg/bg/embassyinfo/usa",
    });
  });

  it("a second automated fetch of unchanged data proposes nothing", async () => {
    const result = await syncVisaRules(bed.store, passportIndexProvider, {
      proposedBy: "system:fetch",
      logger: silentLogger,
    });
    expect(result.proposed).toBe(0);
  });
});
