import { resolve } from "node:path";
import { z } from "zod";
import { FARE_SOURCES } from "../pricing/fare-mode.ts";

const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;

const booleanFlag = z.enum(["true", "false", "1", "0", ""]).transform((value) => value === "true" || value === "1");

/** A blank variable counts as unset: `OPERATOR_ADDRESS=` in a .env file means "not given". */
const blankIsUnset = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** Who runs the site, for the imprint and the privacy policy (docs/decisions/0022). */
const operatorFields = {
  OPERATOR_NAME: z.preprocess(blankIsUnset, z.string().trim().max(200).default("flydealsbg")),
  OPERATOR_ADDRESS: z.preprocess(blankIsUnset, z.string().trim().max(500).optional()),
  OPERATOR_EMAIL: z.preprocess(blankIsUnset, z.email().optional()),
  OPERATOR_VAT_ID: z.preprocess(
    blankIsUnset,
    z
      .string()
      .trim()
      .regex(/^[A-Z]{2}[0-9A-Z]{2,13}$/, "must be an EU VAT number such as BG123456789")
      .optional(),
  ),
};

/** The public forms' captcha and its secrets (docs/decisions/0019). */
const captchaFields = {
  /** `local`: the built-in signed checkbox, no account; `turnstile`: Cloudflare Turnstile. */
  CAPTCHA: z.enum(["local", "turnstile"]).default("local"),
  TURNSTILE_SITE_KEY: z.preprocess(blankIsUnset, z.string().trim().min(1).optional()),
  TURNSTILE_SECRET: z.preprocess(blankIsUnset, z.string().trim().min(1).optional()),
  /** siteverify endpoint; for tests against a local fake. */
  TURNSTILE_VERIFY_URL: z.preprocess(blankIsUnset, z.url().optional()),
  /** Signs the local captcha's tokens; generated into DATA_DIR/captcha-secret when unset. */
  CAPTCHA_SECRET: z.preprocess(blankIsUnset, z.string().min(32, "must have at least 32 characters").optional()),
};

/** How the forms' mails leave (docs/decisions/0032). */
const mailFields = {
  /** `outbox`: recorded in mail_outbox, nothing sent; `smtp`: recorded, then sent over SMTP_URL. */
  MAIL: z.enum(["outbox", "smtp"]).default("outbox"),
  SMTP_URL: z.preprocess(
    blankIsUnset,
    z
      .string()
      .trim()
      .regex(/^smtps?:\/\/[^\s/]+/, "must be an smtp:// or smtps:// URL such as smtp://user:pass@host:587")
      .optional(),
  ),
  /** The From of every mail: an address, or "Name <address>". */
  MAIL_FROM: z.preprocess(
    blankIsUnset,
    z
      .string()
      .trim()
      .regex(/^(?:[^<>@]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/, 'must be an e-mail address or "Name <address>"')
      .default("flydealsbg <no-reply@localhost>"),
  ),
  /** Signs the newsletter's preference and unsubscribe links; generated into DATA_DIR/newsletter-secret when unset. */
  NEWSLETTER_SECRET: z.preprocess(blankIsUnset, z.string().min(32, "must have at least 32 characters").optional()),
};

/** Deals as Web Push notifications (docs/decisions/0106). */
const pushFields = {
  /** The VAPID key pair, base64url as web-push writes it; both or neither (then DATA_DIR/vapid-keys). */
  VAPID_PUBLIC_KEY: z.preprocess(
    blankIsUnset,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{87}$/, "must be a base64url P-256 public key (87 characters)")
      .optional(),
  ),
  VAPID_PRIVATE_KEY: z.preprocess(
    blankIsUnset,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{43}$/, "must be a base64url P-256 private key (43 characters)")
      .optional(),
  ),
  /**
   * Push services a browser's subscription may name, as origins separated by commas: a
   * subscription is a URL the workers will POST to, so only the browsers' own services are taken.
   */
  PUSH_SERVICE_ORIGINS: z.preprocess(
    blankIsUnset,
    z
      .string()
      .default(
        "https://fcm.googleapis.com,https://updates.push.services.mozilla.com,https://web.push.apple.com,https://*.notify.windows.com",
      ),
  ),
};

/** How contact attachments are checked for viruses (docs/decisions/0080). */
const virusScanFields = {
  /** `builtin`: type and size only, the file marked "not scanned"; `clamd`: ClamAV's daemon over TCP. */
  VIRUS_SCAN: z.enum(["builtin", "clamd"]).default("builtin"),
  CLAMD_HOST: z.preprocess(blankIsUnset, z.string().trim().min(1).optional()),
  CLAMD_PORT: z.coerce.number().int().min(1).max(65_535).default(3310),
  /** From connecting to clamd's answer; a slower scan marks the file "error" (not downloadable). */
  CLAMD_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
};

/** Where the auto-poster's posts go (docs/decisions/0036). */
const socialFields = {
  /**
   * Webhooks to http:// and to loopback and private addresses as well: a receiver beside the
   * product or on the local network. Off: public https:// hosts only (docs/decisions/0094).
   */
  WEBHOOKS_ALLOW_PRIVATE_NETWORKS: booleanFlag.default(false),
  /** `outbox`: recorded only, nothing sent; `http`: posted through each network's API that has a token. */
  SOCIAL: z.enum(["outbox", "http"]).default("outbox"),
  /** From @BotFather; the bot must be allowed to post in the target chat or channel. */
  TELEGRAM_BOT_TOKEN: z.preprocess(blankIsUnset, z.string().trim().min(1).optional()),
  /** The bot's @username (without @): with the token, price alerts can also go to Telegram. */
  TELEGRAM_BOT_USERNAME: z.preprocess(
    blankIsUnset,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, "must be a bot's username without the @")
      .optional(),
  ),
  /** A page access token with pages_manage_posts. */
  FACEBOOK_PAGE_ACCESS_TOKEN: z.preprocess(blankIsUnset, z.string().trim().min(1).optional()),
  /** An OAuth 2.0 user-context token with tweet.write (an app-only bearer token cannot post). */
  TWITTER_ACCESS_TOKEN: z.preprocess(blankIsUnset, z.string().trim().min(1).optional()),
  /** An OAuth token with w_organization_social (or w_member_social). */
  LINKEDIN_ACCESS_TOKEN: z.preprocess(blankIsUnset, z.string().trim().min(1).optional()),
  /** The APIs' base URLs; for tests against core/social/social-fake-server.ts. */
  TELEGRAM_API_URL: z.preprocess(blankIsUnset, z.url().default("https://api.telegram.org")),
  FACEBOOK_GRAPH_URL: z.preprocess(blankIsUnset, z.url().default("https://graph.facebook.com/v21.0")),
  TWITTER_API_URL: z.preprocess(blankIsUnset, z.url().default("https://api.twitter.com")),
  LINKEDIN_API_URL: z.preprocess(blankIsUnset, z.url().default("https://api.linkedin.com")),
};

/** Where uploaded pictures are kept (docs/decisions/0077-media.md). */
const mediaFields = {
  /** `local`: files under DATA_DIR/media; `s3`: an S3-compatible bucket (path-style URLs, SigV4). */
  MEDIA_STORAGE: z.enum(["local", "s3"]).default("local"),
  /** The service's base URL, e.g. https://s3.eu-central-1.amazonaws.com or a MinIO or R2 endpoint. */
  S3_ENDPOINT: z.preprocess(blankIsUnset, z.url().optional()),
  S3_BUCKET: z.preprocess(
    blankIsUnset,
    z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be an S3 bucket name (3-63 lower-case letters, digits, . -)")
      .optional(),
  ),
  S3_REGION: z.preprocess(blankIsUnset, z.string().trim().min(1).default("us-east-1")),
  S3_ACCESS_KEY_ID: z.preprocess(blankIsUnset, z.string().trim().min(1).optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(blankIsUnset, z.string().trim().min(1).optional()),
};

/** What sits in front of the site and is told to forget a page's URLs when it changes (docs/decisions/0078). */
const cdnFields = {
  /** `builtin`: our own page cache; `cloudflare` or `bunny`: their purge APIs; `none`: purges are logged as skipped. */
  CDN: z.enum(["builtin", "cloudflare", "bunny", "none"]).default("builtin"),
  /** An API token with the zone's Cache Purge permission. */
  CLOUDFLARE_API_TOKEN: z.preprocess(blankIsUnset, z.string().trim().min(1).optional()),
  CLOUDFLARE_ZONE_ID: z.preprocess(
    blankIsUnset,
    z
      .string()
      .trim()
      .regex(/^[0-9a-f]{32}$/, "must be the zone's 32-character id from the Cloudflare dashboard")
      .optional(),
  ),
  CLOUDFLARE_BASE_URL: z.preprocess(blankIsUnset, z.url().default("https://api.cloudflare.com")),
  /** The account's API key (Account settings > API key). */
  BUNNY_ACCESS_KEY: z.preprocess(blankIsUnset, z.string().trim().min(1).optional()),
  BUNNY_BASE_URL: z.preprocess(blankIsUnset, z.url().default("https://api.bunny.net")),
};

/** The admin area's sign-in (docs/decisions/0033-admin-area.md). */
const adminFields = {
  ADMIN_USER: z.preprocess(
    blankIsUnset,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9._@-]{3,64}$/, "3-64 letters, digits or . _ @ -")
      .default("admin"),
  ),
  /** An scrypt hash from `npm run admin:hash`; unset, a password is generated into DATA_DIR on first start. */
  ADMIN_PASSWORD_HASH: z.preprocess(
    blankIsUnset,
    z
      .string()
      .trim()
      .regex(/^scrypt:\d+:\d+:\d+:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+$/, "must be a hash printed by `npm run admin:hash`")
      .optional(),
  ),
  /** The analyst role's password (`npm run analyst`); generated into DATA_DIR when unset. */
  ANALYST_PASSWORD: z.preprocess(blankIsUnset, z.string().min(16, "must have at least 16 characters").optional()),
  /** Signs admin session cookies; generated into DATA_DIR when unset. */
  ADMIN_SESSION_SECRET: z.preprocess(blankIsUnset, z.string().min(32, "must have at least 32 characters").optional()),
  /** Proxies in front of the server whose X-Forwarded-For may be believed (0: the socket's address). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(5).default(0),
};

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  /** Read replicas for the public pages and APIs, comma separated (docs/decisions/0081). */
  DATABASE_READ_URL: z
    .string()
    .regex(
      /^\s*postgres(ql)?:\/\/[^,]+(,\s*postgres(ql)?:\/\/[^,]+)*\s*$/,
      "must be one or more postgres:// URLs, comma separated",
    )
    .optional(),
  /** A replica further behind the primary than this gets no reads until it catches up. */
  READ_REPLICA_MAX_LAG_MS: z.coerce.number().int().min(0).default(2_000),
  DATA_DIR: z.string().min(1).default(".data"),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  /** json: a JSON object per line, as servers want; pretty: readable lines. Unset: pretty on a terminal. */
  LOG_FORMAT: z.enum(["json", "pretty"]).optional(),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** Seed of the built-in simulated fare source; the same seed gives the same fares. */
  FARE_SEED: z.coerce.number().int().default(20261121),
  /** How often the scheduler hands out due search-profile bindings, as a cron expression. */
  CRAWL_CRON: z.string().min(9).default("*/5 * * * *"),
  /** Projections further behind than this many events make /readyz answer 503. */
  READY_MAX_LAG: z.coerce.number().int().min(0).default(10_000),
  /** Where fares come from: the built-in simulation, or the Travelpayouts Data API (needs a token). */
  FARE_SOURCE: z.enum(FARE_SOURCES).default("simulated"),
  TRAVELPAYOUTS_TOKEN: z.string().min(16, "must be the API token from the Travelpayouts dashboard").optional(),
  TRAVELPAYOUTS_BASE_URL: z.url().optional(),
  /** Unsplash API access key: the admin can then choose destination photos (docs/decisions/0044). */
  UNSPLASH_ACCESS_KEY: z.preprocess(
    blankIsUnset,
    z.string().trim().min(16, "must be the Access Key of an Unsplash app").optional(),
  ),
  UNSPLASH_BASE_URL: z.url().optional(),
  /** Who drafts sight and destination texts: the built-in writer (catalog only) or an OpenAI-compatible chat API. */
  CONTENT_GENERATOR: z.enum(["builtin", "openai"], "must be builtin or openai").default("builtin"),
  OPENAI_API_KEY: z.preprocess(
    blankIsUnset,
    z.string().trim().min(8, "must be the API key of the chat API").optional(),
  ),
  /** The chat API's base; /v1/chat/completions is appended. */
  OPENAI_BASE_URL: z.preprocess(blankIsUnset, z.url("must be an http(s) address").default("https://api.openai.com")),
  OPENAI_MODEL: z.preprocess(blankIsUnset, z.string().trim().min(1).max(100).default("gpt-4o-mini")),
  /** Affiliate marker carried by every booking link. */
  AFFILIATE_MARKER: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, "letters, digits, . _ - only")
    .default("flydealsbg"),
  SEED_ON_START: booleanFlag.default(true),
  /** Days of daily crawl history the first start records, so statistics have samples at once. */
  SEED_DAYS: z.coerce.number().int().min(1).max(365).default(45),
  WORKERS: booleanFlag.default(true),
  /** Serve read-only pages from a few-seconds memory cache, as a CDN would (http/middleware/page-cache.ts). */
  PAGE_CACHE: booleanFlag.default(true),
  /** Google Analytics 4 measurement id; without it no tag loads at all (docs/decisions/0026). */
  GA_MEASUREMENT_ID: z.preprocess(
    blankIsUnset,
    z
      .string()
      .trim()
      .regex(/^G-[A-Z0-9]{4,20}$/, "must be a Google Analytics 4 measurement id such as G-XXXXXXX")
      .optional(),
  ),
  ...operatorFields,
  ...captchaFields,
  ...mailFields,
  ...adminFields,
  ...socialFields,
  ...virusScanFields,
  ...pushFields,
  ...mediaFields,
  ...cdnFields,
});

const checkedEnvSchema = envSchema
  .refine((env) => env.FARE_SOURCE !== "travelpayouts" || env.TRAVELPAYOUTS_TOKEN, {
    message: "is required when FARE_SOURCE=travelpayouts",
    path: ["TRAVELPAYOUTS_TOKEN"],
  })
  .refine((env) => env.CONTENT_GENERATOR !== "openai" || env.OPENAI_API_KEY, {
    message: "is required when CONTENT_GENERATOR=openai",
    path: ["OPENAI_API_KEY"],
  })
  .refine((env) => env.CAPTCHA !== "turnstile" || env.TURNSTILE_SITE_KEY, {
    message: "is required when CAPTCHA=turnstile",
    path: ["TURNSTILE_SITE_KEY"],
  })
  .refine((env) => env.CAPTCHA !== "turnstile" || env.TURNSTILE_SECRET, {
    message: "is required when CAPTCHA=turnstile",
    path: ["TURNSTILE_SECRET"],
  })
  .refine((env) => env.VIRUS_SCAN !== "clamd" || env.CLAMD_HOST, {
    message: "is required when VIRUS_SCAN=clamd",
    path: ["CLAMD_HOST"],
  })
  .refine((env) => env.CDN !== "cloudflare" || env.CLOUDFLARE_API_TOKEN, {
    message: "is required when CDN=cloudflare",
    path: ["CLOUDFLARE_API_TOKEN"],
  })
  .refine((env) => env.CDN !== "cloudflare" || env.CLOUDFLARE_ZONE_ID, {
    message: "is required when CDN=cloudflare",
    path: ["CLOUDFLARE_ZONE_ID"],
  })
  .refine((env) => env.CDN !== "bunny" || env.BUNNY_ACCESS_KEY, {
    message: "is required when CDN=bunny",
    path: ["BUNNY_ACCESS_KEY"],
  })
  .refine((env) => Boolean(env.VAPID_PUBLIC_KEY) === Boolean(env.VAPID_PRIVATE_KEY), {
    message: "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither",
    path: ["VAPID_PRIVATE_KEY"],
  })
  .refine((env) => env.MAIL !== "smtp" || env.SMTP_URL, {
    message: "is required when MAIL=smtp",
    path: ["SMTP_URL"],
  })
  .superRefine((env, context) => {
    if (env.MEDIA_STORAGE !== "s3") return;
    for (const variable of ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
      if (!env[variable])
        context.addIssue({ code: "custom", message: "is required when MEDIA_STORAGE=s3", path: [variable] });
    }
  })
  .refine(
    (env) =>
      env.SOCIAL !== "http" ||
      env.TELEGRAM_BOT_TOKEN ||
      env.FACEBOOK_PAGE_ACCESS_TOKEN ||
      env.TWITTER_ACCESS_TOKEN ||
      env.LINKEDIN_ACCESS_TOKEN,
    {
      message:
        "SOCIAL=http needs at least one of TELEGRAM_BOT_TOKEN, FACEBOOK_PAGE_ACCESS_TOKEN, TWITTER_ACCESS_TOKEN, LINKEDIN_ACCESS_TOKEN",
      path: ["SOCIAL"],
    },
  );

export type Env = z.infer<typeof envSchema> & { PUBLIC_URL: string; DATA_DIR: string };
export type LogLevel = (typeof LOG_LEVELS)[number];

const SECRET_VARIABLE = /(TOKEN|SECRET|PASSWORD|HASH|KEY)$|^SMTP_URL$|^DATABASE_(READ_)?URL$/;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment once; a bad variable stops the start with its name in the message. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = checkedEnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const variable = issue.path.join(".") || "(environment)";
      const value = source[variable];
      // a secret that fails its check must not end up in a log
      const shown =
        SECRET_VARIABLE.test(variable) && value ? `${value.length} characters, hidden` : JSON.stringify(value);
      return `  ${variable}: ${issue.message} (got ${shown})`;
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

/** The operator's details as the imprint shows them; absent ones are null, never invented. */
export interface OperatorDetails {
  name: string;
  address: string | null;
  email: string | null;
  vatId: string | null;
}

/**
 * Reads the OPERATOR_* variables (already checked by parseEnv at start) from a parsed Env or the
 * raw environment.
 */
export function operatorDetails(source: Record<string, unknown> = process.env): OperatorDetails {
  const result = z.object(operatorFields).safeParse(source);
  if (!result.success) {
    const variables = result.error.issues.map((issue) => issue.path.join(".")).join(", ");
    throw new ConfigError(`Invalid configuration: ${variables}`);
  }
  const env = result.data;
  return {
    name: env.OPERATOR_NAME,
    address: env.OPERATOR_ADDRESS ?? null,
    email: env.OPERATOR_EMAIL ?? null,
    vatId: env.OPERATOR_VAT_ID ?? null,
  };
}
