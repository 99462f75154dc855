import type { Db } from "../core/db/database.ts";
import type { Logger } from "../core/log/logger.ts";

/** What the Hono server hands every React Router loader and action. */
// a type, not an interface: AppLoadContext has an index signature an interface would lack
export type LoadContext = {
  db: Db;
  logger: Logger;
  requestId: string;
  publicUrl: string;
};

declare module "react-router" {
  interface AppLoadContext extends LoadContext {}
}
