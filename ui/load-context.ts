import type { OperatorDetails } from "../core/config/env.ts";
import type { FormServices } from "../core/contact/form-services.ts";
import type { Db } from "../core/db/database.ts";
import type { Logger } from "../core/log/logger.ts";
import type { FareMode } from "../core/pricing/fare-mode.ts";
import type { SearchService } from "../core/search/service.ts";
import type { Clock } from "../core/time/clock.ts";

/** What the Hono server hands every React Router loader and action. */
// a type, not an interface: AppLoadContext has an index signature an interface would lack
export type LoadContext = {
  db: Db;
  /** What day it is: loaders read it here, never from Date, so tests can fix it (core/time/clock.ts). */
  now: Clock;
  logger: Logger;
  requestId: string;
  publicUrl: string;
  /** Who runs the site (OPERATOR_* variables), for the legal screens. */
  operator: OperatorDetails;
  /** Google Analytics measurement id (GA_MEASUREMENT_ID); absent means no analytics at all. */
  analyticsId?: string;
  /** Newsletter and contact services for the forms' actions; absent where forms are not served. */
  forms?: FormServices;
  /** Search and destination discovery for the /search screen; the API uses the same service. */
  search?: SearchService;
  /** Whether the fares are real or simulated for demonstration (FARE_SOURCE; core/pricing/fare-mode.ts). */
  fareMode: FareMode;
  /** This response's Content-Security-Policy nonce (docs/decisions/0053); absent, inline scripts carry none. */
  cspNonce?: string;
  /** The visitor's address as http/client-ip.ts reads it (TRUST_PROXY); null or absent when unknown. */
  clientAddress?: string | null;
  /** Whether a CMS preview token opens drafts now (core/cms/preview-tokens.ts); absent, none does. */
  previewAllowed?: (token: string) => Promise<boolean>;
};

declare module "react-router" {
  interface AppLoadContext extends LoadContext {}
}
