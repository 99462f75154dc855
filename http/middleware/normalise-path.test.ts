import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { lowerCasePagePath, normalisePath } from "./normalise-path.ts";

describe("lowerCasePagePath", () => {
  it.each([
    ["/EN/Destinations", "/en/destinations"],
    ["/Destinacii", "/destinacii"],
    ["/en/deal/S2M3H", "/en/deal/S2M3H"],
    ["/OFERTA/S2M3H", "/oferta/S2M3H"],
    ["/images/destinations/LHR.svg", "/images/destinations/LHR.svg"],
    ["/assets/root-AbC123.js", "/assets/root-AbC123.js"],
    ["/api/deals/best", "/api/deals/best"],
    ["/go/S2M3H", "/go/S2M3H"],
    ["/%D0%B0Bc", "/%D0%B0bc"],
  ])("%s -> %s", (path, expected) => {
    expect(lowerCasePagePath(path)).toBe(expected);
  });
});

describe("normalisePath", () => {
  const app = new Hono().use(normalisePath()).all("*", (c) => c.text(c.req.path));

  it("redirects a page path in another case to its lower-case address, query kept", async () => {
    const response = await app.request("http://x/EN/Destinations?page=2");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/en/destinations?page=2");
  });

  it("collapses slashes and leaves POSTs alone", async () => {
    expect((await app.request("http://x//en//destinations/")).headers.get("location")).toBe("/en/destinations");
    expect((await app.request("http://x/EN/Destinations", { method: "POST" })).status).toBe(200);
  });

  it("serves lower-case page paths and case-sensitive ones as they are", async () => {
    expect((await app.request("http://x/en/destinations")).status).toBe(200);
    expect((await app.request("http://x/images/destinations/LHR.svg")).status).toBe(200);
  });
});
