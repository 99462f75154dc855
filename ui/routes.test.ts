import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { screenRoutes } from "./screen-routes.ts";

const table = screenRoutes().map((route) => ({ id: route.id ?? route.file, path: route.path }));
const routeFor = (path: string) => matchRoutes(table, path)?.at(-1)?.route.id;

describe("route config", () => {
  it("gives every route a unique id", () => {
    const ids = table.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each([
    ["/", "home-bg"],
    ["/en", "home-en"],
    ["/destinacii", "destinations-bg"],
    ["/en/destinations", "destinations-en"],
    ["/aviokompanii", "airlines-bg"],
    ["/en/airlines", "airlines-en"],
    ["/aviokompanii/wizz-air", "airline-bg"],
    ["/en/airlines/wizz-air", "airline-en"],
    ["/visa/italiya", "visa-bg"],
    ["/en/visa/italy", "visa-en"],
    ["/poleti-ot/sofiya", "airport-sofia-bg"],
    ["/en/flights-from/sofia", "airport-sofia-en"],
    ["/poleti-ot/plovdiv", "airport-plovdiv-bg"],
    ["/en/flights-from/burgas", "airport-burgas-en"],
    ["/italiya", "country-bg"],
    ["/en/italy", "country-en"],
    ["/italiya/rim", "destination-bg"],
    ["/en/italy/rome", "destination-en"],
    ["/italiya/rim/sight/koliziumat", "sight-bg"],
    ["/en/italy/rome/sight/colosseum", "sight-en"],
    ["/a/b/c", "site/not-found.tsx"],
    ["/en/a/b/c/d/e", "site/not-found.tsx"],
  ])("%s is %s", (path, id) => {
    expect(routeFor(path)).toBe(id);
  });
});
