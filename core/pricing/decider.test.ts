import { describe, expect, it } from "vitest";
import { DomainError } from "../eventstore/decider.ts";
import { DeciderSpecification } from "../testing/decider-specification.ts";
import { routePricingDecider as decider } from "./decider.ts";
import { fareFixture as fare, recordFixture as record } from "./fare-fixture.ts";

const given = DeciderSpecification.for(decider);

const observed = (crawlId: string, prices: number[]) =>
  given([]).when(
    record(
      prices.map((price) => fare({ price })),
      { crawlId },
    ),
  ).events;

describe("route pricing decider", () => {
  it("records a crawl's fares with the price_history fields", () => {
    const events = given([]).when(
      record([
        fare({ price: 120.456 }),
        fare({
          price: 99,
          airline: "LH",
          airlines: ["LH", "W6"],
          stops: 1,
          isDirectFlight: false,
          stopoverAirports: ["MUC"],
        }),
      ]),
    ).events;
    expect(events).toHaveLength(1);
    const [first] = events;
    if (first?.type !== "FaresObserved") throw new Error("expected FaresObserved");
    expect(first.data.observations[0]).toMatchObject({
      price: 120.46,
      currency: "BGN",
      flightDate: "2027-03-14",
      stopoverBucket: 0,
      primaryAirlineId: "W6",
      carrierComposition: "single_carrier",
    });
    expect(first.data.observations[1]).toMatchObject({ stopoverBucket: 1, carrierComposition: "mixed" });
  });

  it("records nothing for a crawl it has already recorded", () => {
    given(observed("crawl-1", [150]))
      .when(record([fare()], { crawlId: "crawl-1" }))
      .thenNothingHappened();
  });

  it("reports a new lowest price for the route, compared in BGN", () => {
    const events = given(observed("crawl-1", [150, 180])).when(
      record([fare({ price: 70, currency: "EUR" })], { crawlId: "crawl-2" }),
    ).events;
    expect(events.map((e) => e.type)).toEqual(["FaresObserved", "RouteLowestPriceLowered"]);
    expect(events[1]?.data).toMatchObject({ previousLowestBgn: 150, lowestBgn: 136.91 });
  });

  it("does not report a lowest price on the first crawl or when prices did not fall", () => {
    expect(
      given([])
        .when(record([fare({ price: 80 })]))
        .events.map((e) => e.type),
    ).toEqual(["FaresObserved"]);
    const events = given(observed("crawl-1", [80])).when(record([fare({ price: 80 })], { crawlId: "crawl-2" })).events;
    expect(events.map((e) => e.type)).toEqual(["FaresObserved"]);
  });

  it.each([
    [{ price: 0 }, /price must be positive/],
    [{ price: Number.NaN }, /price must be positive/],
    [{ departureDate: "2027-02-30" }, /departureDate/],
    [{ returnDate: "2027-03-01" }, /returnDate/],
    [{ stops: 1 }, /isDirectFlight contradicts stops/],
    [{ airline: "W" }, /airline/],
    [{ toAirport: "LHR" }, /route SOF-LHR is not SOF-LTN/],
    [{ departureTime: "25:00" }, /times must be HH:MM/],
  ])("refuses a bad fare %o", (override, message) => {
    const command = record([fare(), fare(override)], { toAirport: "LTN" });
    given([]).when(command).thenThrows(DomainError);
    given([]).when(command).thenThrows(message);
  });

  it("refuses a bad route", () => {
    given([])
      .when(record([fare()], { toAirport: "SOF" }))
      .thenThrows(/must differ/);
    given([])
      .when(record([fare()], { fromAirport: "sof" }))
      .thenThrows(/3-letter IATA/);
  });
});
