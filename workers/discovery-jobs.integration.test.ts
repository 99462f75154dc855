import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../core/catalog/seed.ts";
import { seedSearchProfiles } from "../core/crawling/seed.ts";
import { PostgresEventStore } from "../core/eventstore/postgres-event-store.ts";
import type { SubscriptionLoop } from "../core/eventstore/subscription.ts";
import { Wakeup } from "../core/eventstore/wakeup.ts";
import { silentLogger } from "../core/log/logger.ts";
import { currentAttempt } from "../core/search/discovery-decider.ts";
import { discoveryState, requestDiscovery } from "../core/search/discovery-requests.ts";
import { createSearchService } from "../core/search/service.ts";
import { createTestDatabase, type TestDatabase } from "../core/testing/test-database.ts";
import { until } from "../core/testing/until.ts";
import type { ProjectionRunner } from "../projections/runner.ts";
import { searchCatalog } from "../projections/search/queries.ts";
import { installedProjections } from "../projections/testing.ts";
import { createBoss } from "./boss.ts";
import { discoveryReactor, registerDiscoveryJobs } from "./discovery-jobs.ts";
import { QUEUES } from "./queues.ts";
import { testReactorLoop } from "./testing.ts";

let database: TestDatabase;
let store: PostgresEventStore;
let projections: ProjectionRunner;
let boss: PgBoss;
let reactor: SubscriptionLoop;

beforeAll(async () => {
  database = await createTestDatabase({ max: 12 });
  const wakeup = new Wakeup(undefined);
  store = new PostgresEventStore(database.sql, { onAppended: () => wakeup.appended() });
  projections = await installedProjections(database.sql);
  await seedCatalog(store, silentLogger);
  await seedSearchProfiles(store, silentLogger);
  await projections.catchUp();
  boss = createBoss(database.sql, silentLogger, { schedule: false });
  await boss.start();
  await registerDiscoveryJobs({ boss, store, db: database.db, logger: silentLogger, pollingIntervalSeconds: 0.5 });
  reactor = testReactorLoop(discoveryReactor, { sql: database.sql, boss, wakeup });
  reactor.start();
});
afterAll(async () => {
  await reactor?.stop();
  await boss?.stop({ graceful: true, wait: true, timeout: 5000 });
  await database.drop();
});

const finished = (code: string) => async () => {
  const status = currentAttempt(await discoveryState(store, code))?.status;
  return status === "completed" || status === "failed";
};

describe("destination discovery jobs", () => {
  it("registers an unknown airport's city, binds it, asks for a crawl, and the page answers", async () => {
    const first = await requestDiscovery(store, "KLU", "en");
    const again = await requestDiscovery(store, "KLU", "bg");
    expect(again.jobId).toBe(first.jobId); // the running job is reused
    await until("the discovery of KLU", finished("KLU"));
    expect(currentAttempt(await discoveryState(store, "KLU"))).toMatchObject({
      jobId: first.jobId,
      status: "completed",
      destinationIata: "KLU",
    });

    // through the catalog's own commands, marked as created by discovery
    const [registered] = (await store.readStream("destination-KLU")).events;
    expect(registered?.type).toBe("CatalogEntryRegistered");
    expect(registered?.metadata).toMatchObject({ actor: "system:discovery", correlationId: first.jobId });
    const entry = (registered?.data as { entry: Record<string, unknown> } | undefined)?.entry ?? {};
    expect(entry).toMatchObject({
      iataCode: "KLU",
      airports: ["KLU"],
      cityEn: "Klagenfurt",
      cityBg: "Клагенфурт",
      countryCode: "AT",
      countryBg: "Австрия",
      citySlugEn: "klagenfurt",
      citySlugBg: "klagenfurt",
      countrySlugBg: "avstriya",
      autoCreated: true,
      autoCreatedBy: "system:discovery",
    });
    expect(Date.parse(entry.autoCreatedAt as string)).toBeGreaterThan(Date.now() - 60_000);
    const [airport] = (await store.readStream("airport-KLU")).events;
    expect((airport?.data as { entry: Record<string, unknown> } | undefined)?.entry).toMatchObject({
      nameBg: "Летище Клагенфурт",
      nameEn: "Klagenfurt Airport",
      cityBg: "Клагенфурт",
      cityEn: "Klagenfurt",
      cityCode: "KLU",
    });
    const [binding] = (await store.readStream("searchbinding-default-sof-klu")).events;
    expect(binding?.data).toMatchObject({
      binding: { profileId: "default-sof", scope: "destination", destinationIata: "KLU" },
    });
    // the crawl goes to the existing crawl queue
    const crawls = await database.sql<{ data: { bindingId: string } }[]>`
      SELECT data FROM pgboss.job WHERE name = ${QUEUES.crawlBinding}`;
    expect(crawls.map((job) => job.data.bindingId)).toContain("default-sof-klu");

    await projections.catchUp();
    const [row] = await database.sql<{ auto_created: boolean; auto_created_at: Date; auto_created_by: string }[]>`
      SELECT auto_created, auto_created_at, auto_created_by FROM destinations WHERE iata_code = 'KLU'`;
    expect(row).toMatchObject({ auto_created: true, auto_created_by: "system:discovery" });
    expect(row?.auto_created_at).toBeInstanceOf(Date);
    const [discovery] = await database.sql<{ status: string; created_destination: boolean; binding_id: string }[]>`
      SELECT status, created_destination, binding_id FROM destination_discoveries WHERE job_id = ${first.jobId}`;
    expect(discovery).toEqual({ status: "completed", created_destination: true, binding_id: "default-sof-klu" });
    const service = createSearchService({ ...searchCatalog(database.db), store, logger: silentLogger });
    expect(await service.jobStatus(first.jobId, "en")).toEqual({
      success: true,
      status: "completed",
      jobId: first.jobId,
      url: "/en/austria/klagenfurt",
      error: null,
    });
    expect(await service.search({ q: "Klagenfurt", lang: "bg", source: "api", suggest: true })).toMatchObject({
      action: "redirect",
      url: "/avstriya/klagenfurt",
    });
  });

  it("names a city after the city its airport serves, not the airport, in English and Bulgarian", async () => {
    // airport-data-js knows HNL as "Daniel K. Inouye International Airport"
    const { jobId } = await requestDiscovery(store, "HNL", "bg");
    await until("the discovery of HNL", finished("HNL"));
    expect(currentAttempt(await discoveryState(store, "HNL"))).toMatchObject({
      jobId,
      status: "completed",
      destinationIata: "HNL",
    });
    const [registered] = (await store.readStream("destination-HNL")).events;
    expect((registered?.data as { entry: Record<string, unknown> } | undefined)?.entry).toMatchObject({
      cityEn: "Honolulu",
      cityBg: "Хонолулу",
      citySlugEn: "honolulu",
      citySlugBg: "honolulu",
      countryCode: "US",
      countrySlugBg: "sasht",
    });
    const [airport] = (await store.readStream("airport-HNL")).events;
    expect((airport?.data as { entry: Record<string, unknown> } | undefined)?.entry).toMatchObject({
      nameBg: "Летище Хонолулу",
      nameEn: "Daniel K. Inouye International Airport",
      cityBg: "Хонолулу",
      cityEn: "Honolulu",
    });

    await projections.catchUp();
    const [row] = await database.sql<{ city: string; city_en: string }[]>`
      SELECT city, city_en FROM destinations WHERE iata_code = 'HNL'`;
    expect(row).toEqual({ city: "Хонолулу", city_en: "Honolulu" });
    const service = createSearchService({ ...searchCatalog(database.db), store, logger: silentLogger });
    expect(await service.jobStatus(jobId, "bg")).toMatchObject({ status: "completed", url: "/sasht/honolulu" });
    expect(await service.jobStatus(jobId, "en")).toMatchObject({
      status: "completed",
      url: "/en/united-states/honolulu",
    });
    // either name finds it, and so does the code
    for (const [q, lang, url] of [
      ["Хонолулу", "bg", "/sasht/honolulu"],
      ["Honolulu", "en", "/en/united-states/honolulu"],
      ["HNL", "bg", "/sasht/honolulu"],
    ] as const) {
      expect(await service.search({ q, lang, source: "api", suggest: true }), q).toMatchObject({
        action: "redirect",
        url,
      });
    }
  });

  it("adds an airport of a city's own name to that city, farther out than a close one", async () => {
    // Beijing Daxing is 65 km from Beijing Capital (PEK), beyond ATTACH_RADIUS_KM
    const { jobId } = await requestDiscovery(store, "PKX", "en");
    await until("the discovery of PKX", finished("PKX"));
    expect(currentAttempt(await discoveryState(store, "PKX"))).toMatchObject({
      jobId,
      status: "completed",
      destinationIata: "PEK",
    });
    await projections.catchUp();
    const [beijing] = await database.sql<{ airports: string[] }[]>`
      SELECT airports FROM destinations WHERE iata_code = 'PEK'`;
    expect(beijing?.airports).toContain("PKX");
    expect(await database.sql`SELECT 1 FROM destinations WHERE iata_code = 'PKX'`).toHaveLength(0);
  });

  it("adds an airport close to a city we have to that city instead of making a second page", async () => {
    const { jobId } = await requestDiscovery(store, "BBU", "bg");
    await until("the discovery of BBU", finished("BBU"));
    expect(currentAttempt(await discoveryState(store, "BBU"))).toMatchObject({
      jobId,
      status: "completed",
      destinationIata: "OTP",
    });
    await projections.catchUp();
    const [bucharest] = await database.sql<{ airports: string[] }[]>`
      SELECT airports FROM destinations WHERE iata_code = 'OTP'`;
    expect(bucharest?.airports).toEqual(["OTP", "BBU"]);
    const [airport] = await database.sql<{ city_code: string; city_bg: string }[]>`
      SELECT city_code, city_bg FROM airports WHERE iata_code = 'BBU'`;
    expect(airport).toEqual({ city_code: "OTP", city_bg: "Букурещ" });
    expect(await database.sql`SELECT 1 FROM destinations WHERE iata_code = 'BBU'`).toHaveLength(0);
  });

  it("records a failure for a code with no airport behind it, and the next request tries again", async () => {
    const { jobId } = await requestDiscovery(store, "QQX", "bg");
    await until("the discovery of QQX", finished("QQX"));
    const events = (await store.readStream("discovery-QQX")).events;
    expect(events.at(-1)).toMatchObject({
      type: "DestinationDiscoveryFailed",
      data: { jobId, reason: "unknown_airport" },
    });
    expect((await store.readStream("destination-QQX")).version).toBe(0);
    const retry = await requestDiscovery(store, "QQX", "bg");
    expect(retry.jobId).not.toBe(jobId);
    expect(retry.status).toBe("pending");
  });
});
