import { describe, expect, it } from "vitest";
import {
  echoValues,
  isCalendarDay,
  isSearchSubmitted,
  SEARCH_FORM_DEFAULTS,
  searchFieldErrors,
  searchFormDefaults,
  searchFormSchema,
  searchInputFromParams,
  searchParamsOf,
} from "./form.ts";
import { SEARCH_MESSAGES } from "./messages.ts";

const valid = {
  tripType: "roundtrip",
  from: "SOF",
  to: "London",
  departureDate: "2026-06-12",
  returnDate: "2026-06-19",
  adults: "2",
  children: "1",
  infants: "0",
  cabinClass: "M",
  dateFlexibility: "3",
  flightPreference: "cheapest",
  currency: "EUR",
  maxStopovers: "1",
};

const messagesOf = (input: Record<string, unknown>) => {
  const result = searchFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("the flight search form", () => {
  it("spells the spec's messages exactly", () => {
    expect(SEARCH_MESSAGES.departureRequired).toBe("Departure airport is required");
    expect(SEARCH_MESSAGES.destinationRequired).toBe("Destination is required");
    expect(SEARCH_MESSAGES.invalidDate).toBe("Invalid date format");
    expect(SEARCH_MESSAGES.returnDateRequired).toBe("Return date is required for round-trip flights");
    expect(SEARCH_MESSAGES.searchProblem).toBe("There was a problem with the search. Please try again.");
    expect(SEARCH_MESSAGES.unexpectedError).toBe("An unexpected error occurred. Please try again.");
    expect(SEARCH_MESSAGES.discoveryTimeout).toBe("Creation is taking longer than expected. Please try again later");
  });

  it("parses URL strings and JSON numbers alike", () => {
    const fromUrl = searchFormSchema.parse(valid);
    expect(fromUrl).toMatchObject({ adults: 2, children: 1, dateFlexibility: 3, maxStopovers: 1, currency: "EUR" });
    const fromJson = searchFormSchema.parse({ ...valid, adults: 2, children: 1, infants: 0, dateFlexibility: 3 });
    expect(fromJson).toEqual(fromUrl);
    expect(searchFormSchema.parse({ ...valid, from: " var " }).from).toBe("VAR");
    expect(searchFormSchema.parse({ ...valid, departureDate: "anytime", returnDate: "anytime" })).toBeTruthy();
  });

  it("asks for a departure airport of at least 3 characters and a destination of at least 2", () => {
    expect(messagesOf({ ...valid, from: "SO", to: "L" })).toEqual({
      from: "Departure airport is required",
      to: "Destination is required",
    });
    expect(messagesOf({ ...valid, from: "   ", to: "  " })).toEqual({
      from: "Departure airport is required",
      to: "Destination is required",
    });
    expect(messagesOf({ ...valid, from: undefined, to: undefined })).toMatchObject({
      from: "Departure airport is required",
      to: "Destination is required",
    });
    expect(messagesOf({ ...valid, to: "Ни" })).toEqual({});
  });

  it("takes YYYY-MM-DD or 'anytime' as dates, and real days only", () => {
    for (const date of ["12.06.2026", "2026-6-12", "2026-02-30", "tomorrow", ""]) {
      expect(messagesOf({ ...valid, departureDate: date }), date).toEqual({ departureDate: "Invalid date format" });
    }
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("2027-02-29")).toBe(false);
    expect(messagesOf({ ...valid, returnDate: "19/06/2026" })).toEqual({ returnDate: "Invalid date format" });
  });

  it("needs a return date for a round trip, not for one way", () => {
    expect(messagesOf({ ...valid, returnDate: "" })).toEqual({
      returnDate: "Return date is required for round-trip flights",
    });
    expect(messagesOf({ ...valid, tripType: "oneway", returnDate: "" })).toEqual({});
    // shown beside the other fields' messages, not only once they are right
    expect(messagesOf({ ...valid, to: "", returnDate: "" })).toEqual({
      to: "Destination is required",
      returnDate: "Return date is required for round-trip flights",
    });
    expect(messagesOf({ ...valid, returnDate: "2026-06-01" })).toEqual({
      returnDate: "Return date cannot be before the departure date",
    });
  });

  it("keeps passengers, cabin, flexibility, preference, currency and stopovers within the spec", () => {
    expect(
      messagesOf({
        ...valid,
        tripType: "multi",
        adults: "0",
        children: "9",
        infants: "9",
        cabinClass: "Y",
        dateFlexibility: "2",
        flightPreference: "fastest",
        currency: "USD",
        maxStopovers: "4",
      }),
    ).toEqual({
      tripType: "Trip type must be round trip or one way",
      adults: "Adults must be between 1 and 9",
      children: "Children must be between 0 and 8",
      infants: "Infants must be between 0 and 8",
      cabinClass: "Cabin class must be M, W, C or F",
      dateFlexibility: "Date flexibility must be 0, 1, 3 or 5 days",
      flightPreference: "Flight preference must be cheapest or direct",
      currency: "Currency must be either BGN or EUR",
      maxStopovers: "Max stopovers must be between 0 and 3",
    });
    // infants: 8 on the search form (the cookie's limit is 4)
    expect(messagesOf({ ...valid, adults: "9", children: "8", infants: "8", maxStopovers: "3" })).toEqual({});
    for (const cabin of ["M", "W", "C", "F"]) expect(messagesOf({ ...valid, cabinClass: cabin }), cabin).toEqual({});
    for (const days of ["0", "1", "3", "5"]) expect(messagesOf({ ...valid, dateFlexibility: days })).toEqual({});
    expect(messagesOf({ ...valid, adults: "1.5", children: "" })).toEqual({
      adults: "Adults must be between 1 and 9",
      children: "Children must be between 0 and 8",
    });
  });

  it("names each field's first message by key, for the dictionaries", () => {
    const result = searchFormSchema.safeParse({ ...valid, from: "", returnDate: "" });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(searchFieldErrors(result.error)).toEqual({ from: "departureRequired", returnDate: "returnDateRequired" });
    }
  });
});

describe("the form's values", () => {
  it("start from the spec's defaults: SOF, 1 adult, economy, exact dates, cheapest, BGN", () => {
    expect(SEARCH_FORM_DEFAULTS).toMatchObject({
      from: "SOF",
      adults: 1,
      children: 0,
      infants: 0,
      cabinClass: "M",
      dateFlexibility: 0,
      flightPreference: "cheapest",
      currency: "BGN",
      tripType: "roundtrip",
    });
    expect(searchFormDefaults(null)).toEqual(SEARCH_FORM_DEFAULTS);
  });

  it("take the visitor's stored defaults, each one only if the form accepts it", () => {
    const values = searchFormDefaults({
      tripType: "oneway",
      departureAirport: "VAR",
      destinationAirport: "Paris",
      departureDate: "2026-07-01",
      returnDate: "",
      passengers: { adults: 2, children: 12, infants: 1 },
      cabinClass: "C",
      dateFlexibility: 4,
      flightPreference: "direct",
    });
    expect(values).toMatchObject({
      tripType: "oneway",
      from: "VAR",
      to: "Paris",
      departureDate: "2026-07-01",
      returnDate: "",
      adults: 2,
      children: 0, // 12 is out of range: the default stays
      infants: 1,
      cabinClass: "C",
      dateFlexibility: 0, // 4 is no option
      flightPreference: "direct",
    });
  });

  it("come from the URL, absent fields from the defaults, an empty date with its box ticked as 'anytime'", () => {
    const params = new URLSearchParams(
      "to=Rome&departureDate=&departureAnytime=1&returnDate=2026-06-20&returnAnytime=1&adults=3",
    );
    expect(isSearchSubmitted(params)).toBe(true);
    expect(isSearchSubmitted(new URLSearchParams("utm_source=x"))).toBe(false);
    const input = searchInputFromParams(params, SEARCH_FORM_DEFAULTS);
    // a picked date wins over its ticked box
    expect(input).toMatchObject({ to: "Rome", departureDate: "anytime", returnDate: "2026-06-20", adults: "3" });
    expect(input.from).toBe("SOF");
    expect(searchInputFromParams(new URLSearchParams("to=Rome&departureDate="), SEARCH_FORM_DEFAULTS)).toMatchObject({
      departureDate: "",
    });
    expect(searchFormSchema.safeParse(input).success).toBe(true);
    expect(echoValues({ ...input, adults: "x" }, SEARCH_FORM_DEFAULTS)).toMatchObject({ to: "Rome", adults: 1 });
    const back = searchParamsOf(searchFormSchema.parse(input) as never);
    expect(back.get("to")).toBe("Rome");
    expect(back.get("adults")).toBe("3");
  });
});
