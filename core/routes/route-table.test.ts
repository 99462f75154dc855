import { describe, expect, it } from "vitest";
import {
  alternatePaths,
  isAdminPath,
  languageOfPath,
  normalisePath,
  pathFor,
  ROUTE_TABLE,
  switchLanguagePath,
} from "./route-table.ts";

describe("normalisePath", () => {
  it.each([
    ["/", "/"],
    ["", "/"],
    ["//", "/"],
    ["/en/", "/en"],
    ["//en//links//", "/en/links"],
    ["/destinacii/", "/destinacii"],
    ["/a//b?x=1#y", "/a/b?x=1#y"],
    ["/en/?from=SOF", "/en?from=SOF"],
  ])("%j becomes %j", (input, expected) => {
    expect(normalisePath(input)).toBe(expected);
  });
});

describe("languageOfPath", () => {
  it.each([
    ["/", "bg"],
    ["/destinacii", "bg"],
    ["/en", "en"],
    ["/en/", "en"],
    ["/en/destinations", "en"],
    ["/en?from=SOF", "en"],
    ["/english", "bg"],
    ["/enigma/x", "bg"],
  ])("%j is %j", (path, lang) => {
    expect(languageOfPath(path)).toBe(lang);
  });
});

describe("isAdminPath", () => {
  it.each([
    ["/nimda", true],
    ["/nimda/dash", true],
    ["/admin-dashboard", true],
    ["/admin-dashboard/x", true],
    ["/nimdax", false],
    ["/en/nimda", false],
    ["/", false],
  ])("%j → %j", (path, admin) => {
    expect(isAdminPath(path)).toBe(admin);
  });
});

describe("switchLanguagePath", () => {
  it("maps the home pages both ways", () => {
    expect(switchLanguagePath("/", "en")).toBe("/en");
    expect(switchLanguagePath("/en", "bg")).toBe("/");
    expect(switchLanguagePath("/en/", "bg")).toBe("/");
    expect(switchLanguagePath("/?from=VAR", "en")).toBe("/en?from=VAR");
  });

  it("maps a static pair both ways, keeping query and hash", () => {
    expect(switchLanguagePath("/nai-dobrite-samoletni-sdelki-dnes?a=1#x", "en")).toBe(
      "/en/best-flight-deals-today?a=1#x",
    );
    expect(switchLanguagePath("/en/best-flight-deals-today?a=1#x", "bg")).toBe(
      "/nai-dobrite-samoletni-sdelki-dnes?a=1#x",
    );
    expect(switchLanguagePath("/poleti-ot/sofiya/", "en")).toBe("/en/flights-from/sofia");
    expect(switchLanguagePath("/en/contact/partners", "bg")).toBe("/kontakti/partniori");
  });

  it("falls back to the other language's home for unknown paths", () => {
    expect(switchLanguagePath("/nyama-takava", "en")).toBe("/en");
    expect(switchLanguagePath("/en/no-such-page?q=1", "bg")).toBe("/?q=1");
  });

  it("asks the slug mapper only after home and static pairs", () => {
    const calls: string[] = [];
    const mapper = (path: string) => {
      calls.push(path);
      return path === "/italiya/rim" ? "/en/italy/rome/" : null;
    };
    expect(switchLanguagePath("/italiya/rim#top", "en", mapper)).toBe("/en/italy/rome#top");
    expect(switchLanguagePath("/destinacii", "en", mapper)).toBe("/en/destinations");
    expect(calls).toEqual(["/italiya/rim"]);
  });

  it("keeps a path already in the target language and never prefixes admin paths", () => {
    expect(switchLanguagePath("/en/links", "en")).toBe("/en/links");
    expect(switchLanguagePath("/nimda/dash?tab=1", "en")).toBe("/nimda/dash?tab=1");
  });
});

describe("alternatePaths", () => {
  it("gives both languages for a known page and null for unknown or admin ones", () => {
    expect(alternatePaths("/en/links")).toEqual({ bg: "/linkove", en: "/en/links" });
    expect(alternatePaths("/")).toEqual({ bg: "/", en: "/en" });
    expect(alternatePaths("/nyama-takava")).toBeNull();
    expect(alternatePaths("/nimda/dash")).toBeNull();
  });
});

describe("pathFor", () => {
  it("returns static paths per language", () => {
    expect(pathFor("home", "bg")).toBe("/");
    expect(pathFor("home", "en")).toBe("/en");
    expect(pathFor("christmasDeals", "en")).toBe("/en/christmas-holiday-flight-deals");
    expect(pathFor("airportBurgas", "bg")).toBe("/poleti-ot/burgas");
  });

  it("fills and encodes parameters", () => {
    expect(pathFor("dealById", "bg", { dealId: "a1b2c" })).toBe("/oferta/a1b2c");
    expect(pathFor("sight", "en", { countrySlug: "italy", citySlug: "rome", sightSlug: "colosseum" })).toBe(
      "/en/italy/rome/sight/colosseum",
    );
    expect(pathFor("airline", "bg", { slug: "wizz air" })).toBe("/aviokompanii/wizz%20air");
  });

  it("refuses a missing parameter", () => {
    expect(() => pathFor("visa", "bg", {} as { countrySlug: string })).toThrow(/countrySlug/);
  });

  it("names every screen once, with unique paths per language except shared ones", () => {
    const keys = ROUTE_TABLE.map((screen) => screen.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const screen of ROUTE_TABLE) {
      expect(screen.bg).toBe(normalisePath(screen.bg));
      expect(screen.en).toBe(normalisePath(screen.en));
      if (!isAdminPath(screen.en)) expect(languageOfPath(screen.en)).toBe("en");
      expect(languageOfPath(screen.bg)).toBe("bg");
    }
  });
});
