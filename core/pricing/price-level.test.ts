import { describe, expect, it } from "vitest";
import { priceLevel } from "./price-level.ts";

describe("priceLevel", () => {
  it("is low at 85 % of the usual price or less, high at 115 % or more, typical between", () => {
    expect(priceLevel(85, 100)).toBe("low");
    expect(priceLevel(85.01, 100)).toBe("typical");
    expect(priceLevel(114.99, 100)).toBe("typical");
    expect(priceLevel(115, 100)).toBe("high");
  });

  it("says nothing without a usual price", () => {
    expect(priceLevel(50, null)).toBeNull();
    expect(priceLevel(50, 0)).toBeNull();
  });
});
