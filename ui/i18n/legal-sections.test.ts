import { describe, expect, it } from "vitest";
import { LEGAL_SECTIONS, LEGAL_SECTIONS_SCHEMA } from "./legal-sections.server.ts";

describe("the legal texts' data", () => {
  it("has every page in both languages, each section a heading and paragraphs", () => {
    for (const lang of ["bg", "en"] as const) {
      const parsed = LEGAL_SECTIONS_SCHEMA.safeParse(LEGAL_SECTIONS[lang]);
      expect(parsed.success ? "valid" : `${lang}: ${parsed.error.message}`).toBe("valid");
    }
  });

  it("has as many sections in Bulgarian as in English on every page", () => {
    for (const page of Object.keys(LEGAL_SECTIONS.bg) as (keyof typeof LEGAL_SECTIONS.bg)[]) {
      expect([page, LEGAL_SECTIONS.bg[page].length]).toEqual([page, LEGAL_SECTIONS.en[page].length]);
    }
  });

  it("refuses a section with no paragraphs or an unknown page", () => {
    const broken = { ...LEGAL_SECTIONS.en, terms: [{ heading: "Terms", paragraphs: [] }] };
    expect(LEGAL_SECTIONS_SCHEMA.safeParse(broken).success).toBe(false);
    expect(LEGAL_SECTIONS_SCHEMA.safeParse({ ...LEGAL_SECTIONS.en, refunds: [] }).success).toBe(false);
  });
});
