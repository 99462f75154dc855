import { createLocalCaptcha, postgresRedemptions } from "../captcha/local-captcha.ts";
import { createFormServices, type FormServices, type FormServicesDeps } from "../contact/form-services.ts";
import type { Sql } from "../db/database.ts";
import type { EventStore } from "../eventstore/types.ts";
import { silentLogger } from "../log/logger.ts";

/**
 * The newsletter and contact forms' services as the tests build them: the built-in captcha
 * (its tokens kept in the database), links signed with a test secret, at localhost, quietly.
 * Anything the test cares about (a clock, a virus scanner, its own link secret) goes in `more`.
 */
export function testFormServices(sql: Sql, store: EventStore, more: Partial<FormServicesDeps> = {}): FormServices {
  return createFormServices({
    linkSecret: "test-form-services-link-secret-0123456789",
    sql,
    store,
    captcha: createLocalCaptcha({
      secret: "test-form-services-captcha-secret-0123456789",
      redemptions: postgresRedemptions(sql),
    }),
    publicUrl: "http://localhost",
    logger: silentLogger,
    ...more,
  });
}
