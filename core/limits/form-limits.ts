import type { FormOutcome, FormRefusal } from "../captcha/form-outcome.ts";
import type { FormServices } from "../contact/form-services.ts";
import type { Sql } from "../db/database.ts";
import { addressHasher } from "./address-hash.ts";
import { limitKeyOf } from "./limit-key.ts";
import { createPostgresRateLimiter } from "./postgres-rate-limiter.ts";
import { type RateLimiter, type RateRule, retryAfterSeconds } from "./rate-limiter.ts";

/**
 * Per-address limits on the public forms and on destination discovery (docs/decisions/0054),
 * counted in PostgreSQL so that every instance enforces one limit (docs/decisions/0083).
 */
export const FORM_SUBMISSION_LIMIT: RateRule = { limit: 5, windowMs: 10 * 60 * 1000 };
export const SEARCH_JOB_LIMIT: RateRule = { limit: 10, windowMs: 60 * 60 * 1000 };

/** The API's message with 429; the screens show their own copy in the page's language. */
export const FORM_LIMIT_MESSAGE = "Too many submissions from your address. Please try again in a few minutes.";
export const FORM_LIMIT_CODE = "rate_limited";

export function formLimitRefusal(retryAfterMs: number): FormRefusal {
  return {
    ok: false,
    status: 429,
    code: FORM_LIMIT_CODE,
    message: FORM_LIMIT_MESSAGE,
    retryAfterSeconds: retryAfterSeconds(retryAfterMs),
  };
}

/**
 * A refusal the visitor can put right by fixing a field (nothing stored, nothing mailed, the
 * captcha not even asked), or our own failure: such a submission gives its use back, so a
 * visitor who mistypes an address twice is not locked out. A failed captcha still counts.
 */
function givesUseBack(outcome: FormOutcome<unknown>): boolean {
  return !outcome.ok && (outcome.code === "validation_failed" || outcome.status === 503);
}

/**
 * The form services with every submission that records something and may send a mail
 * (subscribe, price alert, customer and partner contact) counted per address, the HTTP API and
 * the screens' actions against one count. Over the limit a submission is refused with 429
 * before the service sees it: nothing is stored. Links from mails (confirm, unsubscribe,
 * preferences) are not limited: they act on what exists.
 */
export function limitFormServices(forms: FormServices, limiter: RateLimiter): FormServices {
  async function limited<Data>(
    ip: string | null,
    submit: () => Promise<FormOutcome<Data>>,
  ): Promise<FormOutcome<Data>> {
    const key = limitKeyOf(ip);
    const taken = await limiter.take(key);
    if (!taken.ok) return formLimitRefusal(taken.retryAfterMs);
    const outcome = await submit();
    if (givesUseBack(outcome)) await limiter.refund(key);
    return outcome;
  }
  // the services behind a lazy bundle are built on first use: wrap each once, when first read
  const wrapped = new WeakMap<object, object>();
  const once = <Service extends object>(service: Service, wrap: (service: Service) => Service): Service => {
    let made = wrapped.get(service) as Service | undefined;
    if (!made) {
      made = wrap(service);
      wrapped.set(service, made);
    }
    return made;
  };
  return {
    get newsletter() {
      return once(forms.newsletter, (service) => ({
        ...service,
        subscribe: (input, context) => limited(context.ip, () => service.subscribe(input, context)),
      }));
    },
    get alerts() {
      return once(forms.alerts, (service) => ({
        ...service,
        requestAlert: (input, context) => limited(context.ip, () => service.requestAlert(input, context)),
      }));
    },
    get contact() {
      return once(forms.contact, (service) => ({
        ...service,
        submit: (formType, input, context) => limited(context.ip, () => service.submit(formType, input, context)),
      }));
    },
    get push() {
      return once(forms.push, (service) => ({
        ...service,
        subscribe: (input, context) => limited(context.ip, () => service.subscribe(input, context)),
      }));
    },
    get captcha() {
      return forms.captcha;
    },
  };
}

export interface RequestLimits {
  /** Public form submissions per address (API and screens together); null: unlimited. */
  forms: RateRule | null;
  /** Destination discoveries started per address (API and /search together); null: unlimited. */
  searchJobs: RateRule | null;
  /** Milliseconds since the epoch; tests fix it. */
  now: () => number;
  /**
   * What the addresses are hashed with (at least 32 characters). Every instance must use the
   * same, or each counts under keys of its own: the start passes the admin session secret,
   * which the instances share anyway. Left out, a random one: a lone process's (tests, benches).
   */
  addressSecret: string;
}

/** The rules' names in rate_limit_takes: a rename would start every count afresh. */
export const LIMIT_NAMES = { forms: "forms", searchJobs: "search-jobs" } as const;

/** The limiters of the web tier, shared through `sql` by every instance, from the rules (the defaults where left out). */
export function requestLimiters(
  sql: Sql,
  limits: Partial<RequestLimits> = {},
): {
  forms: RateLimiter | null;
  searchJobs: RateLimiter | null;
} {
  const now = limits.now ?? Date.now;
  const hash = addressHasher(limits.addressSecret ?? randomSecret());
  const rule = <Key extends "forms" | "searchJobs">(key: Key, fallback: RateRule) =>
    limits[key] === null
      ? null
      : createPostgresRateLimiter(sql, limits[key] ?? fallback, { name: LIMIT_NAMES[key], hash, now });
  return { forms: rule("forms", FORM_SUBMISSION_LIMIT), searchJobs: rule("searchJobs", SEARCH_JOB_LIMIT) };
}

function randomSecret(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
