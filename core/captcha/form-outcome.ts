import { z } from "zod";
import { DomainError } from "../eventstore/decider.ts";
import type { Logger } from "../log/logger.ts";
import { CaptchaUnavailableError, type CaptchaVerifier, MAX_CAPTCHA_TOKEN_LENGTH } from "./captcha.ts";

/**
 * What a captcha-protected public form (newsletter, contact) answers, as plain data: the API
 * turns it into JSON with its status, the screens into a message beside each field. Plain
 * data rather than exceptions, because in development the screens run in Vite's module graph,
 * where `instanceof` on the server's error classes does not hold.
 */
export interface FormIssue {
  path: string;
  message: string;
}

export type FormOutcome<Data = undefined> = { ok: true; status: 200 | 201; message: string; data?: Data } | FormRefusal;

export interface FormRefusal {
  ok: false;
  status: 400 | 404 | 409 | 410 | 422 | 429 | 503;
  code: string;
  message: string;
  issues?: FormIssue[];
  /** With 429: when the address may submit again (the Retry-After header). */
  retryAfterSeconds?: number;
}

export function issuesOf(error: z.ZodError): FormIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

export function invalidInput(issues: FormIssue[]): FormRefusal {
  return {
    ok: false,
    status: 400,
    code: "validation_failed",
    message: issues[0]?.message ?? "Invalid request",
    issues,
  };
}

/** A decider's refusal as a form answer; anything else is a real failure and is rethrown. */
export function refusalOf(error: unknown): FormRefusal {
  if (error instanceof DomainError) {
    return { ok: false, status: error.status, code: error.code, message: error.message };
  }
  throw error;
}

/** The field every captcha-protected form sends its token in, and where a refusal is shown. */
export const CAPTCHA_FIELD = "captchaToken";

/** The token field of a form's schema: one message for missing, blank and too long alike. */
export const captchaTokenField = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(MAX_CAPTCHA_TOKEN_LENGTH, message);

export type CaptchaGate = (token: string, ip: string | null) => Promise<FormRefusal | null>;

/**
 * A form's captcha check, bound once to its verifier, logger and copy. Null when the token passes.
 * A token that does not pass is the visitor's 400 with the form's captcha message on the token's
 * field; a verifier that cannot answer is a 503 "try again".
 */
export function captchaGate(
  captcha: CaptchaVerifier,
  logger: Logger,
  copy: { failed: string; unavailable: string },
): CaptchaGate {
  return async (token, ip) => {
    try {
      const result = await captcha.verify(token, ip);
      if (result.success) return null;
      logger.info("captcha refused", { errorCodes: result.errorCodes });
      return {
        ok: false,
        status: 400,
        code: "captcha_failed",
        message: copy.failed,
        issues: [{ path: CAPTCHA_FIELD, message: copy.failed }],
      };
    } catch (error) {
      if (!(error instanceof CaptchaUnavailableError)) throw error;
      logger.warn("captcha unavailable", { reason: error.reason, error: error.message });
      return { ok: false, status: 503, code: "captcha_unavailable", message: copy.unavailable };
    }
  };
}
