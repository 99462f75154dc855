import { data } from "react-router";
import type { FormOutcome } from "../../core/captcha/form-outcome.ts";
import { BGN_PER_EUR, BULGARIAN_AIRPORTS, type BulgarianAirport } from "../../core/constants.ts";
import type { AttachmentUpload } from "../../core/contact/attachment.ts";
import type { FormServices } from "../../core/contact/form-services.ts";
import { CONTACT_MESSAGES } from "../../core/contact/messages.ts";
import { FORM_LIMIT_CODE } from "../../core/limits/form-limits.ts";
import { describeAlert, type PlaceNames } from "../../core/newsletter/alert-text.ts";
import { NEWSLETTER_MESSAGES } from "../../core/newsletter/messages.ts";
import { ALERT_INTENT, type AlertFormData, type AlertResult, type AlertValues } from "../newsletter/alert-form.tsx";
import { type Language, languageOfPath } from "../route-table.ts";
import { sharedPageHeaders } from "../site/cache-headers.ts";
import { type ErrorKey, type FieldErrors, NO_ERRORS } from "./form-state.ts";

/**
 * Server-only helpers of the forms' loaders and actions. The Hono app puts the form services
 * into the load context (http/app.ts); the actions call the same services as the API does.
 */
export function formServicesOf(context: { forms?: FormServices }): FormServices | null {
  return context.forms ?? null;
}

/**
 * The visitor's address as the Hono app read it (http/client-ip.ts, through TRUST_PROXY) and put
 * into the load context; never a header the visitor could have written.
 */
export function clientIpOf(context: { clientAddress?: string | null }): string | null {
  return context.clientAddress ?? null;
}

/** An answer's status, and with a 429 (too many submissions) when to come back. */
export function answerInit(outcome: FormOutcome<unknown>): { status: number; headers?: Record<string, string> } {
  if (!outcome.ok && outcome.retryAfterSeconds) {
    return { status: outcome.status, headers: { "retry-after": String(outcome.retryAfterSeconds) } };
  }
  return { status: outcome.status };
}

/** A route's `headers` keep the action's Retry-After (React Router drops what the route does not return). */
export function retryAfterOf(actionHeaders: Headers): Record<string, string> {
  const retryAfter = actionHeaders.get("retry-after");
  return retryAfter ? { "retry-after": retryAfter } : {};
}

/**
 * Headers of a form's own page (contact, newsletter): it carries a single-use captcha token, so no
 * shared cache may keep it, and a refused post's Retry-After reaches the visitor.
 */
export function formPageHeaders({ actionHeaders }: { actionHeaders: Headers }): Record<string, string> {
  return { "cache-control": "no-store", ...retryAfterOf(actionHeaders) };
}

/** Messages that say something went well: the screens show their own copy for them, never as an error. */
export const SUCCESS_MESSAGE_KEYS: ReadonlySet<string> = new Set([
  "subscribed",
  "sent",
  "confirmed",
  "alertConfirmed",
  "unsubscribed",
  "preferencesSaved",
  "alertRequested",
  "alertDeleted",
]);

// Both message sets share their common keys with the same English text, so one lookup serves both.
const KEY_OF_MESSAGE = new Map<string, ErrorKey>(
  [...Object.entries(NEWSLETTER_MESSAGES), ...Object.entries(CONTACT_MESSAGES)]
    .filter(([key]) => !SUCCESS_MESSAGE_KEYS.has(key))
    .map(([key, message]) => [message, key as ErrorKey]),
);

export function errorKeyOf(message: string): ErrorKey {
  return KEY_OF_MESSAGE.get(message) ?? "tryAgainLater";
}

/** A refused outcome as the screen shows it: one message per field, the rest for the whole form. */
export function errorsOf(outcome: FormOutcome<unknown>): { errors: FieldErrors; formError: ErrorKey | null } {
  if (outcome.ok) return { errors: {}, formError: null };
  // over the per-address limit (docs/decisions/0054): the screen's own words, in its language
  if (outcome.code === FORM_LIMIT_CODE) return { errors: {}, formError: "tooManySubmissions" };
  const errors: FieldErrors = {};
  let formError: ErrorKey | null = null;
  for (const issue of outcome.issues ?? []) {
    // the bot trap is invisible, so its message belongs to the form, not to a field
    if (issue.path === "honeypot") formError = errorKeyOf(issue.message);
    else if (issue.path && !errors[issue.path]) errors[issue.path] = errorKeyOf(issue.message);
  }
  if (!outcome.issues?.length) formError = errorKeyOf(outcome.message);
  return { errors, formError };
}

/**
 * A form's file, or null when none was chosen (a file input left empty still sends a part,
 * with no name and no bytes). A chosen file of 0 bytes is kept: the service says it is no picture.
 */
export async function uploadOf(form: FormData, name: string): Promise<AttachmentUpload | null> {
  const value = form.get(name);
  if (typeof value === "string" || value === null) return null;
  if (value.name === "" && value.size === 0) return null;
  return { fileName: value.name, bytes: new Uint8Array(await value.arrayBuffer()) };
}

/** A form field as text ("" when absent, never a File). */
export function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/**
 * A price typed in euro as the services keep it, in BGN with two decimals: empty is any price,
 * a decimal comma is a Bulgarian's decimal point. What is not a number goes through as typed,
 * so the service's own rule refuses it with the field's message.
 */
export function maxPriceBgnOf(typed: string): number | string | null {
  const text = typed.replace(/\s/g, "").replace(",", ".");
  if (text === "") return null;
  const euro = Number(text);
  return Number.isFinite(euro) ? Math.round(euro * BGN_PER_EUR * 100) / 100 : typed;
}

const isBulgarianAirport = (code: string | null): code is BulgarianAirport =>
  code !== null && (BULGARIAN_AIRPORTS as readonly string[]).includes(code);

/**
 * The alert form's part of a page's loader: what the page knows (a departure airport, a catalog
 * destination and its names, a price in BGN to start from), in words, with a captcha to render.
 * Null without the form services or without anything to watch: the page then has no form.
 */
export function alertFormOf(
  context: { forms?: FormServices },
  lang: Language,
  place: {
    fromAirport: string | null;
    destinationId: string | null;
    destination: PlaceNames | null;
    maxPriceBgn?: number | null;
  },
): AlertFormData | null {
  const forms = formServicesOf(context);
  const fromAirport = isBulgarianAirport(place.fromAirport) ? place.fromAirport : null;
  const destinationId = place.destinationId || null;
  if (!forms || (fromAirport === null && destinationId === null)) return null;
  const price = place.maxPriceBgn ?? null;
  return {
    captcha: forms.captcha.challenge(),
    fromAirport,
    destinationId,
    what: describeAlert({ fromAirport, destinationId, maxPriceBgn: null }, place.destination, lang),
    // whole euros, rounded down: the alert starts at today's price or under it
    maxPrice: price === null ? "" : String(Math.max(1, Math.floor(price / BGN_PER_EUR))),
    priceRequired: destinationId === null,
  };
}

/**
 * The action of a page with the alert form: intent=alert records the alert through the same
 * service as POST /api/newsletter/alerts. Anything that is not such a form post is a 400.
 */
export async function alertAction({
  request,
  context,
}: {
  request: Request;
  context: { forms?: FormServices; clientAddress?: string | null };
}) {
  const answer = (result: Omit<AlertResult, "intent">, status: number, headers: Record<string, string> = {}) =>
    // the answer carries the visitor's address: no shared cache may keep it
    data<AlertResult>(
      { intent: ALERT_INTENT, ...result },
      { status, headers: { "cache-control": "no-store", ...headers } },
    );
  const none: AlertValues = { email: "", maxPrice: "", consent: false };
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return answer({ ok: false, errors: NO_ERRORS, formError: "invalidRequest", values: none }, 400);
  }
  const values: AlertValues = {
    email: textOf(form, "email"),
    maxPrice: textOf(form, "maxPrice").trim(),
    consent: form.get("consent") === "on",
  };
  if (textOf(form, "intent") !== ALERT_INTENT)
    return answer({ ok: false, errors: NO_ERRORS, formError: "invalidRequest", values }, 400);
  const forms = formServicesOf(context);
  if (!forms) return answer({ ok: false, errors: NO_ERRORS, formError: "tryAgainLater", values }, 503);
  const outcome = await forms.alerts.requestAlert(
    {
      email: values.email,
      consent: values.consent,
      // an unticked checkbox sends nothing: the captcha message, not 'Required'
      captchaToken: form.has("captchaToken") ? textOf(form, "captchaToken") : undefined,
      fromAirport: textOf(form, "fromAirport") || null,
      destinationId: textOf(form, "destinationId") || null,
      maxPriceBgn: maxPriceBgnOf(values.maxPrice),
      language: languageOfPath(new URL(request.url).pathname),
    },
    { ip: clientIpOf(context) },
  );
  const { errors, formError } = errorsOf(outcome);
  // the form shows the price in euro; what the page put in hidden fields belongs to the whole form
  const fields: FieldErrors = {};
  let hidden: ErrorKey | null = null;
  for (const [path, key] of Object.entries(errors)) {
    if (path === "maxPriceBgn") fields.maxPrice ??= key;
    else if (path === "fromAirport" || path === "destinationId") hidden ??= key ?? null;
    else fields[path] ??= key;
  }
  const init = answerInit(outcome);
  return answer({ ok: outcome.ok, errors: fields, formError: formError ?? hidden, values }, init.status, init.headers);
}

/**
 * Headers of a page with the alert form: shared caches may keep it as before (its captcha token
 * is refreshed when the box is ticked), but never the answer to a post.
 */
export function alertPageHeaders({ actionHeaders }: { actionHeaders: Headers }): Record<string, string> {
  return actionHeaders.has("cache-control")
    ? { "cache-control": "no-store", ...retryAfterOf(actionHeaders) }
    : sharedPageHeaders();
}
