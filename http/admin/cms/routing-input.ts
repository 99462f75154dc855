import { z } from "zod";
import { CMS_LOCALES } from "../../../core/cms/events.ts";
import { SHORTLINK_CODE, SHORTLINK_CODE_MESSAGE } from "../../../core/cms/shortlink-decider.ts";

/** The constraint form sends every field; only the chosen kind's own field is part of the constraint. */
export function constraintOfForm(values: Record<string, string>): Record<string, string> {
  const { param = "", kind = "", pattern = "", ref = "" } = values;
  if (kind === "regex") return { param, kind, pattern };
  if (kind === "ref") return { param, kind, ref };
  return { param, kind };
}

export const shortlinkSchema = z.strictObject({
  code: z.string("Code is required").trim().min(1, "Code is required").regex(SHORTLINK_CODE, SHORTLINK_CODE_MESSAGE),
  locale: z.enum(CMS_LOCALES, "Language must be bg or en"),
});
