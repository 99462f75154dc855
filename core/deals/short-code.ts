import { createHash } from "node:crypto";

const LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ"; // no I or O: they read as 1 and 0
const DIGITS = "23456789"; // no 0 or 1, for the same reason

/** Spec section 3: letter-digit-letter-digit with an optional fifth letter. */
export const SHORT_CODE_PATTERN = /^[A-Z][0-9][A-Z][0-9][A-Z]?$/;

/** A short code as people type it into a URL: either case (links are read back in capitals). */
export const SHORT_CODE_IN_URL = "[A-Za-z][0-9][A-Za-z][0-9][A-Za-z]?";

const SHORT_CODE_IN_URL_PATTERN = new RegExp(`^${SHORT_CODE_IN_URL}$`);

export function isShortCodeInUrl(value: string): boolean {
  return SHORT_CODE_IN_URL_PATTERN.test(value);
}

/**
 * The n-th candidate short code of a deal: derived from its id, so the same deal proposes the
 * same codes in the same order; a collision moves on to the next candidate.
 */
export function shortCodeCandidate(dealId: string, attempt: number): string {
  const bytes = createHash("sha256").update(`${dealId}:${attempt}`).digest();
  const pick = (alphabet: string, byte: number) => alphabet[(bytes[byte] as number) % alphabet.length] as string;
  return `${pick(LETTERS, 0)}${pick(DIGITS, 1)}${pick(LETTERS, 2)}${pick(DIGITS, 3)}${pick(LETTERS, 4)}`;
}
