import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../core/catalog/seed.ts";
import type { DealSnapshot } from "../core/deals/events.ts";
import { dealSnapshotFixture } from "../core/deals/fixtures.ts";
import { detectDeal } from "../core/deals/service.ts";
import { silentLogger } from "../core/log/logger.ts";
import type { FareSource } from "../core/pricing/fare.ts";
import { recheckStreamId } from "../core/recheck/events.ts";
import { runSettingsCommand } from "../core/settings/service.ts";
import { testProjectionBed } from "../projections/testing.ts";
import { type AlertJobDeps, matchAlerts, sendAlerts } from "./alert-jobs.ts";
import { confirmedAlert, testNewsletterJobDeps } from "./testing.ts";

const NOW = new Date("2026-11-26T10:00:00Z");
const bed = testProjectionBed({ max: 12 });
let deps: AlertJobDeps;

const londonDeal = (overrides: Partial<DealSnapshot> = {}) =>
  dealSnapshotFixture({ validUntil: "2027-06-01T00:00:00.000Z", currentPrice: 120, ...overrides });

async function detect(overrides: Partial<DealSnapshot> = {}): Promise<string> {
  const { events } = await detectDeal(bed.store, londonDeal(overrides));
  await bed.projections.catchUp();
  return (events[0]?.data as { dealId: string } | undefined)?.dealId ?? "";
}

const alertMailsTo = (address: string) =>
  bed.database.sql<{ subject: string; text_body: string; headers: Record<string, string> }[]>`
    SELECT subject, text_body, headers FROM mail_outbox WHERE kind = 'newsletter_alert' AND to_address = ${address}
     ORDER BY created_at`;

async function run(dealId: string, at = NOW) {
  const { planned } = await matchAlerts(deps, dealId, at);
  const sent = await sendAlerts(deps, dealId, () => at);
  return { planned, sent };
}

beforeAll(async () => {
  await seedCatalog(bed.store, silentLogger);
  await confirmedAlert(bed, "route@example.com", "bg", { fromAirport: "SOF", destinationId: "LON", maxPriceBgn: 150 });
  // the same subscriber's second alert on the same deal: still one mail
  await confirmedAlert(bed, "route@example.com", "bg", { fromAirport: null, destinationId: "LON", maxPriceBgn: null });
  await confirmedAlert(bed, "anywhere@example.com", "en", {
    fromAirport: null,
    destinationId: "LON",
    maxPriceBgn: null,
  });
  await confirmedAlert(bed, "cheap@example.com", "bg", { fromAirport: "SOF", destinationId: null, maxPriceBgn: 100 });
  await confirmedAlert(bed, "varna@example.com", "bg", { fromAirport: "VAR", destinationId: "LON", maxPriceBgn: null });
  await bed.projections.catchUp();
  deps = testNewsletterJobDeps(bed.database, bed.store, {
    linkSecret: "alert-jobs-test-secret-0123456789abcdef",
    // real fares; the demo wording has its own test below
    fareMode: "live",
  });
});

describe("price alerts", () => {
  it("mails each subscriber whose alert a new deal matches, once, in their language", async () => {
    const dealId = await detect();
    expect(await run(dealId)).toEqual({ planned: 2, sent: 2 });
    const [mail, ...more] = await alertMailsTo("route@example.com");
    expect(more).toEqual([]);
    // the euro first by default, the lev beside it (decision 0045)
    expect(mail?.subject).toBe("Ценови сигнал: София → Лондон за 61,36 € (120 лв.)");
    expect(mail?.text_body).not.toContain("Демо");
    expect(mail?.text_body).toContain("https://flydeals.example/go/");
    expect(mail?.text_body).toContain("campaign=alert");
    expect(mail?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect((await alertMailsTo("anywhere@example.com"))[0]?.subject).toMatch(/^Price alert: Sofia → London/);
    // over the airport alert's price cap, and from another airport
    expect(await alertMailsTo("cheap@example.com")).toEqual([]);
    expect(await alertMailsTo("varna@example.com")).toEqual([]);

    expect(await run(dealId)).toEqual({ planned: 0, sent: 0 });
  });

  it("alerts nobody when the deal's fare is gone from its source, and records why", async () => {
    const dealId = await detect({ itinerarySignature: "SOF-W6 4301-LTN-gone", providerFlightId: "gone-1" });
    const soldOut: FareSource = { name: "sold-out", search: async () => [] };
    expect(await matchAlerts({ ...deps, fareSource: soldOut }, dealId, NOW)).toEqual({ planned: 0, fareHolds: false });
    const { events } = await bed.store.readStream(recheckStreamId(dealId));
    expect(events.map((event) => event.data)).toMatchObject([{ channel: "alert", outcome: "gone" }]);
  });

  it("tells again only when the deal became markedly cheaper, saying what it cost before", async () => {
    await detect({ currentPrice: 100 });
    const dealId = await detect({ currentPrice: 60 });
    expect(await run(dealId)).toEqual({ planned: 3, sent: 3 });
    const mails = await alertMailsTo("route@example.com");
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toMatch(/поевтиня/);
    expect(await alertMailsTo("cheap@example.com")).toHaveLength(1);
  });

  it("keeps to the daily cap and the kill switch", async () => {
    await runSettingsCommand(bed.store, {
      type: "ChangeSettings",
      changes: { alertDailyCap: 2 },
      lastModifiedBy: "admin",
      at: NOW.toISOString(),
    });
    const paris = await detect({
      toAirport: "CDG",
      destinationId: "PAR",
      flightRoute: "SOF-CDG",
      itinerarySignature: "SOF-W6 4309-CDG",
      providerFlightId: "sim-cdg",
      currentPrice: 80,
    });
    // cheap@ had one today: the second fits under the cap of 2
    expect(await run(paris)).toEqual({ planned: 1, sent: 1 });
    const rome = await detect({
      toAirport: "FCO",
      destinationId: "ROM",
      flightRoute: "SOF-FCO",
      itinerarySignature: "SOF-W6 4311-FCO",
      providerFlightId: "sim-fco",
      currentPrice: 70,
    });
    expect(await run(rome)).toEqual({ planned: 0, sent: 0 });
    // the next local day the cap starts again
    expect(await run(rome, new Date("2026-11-27T10:00:00Z"))).toEqual({ planned: 1, sent: 1 });

    await runSettingsCommand(bed.store, {
      type: "ChangeSettings",
      changes: { newsletterKillSwitch: true },
      lastModifiedBy: "admin",
      at: NOW.toISOString(),
    });
    const vienna = await detect({
      toAirport: "VIE",
      destinationId: "VIE",
      flightRoute: "SOF-VIE",
      itinerarySignature: "SOF-W6 4313-VIE",
      providerFlightId: "sim-vie",
      currentPrice: 50,
    });
    expect(await run(vienna, new Date("2026-11-28T10:00:00Z"))).toEqual({ planned: 0, sent: 0 });
  });

  it("puts the lev first in the mail and the alert's words when the settings say BGN", async () => {
    await runSettingsCommand(bed.store, {
      type: "ChangeSettings",
      changes: { newsletterKillSwitch: false, currency: "BGN" },
      lastModifiedBy: "admin",
      at: NOW.toISOString(),
    });
    const barcelona = await detect({
      toAirport: "BCN",
      destinationId: "BCN",
      flightRoute: "SOF-BCN",
      itinerarySignature: "SOF-W6 4315-BCN",
      providerFlightId: "sim-bcn",
      currentPrice: 90,
    });
    expect(await run(barcelona, new Date("2026-11-29T10:00:00Z"))).toEqual({ planned: 1, sent: 1 });
    const mail = (await alertMailsTo("cheap@example.com")).at(-1);
    expect(mail?.subject).toBe("Ценови сигнал: София → Барселона за 90 лв. (46,02 €)");
    // the alert's own cap in its words too: 100 BGN is 51 EUR
    expect(mail?.text_body.replace(/\u00a0/g, " ")).toMatch(/всички полети от София .*до 100 лв\. \(51 €\)/);
  });
});
