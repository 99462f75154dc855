import type { FormOutcome } from "../../../core/captcha/form-outcome.ts";
import type { FormServices } from "../../../core/contact/form-services.ts";
import { CONTACT_MESSAGES } from "../../../core/contact/messages.ts";
import { NEWSLETTER_MESSAGES } from "../../../core/newsletter/messages.ts";
import type { ErrorKey, FieldErrors } from "./form-state.ts";

/**
 * Server-only helpers of the forms' loaders and actions. The Hono app puts the form services
 * into the load context (http/app.ts); the actions call the same services as the API does.
 */
export function formServicesOf(context: { forms?: FormServices }): FormServices | null {
  return context.forms ?? null;
}

/** The visitor's address as the proxy reports it, like the API (http/api/captcha.ts). */
export function clientIpOf(request: Request): string | null {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || request.headers.get("x-real-ip")?.trim() || null;
}

// Both message sets share their common keys with the same English text, so one lookup serves both.
const KEY_OF_MESSAGE = new Map<string, ErrorKey>(
  [...Object.entries(NEWSLETTER_MESSAGES), ...Object.entries(CONTACT_MESSAGES)]
    .filter(
      ([key]) =>
        key !== "subscribed" &&
        key !== "sent" &&
        key !== "confirmed" &&
        key !== "unsubscribed" &&
        key !== "preferencesSaved",
    )
    .map(([key, message]) => [message, key as ErrorKey]),
);

export function errorKeyOf(message: string): ErrorKey {
  return KEY_OF_MESSAGE.get(message) ?? "tryAgainLater";
}

/** A refused outcome as the screen shows it: one message per field, the rest for the whole form. */
export function errorsOf(outcome: FormOutcome<unknown>): { errors: FieldErrors; formError: ErrorKey | null } {
  if (outcome.ok) return { errors: {}, formError: null };
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

/** A form field as text ("" when absent, never a File). */
export function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
