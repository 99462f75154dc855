import { z } from "zod";
import { type Faq, faqSchema } from "../../../core/catalog/entries.ts";
import { blankAsUndefined, type FormBody, formText, sortedPageFields } from "../shell/form-fields.ts";
import { FAQ_FORM_KEYS, type FaqFormValues } from "./pages.tsx";

const LENGTH_LIMITS = [
  ["questionBg", "Bulgarian question", 500],
  ["questionEn", "English question", 500],
  ["answerBg", "Bulgarian answer", 5000],
  ["answerEn", "English answer", 5000],
] as const;

/**
 * The catalog's faqSchema (its messages are the spec's) without the id, which the server assigns;
 * the length limits only keep one FAQ from filling a page.
 */
export const faqInputSchema = faqSchema
  .omit({ id: true })
  .strict()
  .superRefine((faq, ctx) => {
    for (const [key, label, max] of LENGTH_LIMITS) {
      if (faq[key].length > max) {
        ctx.addIssue({ code: "custom", path: [key], message: `${label} must be at most ${max} characters` });
      }
    }
    for (const key of ["relatedSlugs", "tags"] as const) {
      if (faq[key].length > 30 || faq[key].some((v) => v.length > 100)) {
        ctx.addIssue({ code: "custom", path: [key], message: "At most 30 entries of up to 100 characters" });
      }
    }
  });
export type FaqInput = z.infer<typeof faqInputSchema>;

export const faqListQuerySchema = z.object({
  q: z.preprocess(blankAsUndefined, z.string().trim().max(200, "The search must be at most 200 characters").optional()),
  iata: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^([A-Z0-9]{3}|NONE)$/, 'IATA code must be exactly 3 characters, or "none" for general questions')
      .optional(),
  ),
  active: z.preprocess(blankAsUndefined, z.enum(["yes", "no"], "Active must be yes or no").optional()),
  ...sortedPageFields(["id", "iata", "question", "updated"]),
});
export type FaqListQuery = z.infer<typeof faqListQuerySchema>;

const commaList = (value: string) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

export function formValues(body: FormBody): FaqFormValues {
  return Object.fromEntries(FAQ_FORM_KEYS.map((key) => [key, formText(body, key)])) as FaqFormValues;
}

/** The form's text as the schema's shape: an empty IATA code is a general question (null). */
export function inputOfForm(values: FaqFormValues): unknown {
  return {
    questionBg: values.questionBg,
    answerBg: values.answerBg,
    questionEn: values.questionEn,
    answerEn: values.answerEn,
    iataCode: values.iataCode.trim() === "" ? null : values.iataCode,
    relatedSlugs: commaList(values.relatedSlugs),
    tags: commaList(values.tags),
  };
}

export function valuesOf(faq: Omit<Faq, "id">): FaqFormValues {
  return {
    questionBg: faq.questionBg,
    answerBg: faq.answerBg,
    questionEn: faq.questionEn,
    answerEn: faq.answerEn,
    iataCode: faq.iataCode ?? "",
    relatedSlugs: faq.relatedSlugs.join(", "),
    tags: faq.tags.join(", "),
  };
}

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** API fields as the form's: an empty IATA code is null; missing texts are empty so the spec's messages apply. */
export function apiInput(body: Record<string, unknown>, base: Record<string, unknown>): Record<string, unknown> {
  const input = { ...base, ...body };
  if (input.iataCode === "") input.iataCode = null;
  return input;
}

export const NEW_FAQ_BASE = {
  questionBg: "",
  answerBg: "",
  questionEn: "",
  answerEn: "",
  iataCode: null,
  relatedSlugs: [],
  tags: [],
};
