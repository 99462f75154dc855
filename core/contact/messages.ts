/**
 * The contact forms' messages. The spec fixes 'Required', 'GDPR consent required', 'Turnstile
 * verification required' and 'Bot detection triggered'; it gives only the limits of the other
 * fields, so their wording is ours. The UI's English screens show these very strings
 * (ui/i18n/sections/forms.ts imports them); the Bulgarian ones are translations.
 */
export const CONTACT_MESSAGES = {
  required: "Required",
  invalidEmail: "Please enter a valid email address",
  gdprConsentRequired: "GDPR consent required",
  turnstileRequired: "Turnstile verification required",
  botDetected: "Bot detection triggered",
  invalidCategory: "Please choose a category from the list",
  customerMessageLength: "Message must be between 10 and 2000 characters",
  partnerMessageLength: "Message must be between 20 and 3000 characters",
  nameLength: "Name must be between 2 and 100 characters",
  companyNameLength: "Company name must be between 2 and 200 characters",
  contactPersonLength: "Contact person must be between 2 and 100 characters",
  invalidWebsite: "Please enter a valid website address or leave the field empty",
  sent: "Thank you! Your message has been sent.",
  tryAgainLater: "Please try again later.",
  invalidRequest: "Invalid request",
  attachmentType: "The file must be a PNG, JPEG or WebP picture or a PDF",
  attachmentTooLarge: "The file must not be larger than 5 MB",
} as const;

export type ContactMessageKey = keyof typeof CONTACT_MESSAGES;
