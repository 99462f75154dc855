import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryAudit } from "../../../core/audit/audit.ts";
import { ANALYTICS_VIEWS } from "../../../projections/analytics/schema.ts";
import { seedAnalyticsEvents } from "../../../projections/analytics/testing.ts";
import { type AdminSessionCookie, type AdminTestBed, signedInTestBed } from "../shell/testing.ts";

let bed: AdminTestBed;
let session: AdminSessionCookie;
beforeAll(async () => {
  ({ bed, session } = await signedInTestBed());
  await seedAnalyticsEvents(bed.store, bed.database.sql);
  await bed.projections.catchUp("analytics");
});

afterAll(async () => {
  await bed.close();
});

const RANGE = "from=2026-03-27&to=2026-04-02";

describe("/nimda/analytics", () => {
  it("shows the range's click-outs, searches, deals and newsletter as numbers and charts", async () => {
    const response = await bed.request(`/nimda/analytics?${RANGE}`, { session });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Click-outs by day");
    expect(html).toMatch(/<dt>Click-outs<\/dt><dd>4<\/dd>/);
    expect(html).toMatch(/<dt>Detected<\/dt><dd>2<\/dd>/);
    expect(html).toMatch(/<dt>Digest mails sent<\/dt><dd>42<\/dd>/);
    expect(html).toContain("SOF → LTN");
    // seven days, seven rows in each chart's table of numbers: click-outs, deals, sign-ups and mail
    // click-outs (no searches: no chart)
    expect(html.match(/<th scope="row">2026-0[34]-\d\d<\/th>/g)?.length).toBe(7 * 4);
    expect(html).toMatch(/<title>2026-03-29: Newsletter sign-ups 1<\/title>/);
    expect(html).toMatch(/<title>2026-03-29: From digests 1<\/title>/);
    expect(html).toContain("Nothing in this range.");
    expect(html).toContain('role="img"');
  });

  it("filters by source and route", async () => {
    const html = await (
      await bed.request(`/nimda/analytics?${RANGE}&source=newsletter&toAirport=fco`, { session })
    ).text();
    expect(html).toMatch(/<dt>Click-outs<\/dt><dd>1<\/dd>/);
    expect(html).not.toContain("SOF → LTN");
  });

  it("answers bad filters with 400 and the reason, whatever the bytes", async () => {
    const cases: [string, string][] = [
      ["from=2026-02-30", "From is not a day of the calendar"],
      ["from=2026-04-02&to=2026-03-01", "From must not be after To"],
      ["from=2020-01-01&to=2026-01-01", "The range may be at most 731 days"],
      ["source=%3Cscript%3E", "Source must be one of"],
      // the app refuses a NUL byte or broken UTF-8 before any screen sees it
      ["source=%00%ff", "not allowed"],
      ["toAirport=L%27TN", "To airport must be a three-letter IATA code"],
    ];
    for (const [query, message] of cases) {
      const response = await bed.request(`/nimda/analytics?${query}`, { session });
      expect(response.status, query).toBe(400);
      expect(await response.text(), query).toContain(message);
      const exported = await bed.request(`/nimda/analytics/export/click_outs.csv?${query}`, { session });
      expect(exported.status, query).toBe(400);
    }
  });

  it("exports a view as CSV with the filters, and the audit log says who took it", async () => {
    const response = await bed.request(
      `/nimda/analytics/export/click_outs.csv?from=2026-03-29&to=2026-03-29&source=site`,
      { session },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toContain("click_outs_2026-03-29_2026-03-29.csv");
    const lines = (await response.text()).trim().split("\n");
    expect(lines[0]).toBe(Object.keys(ANALYTICS_VIEWS.find((v) => v.name === "click_outs")?.columns ?? {}).join(","));
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(",2026-03-29,");
    expect(lines[1]).toContain(",en,mobile,site,");
    const audit = await queryAudit(bed.database.sql, { streamId: "analytics-exports" });
    expect(audit[0]).toMatchObject({ action: "analytics.export", actor: "admin:admin" });
  });

  it("streams a large export page by page from a cursor", async () => {
    await bed.database.sql`
      INSERT INTO public.click_outs (click_id, clicked_at, day, deal_id, short_code, from_airport, to_airport,
        destination_id, price_bgn, saving_bgn, saving_percent, language, device_class, source, source_detail)
      SELECT gen_random_uuid(), '2026-04-01T10:00:00Z', '2026-04-01', gen_random_uuid(), 'X1X1X', 'SOF', 'BCN', 'BCN',
             100, 50, 33, 'bg', 'desktop', 'direct', ''
        FROM generate_series(1, 2500)`;
    const response = await bed.request(`/nimda/analytics/export/click_outs.csv?from=2026-04-01&to=2026-04-01`, {
      session,
    });
    const lines = (await response.text()).trim().split("\n");
    expect(lines).toHaveLength(2501);
    expect(new Set(lines.slice(1).map((line) => line.split(",")[2]))).toEqual(new Set(["2026-04-01"]));
  });

  it("an empty range exports the header alone; an unknown view is 404; a stranger gets nothing", async () => {
    const empty = await bed.request(`/nimda/analytics/export/deals_daily.csv?from=2020-01-01&to=2020-01-02`, {
      session,
    });
    expect((await empty.text()).trim()).toBe("day,change,from_airport,to_airport,deal_type,deals");
    expect((await bed.request(`/nimda/analytics/export/events.csv`, { session })).status).toBe(404);
    const stranger = await bed.request(`/nimda/analytics/export/click_outs.csv`);
    expect([302, 303, 401]).toContain(stranger.status);
    expect(await stranger.text()).not.toContain("click_id");
  });

  it("documents the schema for analysts", async () => {
    const html = await (await bed.request("/nimda/analytics/schema", { session })).text();
    for (const view of ANALYTICS_VIEWS) expect(html).toContain(`analytics.${view.name}`);
    expect(html).toContain("Calendar day in Europe/Sofia");
  });
});
