import { describe, expect, it } from "vitest";
import { isSitePath } from "./site-path.ts";

describe("isSitePath", () => {
  it.each(["/", "/en/best-flight-deals-today", "/destinacii?page=2", "/oferta/A2B3C#top"])("takes %s", (href) => {
    expect(isSitePath(href)).toBe(true);
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "/\\/evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "\\\\evil.example",
    "https://evil.example",
    "javascript:alert(1)",
    "oferta",
    "",
  ])("refuses %j", (href) => {
    expect(isSitePath(href)).toBe(false);
  });
});
