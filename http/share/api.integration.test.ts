import { describe, expect, it } from "vitest";
import { PostgresEventStore } from "../../core/eventstore/postgres-event-store.ts";
import { ACTIVE_SHARE_NETWORKS } from "../../core/share/networks.ts";
import { setShareNetworks } from "../../core/social/service.ts";
import { createTestDatabase } from "../../core/testing/test-database.ts";
import { installedProjections } from "../../projections/testing.ts";
import { testHttpApp } from "../testing.ts";
import { shareApi } from "./api.ts";

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

  it("is mounted in the app, follows the admin's choice of networks, and is in the OpenAPI document", async () => {
    const database = await createTestDatabase();
    try {
      const projections = await installedProjections(database.sql);
      const store = new PostgresEventStore(database.sql);
      const app = testHttpApp({
        database,
        projections,
        store,
      });
      const networks = async () => {
        const response = await app.request("/api/share/networks");
        expect(response.status).toBe(200);
        return ((await response.json()) as { data: unknown[] }).data;
      };
      expect(await networks()).toEqual([...ACTIVE_SHARE_NETWORKS]);
      await setShareNetworks(store, { networks: ["telegram"] });
      await projections.catchUp();
      expect(await networks()).toEqual([{ network: "telegram", label: "Telegram" }]);
      const openapi = (await (await app.request("/api/openapi.json")).json()) as { paths: Record<string, unknown> };
      expect(openapi.paths).toHaveProperty("/api/share/networks");
    } finally {
      await database.drop();
    }
  });
});
