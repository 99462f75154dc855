import { describe, expect, it } from "vitest";
import { switchTarget } from "./language-switch.tsx";

const rome = { bg: "/italiya/rim", en: "/en/italy/rome" };
const pairs = [
  { bg: "/", en: "/en" },
  { bg: "/pravna-informaciya", en: "/en/imprint" },
];

describe("language switch target", () => {
  it("prefers the CMS pairs, keeping query and hash", () => {
    expect(switchTarget("/pravna-informaciya?x=1#top", "en", pairs, null)).toBe("/en/imprint?x=1#top");
    expect(switchTarget("/en", "bg", pairs, null)).toBe("/");
  });

  it("then the page's own alternates", () => {
    expect(switchTarget("/italiya/rim?from=SOF#sights", "en", pairs, rome)).toBe("/en/italy/rome?from=SOF#sights");
    expect(switchTarget("/en/italy/rome", "bg", [], rome)).toBe("/italiya/rim");
  });

  it("then the route table, else the other language's home", () => {
    expect(switchTarget("/destinacii?sort=price", "en", [], null)).toBe("/en/destinations?sort=price");
    expect(switchTarget("/italiya/rim", "en", [], null)).toBe("/en");
  });
});
