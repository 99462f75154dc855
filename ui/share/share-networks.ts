import { isShareNetwork, type ShareNetworkEntry } from "../../core/share/networks.ts";

export const SHARE_NETWORKS_PATH = "/api/share/networks";

/**
 * The active networks from GET /api/share/networks (spec section 7's shared behaviour: cookies
 * sent, no host prefix). A non-OK answer fails with "status: body or status text" (section 8);
 * `success: false` or a body of another shape fails too. Unknown networks are left out.
 */
export async function fetchShareNetworks(
  signal?: AbortSignal,
  fetcher: typeof fetch = fetch,
): Promise<ShareNetworkEntry[]> {
  const response = await fetcher(SHARE_NETWORKS_PATH, {
    credentials: "include",
    headers: { accept: "application/json" },
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  const body = (await response.json()) as { success?: unknown; data?: unknown };
  if (body?.success !== true || !Array.isArray(body.data)) throw new Error("Share networks payload unsuccessful");
  return body.data.filter(
    (entry): entry is ShareNetworkEntry =>
      entry !== null && typeof entry === "object" && isShareNetwork(entry.network) && typeof entry.label === "string",
  );
}
