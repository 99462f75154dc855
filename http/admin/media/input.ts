import { z } from "zod";
import { MEDIA_LIMITS, MEDIA_MESSAGES } from "../../../core/media/limits.ts";
import { type FormBody, pageField } from "../shell/form-fields.ts";

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

const altText = (message: string) =>
  z
    .string(message)
    .trim()
    .min(1, message)
    .max(MEDIA_LIMITS.altTextMax, message)
    .refine((text) => !CONTROL.test(text), message);

/** Both alt texts, required: every use of a picture shows the one of its page's language. */
export const altTextsSchema = z.object({
  altBg: altText(MEDIA_MESSAGES.altBg),
  altEn: altText(MEDIA_MESSAGES.altEn),
});
export type AltTexts = z.infer<typeof altTextsSchema>;

export const mediaListQuerySchema = z.object({ page: pageField });

export const MEDIA_PAGE_SIZE = 24;

/** The one file of an upload form, or null when none was chosen (an empty file input sends ""). */
export function uploadedFile(body: FormBody): File | null {
  const value = body.file;
  const last = Array.isArray(value) ? value.at(-1) : value;
  return typeof last === "object" && last !== null && last.size > 0 ? last : null;
}
