import { describe, expect, it } from "vitest";
import { screenRoutes } from "../../ui/screen-routes.ts";
import { methodLabel, screenLabel, screenRouteObjects, statusClass } from "./route-label.ts";

describe("screen labels", () => {
  it("match the screens ui/routes.ts mounts, path for path", () => {
    const mounted = screenRoutes()
      .map((route) => route.path)
      .filter((path) => path !== "*");
    const ours = screenRouteObjects().map((route) => route.path);
    expect(ours.sort()).toEqual(mounted.sort());
  });

  it("name a page by its screen's pattern and language, never by its path", () => {
    expect(screenLabel("/")).toEqual({ route: "/", locale: "bg" });
    expect(screenLabel("/en")).toEqual({ route: "/", locale: "en" });
    expect(screenLabel("/italiya/rim")).toEqual({ route: "/:countrySlug/:citySlug", locale: "bg" });
    expect(screenLabel("/ispaniya/barselona")).toEqual({ route: "/:countrySlug/:citySlug", locale: "bg" });
    expect(screenLabel("/en/italy/rome")).toEqual({ route: "/:countrySlug/:citySlug", locale: "en" });
    expect(screenLabel("/en/deal/AB12")).toEqual({ route: "/oferta/:dealId", locale: "en" });
    expect(screenLabel("/deal/42")).toEqual({ route: "/deal/:dealId", locale: "bg" });
    expect(screenLabel("/italiya/rim/oferta/2026-12")).toEqual({
      route: "/:countrySlug/:citySlug/oferta",
      locale: "bg",
    });
    // static segments win over dynamic ones, as in React Router
    expect(screenLabel("/destinacii")).toEqual({ route: "/destinacii", locale: "bg" });
    expect(screenLabel("/poleti-ot/sofiya")).toEqual({ route: "/poleti-ot/sofiya", locale: "bg" });
    expect(screenLabel("/a/b/c/d/e")).toEqual({ route: "unmatched", locale: "" });
  });
});

describe("method and status labels", () => {
  it("keep made-up methods to one value and statuses to their class", () => {
    expect(methodLabel("GET")).toBe("GET");
    expect(methodLabel("PROPFIND")).toBe("other");
    expect(statusClass(204)).toBe("2xx");
    expect(statusClass(503)).toBe("5xx");
  });
});
