import type { formsBg } from "../i18n/sections/forms.ts";

/** A message of the forms copy (formsCopy(lang).errors). */
export type ErrorKey = keyof typeof formsBg.errors;

/** Field name -> the message to show beside it. */
export type FieldErrors = Partial<Record<string, ErrorKey>>;

/** What a form's action answers: success, or what went wrong and the values to show again. */
export interface FormResult<Values> {
  ok: boolean;
  errors: FieldErrors;
  /** A problem of the whole form (captcha unavailable, bot detected, a link that failed). */
  formError: ErrorKey | null;
  values: Values;
}

export const NO_ERRORS: FieldErrors = {};
