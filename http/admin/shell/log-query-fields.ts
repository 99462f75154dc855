import { z } from "zod";
import type { AdminContext } from "./context.ts";
import { blankAsUndefined } from "./form-fields.ts";

// Query fields of the log screens (the event explorer and the audit log): text filters, instants,
// positions and versions, a page size, a time range.

/** Forms send empty fields: an empty value means "not given". */
export function optional<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess(blankAsUndefined, schema.optional());
}

export function textField(name: string, max: number) {
  return optional(z.string().trim().max(max, `${name} must be at most ${max} characters`)).transform(
    (value) => value || undefined,
  );
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?)?$/;
const ZONED = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** ISO 8601 with a zone, or a datetime-local (or a bare date) read as UTC; no rolled-over days. */
export function parseInstant(value: string): Date | null {
  const local = LOCAL.exec(value);
  const match = local ?? ZONED.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) return null;
  const date = new Date(local ? (local[4] ? `${value}Z` : `${value}T00:00Z`) : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function instantField(name: string) {
  const message = `${name} must be a date and time such as 2025-01-31T14:30 (UTC) or an ISO 8601 time`;
  return optional(
    z
      .string()
      .max(40, message)
      .transform((value, ctx) => {
        const date = parseInstant(value.trim());
        if (date) return date;
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }),
  );
}

export function wholeNumber(name: string, min: 0 | 1) {
  const message = min === 0 ? `${name} must be a whole number >= 0` : `${name} must be a positive whole number`;
  return z
    .string({ error: message })
    .regex(/^\d{1,15}$/, message)
    .transform(Number)
    .refine((value) => value >= min, message);
}

export const positionField = (name: string) => optional(wholeNumber(name, 1));
export const versionField = (name: string) => optional(wholeNumber(name, 0));

export const limitField = optional(
  z
    .string()
    .regex(/^\d{1,4}$/, "limit must be between 1 and 200")
    .transform(Number)
    .refine((value) => value >= 1 && value <= 200, "limit must be between 1 and 200"),
).transform((value) => value ?? 50);

export function timeRangeIsOrdered(range: { from?: Date; to?: Date }): boolean {
  return !range.from || !range.to || range.from <= range.to;
}
export const TIME_RANGE_ISSUE = { message: "from must not be after to", path: ["to"] };

/** The address's query limited to the keys a screen knows, for its forms and paging links. */
export function knownQuery(c: AdminContext, keys: readonly string[]): Record<string, string | undefined> {
  return Object.fromEntries(keys.map((key) => [key, c.req.query(key)]));
}
