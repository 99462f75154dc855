import { createRoute } from "@hono/zod-openapi";
import { activeShareNetworks, type ShareNetworkSource } from "../../core/share/networks.ts";
import { answers } from "../openapi-responses.ts";
import { apiRoutes } from "../validation.ts";

/** The route under /api/share, as http/openapi.ts documents it. */
export const shareRoutes = {
  networks: createRoute({
    method: "get",
    path: "/networks",
    summary: "Social networks a visitor can share to",
    responses: answers("success, data[] { network: facebook | telegram | twitter | linkedin, label }"),
  }),
};

/** GET /api/share/networks: the social networks a visitor may share to, `{ success, data: [{ network, label }] }`. */
export function shareApi(source: ShareNetworkSource = activeShareNetworks) {
  return apiRoutes().openapi(shareRoutes.networks, async (c) => {
    const data = [...(await source())];
    // the admin will switch networks on and off: a minute of caching keeps that quick to show
    c.header("cache-control", "public, max-age=60");
    return c.json({ success: true as const, data }, 200);
  });
}
