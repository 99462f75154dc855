import { describe, expect, it } from "vitest";
import { DomainError } from "../eventstore/decider.ts";
import { DeciderSpecification } from "../testing/decider-specification.ts";
import { cityFromAirportName, discoveredCityNames } from "./airport-names.ts";
import { distanceKm } from "./discovery.ts";
import { DISCOVERY_STALE_MS, type DiscoveryCommand, discoveryDecider } from "./discovery-decider.ts";
import { iataOfJobId, newDiscoveryJobId } from "./discovery-requests.ts";
import type { DiscoveryEvent } from "./events.ts";

const t0 = "2026-06-01T10:00:00.000Z";
const later = (ms: number) => new Date(Date.parse(t0) + ms).toISOString();

const given = DeciderSpecification.for(discoveryDecider);

const requested = (jobId: string, at = t0): DiscoveryEvent => ({
  type: "DestinationDiscoveryRequested",
  data: { jobId, iataCode: "GRQ", language: "bg", requestedAt: at },
});
const started = (jobId: string, at = t0): DiscoveryEvent => ({
  type: "DestinationDiscoveryStarted",
  data: { jobId, iataCode: "GRQ", startedAt: at },
});
const request = (jobId: string, at = t0): Extract<DiscoveryCommand, { type: "RequestDiscovery" }> => ({
  type: "RequestDiscovery",
  iataCode: "GRQ",
  jobId,
  language: "en",
  at,
});

describe("destination discovery decider", () => {
  it("requests a first attempt, and reuses it while it is pending or running", () => {
    given([])
      .when(request("job-1"))
      .then([
        {
          type: "DestinationDiscoveryRequested",
          data: { jobId: "job-1", iataCode: "GRQ", language: "en", requestedAt: t0 },
        },
      ]);
    given([requested("job-1")])
      .when(request("job-2", later(5000)))
      .thenNothingHappened();
    given([requested("job-1"), started("job-1", later(1000))])
      .when(request("job-2", later(30_000)))
      .thenNothingHappened();
  });

  it("starts afresh after a failure, and fails an attempt nobody moved for too long", () => {
    const failed: DiscoveryEvent = {
      type: "DestinationDiscoveryFailed",
      data: { jobId: "job-1", iataCode: "GRQ", reason: "error", error: "boom", failedAt: t0 },
    };
    expect(given([requested("job-1"), failed]).when(request("job-2")).events).toMatchObject([
      { type: "DestinationDiscoveryRequested", data: { jobId: "job-2" } },
    ]);
    const stale = given([requested("job-1")]).when(request("job-2", later(DISCOVERY_STALE_MS + 1))).events;
    expect(stale.map((e) => e.type)).toEqual(["DestinationDiscoveryFailed", "DestinationDiscoveryRequested"]);
    expect(stale[0]).toMatchObject({ data: { jobId: "job-1", reason: "stale" } });
  });

  it("starts a pending attempt once; a retried or replaced job changes nothing", () => {
    expect(given([requested("job-1")]).when({ type: "StartDiscovery", jobId: "job-1", at: t0 }).events).toHaveLength(1);
    given([requested("job-1"), started("job-1")])
      .when({ type: "StartDiscovery", jobId: "job-1", at: t0 })
      .thenNothingHappened();
    given([]).when({ type: "StartDiscovery", jobId: "nope", at: t0 }).thenThrows(DomainError);
  });

  it("completes or fails an open attempt once", () => {
    const complete: DiscoveryCommand = {
      type: "CompleteDiscovery",
      jobId: "job-1",
      destinationIata: "GRQ",
      createdDestination: true,
      createdAirport: true,
      bindingId: "default-sof-grq",
      at: later(20_000),
    };
    const [done] = given([requested("job-1"), started("job-1")]).when(complete).events;
    expect(done).toMatchObject({ type: "DestinationDiscoveryCompleted", data: { destinationIata: "GRQ" } });
    const state = given([requested("job-1"), started("job-1"), done as DiscoveryEvent]).state;
    expect(state.attempts[0]).toMatchObject({ status: "completed", destinationIata: "GRQ" });
    expect(discoveryDecider.decide(complete, state)).toEqual([]);
    expect(
      discoveryDecider.decide({ type: "FailDiscovery", jobId: "job-1", reason: "error", error: null, at: t0 }, state),
    ).toEqual([]);
  });

  it("refuses a code that is not three letters", () => {
    given([])
      .when({ ...request("job-1"), iataCode: "GR" })
      .thenThrows(/3 characters/);
  });
});

describe("discovery helpers", () => {
  it("job ids carry their airport code", () => {
    const jobId = newDiscoveryJobId("GRQ");
    expect(iataOfJobId(jobId)).toBe("GRQ");
    expect(iataOfJobId("GRQ-not-a-uuid")).toBeNull();
    expect(iataOfJobId("../../etc")).toBeNull();
  });

  it("names a city after its airport", () => {
    expect(cityFromAirportName("Porto Airport")).toBe("Porto");
    expect(cityFromAirportName("Cardiff International Airport")).toBe("Cardiff");
    expect(cityFromAirportName("Groningen Airport Eelde")).toBe("Groningen Eelde");
    expect(cityFromAirportName("Aeroporto di Bologna")).toBe("Bologna");
    expect(cityFromAirportName("Airport")).toBe("Airport");
  });

  it("names a city after the city its airport serves, in English and in Bulgarian", () => {
    expect(discoveredCityNames("HNL", "Daniel K. Inouye International Airport", "US")).toEqual({
      cityEn: "Honolulu",
      cityBg: "Хонолулу",
    });
    expect(discoveredCityNames("BGY", "Il Caravaggio International Airport", "IT")).toEqual({
      cityEn: "Bergamo",
      cityBg: "Бергамо",
    });
    expect(discoveredCityNames("CRL", "Brussels South Charleroi Airport", "BE")).toEqual({
      cityEn: "Charleroi",
      cityBg: "Шарлероа",
    });
    // a code the city data lacks: the airport's name without the airport words, in Cyrillic
    expect(discoveredCityNames("ZZQ", "Porto Airport", "PT")).toEqual({ cityEn: "Porto", cityBg: "Порто" });
    expect(discoveredCityNames("ZZQ", "Groningen Airport Eelde", "NL")).toEqual({
      cityEn: "Groningen Eelde",
      cityBg: "Гронинген Елде",
    });
  });

  it("measures great-circle distances", () => {
    const heathrow = { latitude: 51.47, longitude: -0.4543 };
    const city = { latitude: 51.5044, longitude: 0.0494 };
    expect(distanceKm(heathrow, city)).toBeGreaterThan(30);
    expect(distanceKm(heathrow, city)).toBeLessThan(40);
  });
});
