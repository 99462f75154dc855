import { z } from "zod";
import type { Logger } from "../log/logger.ts";
import {
  type CaptchaChallenge,
  type CaptchaProvider,
  CaptchaUnavailableError,
  type CaptchaVerification,
  MAX_CAPTCHA_TOKEN_LENGTH,
} from "./captcha.ts";

/** Cloudflare Turnstile's server-side validation (siteverify). */
export const TURNSTILE_VERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

export interface TurnstileOptions {
  siteKey: string;
  secret: string;
  /** Default TURNSTILE_VERIFY_URL; tests point it at a local fake. */
  verifyUrl?: string;
  /** Per-request deadline, default 5000 ms: a form must not hang on Cloudflare. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  logger: Logger;
}

const answerSchema = z.object({
  success: z.boolean(),
  "error-codes": z.array(z.string()).default([]),
  challenge_ts: z.string().optional(),
  hostname: z.string().optional(),
});

/** The visitor's token is at fault: the form says "verify again". */
const VISITOR_ERRORS = new Set(["missing-input-response", "invalid-input-response", "timeout-or-duplicate"]);
/** Our side is at fault (a wrong secret, a request Cloudflare could not read) or Cloudflare's is. */
const SITE_ERRORS = new Set(["missing-input-secret", "invalid-input-secret", "bad-request", "internal-error"]);

export function createTurnstileVerifier(options: TurnstileOptions): CaptchaProvider {
  const verifyUrl = options.verifyUrl ?? TURNSTILE_VERIFY_URL;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const fetchImpl = options.fetch ?? fetch;
  const { logger } = options;

  const unavailable = (
    reason: ConstructorParameters<typeof CaptchaUnavailableError>[0],
    message: string,
    fields: Record<string, unknown> = {},
    cause?: unknown,
  ): never => {
    // "misconfigured" is ours to fix at once; the rest are Cloudflare's hiccups
    if (reason === "misconfigured") logger.error("turnstile verification unavailable", { reason, ...fields });
    else logger.warn("turnstile verification unavailable", { reason, ...fields });
    throw new CaptchaUnavailableError(reason, message, { cause });
  };

  return {
    kind: "turnstile",
    challenge(): CaptchaChallenge {
      return { kind: "turnstile", siteKey: options.siteKey };
    },
    async verify(token, ip): Promise<CaptchaVerification> {
      const trimmed = token.trim();
      if (!trimmed) return { success: false, errorCodes: ["missing-input-response"] };
      // Cloudflare would refuse it too; no need to spend a round trip
      if (trimmed.length > MAX_CAPTCHA_TOKEN_LENGTH) return { success: false, errorCodes: ["invalid-input-response"] };
      const body = new URLSearchParams({ secret: options.secret, response: trimmed });
      if (ip) body.set("remoteip", ip);
      let response: Response;
      try {
        response = await fetchImpl(verifyUrl, {
          method: "POST",
          body,
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
        return timedOut
          ? unavailable("timeout", `Turnstile did not answer within ${timeoutMs} ms`, { timeoutMs }, error)
          : unavailable("network", "Turnstile could not be reached", { error: String(error) }, error);
      }
      const text = await response.text().catch(() => "");
      if (!response.ok) {
        return unavailable("server_error", `Turnstile answered HTTP ${response.status}`, { status: response.status });
      }
      let parsed: z.infer<typeof answerSchema>;
      try {
        parsed = answerSchema.parse(JSON.parse(text));
      } catch (error) {
        return unavailable(
          "bad_response",
          "Turnstile's answer was not the expected JSON",
          { body: text.slice(0, 200) },
          error,
        );
      }
      const errorCodes = parsed["error-codes"];
      if (parsed.success) {
        return {
          success: true,
          errorCodes: [],
          ...(parsed.challenge_ts ? { challengeTs: parsed.challenge_ts } : {}),
          ...(parsed.hostname ? { hostname: parsed.hostname } : {}),
        };
      }
      const siteError = errorCodes.find((code) => SITE_ERRORS.has(code));
      if (siteError) {
        const reason = siteError === "internal-error" ? "provider_error" : "misconfigured";
        return unavailable(reason, `Turnstile refused the request: ${siteError}`, { errorCodes });
      }
      const visitorErrors = errorCodes.filter((code) => VISITOR_ERRORS.has(code));
      // an unknown code is still a "no": the token did not pass
      return { success: false, errorCodes: visitorErrors.length > 0 ? visitorErrors : errorCodes };
    },
  };
}
