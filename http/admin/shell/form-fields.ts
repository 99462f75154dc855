import { z } from "zod";

/** What Hono's parseBody({ all: true }) gives a form post. */
export type FormBody = Record<string, string | File | (string | File)[]>;

/** The last value sent under `key` when it is text, otherwise "". */
export const formText = (body: FormBody, key: string) => {
  const value = body[key];
  const last = Array.isArray(value) ? value.at(-1) : value;
  return typeof last === "string" ? last : "";
};

/** Forms send empty fields: an empty value means "not given". */
export const blankAsUndefined = (v: unknown) => (v === "" ? undefined : v);

export const PAGE_MESSAGE = "Page must be a whole number of 1 or more";

/** A list's sort direction, optional. */
export const sortDirField = z.preprocess(
  blankAsUndefined,
  z.enum(["asc", "desc"], "Direction must be asc or desc").optional(),
);

/** A list's page number, 1 when not given. */
export const pageField = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v === "" ? 1 : Number(v)))
  .pipe(z.number(PAGE_MESSAGE).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).max(1_000_000, PAGE_MESSAGE));

/** "a, b or c": the choices a message names. */
function choices(values: readonly string[]): string {
  return values.length > 1 ? `${values.slice(0, -1).join(", ")} or ${values.at(-1)}` : (values[0] ?? "");
}

/**
 * A sorted, paged list's query: the field it sorts by (one of `fields`, "Sort must be a, b or c"
 * otherwise), the direction and the page.
 */
export function sortedPageFields<const Fields extends readonly [string, ...string[]]>(fields: Fields) {
  return {
    sort: z.preprocess(blankAsUndefined, z.enum(fields, `Sort must be ${choices(fields)}`).optional()),
    dir: sortDirField,
    page: pageField,
  };
}
