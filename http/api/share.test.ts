import { describe, expect, it } from "vitest";
import { silentLogger } from "../../core/log/logger.ts";
import { ACTIVE_SHARE_NETWORKS } from "../../core/share/networks.ts";
import { createHttpApp } from "../app.ts";
import { shareApi } from "./share.ts";

describe("GET /api/share/networks", () => {
  it("lists the active networks with their labels", async () => {
    const response = await shareApi().request("/networks");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      data: [
        { network: "facebook", label: "Facebook" },
        { network: "telegram", label: "Telegram" },
        { network: "twitter", label: "X (Twitter)" },
        { network: "linkedin", label: "LinkedIn" },
      ],
    });
  });

  it("answers an empty list when no network is active", async () => {
    const response = await shareApi(() => []).request("/networks");
    expect(await response.json()).toEqual({ success: true, data: [] });
  });

  it("is mounted in the app before the /api catch-all and listed in the OpenAPI document", async () => {
    // the route touches no database: a stand-in is enough to build the app
    const app = createHttpApp({
      database: {} as never,
      projections: {} as never,
      logger: silentLogger,
      publicUrl: "http://localhost",
      readyMaxLag: 100,
    });
    const response = await app.request("/api/share/networks");
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: unknown[] }).data).toEqual([...ACTIVE_SHARE_NETWORKS]);
    const openapi = (await (await app.request("/api/openapi.json")).json()) as { paths: Record<string, unknown> };
    expect(openapi.paths).toHaveProperty("/api/share/networks");
  });
});
