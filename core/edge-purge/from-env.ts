import type { Env } from "../config/env.ts";
import { createBunnyCdn } from "./bunny-cdn.ts";
import { builtinCdn, type Cdn, noCdn, type PageCacheInvalidator } from "./cdn.ts";
import { createCloudflareCdn } from "./cloudflare-cdn.ts";

type CdnEnv = Pick<
  Env,
  "CDN" | "CLOUDFLARE_API_TOKEN" | "CLOUDFLARE_ZONE_ID" | "CLOUDFLARE_BASE_URL" | "BUNNY_ACCESS_KEY" | "BUNNY_BASE_URL"
>;

/**
 * The CDN that CDN selects. The built-in one needs this process's page cache (null when
 * PAGE_CACHE=false); the environment schema has already checked each adapter's keys.
 */
export function cdnFromEnv(env: CdnEnv, pageCache: PageCacheInvalidator | null): Cdn {
  switch (env.CDN) {
    case "cloudflare":
      if (!env.CLOUDFLARE_API_TOKEN || !env.CLOUDFLARE_ZONE_ID)
        throw new Error("CDN=cloudflare needs CLOUDFLARE_API_TOKEN and CLOUDFLARE_ZONE_ID");
      return createCloudflareCdn({
        apiToken: env.CLOUDFLARE_API_TOKEN,
        zoneId: env.CLOUDFLARE_ZONE_ID,
        baseUrl: env.CLOUDFLARE_BASE_URL,
      });
    case "bunny":
      if (!env.BUNNY_ACCESS_KEY) throw new Error("CDN=bunny needs BUNNY_ACCESS_KEY");
      return createBunnyCdn({ accessKey: env.BUNNY_ACCESS_KEY, baseUrl: env.BUNNY_BASE_URL });
    case "none":
      return noCdn;
    default:
      return builtinCdn(pageCache);
  }
}
