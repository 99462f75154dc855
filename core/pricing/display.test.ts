import { describe, expect, it } from "vitest";
import { BGN_PER_EUR, SYSTEM_SETTINGS_DEFAULTS } from "../constants.ts";
import {
  amountIn,
  DEFAULT_FIRST_CURRENCY,
  firstCurrencyOf,
  formatMoney,
  type PriceLanguage,
  priceText,
  showPrice,
} from "./display.ts";
import type { Currency } from "./fare.ts";

/** CLDR keeps amount and symbol together with a no-break space; the assertions read plain spaces. */
const plain = (text: string) => text.replace(/\u00a0/g, " ");
const shown = (lang: PriceLanguage, bgn: number, first?: Currency, rounding?: "cents" | "whole" | "up") => {
  const price = showPrice(lang, bgn, first, rounding ? { rounding } : {});
  return [plain(price.primary), plain(price.secondary)];
};

describe("price display", () => {
  it("shows the euro first by default, since the euro became legal tender on 2026-01-01", () => {
    expect(DEFAULT_FIRST_CURRENCY).toBe("EUR");
    expect(SYSTEM_SETTINGS_DEFAULTS.currency).toBe("EUR");
    expect(shown("bg", 120)).toEqual(["61,36 €", "120 лв."]);
    expect(shown("en", 120)).toEqual(["€61.36", "BGN 120"]);
    expect(showPrice("bg", 120)).toMatchObject({ first: "EUR", second: "BGN" });
  });

  it("shows the lev first when the settings say BGN", () => {
    expect(shown("bg", 120, "BGN")).toEqual(["120 лв.", "61,36 €"]);
    expect(shown("en", 120, "BGN")).toEqual(["BGN 120", "€61.36"]);
    expect(showPrice("en", 120, "BGN")).toMatchObject({ first: "BGN", second: "EUR" });
  });

  it("keeps amount and symbol on one line", () => {
    expect(showPrice("bg", 120).primary).toBe("61,36\u00a0€");
    expect(showPrice("en", 120).secondary).toBe("BGN\u00a0120");
  });

  it("converts at the fixed rate of 1.95583 and rounds to the stotinka or cent", () => {
    expect(shown("bg", BGN_PER_EUR)).toEqual(["1 €", "1,96 лв."]);
    expect(shown("en", 100 * BGN_PER_EUR)).toEqual(["€100", "BGN 195.58"]);
    // 174 / 1.95583 = 88.9647…
    expect(shown("bg", 174)).toEqual(["88,96 €", "174 лв."]);
    // no binary drift: 1.005 is 1.01, not 1.00
    expect(plain(formatMoney("en", 1.005, "EUR"))).toBe("€1.01");
    expect(amountIn("EUR", 120)).toBe(61.36);
    expect(amountIn("BGN", 119.999)).toBe(120);
  });

  it("writes whole amounts without decimals and others with two, in each language's separators", () => {
    expect(plain(formatMoney("bg", 129, "BGN"))).toBe("129 лв.");
    expect(plain(formatMoney("bg", 65.96, "EUR"))).toBe("65,96 €");
    expect(plain(formatMoney("en", 65.96, "EUR"))).toBe("€65.96");
    expect(plain(formatMoney("en", 129, "BGN"))).toBe("BGN 129");
    expect(plain(formatMoney("en", 65.9, "EUR"))).toBe("€65.90");
    expect(plain(formatMoney("en", 1234.5, "BGN"))).toBe("BGN 1,234.50");
  });

  it("rounds to whole units for headlines, or up for a 'from' price", () => {
    expect(shown("bg", 174, "EUR", "whole")).toEqual(["89 €", "174 лв."]);
    expect(shown("en", 150, "BGN", "whole")).toEqual(["BGN 150", "€77"]);
    // 119.40 BGN is 61.05 €: a "from" price of 62 € and 120 лв., never less than the fare
    expect(shown("bg", 119.4, "EUR", "up")).toEqual(["62 €", "120 лв."]);
    expect(shown("bg", 119.4, "EUR", "whole")).toEqual(["61 €", "119 лв."]);
  });

  it("takes a euro amount that is known already instead of converting again", () => {
    expect(plain(showPrice("bg", 120, "EUR", { eur: 61.35 }).primary)).toBe("61,35 €");
  });

  it("writes a price as one text, with brackets or a slash", () => {
    expect(plain(priceText("bg", 120))).toBe("61,36 € (120 лв.)");
    expect(plain(priceText("en", 120, "BGN"))).toBe("BGN 120 (€61.36)");
    expect(plain(priceText("bg", 120, "BGN", { join: "slash" }))).toBe("120 лв. / 61,36 €");
    expect(plain(priceText("en", 174, "EUR", { rounding: "whole" }))).toBe("€89 (BGN 174)");
  });

  it("reads the setting's value, falling back to the euro", () => {
    expect(firstCurrencyOf("BGN")).toBe("BGN");
    expect(firstCurrencyOf("EUR")).toBe("EUR");
    expect(firstCurrencyOf(undefined)).toBe("EUR");
    expect(firstCurrencyOf("USD")).toBe("EUR");
  });
});
