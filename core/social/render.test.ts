import { describe, expect, it } from "vitest";
import { DEFAULT_TEMPLATES, type PostContext, renderPost, unknownPlaceholders } from "./render.ts";
import { parseInput, postSubmissionSchema } from "./schema.ts";

const context: PostContext = {
  from: "SOF",
  fromCity: "София",
  to: "LTN",
  toCity: "Лондон",
  country: "Великобритания",
  price: "120.00",
  currency: "BGN",
  median: "218.00",
  priceBoth: "61,36\u00a0€ / 120\u00a0лв.",
  medianBoth: "111,46\u00a0€ / 218\u00a0лв.",
  savings: "45",
  departure: "10.12.2026",
  return: "14.12.2026",
  airline: "Wizz Air",
  dealType: "Горещо предложение",
  url: "https://flydeals.bg/oferta/AB12",
};

describe("post rendering", () => {
  it("fills every placeholder of the default templates", () => {
    const text = renderPost(DEFAULT_TEMPLATES.bg, context, "telegram");
    // both currencies, the settings' one first (decision 0045)
    expect(text).toContain("София → Лондон за 61,36\u00a0€ / 120\u00a0лв. (−45% ");
    expect(text).toContain(" обичайните 111,46\u00a0€ / 218\u00a0лв.)");
    expect(renderPost("{price} {currency}", context, "telegram")).toBe("120.00 BGN");
    expect(text).toContain("https://flydeals.bg/oferta/AB12");
    expect(text).not.toMatch(/\{[a-zA-Z]+\}/);
    expect(unknownPlaceholders(DEFAULT_TEMPLATES.en)).toEqual([]);
  });

  it("shortens a text too long for X but keeps the link whole", () => {
    const body = `${"дълъг текст ".repeat(40)}{url}`;
    const text = renderPost(body, context, "twitter");
    expect(text.endsWith(`…\n${context.url}`)).toBe(true);
    expect([...text.replace(context.url, "x".repeat(23))].length).toBeLessThanOrEqual(280);
    expect(renderPost(body, context, "telegram").length).toBeGreaterThan(280);
  });
});

describe("post submission (spec section 5)", () => {
  const valid = {
    flightId: "W6-4301",
    fromAirport: "sof",
    toAirport: "LTN",
    price: 120,
    currency: "BGN",
    departureAt: "2026-12-10T06:00:00Z",
    airlineCode: "w6",
    dealUrl: "https://flydeals.bg/oferta/AB12",
    dealType: "hot_deal",
    savingsPercent: 45,
  };
  const messageFor = (patch: Record<string, unknown>) => {
    const parsed = parseInput(postSubmissionSchema, { ...valid, ...patch });
    return parsed.ok ? "ok" : parsed.issues[0]?.message;
  };

  it("accepts a valid post and upper-cases its codes", () => {
    const parsed = parseInput(postSubmissionSchema, valid);
    expect(parsed.ok && parsed.value).toMatchObject({ fromAirport: "SOF", airlineCode: "W6" });
  });

  it("refuses each field with its message", () => {
    expect(messageFor({ flightId: "" })).toBe("flightId is required");
    expect(messageFor({ flightId: undefined })).toBe("Required");
    expect(messageFor({ fromAirport: "SO" })).toBe("fromAirport must be 3 letters");
    expect(messageFor({ toAirport: "LT1" })).toBe("toAirport must be 3 letters");
    expect(messageFor({ price: 0 })).toBe("price must be positive");
    expect(messageFor({ currency: "LEVA" })).toBe("currency must be 3 letters");
    expect(messageFor({ departureAt: "10.12.2026" })).toBe("departureAt must be an ISO date-time");
    expect(messageFor({ airlineCode: "WZZ" })).toBe("airlineCode must be 2 letters or digits");
    expect(messageFor({ dealUrl: "/oferta/AB12" })).toBe("dealUrl must be an absolute URL");
    expect(messageFor({ dealType: "mega_deal" })).toBe("dealType must be deal, hot_deal or great_deal");
    expect(messageFor({ savingsPercent: 101 })).toBe("savingsPercent must be between 0 and 100");
  });
});
