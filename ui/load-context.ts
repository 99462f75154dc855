import type { OperatorDetails } from "../core/config/env.ts";
import type { FormServices } from "../core/contact/form-services.ts";
import type { Db } from "../core/db/database.ts";
import type { Logger } from "../core/log/logger.ts";

/** What the Hono server hands every React Router loader and action. */
// a type, not an interface: AppLoadContext has an index signature an interface would lack
export type LoadContext = {
  db: Db;
  logger: Logger;
  requestId: string;
  publicUrl: string;
  /** Who runs the site (OPERATOR_* variables), for the legal screens. */
  operator: OperatorDetails;
  /** Newsletter and contact services for the forms' actions; absent where forms are not served. */
  forms?: FormServices;
};

declare module "react-router" {
  interface AppLoadContext extends LoadContext {}
}
