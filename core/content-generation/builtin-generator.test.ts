import { describe, expect, it } from "vitest";
import { CONTENT_SCHEMA } from "../cms/content-blocks.ts";
import { builtInGenerator } from "./builtin-generator.ts";
import { catalogFacts, type FoundFare } from "./facts.ts";
import { findTarget } from "./targets.ts";

const fares: FoundFare[] = [
  { fromAirport: "VAR", priceEur: 120.4, airlineCode: "W6", airlineName: "Wizz Air", direct: true },
  { fromAirport: "SOF", priceEur: 89.2, airlineCode: "FR", airlineName: "Ryanair", direct: true },
  // not from Bulgaria: not ours to tell
  { fromAirport: "OTP", priceEur: 40, airlineCode: "W6", airlineName: "Wizz Air", direct: true },
];

const textOf = (blocks: Awaited<ReturnType<typeof builtInGenerator.generate>>) =>
  blocks.map((b) => (b.type === "text" ? `${b.heading}\n${b.body}` : "")).join("\n\n");

describe("the built-in generator", () => {
  for (const locale of ["bg", "en"] as const) {
    it(`writes a destination's seven sections in ${locale} from the catalog and the fares`, async () => {
      const facts = catalogFacts(findTarget("destination", { iata: "BCN" }), fares);
      const blocks = await builtInGenerator.generate({ kind: "destination", locale, facts });
      expect(CONTENT_SCHEMA.parse(blocks)).toHaveLength(7);
      for (const block of blocks) {
        expect(block.type).toBe("text");
        if (block.type === "text") {
          expect(block.heading?.trim()).toBeTruthy();
          expect(block.body.trim().length).toBeGreaterThan(20);
          expect(block.body).not.toMatch(/undefined|null|NaN|\{|\}/);
        }
      }
      const text = textOf(blocks);
      expect(text).toContain(locale === "bg" ? "Барселона" : "Barcelona");
      expect(text).toContain(locale === "bg" ? "Испания" : "Spain");
      expect(text).toContain(locale === "bg" ? "89 €" : "€89");
      expect(text).toContain(locale === "bg" ? "Саграда Фамилия" : "Sagrada Família");
      expect(text).not.toContain("40");
      if (locale === "bg") expect(text).not.toMatch(/[A-Za-z]{4,} [a-z]{4,} [a-z]{4,}/); // no English sentences
    });

    it(`writes a sight's seven sections in ${locale}, keeping the catalog's own texts`, async () => {
      const target = findTarget("sight", { iata: "BCN", sightSlug: "sagrada-familia" });
      const facts = catalogFacts(target, fares);
      const blocks = await builtInGenerator.generate({ kind: "sight", locale, facts });
      expect(CONTENT_SCHEMA.parse(blocks)).toHaveLength(7);
      const headings = blocks.map((b) => (b.type === "text" ? b.heading : null));
      expect(headings).toEqual(
        locale === "bg"
          ? [
              "Въведение",
              "История и контекст",
              "Какво да видите",
              "Практически съвети",
              "Как да стигнете",
              "Наблизо",
              "Често задавани въпроси",
            ]
          : [
              "Introduction",
              "History and context",
              "What to see",
              "Practical tips",
              "Getting there",
              "Nearby",
              "Frequently asked questions",
            ],
      );
      for (const block of blocks) expect(block.type === "text" && block.body.trim().length > 20).toBe(true);
      const intro = blocks[0];
      if (target.kind === "sight" && intro?.type === "text")
        expect(intro.body).toBe(target.sight.sections.intro?.[locale]);
    });
  }

  it("says plainly when it knows no fares or sights, instead of inventing them", async () => {
    const facts = catalogFacts(findTarget("destination", { iata: "BHX" }));
    const bg = textOf(await builtInGenerator.generate({ kind: "destination", locale: "bg", facts }));
    expect(bg).toContain("нямаме актуални цени");
    expect(bg).toContain("Все още не сме описали забележителности");
    expect(bg).not.toMatch(/€/);
    const en = textOf(await builtInGenerator.generate({ kind: "destination", locale: "en", facts }));
    expect(en).toContain("We have no current fares");
  });

  it("fills the sections a sight's catalog entry leaves out", async () => {
    const sparse = (await import("../catalog/data/index.ts")).SIGHTS.find(
      (s) => !s.sections.context || !s.sections.nearby,
    );
    expect(sparse).toBeDefined();
    if (!sparse) return;
    const facts = catalogFacts(findTarget("sight", { iata: sparse.destinationIata, sightSlug: sparse.slug.en }));
    const blocks = await builtInGenerator.generate({ kind: "sight", locale: "bg", facts });
    expect(CONTENT_SCHEMA.parse(blocks)).toHaveLength(7);
    expect(textOf(blocks)).toContain(sparse.name.bg);
  });
});
