import { z } from "zod";
import { CUSTOMER_CATEGORIES, PARTNER_CATEGORIES } from "../../../core/contact/categories.ts";
import { CONTACT_STATUS_MESSAGE } from "../../../core/contact/decider.ts";
import { CONTACT_STATUSES } from "../../../core/contact/events.ts";
import { isUuid } from "../../../core/ids.ts";
import { blankAsUndefined, pageField } from "../shell/form-fields.ts";

export const CONTACT_PAGE_SIZE = 25;

/** Request ids are the service's randomUUID(); anything else is looked up nowhere (a uuid column would throw). */
export const isContactId = isUuid;

/** Both forms' categories once each ("other" is in both). */
export const ALL_CATEGORIES = [...new Set<string>([...CUSTOMER_CATEGORIES, ...PARTNER_CATEGORIES])] as [
  string,
  ...string[],
];

const contactStatus = z.enum(CONTACT_STATUSES, CONTACT_STATUS_MESSAGE);

export const contactListQuerySchema = z.object({
  status: z.preprocess(blankAsUndefined, contactStatus.optional()),
  form: z.preprocess(blankAsUndefined, z.enum(["customer", "partner"], "Form must be customer or partner").optional()),
  category: z.preprocess(
    blankAsUndefined,
    z.enum(ALL_CATEGORIES, `Category must be one of ${ALL_CATEGORIES.join(", ")}`).optional(),
  ),
  page: pageField,
});
export type ContactListQuery = z.infer<typeof contactListQuerySchema>;

export const contactStatusSchema = z.object({ to: contactStatus }, { error: CONTACT_STATUS_MESSAGE });
