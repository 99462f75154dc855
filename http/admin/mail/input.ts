import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "../../../core/constants.ts";
import { MAIL_STATES } from "../../../core/mail/mail.ts";
import { blankAsUndefined, pageField } from "../shell/form-fields.ts";

export const MAIL_PAGE_SIZE = 25;

const KIND = /^[a-z][a-z0-9_]{0,63}$/;

/** /nimda/mail's filters: part of an address (any case), a kind, a state, the page. */
export const mailListQuerySchema = z.object({
  address: z.preprocess(
    blankAsUndefined,
    z.string().trim().max(EMAIL_MAX_LENGTH, `An address has at most ${EMAIL_MAX_LENGTH} characters`).optional(),
  ),
  kind: z.preprocess(
    blankAsUndefined,
    z.string().regex(KIND, "Kind must be a mail kind such as newsletter_confirmation").optional(),
  ),
  state: z.preprocess(
    blankAsUndefined,
    z.enum(MAIL_STATES, `State must be one of ${MAIL_STATES.join(", ")}`).optional(),
  ),
  page: pageField,
});
export type MailListQuery = z.infer<typeof mailListQuerySchema>;
