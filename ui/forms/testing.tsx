import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll } from "vitest";
import { createLocalCaptcha, postgresRedemptions } from "../../core/captcha/local-captcha.ts";
import { createFormServices, type FormServices } from "../../core/contact/form-services.ts";
import { PostgresEventStore } from "../../core/eventstore/postgres-event-store.ts";
import { silentLogger } from "../../core/log/logger.ts";
import { type EventStoreTestBed, extendBed, made, testEventStore } from "../../core/testing/event-store.ts";
import type { TestDatabase } from "../../core/testing/test-database.ts";
import { LanguageProvider } from "../i18n/dictionary.ts";
import { languageOfPath } from "../route-table.ts";

/** Real form services on a test database, as the Hono app hands them to the screens. */
export function testFormServices(database: TestDatabase): FormServices {
  const captcha = createLocalCaptcha({
    secret: "ui-forms-test-secret-0123456789abcdef",
    redemptions: postgresRedemptions(database.sql),
  });
  return createFormServices({
    linkSecret: "form-services-test-link-secret-0123456789",
    sql: database.sql,
    store: new PostgresEventStore(database.sql),
    captcha,
    publicUrl: "http://localhost",
    logger: silentLogger,
  });
}

export interface FormsTestBed extends EventStoreTestBed {
  /** testFormServices() on the bed's database. */
  readonly forms: FormServices;
}

/**
 * The screens' tests' set-up: testEventStore() with the real form services on its database, made
 * before the tests of a file and the database dropped after them; read `bed.forms` in hooks and tests.
 */
export function testFormsBed(): FormsTestBed {
  const bed = testEventStore();
  let forms: FormServices | undefined;
  beforeAll(() => {
    forms = testFormServices(bed.database);
  });
  return extendBed(bed, {
    get forms() {
      return made(forms);
    },
  });
}

/** A form post as the browser sends it, with or without JavaScript. */
export function formPost(path: string, fields: Record<string, string>): Request {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "192.0.2.10" },
  });
}

/** What a route's loader or action returned through `data()`: the value and its status. */
export function unwrap<T>(result: unknown): { data: T; status: number } {
  const wrapped = result as { data: T; init?: { status?: number } | null };
  return { data: wrapped.data, status: wrapped.init?.status ?? 200 };
}

/** Server-renders a route module's screen with the loader and action data it would get. */
export function renderScreen(
  Component: ComponentType<never>,
  path: string,
  state: { loaderData: unknown; actionData?: unknown },
): string {
  const Stub = createRoutesStub([{ id: "page", path: path.split("?")[0], Component: Component as ComponentType }]);
  return renderToString(
    <LanguageProvider lang={languageOfPath(path)}>
      <Stub
        initialEntries={[path]}
        hydrationData={{
          loaderData: { page: state.loaderData },
          ...(state.actionData ? { actionData: { page: state.actionData } } : {}),
        }}
      />
    </LanguageProvider>,
  );
}
