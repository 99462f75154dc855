import { Hono } from "hono";
import { activeShareNetworks, type ShareNetworkSource } from "../../core/share/networks.ts";

/** GET /api/share/networks: the social networks a visitor may share to, `{ success, data: [{ network, label }] }`. */
export function shareApi(source: ShareNetworkSource = activeShareNetworks) {
  return new Hono().get("/networks", async (c) => {
    const data = [...(await source())];
    // the admin will switch networks on and off: a minute of caching keeps that quick to show
    c.header("cache-control", "public, max-age=60");
    return c.json({ success: true as const, data });
  });
}
