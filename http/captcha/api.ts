import { type Context, Hono } from "hono";
import type { FormOutcome } from "../../core/captcha/form-outcome.ts";
import type { FormServices } from "../../core/contact/form-services.ts";
import { ApiError, errorBody } from "../errors.ts";

/** GET /api/captcha/challenge: a fresh built-in token (or Turnstile's site key) for a form's checkbox. */
export function captchaApi(forms: FormServices) {
  return new Hono().get("/challenge", (c) => {
    c.header("cache-control", "no-store");
    return c.json({ success: true as const, data: forms.captcha.challenge() });
  });
}

/** A JSON body; one that does not parse is the caller's 400, never a 500. */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new ApiError(400, "invalid_json", "Malformed JSON in request body");
  }
}

/** A form's outcome as the API's answer: the success message, or the error envelope with its issues. */
export function formAnswer<Data>(c: Context, outcome: FormOutcome<Data>) {
  c.header("cache-control", "no-store");
  if (!outcome.ok) {
    // over the per-address limit (docs/decisions/0054): when to come back
    if (outcome.retryAfterSeconds) c.header("retry-after", String(outcome.retryAfterSeconds));
    return c.json(errorBody(outcome.code, outcome.message, outcome.issues), outcome.status);
  }
  const body = outcome.data === undefined ? {} : { data: outcome.data };
  return c.json({ success: true as const, message: outcome.message, ...body }, outcome.status);
}
