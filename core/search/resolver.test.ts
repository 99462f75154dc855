import { beforeAll, describe, expect, it } from "vitest";
import { airportEntries, countryEntries, destinationEntries } from "../catalog/seed.ts";
import { allowedTypos, editDistance, matchName } from "./name-match.ts";
import { foldText } from "./normalise.ts";
import {
  MIN_SCORE,
  type PreparedIndex,
  parseQuery,
  prepareIndex,
  resolve,
  resultCode,
  type SearchIndex,
} from "./resolver.ts";

/** The real seed catalog: 225 destinations, their airports and every country. */
async function seedIndex(): Promise<SearchIndex> {
  return {
    destinations: await destinationEntries(),
    countries: countryEntries().map((c) => ({
      countryCode: c.countryCode,
      nameBg: c.countryNameBg,
      nameEn: c.countryNameEn,
      slugBg: c.countrySlugBg,
      slugEn: c.countrySlugEn,
    })),
    airports: await airportEntries(),
  };
}

let index: PreparedIndex;
beforeAll(async () => {
  index = prepareIndex(await seedIndex());
});

const top = (q: string, lang: "bg" | "en" = "bg") => resolve(index, q, lang);

describe("folding text", () => {
  it("transliterates Cyrillic like the slugs, strips accents and case, keeps words apart", () => {
    expect(foldText("Лондон")).toBe("london");
    expect(foldText("LONDON")).toBe("london");
    expect(foldText("Zürich")).toBe("zurich");
    expect(foldText("Цюрих")).toBe("cyurih");
    expect(foldText("  Ню   Йорк ")).toBe("nyu iork");
    expect(foldText("São Paulo!")).toBe("sao paulo");
  });

  it("measures edits with swaps of neighbours as one", () => {
    expect(editDistance("london", "london")).toBe(0);
    expect(editDistance("londn", "london")).toBe(1);
    expect(editDistance("lodnon", "london")).toBe(1);
    expect(editDistance("paris", "parizh")).toBe(2);
    expect([1, 3, 4, 6, 7, 12].map(allowedTypos)).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it("scores 1 only for the whole name; a prefix by how much was typed; typos cost", () => {
    expect(matchName("london", "london")).toEqual({ score: 1, matchType: "exact" });
    const prefix = matchName("lond", "london");
    expect(prefix?.matchType).toBe("prefix");
    expect(prefix?.score).toBeGreaterThan(matchName("lo", "london")?.score ?? 1);
    expect(prefix?.score).toBeLessThan(1);
    const typo = matchName("londn", "london");
    expect(typo?.matchType).toBe("fuzzy");
    expect(typo?.score).toBeLessThan(prefix?.score ?? 0);
    expect(matchName("lnd", "london")).toBeNull(); // three letters: no typos
    expect(matchName("heathrow", "london heathrow")).toEqual({ score: 0.85, matchType: "prefix" });
  });
});

describe("resolving", () => {
  it("finds a city in Bulgarian or English, Cyrillic or Latin, any case or accent", () => {
    for (const q of ["Лондон", "лондон", "London", "LONDON", "london"]) {
      const result = top(q);
      expect(result.action, q).toBe("redirect");
      expect(result.best, q).toMatchObject({ type: "destination", iataCode: "LON", score: 1 });
      expect(result.best?.url, q).toBe("/velikobritaniya/london");
      expect(result.matchType, q).toBe("exact");
    }
    // a Bulgarian name typed in Latin letters, an English one with its accents
    expect(top("myunhen").best).toMatchObject({ iataCode: "MUC", label: "Мюнхен, Германия" });
    expect(top("Zürich").best?.iataCode).toBe(top("zurich").best?.iataCode);
    expect(top("Цюрих").best?.iataCode).toBe("ZRH");
  });

  it("answers in the request's language", () => {
    const bg = top("London", "bg").best;
    const en = top("Лондон", "en").best;
    expect(bg).toMatchObject({ label: "Лондон, Великобритания", city: "Лондон", country: "Великобритания" });
    expect(en).toMatchObject({ label: "London, United Kingdom", city: "London", country: "United Kingdom" });
    expect(en?.url).toBe("/en/united-kingdom/london");
  });

  it("finds countries, also by the names people use for them", () => {
    expect(top("Италия").best).toMatchObject({ type: "country", url: "/italiya", iataCode: null, city: null });
    expect(top("italy", "en").best?.url).toBe("/en/italy");
    expect(top("England").best).toMatchObject({ type: "country", url: "/velikobritaniya" });
    expect(top("Холандия").best?.url).toBe("/niderlandiya");
  });

  it("resolves IATA codes: a city code, an airport to its city, a Bulgarian airport to its own page", () => {
    expect(top("LON")).toMatchObject({ action: "redirect", matchType: "code" });
    expect(top("lhr").best).toMatchObject({ type: "airport", iataCode: "LHR", url: "/velikobritaniya/london" });
    expect(top("STN", "en").best?.url).toBe("/en/united-kingdom/london");
    expect(top("SOF").best).toMatchObject({ type: "airport", url: "/poleti-ot/sofiya" });
    expect(top("boj", "en").best?.url).toBe("/en/flights-from/burgas");
    expect(top("Варна").best?.url).toBe("/poleti-ot/varna");
    // a city whose airport has the same code is one result, not two
    const man = top("MAN");
    expect(man.results.filter((r) => r.url === man.best?.url)).toHaveLength(1);
    expect(man.best?.type).toBe("destination");
  });

  it("finds airports by their own name", () => {
    expect(top("heathrow").best).toMatchObject({ type: "airport", iataCode: "LHR", matchType: "prefix" });
  });

  it("matches prefixes, scored by how much of the name was typed", () => {
    const lond = top("lond");
    expect(lond).toMatchObject({ action: "redirect", matchType: "prefix" });
    expect(lond.best?.score).toBeGreaterThan(0.7);
    expect(lond.best?.score).toBeLessThan(1);
    expect(top("Белгр").best?.iataCode).toBe("BEG");
  });

  it("tolerates typos honestly: a lower score, and a weak lone match is offered, not followed", () => {
    for (const [q, code] of [
      ["londn", "LON"],
      ["barcelna", "BCN"],
      ["amsterdm", "AMS"],
      ["frankfrut", "FRA"],
    ] as const) {
      const result = top(q);
      expect(result.action, q).toBe("redirect");
      expect(result.matchType, q).toBe("fuzzy");
      expect(result.best?.iataCode, q).toBe(code);
      expect(result.best?.score, q).toBeLessThan(0.9);
    }
    const weak = top("Турциа, Франция");
    expect(weak.action).not.toBe("redirect");
  });

  it("offers a choice when several places fit about as well", () => {
    const bar = top("bar");
    expect(bar.action).toBe("disambiguate");
    expect(bar.best).toBeNull();
    const urls = bar.results.map((r) => r.url);
    expect(urls).toEqual(expect.arrayContaining(["/italiya/bari", "/ispaniya/barselona"]));
    expect(bar.results.length).toBeLessThanOrEqual(10);
    // best first, every score within 0..1 and above the floor
    const scores = bar.results.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores.every((s) => s >= MIN_SCORE && s <= 1)).toBe(true);
  });

  it("treats a country and its one city of the same name as one place: the city", () => {
    const malta = top("Малта");
    expect(malta.action).toBe("redirect");
    expect(malta.best).toMatchObject({ type: "destination", url: "/malta/malta" });
    expect(malta.results.some((r) => r.type === "country")).toBe(true);
  });

  it("reads a picked suggestion back: 'City, Country' and 'Airport name (CODE)'", () => {
    expect(top("Лондон, Великобритания").best?.iataCode).toBe("LON");
    expect(top("London, United Kingdom", "en").best?.iataCode).toBe("LON");
    expect(top("Летище Лондон (LGW)").best).toMatchObject({ type: "airport", iataCode: "LGW", score: 1 });
    expect(parseQuery("London Heathrow Airport (LHR)")).toMatchObject({ code: "LHR" });
    // a country after the comma that does not fit halves the score
    expect(top("Рим, Франция").best).toBeNull();
  });

  it("is empty for nothing it knows, naming a code-shaped query for discovery", () => {
    expect(top("xyzzy")).toMatchObject({ action: "empty", matchType: "none", results: [], codeCandidate: null });
    expect(top("grq")).toMatchObject({ action: "empty", codeCandidate: "GRQ" });
    expect(top("!!!")).toMatchObject({ action: "empty", results: [] });
    // a code the catalog has is never a discovery candidate's concern: it resolves
    expect(index.codes.has("LHR")).toBe(true);
    // capitals say a code is meant; small letters may be the start of a name ("klu": Клуж-Напока)
    expect(top("KLU")).toMatchObject({ codeCandidate: "KLU", codeIntent: true });
    expect(top("klu")).toMatchObject({ codeCandidate: "KLU", codeIntent: false, action: "disambiguate" });
  });
});

describe("what a search event keeps of a result", () => {
  it("is the catalog key of the place, never the words typed", () => {
    const code = (q: string, lang: "bg" | "en" = "bg") => {
      const best = top(q, lang).results[0];
      return best ? { type: best.type, code: resultCode(best) } : null;
    };
    expect(code("Лондон")).toEqual({ type: "destination", code: "LON" });
    expect(code("heathrow", "en")).toEqual({ type: "airport", code: "LHR" });
    expect(code("София")).toEqual({ type: "airport", code: "SOF" });
    expect(code("italy", "en")).toEqual({ type: "country", code: "IT" });
    expect(code("ivan petrov")).toBeNull();
  });
});
