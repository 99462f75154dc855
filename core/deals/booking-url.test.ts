import { describe, expect, it } from "vitest";
import { bookingSearchUrl, bookingUrlFor } from "./booking-url.ts";

describe("booking links", () => {
  it("keep the deals' compact path for one adult", () => {
    expect(
      bookingUrlFor(
        { fromAirport: "SOF", toAirport: "LTN", departureDate: "2027-03-14", returnDate: "2027-03-21" },
        "m",
      ),
    ).toBe("https://www.aviasales.com/search/SOF1403LTN21031?marker=m");
  });

  it("carry every field of a search: route, both days, the whole party, cabin, currency and the marker", () => {
    const url = new URL(
      bookingSearchUrl(
        {
          fromAirport: "VAR",
          toAirport: "LTN",
          departureDate: "2027-06-12",
          returnDate: "2027-06-19",
          adults: 2,
          children: 1,
          infants: 1,
          cabinClass: "C",
          currency: "EUR",
        },
        "my marker&x",
      ),
    );
    expect(url.origin + url.pathname).toBe("https://www.aviasales.com/search");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      origin_iata: "VAR",
      destination_iata: "LTN",
      depart_date: "2027-06-12",
      return_date: "2027-06-19",
      oneway: "0",
      adults: "2",
      children: "1",
      infants: "1",
      trip_class: "1",
      currency: "EUR",
      marker: "my marker&x",
    });
  });

  it("say one way without a return day, and map each cabin to the provider's class", () => {
    const search = {
      fromAirport: "SOF",
      toAirport: "BCN",
      departureDate: "2027-01-05",
      returnDate: null,
      adults: 1,
      children: 0,
      infants: 0,
      currency: "BGN" as const,
    };
    const params = (cabinClass: "M" | "W" | "C" | "F") =>
      new URL(bookingSearchUrl({ ...search, cabinClass }, "flydealsbg")).searchParams;
    expect(params("M").has("return_date")).toBe(false);
    expect(params("M").get("oneway")).toBe("1");
    expect(params("M").get("currency")).toBe("BGN");
    expect(["M", "W", "C", "F"].map((cabin) => params(cabin as "M").get("trip_class"))).toEqual(["0", "0", "1", "2"]);
  });
});
