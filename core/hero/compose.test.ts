import { describe, expect, it } from "vitest";
import { composeHero, type HeroCandidate, pickForHour } from "./compose.ts";
import { heroDecider } from "./decider.ts";
import type { HeroEvent } from "./events.ts";

const deal: HeroCandidate = {
  dealId: "d1",
  fromAirport: "SOF",
  toAirport: "LTN",
  fromCity: "София",
  toCity: "Лондон",
  priceBgn: 119.4,
  savingsPercent: 44.6,
  departureDate: "2027-03-14",
  returnDate: "2027-03-21",
  airlineName: "Wizz Air",
  imageUrl: "/images/destinations/lon.svg",
  ctaPath: "/oferta/AB12",
};
const at = new Date("2026-11-22T10:20:00Z");

describe("homepage hero", () => {
  it("writes the headline, the line under it and the call to action in the language", () => {
    const slot = pickForHour([deal], at);
    const bg = composeHero(deal, "bg", "BGN", slot);
    expect(bg).toMatchObject({
      // the settings' currency first, the other beside it, a "from" price rounded up (decision 0045)
      headline: "София → Лондон от 120\u00a0лв. (62\u00a0€)",
      ctaText: "Виж офертата",
      ctaUrl: "/oferta/AB12",
      route: "SOF-LTN",
      price: 119.4,
      fallbackSource: "best_deals",
      servedFor: { from: "2026-11-22T10:00:00.000Z", until: "2026-11-22T11:00:00.000Z" },
    });
    expect(bg.subheadline).toMatch(/^45% под обичайната цена · 14 март – 21 март · Wizz Air$/);
    const en = composeHero({ ...deal, fromCity: "Sofia", toCity: "London" }, "en", "EUR", slot);
    expect(en.headline).toBe("Sofia → London from €62 (BGN\u00a0120)");
    expect(en.price).toBe(61.05);
    expect(en.altText).toBe("London, where this deal flies");
  });

  it("says a plain fare is the cheapest found, and marks it as the fallback", () => {
    const fare = composeHero(
      { ...deal, dealId: null, savingsPercent: null, returnDate: null },
      "en",
      "BGN",
      pickForHour([], at),
    );
    expect(fare.subheadline).toBe("The cheapest flight we found · 14 March, one way · Wizz Air");
    expect(fare).toMatchObject({ fallbackSource: "cheapest_fare", ctaText: "See the flights" });
  });

  it("lets the top deals take turns hour by hour", () => {
    const picks = [0, 1, 2, 3].map((h) => pickForHour(["a", "b", "c"], new Date(at.getTime() + h * 3_600_000)).pick);
    expect(new Set(picks)).toEqual(new Set(["a", "b", "c"]));
    expect(picks[0]).toBe(picks[3]);
  });

  it("records a rotation only when what visitors see changes, and a clearing once", () => {
    const rotation = composeHero(deal, "bg", "BGN", pickForHour([deal], at));
    const rotated: HeroEvent = { type: "HomepageHeroRotated", data: rotation };
    const state = heroDecider.evolve(heroDecider.initialState(), rotated);
    const nextHour = composeHero(deal, "bg", "BGN", pickForHour([deal], new Date(at.getTime() + 3_600_000)));
    expect(heroDecider.decide({ type: "RotateHero", rotation: nextHour }, state)).toEqual([]);
    const cheaper = { ...nextHour, price: 99, headline: "София → Лондон от 99 лв." };
    expect(heroDecider.decide({ type: "RotateHero", rotation: cheaper }, state)).toHaveLength(1);
    const [cleared] = heroDecider.decide({ type: "ClearHero", language: "bg", reason: "disabled" }, state);
    const after = heroDecider.evolve(state, cleared as HeroEvent);
    expect(after).toEqual({ current: null, clearedBecause: "disabled" });
    expect(heroDecider.decide({ type: "ClearHero", language: "bg", reason: "disabled" }, after)).toEqual([]);
  });
});
