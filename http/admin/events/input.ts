import { z } from "zod";
import {
  instantField,
  limitField,
  optional,
  positionField,
  TIME_RANGE_ISSUE,
  textField,
  timeRangeIsOrdered,
  versionField,
  wholeNumber,
} from "../shell/log-query-fields.ts";

export const eventsQuery = z
  .object({
    streamType: textField("streamType", 100),
    eventType: textField("eventType", 200),
    actor: textField("actor", 200),
    streamId: textField("streamId", 300),
    from: instantField("from"),
    to: instantField("to"),
    before: positionField("before"),
    limit: limitField,
  })
  .refine(timeRangeIsOrdered, TIME_RANGE_ISSUE);

export const positionParam = z.object({ position: wholeNumber("position", 1) });

export const stateQuery = z.object({ version: versionField("version"), asOf: instantField("asOf") });

export const diffQuery = z
  .object({ from: wholeNumber("from", 0), to: wholeNumber("to", 0) })
  .refine((range) => range.from <= range.to, { message: "from must not be after to", path: ["to"] });

export const streamPageQuery = stateQuery
  .extend({
    compare: optional(z.string().regex(/^\d{1,15}\.\.\d{1,15}$/, "compare must be two versions such as 3..5")),
    from: versionField("from"),
    to: versionField("to"),
    before: positionField("before"),
    limit: limitField,
  })
  .transform((query, ctx) => {
    const [a, b] = query.compare ? query.compare.split("..").map(Number) : [query.from, query.to];
    if ((a === undefined) !== (b === undefined)) {
      ctx.addIssue({ code: "custom", message: "Give both from and to to compare two versions", path: ["to"] });
      return z.NEVER;
    }
    if (a !== undefined && b !== undefined && a > b) {
      ctx.addIssue({ code: "custom", message: "from must not be after to", path: ["to"] });
      return z.NEVER;
    }
    return { ...query, range: a !== undefined && b !== undefined ? { from: a, to: b } : null };
  });
