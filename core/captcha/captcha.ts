/**
 * The captcha port: the public forms ask it whether a visitor's token proves a human. Two
 * implementations: the built-in signed challenge (local-captcha.ts, no account, no network) and
 * Cloudflare Turnstile (turnstile-verifier.ts). See docs/decisions/0019.
 */

export interface CaptchaVerification {
  /** True only when the token is genuine, fresh and not used before. */
  success: boolean;
  /** Turnstile's vocabulary, used by both: missing-input-response, invalid-input-response, timeout-or-duplicate. */
  errorCodes: string[];
  /** When the challenge was solved (ISO 8601), if known. */
  challengeTs?: string;
  hostname?: string;
}

export interface CaptchaVerifier {
  /**
   * Verifies a token once. A token the visitor got wrong resolves with success false; a verifier
   * that cannot answer (provider down, slow, malformed answer, our own secret refused) rejects
   * with CaptchaUnavailableError, so a form can say "try again later" instead of "you are a bot".
   */
  verify(token: string, ip: string | null): Promise<CaptchaVerification>;
}

/** What a form renders: a server-issued token behind a checkbox, or Turnstile's widget. */
export type CaptchaChallenge =
  | { kind: "local"; token: string; expiresAt: string }
  | { kind: "turnstile"; siteKey: string };

/** A verifier that can also say what the form must render. */
export interface CaptchaProvider extends CaptchaVerifier {
  readonly kind: CaptchaChallenge["kind"];
  challenge(): CaptchaChallenge;
}

export type CaptchaUnavailableReason =
  | "timeout"
  | "network"
  | "server_error"
  | "bad_response"
  | "misconfigured"
  | "provider_error";

export class CaptchaUnavailableError extends Error {
  override readonly name = "CaptchaUnavailableError";
  constructor(
    readonly reason: CaptchaUnavailableReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Cloudflare documents 2048 characters as the longest token; anything longer is not one. */
export const MAX_CAPTCHA_TOKEN_LENGTH = 2048;
