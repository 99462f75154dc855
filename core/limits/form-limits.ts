import type { FormOutcome, FormRefusal } from "../captcha/form-outcome.ts";
import type { FormServices } from "../contact/form-services.ts";
import { createRateLimiter, limitKeyOf, type RateLimiter, type RateRule, retryAfterSeconds } from "./rate-limiter.ts";

/**
 * Per-address limits on the public forms and on destination discovery (docs/decisions/0054).
 * Per process, in memory: a shared limiter is issue 18's.
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
    const taken = limiter.take(key);
    if (!taken.ok) return formLimitRefusal(taken.retryAfterMs);
    const outcome = await submit();
    if (givesUseBack(outcome)) limiter.refund(key);
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
  now: () => number;
}

/** The limiters of one process, from the rules (the defaults where left out). */
export function requestLimiters(limits: Partial<RequestLimits> = {}): {
  forms: RateLimiter | null;
  searchJobs: RateLimiter | null;
} {
  const now = limits.now ?? Date.now;
  const rule = <Key extends "forms" | "searchJobs">(key: Key, fallback: RateRule) =>
    limits[key] === null ? null : createRateLimiter(limits[key] ?? fallback, { now });
  return { forms: rule("forms", FORM_SUBMISSION_LIMIT), searchJobs: rule("searchJobs", SEARCH_JOB_LIMIT) };
}
