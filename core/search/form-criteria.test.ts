import { describe, expect, it } from "vitest";
import {
  SEARCH_FORM_DEFAULTS,
  type SearchFormValues,
  searchFormSchema,
  searchInputFromParams,
  searchParamsOf,
} from "./form.ts";
import {
  alternativeCriteria,
  bookingSearchOf,
  dayWindow,
  fareCriteria,
  resolveOrigin,
  searchNotices,
} from "./form-criteria.ts";

const LONDON = ["LGW", "LHR", "LTN", "STN"];

/** A search as the form submits it (URL strings), parsed by the form's own schema. */
const parsed = (fields: Record<string, string>): SearchFormValues =>
  searchFormSchema.parse({
    ...Object.fromEntries(Object.entries(SEARCH_FORM_DEFAULTS).map(([key, value]) => [key, String(value)])),
    ...fields,
  }) as SearchFormValues;

describe("the origin of a search", () => {
  it("is one of the four Bulgarian airports, by code, city name in either language or picked option", () => {
    expect(resolveOrigin("VAR")).toBe("VAR");
    expect(resolveOrigin(" var ")).toBe("VAR");
    expect(resolveOrigin("Варна")).toBe("VAR");
    expect(resolveOrigin("burgas")).toBe("BOJ");
    expect(resolveOrigin("Пловдив (PDV)")).toBe("PDV");
    expect(resolveOrigin("София")).toBe("SOF");
  });

  it("is none for anything else, which the page then says", () => {
    expect(resolveOrigin("LHR")).toBeNull();
    expect(resolveOrigin("Русе")).toBeNull();
    expect(searchNotices(parsed({ from: "Русе", to: "London" }), null)).toContain("originUnknown");
  });
});

describe("the fares a search matches", () => {
  it("takes exact days, or ± the flexibility", () => {
    expect(dayWindow("2027-06-12", 0)).toEqual({ from: "2027-06-12", to: "2027-06-12" });
    expect(dayWindow("2027-06-12", 3)).toEqual({ from: "2027-06-09", to: "2027-06-15" });
    expect(dayWindow("2027-03-01", 1)).toEqual({ from: "2027-02-28", to: "2027-03-02" });
    expect(dayWindow("anytime", 5)).toBeNull();
  });

  it("keeps origin, destination airports, trip type, both days and stops", () => {
    const values = parsed({
      from: "VAR",
      to: "London",
      departureDate: "2027-06-12",
      returnDate: "2027-06-19",
      dateFlexibility: "1",
      maxStopovers: "2",
    });
    expect(fareCriteria(values, "VAR", LONDON)).toEqual({
      origins: ["VAR"],
      toAirports: LONDON,
      oneWay: false,
      departure: { from: "2027-06-11", to: "2027-06-13" },
      returning: { from: "2027-06-18", to: "2027-06-20" },
      maxStops: 2,
    });
  });

  it("asks a one-way search for no return, a direct-only search for no stop, 'anytime' for no day", () => {
    const values = parsed({
      tripType: "oneway",
      to: "London",
      departureDate: "anytime",
      returnDate: "2027-06-19",
      flightPreference: "direct",
      maxStopovers: "3",
    });
    expect(fareCriteria(values, null, LONDON)).toMatchObject({
      origins: null,
      oneWay: true,
      departure: null,
      returning: null,
      maxStops: 0,
    });
  });

  it("offers other dates on the same route (nearest first) and the same dates from the other airports", () => {
    const values = parsed({ from: "VAR", to: "London", departureDate: "2027-06-12", returnDate: "anytime" });
    const criteria = fareCriteria(values, "VAR", LONDON);
    const { otherDates, otherOrigins } = alternativeCriteria(criteria, values);
    expect(otherDates).toMatchObject({ origins: ["VAR"], departure: null, returning: null, nearDate: "2027-06-12" });
    expect(otherOrigins).toMatchObject({ origins: ["SOF", "BOJ", "PDV"], departure: criteria.departure });
    // nothing to relax: any day already, from any airport
    const open = parsed({ from: "Русе", to: "London", departureDate: "anytime", returnDate: "anytime" });
    expect(alternativeCriteria(fareCriteria(open, null, LONDON), open)).toEqual({
      otherDates: null,
      otherOrigins: null,
    });
  });
});

describe("what the fares cannot honour", () => {
  it("is said, never dropped: another cabin, premium economy at the booking site, prices per person", () => {
    expect(searchNotices(parsed({ to: "London" }), "SOF")).toEqual([]);
    expect(searchNotices(parsed({ to: "London", cabinClass: "C", adults: "2" }), "SOF")).toEqual([
      "cabinNotCollected",
      "pricePerPerson",
    ]);
    expect(searchNotices(parsed({ to: "London", cabinClass: "W", infants: "1" }), "SOF")).toEqual([
      "cabinNotCollected",
      "premiumEconomyOnBookingSite",
      "pricePerPerson",
    ]);
  });
});

describe("the booking link of a fare", () => {
  it("takes the fare's own route and days and every other field of the search", () => {
    const values = parsed({
      from: "Варна",
      to: "London",
      departureDate: "2027-06-12",
      returnDate: "2027-06-19",
      dateFlexibility: "3",
      adults: "2",
      children: "1",
      infants: "1",
      cabinClass: "C",
      currency: "EUR",
    });
    const fare = { fromAirport: "VAR", toAirport: "LTN", flightDate: "2027-06-11", returnDate: "2027-06-20" };
    expect(bookingSearchOf(fare, values)).toEqual({
      fromAirport: "VAR",
      toAirport: "LTN",
      departureDate: "2027-06-11",
      returnDate: "2027-06-20",
      adults: 2,
      children: 1,
      infants: 1,
      cabinClass: "C",
      currency: "EUR",
    });
  });
});

describe("a search's URL", () => {
  it("parses into every field of the form, and its parameters say the same search again", () => {
    const params = new URLSearchParams(
      "tripType=roundtrip&from=var&to=London&departureDate=2027-06-12&returnDate=2027-06-19&adults=2&children=1" +
        "&infants=1&cabinClass=C&dateFlexibility=3&flightPreference=direct&currency=EUR&maxStopovers=2",
    );
    const values = searchFormSchema.parse(searchInputFromParams(params, SEARCH_FORM_DEFAULTS)) as SearchFormValues;
    expect(values).toEqual({
      tripType: "roundtrip",
      from: "VAR",
      to: "London",
      departureDate: "2027-06-12",
      returnDate: "2027-06-19",
      adults: 2,
      children: 1,
      infants: 1,
      cabinClass: "C",
      dateFlexibility: 3,
      flightPreference: "direct",
      currency: "EUR",
      maxStopovers: 2,
    });
    expect(searchFormSchema.parse(searchInputFromParams(searchParamsOf(values), SEARCH_FORM_DEFAULTS))).toEqual(values);
  });
});
