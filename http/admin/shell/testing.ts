import type PgBoss from "pg-boss";
import { AdminAuth } from "../../../core/admin-auth/auth.ts";
import type { AdminCredentials } from "../../../core/admin-auth/credentials.ts";
import { hashPassword } from "../../../core/admin-auth/password.ts";
import { ADMIN_SESSION } from "../../../core/admin-auth/session-token.ts";
import { postgresSignInLedger } from "../../../core/admin-auth/sign-in-ledger.ts";
import { defaultAggregates } from "../../../core/audit/aggregates.ts";
import { PostgresEventStore } from "../../../core/eventstore/postgres-event-store.ts";
import { silentLogger } from "../../../core/log/logger.ts";
import { createOutboxMailer } from "../../../core/mail/outbox-mailer.ts";
import { type MediaStorage, memoryMediaStorage } from "../../../core/media/storage.ts";
import { fakeResolveAll, TEST_DNS } from "../../../core/testing/fake-dns.ts";
import { createTestDatabase, type TestDatabase } from "../../../core/testing/test-database.ts";
import type { ProjectionRunner } from "../../../projections/runner.ts";
import { installedProjections } from "../../../projections/testing.ts";
import type { HttpApp, HttpAppDeps } from "../../app.ts";
import { testHttpApp } from "../../testing.ts";
import type { AdminDeps } from "./deps.ts";

export const TEST_ADMIN = { username: "admin", password: "test admin password" } as const;
/** Requests come from this address (TRUST_PROXY=1 believes the x-forwarded-for the tests send). */
export const TEST_IP = "198.51.100.10";

export interface AdminTestBed {
  database: TestDatabase;
  store: PostgresEventStore;
  projections: ProjectionRunner;
  deps: AdminDeps;
  /** The sign-in the bed's AdminAuth was made with (sessions are signed with a key bound to it). */
  credentials: AdminCredentials;
  app: HttpApp;
  /** A request as a browser on TEST_IP sends it (with the session when signed in). */
  request(path: string, init?: RequestInit & { ip?: string; session?: AdminSessionCookie | null }): Promise<Response>;
  signIn(ip?: string): Promise<AdminSessionCookie>;
  /** Submits a form as the admin's browser does: urlencoded, with the session's CSRF token. */
  postForm(path: string, session: AdminSessionCookie, fields: Record<string, string | string[]>): Promise<Response>;
  /** Calls the admin JSON API with the session and its CSRF header. */
  api(path: string, session: AdminSessionCookie | null, init?: { method?: string; body?: unknown }): Promise<Response>;
  /** Events in the log, or in the streams of one type: "stores nothing" is this number unchanged. */
  eventCount(streamType?: string): Promise<number>;
  close(): Promise<void>;
}

export interface AdminSessionCookie {
  cookie: string;
  csrfToken: string;
}

/** A database with every projection installed, the HTTP app with its admin area, and helpers. */
export async function adminTestBed(
  options: {
    now?: () => number;
    boss?: PgBoss;
    secureCookies?: boolean;
    /** Where uploads go; a fresh in-memory storage when left out. */
    media?: MediaStorage;
    /** More of the app on the same database: SSR, the forms (the input fuzz test drives them all). */
    app?: (database: TestDatabase) => Partial<HttpAppDeps>;
  } = {},
): Promise<AdminTestBed> {
  const database = await createTestDatabase();
  const store = new PostgresEventStore(database.sql);
  const projections = await installedProjections(database.sql);
  const credentials = {
    username: TEST_ADMIN.username,
    passwordHash: await hashPassword(TEST_ADMIN.password),
    sessionSecret: "test-session-secret-".repeat(3),
  };
  const deps: AdminDeps = {
    auth: new AdminAuth(credentials, store, options.now, postgresSignInLedger(database.sql)),
    store,
    database,
    projections,
    logger: silentLogger,
    aggregates: defaultAggregates(),
    boss: options.boss ?? null,
    trustProxy: 1,
    secureCookies: options.secureCookies ?? false,
    socialDelivery: "outbox",
    webhookNetwork: { allowPrivateNetworks: false, resolveAll: fakeResolveAll(TEST_DNS) },
    newsletter: {
      publicUrl: "http://localhost",
      mailer: createOutboxMailer({ sql: database.sql, logger: silentLogger }),
      delivery: "outbox",
    },
    media: options.media ?? memoryMediaStorage(),
  };
  const app = testHttpApp({
    database,
    projections,
    store,
    admin: deps,
    ...options.app?.(database),
  });

  const request: AdminTestBed["request"] = async (path, init = {}) => {
    const { ip, session, ...rest } = init;
    const headers = new Headers(rest.headers);
    headers.set("x-forwarded-for", ip ?? TEST_IP);
    if (session) headers.set("cookie", session.cookie);
    return app.request(path, { ...rest, headers, redirect: "manual" });
  };

  const signIn: AdminTestBed["signIn"] = async (ip) => {
    const response = await request("/nimda/login", {
      method: "POST",
      ip,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ username: TEST_ADMIN.username, password: TEST_ADMIN.password, next: "/nimda/dash" }),
    });
    const setCookie = response.headers.get("set-cookie") ?? "";
    const match = new RegExp(`${ADMIN_SESSION.cookieName}=([^;]+)`).exec(setCookie);
    if (response.status !== 303 || !match) throw new Error(`sign-in failed: ${response.status}`);
    const cookie = `${ADMIN_SESSION.cookieName}=${match[1]}`;
    const claims = (await deps.auth.authenticate(match[1]))?.claims;
    if (!claims) throw new Error("the new session does not authenticate");
    return { cookie, csrfToken: deps.auth.csrfToken(claims) };
  };

  return {
    database,
    store,
    projections,
    deps,
    credentials,
    app,
    request,
    signIn,
    postForm(path, session, fields) {
      const body = new URLSearchParams();
      body.set("_csrf", session.csrfToken);
      for (const [key, value] of Object.entries(fields)) {
        for (const item of Array.isArray(value) ? value : [value]) body.append(key, item);
      }
      return request(path, {
        method: "POST",
        session,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body,
      });
    },
    api(path, session, init = {}) {
      const headers: Record<string, string> = {};
      if (session) headers["x-csrf-token"] = session.csrfToken;
      if (init.body !== undefined) headers["content-type"] = "application/json";
      return request(path, {
        method: init.method ?? "GET",
        session,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
    },
    async eventCount(streamType) {
      const [row] = await database.sql<{ n: number }[]>`
        SELECT count(*)::int AS n FROM events WHERE ${streamType ?? null}::text IS NULL OR stream_type = ${streamType ?? null}`;
      return row?.n ?? 0;
    },
    close: () => database.drop(),
  };
}

/** A test bed with its admin signed in: the start of most admin route tests. */
export async function signedInTestBed(
  options: Parameters<typeof adminTestBed>[0] = {},
): Promise<{ bed: AdminTestBed; session: AdminSessionCookie }> {
  const bed = await adminTestBed(options);
  return { bed, session: await bed.signIn() };
}

/** The audit fields every admin command of the test bed's admin carries. */
export const auditOf = (action: string) => ({ actor: "admin:admin", action, ip: TEST_IP });

/** The notice a form's post/redirect/get leaves in the redirect's query. */
export const noticeOf = (response: Response) =>
  new URL(response.headers.get("location") ?? "", "http://x").searchParams.get("notice");
