import { adminSessionSecret } from "../core/admin-auth/credentials.ts";
import { type Env, operatorDetails } from "../core/config/env.ts";
import { fareModeOf } from "../core/pricing/fare-mode.ts";
import type { HttpAppDeps } from "./app.ts";

/**
 * What the web tier takes from the environment as it is, the same under Node (scripts/serve.ts,
 * scripts/dev.ts) and Deno (http/deno.ts): the entries add the database, services and admin.
 */
export function appSettingsFromEnv(
  env: Env,
): Pick<
  HttpAppDeps,
  "publicUrl" | "operator" | "analyticsId" | "affiliateMarker" | "fareMode" | "readyMaxLag" | "trustProxy" | "limits"
> {
  return {
    publicUrl: env.PUBLIC_URL,
    operator: operatorDetails(env),
    analyticsId: env.GA_MEASUREMENT_ID,
    affiliateMarker: env.AFFILIATE_MARKER,
    fareMode: fareModeOf(env.FARE_SOURCE),
    readyMaxLag: env.READY_MAX_LAG,
    trustProxy: env.TRUST_PROXY,
    // the per-address limits are counted in PostgreSQL under this secret's key: one count for all instances
    limits: { addressSecret: adminSessionSecret(env) },
  };
}
