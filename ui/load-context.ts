import type { Db } from "../core/db/database.ts";
import type { Logger } from "../core/log/logger.ts";

/** What the Hono server hands every React Router loader and action. */
export interface LoadContext {
  db: Db;
  logger: Logger;
  requestId: string;
  publicUrl: string;
}

declare module "react-router" {
  interface AppLoadContext extends LoadContext {}
}
