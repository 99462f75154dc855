/** The outside services a start wires in, each chosen from the environment: fares, mail, forms, the admin's. */

import type PgBoss from "pg-boss";
import { AdminAuth } from "../core/admin-auth/auth.ts";
import { resolveAdminCredentials } from "../core/admin-auth/credentials.ts";
import { postgresSignInLedger } from "../core/admin-auth/sign-in-ledger.ts";
import { defaultAggregates } from "../core/audit/aggregates.ts";
import type { Env } from "../core/config/env.ts";
import { type FormServices, formServicesFromEnv } from "../core/contact/form-services.ts";
import type { GeneratorName } from "../core/content-generation/events.ts";
import { contentGeneratorsFromEnv } from "../core/content-generation/from-env.ts";
import type { Database } from "../core/db/database.ts";
import type { Logger } from "../core/log/logger.ts";
import type { FareSource } from "../core/pricing/fare.ts";
import { createSimulatedFareSource } from "../core/pricing/simulated-fare-source.ts";
import { createTravelpayoutsFareSource } from "../core/pricing/travelpayouts-fare-source.ts";
import type { AdminDeps } from "../http/admin/shell/deps.ts";
import { adminSettingsFromEnv } from "../http/app-settings.ts";
import { destinationCountryCodes, destinationNames } from "../projections/newsletter/queries.ts";
import type { Kernel } from "./kernel.ts";

export function fareSourceFor(env: Env, logger: Logger): FareSource {
  if (env.FARE_SOURCE === "travelpayouts" && env.TRAVELPAYOUTS_TOKEN) {
    return createTravelpayoutsFareSource({
      token: env.TRAVELPAYOUTS_TOKEN,
      marker: env.AFFILIATE_MARKER,
      baseUrl: env.TRAVELPAYOUTS_BASE_URL,
      logger,
    });
  }
  return createSimulatedFareSource({ seed: env.FARE_SEED });
}

/** Newsletter and contact forms as CAPTCHA configures them, for createHttpApp's `forms`. */
export function formServicesFor(env: Env, database: Database, kernel: Kernel, logger: Logger): FormServices {
  return formServicesFromEnv(env, {
    sql: database.sql,
    store: kernel.store,
    publicUrl: env.PUBLIC_URL,
    logger,
    countryCodes: () => destinationCountryCodes(database.db),
    destinationNames: (id) => destinationNames(database.db, id),
  });
}

/** The admin area's sign-in (a generated password is printed once, on the first start) and its parts. */
export async function adminDepsFor(
  env: Env,
  database: Database,
  kernel: Kernel,
  logger: Logger,
  boss: PgBoss | null,
  /** Shows the generated password once; by default, straight to stdout. */
  announce: (message: string) => void = (message) => process.stdout.write(`\n  ${message}\n\n`),
): Promise<AdminDeps> {
  const credentials = await resolveAdminCredentials(env, (message) => {
    logger.info("admin password generated");
    announce(message);
  });
  return {
    auth: new AdminAuth(credentials, kernel.store, Date.now, postgresSignInLedger(database.sql)),
    store: kernel.store,
    database,
    projections: kernel.projections,
    logger,
    aggregates: defaultAggregates(),
    boss,
    ...adminSettingsFromEnv(env, database, logger),
    contentGenerators: generatorChoices(env, logger),
  };
}

/** The draft writers the admin may choose from: the ones the workers run with this environment. */
function generatorChoices(env: Env, logger: Logger): NonNullable<AdminDeps["contentGenerators"]> {
  const generators = contentGeneratorsFromEnv(env, logger);
  return { default: generators.default, available: Object.keys(generators.available) as GeneratorName[] };
}
