/**
 * The fixed categories of the two contact forms (spec section 5); their labels in both
 * languages are in ui/i18n/sections/forms.ts. No Node imports here: the screens use the lists.
 */
export const CUSTOMER_CATEGORIES = [
  "site_error",
  "idea",
  "criticism",
  "incorrect_price",
  "wrong_link",
  "translation",
  "data_protection",
  "other",
] as const;

export const PARTNER_CATEGORIES = ["affiliate_partner", "tour_operator", "marketing_collaboration", "other"] as const;

export type CustomerCategory = (typeof CUSTOMER_CATEGORIES)[number];
export type PartnerCategory = (typeof PARTNER_CATEGORIES)[number];
export type ContactFormType = "customer" | "partner";

export const CATEGORIES: Record<ContactFormType, readonly string[]> = {
  customer: CUSTOMER_CATEGORIES,
  partner: PARTNER_CATEGORIES,
};
