import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryAudit } from "../../../core/audit/audit.ts";
import { runSettingsCommand } from "../../../core/settings/service.ts";
import { type AdminSessionCookie, type AdminTestBed, signedInTestBed } from "../shell/testing.ts";
import { rebuildsSettled } from "./routes.tsx";

let bed: AdminTestBed;
let session: AdminSessionCookie;
beforeAll(async () => {
  ({ bed, session } = await signedInTestBed());
  await runSettingsCommand(bed.store, {
    type: "ChangeSettings",
    changes: { dailyCap: 12 },
    lastModifiedBy: "admin:admin",
    at: new Date().toISOString(),
  });
  await bed.projections.catchUp();
});
afterAll(async () => {
  await rebuildsSettled();
  await bed.close();
});

describe("projections screen", () => {
  it("lists every projection with position, lag and generation", async () => {
    const html = await (await bed.request("/nimda/projections", { session })).text();
    for (const projection of bed.projections.projections) expect(html).toContain(projection.name);
    const api = (await (await bed.api("/nimda/api/projections", session)).json()) as {
      data: { name: string; lag: number; activeGeneration: number }[];
    };
    expect(api.data).toHaveLength(bed.projections.projections.length);
    expect(api.data.every((p) => p.lag === 0 && p.activeGeneration === 1)).toBe(true);
  });

  it("rebuilds a projection into a new generation, audited, and refuses a second one meanwhile", async () => {
    const response = await bed.postForm("/nimda/projections/visa/rebuild", session, {});
    expect(response.status).toBe(303);
    const second = await bed.api("/nimda/api/projections/visa/rebuild", session, { method: "POST" });
    expect([202, 409]).toContain(second.status);
    await rebuildsSettled();
    const [visa] = (await bed.projections.status()).filter((p) => p.name === "visa");
    expect(visa?.activeGeneration).toBeGreaterThan(1);
    const audit = await queryAudit(bed.database.sql, { streamId: "projection-visa" });
    expect(audit.map((e) => e.action)).toEqual(
      expect.arrayContaining(["projections.rebuild", "projections.rebuild_completed"]),
    );
    expect(audit[0]?.actor).toBe("admin:admin");
  });

  it("answers 404 for an unknown projection", async () => {
    const response = await bed.api("/nimda/api/projections/nope/rebuild", session, { method: "POST" });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, error: { code: "not_found" } });
    expect((await bed.postForm("/nimda/projections/nope/rebuild", session, {})).status).toBe(404);
  });
});
