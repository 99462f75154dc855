import { resolve } from "node:path";
import { z } from "zod";

const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;

const booleanFlag = z.enum(["true", "false", "1", "0", ""]).transform((value) => value === "true" || value === "1");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  DATA_DIR: z.string().min(1).default(".data"),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** Seed of the built-in simulated fare source; the same seed gives the same fares. */
  FARE_SEED: z.coerce.number().int().default(20261121),
  /** How often the scheduler hands out due search-profile bindings, as a cron expression. */
  CRAWL_CRON: z.string().min(9).default("*/5 * * * *"),
  /** Projections further behind than this many events make /readyz answer 503. */
  READY_MAX_LAG: z.coerce.number().int().min(0).default(10_000),
  /** Where fares come from: the built-in simulation, or the Travelpayouts Data API (needs a token). */
  FARE_SOURCE: z.enum(["simulated", "travelpayouts"]).default("simulated"),
  TRAVELPAYOUTS_TOKEN: z.string().min(16, "must be the API token from the Travelpayouts dashboard").optional(),
  TRAVELPAYOUTS_BASE_URL: z.url().optional(),
  /** Affiliate marker carried by every booking link. */
  AFFILIATE_MARKER: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, "letters, digits, . _ - only")
    .default("flydealsbg"),
  SEED_ON_START: booleanFlag.default(true),
  /** Days of daily crawl history the first start records, so statistics have samples at once. */
  SEED_DAYS: z.coerce.number().int().min(1).max(365).default(45),
  WORKERS: booleanFlag.default(true),
});

const checkedEnvSchema = envSchema.refine((env) => env.FARE_SOURCE !== "travelpayouts" || env.TRAVELPAYOUTS_TOKEN, {
  message: "is required when FARE_SOURCE=travelpayouts",
  path: ["TRAVELPAYOUTS_TOKEN"],
});

export type Env = z.infer<typeof envSchema> & { PUBLIC_URL: string; DATA_DIR: string };
export type LogLevel = (typeof LOG_LEVELS)[number];

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment once; a bad variable stops the start with its name in the message. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = checkedEnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const variable = issue.path.join(".") || "(environment)";
      return `  ${variable}: ${issue.message} (got ${JSON.stringify(source[variable])})`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  const publicHost = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
  return {
    ...env,
    DATA_DIR: resolve(env.DATA_DIR),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://${publicHost}:${env.PORT}`).replace(/\/$/, ""),
  };
}
