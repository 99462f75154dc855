import { describe, expect, it } from "vitest";
import type { DigestDeal } from "./mail-types.ts";
import { pushNotificationOf } from "./push-notification.ts";

const deal: DigestDeal = {
  shortCode: "G5W6L",
  fromAirport: "SOF",
  fromCity: "София",
  toAirport: "LTN",
  toCity: "Лондон",
  country: "Обединено кралство",
  departureDate: "2027-03-12",
  returnDate: "2027-03-19",
  priceBgn: 115.4,
  usualPriceBgn: 210,
  savingsPercent: 45.05,
  isDirect: true,
  imageUrl: "https://flydealsbg.example/images/destinations/LON.png",
  dealUrl: "https://flydealsbg.example/oferta/G5W6L",
  bookUrl: "https://flydealsbg.example/go/G5W6L?campaign=push",
};

describe("a deal as a push notification", () => {
  it("says the route, the price first in the chosen currency, the trip and the usual price", () => {
    const shown = pushNotificationOf({ language: "bg", kind: "alert", deal, previousPriceBgn: null });
    expect(shown).toEqual({
      title: "София → Лондон за 59\u00a0€",
      body: "пт, 12 март – пт, 19 март · 7 нощи · обикновено 107,37\u00a0€, −45 %",
      url: "https://flydealsbg.example/oferta/G5W6L",
      tag: "deal-G5W6L",
      image: "https://flydealsbg.example/images/destinations/LON.png",
      language: "bg",
    });
  });

  it("says cheaper only when it is, names the deal of the day, and marks simulated fares", () => {
    expect(pushNotificationOf({ language: "en", kind: "alert", deal, previousPriceBgn: 150 }).title).toBe(
      "София → Лондон now €59",
    );
    expect(pushNotificationOf({ language: "bg", kind: "alert", deal, previousPriceBgn: 100 }).title).toBe(
      "София → Лондон за 59\u00a0€",
    );
    expect(
      pushNotificationOf({ language: "bg", kind: "daily_best", deal, previousPriceBgn: null, priceFirst: "BGN" }).title,
    ).toBe("Офертата на деня: София → Лондон за 115,40\u00a0лв.");
    expect(
      pushNotificationOf({ language: "en", kind: "daily_best", deal, previousPriceBgn: null, fareMode: "demo" }).title,
    ).toMatch(/^\[Demo\] Deal of the day: /);
  });
});
