import { randomUUID } from "node:crypto";
import type { CaptchaProvider } from "../captcha/captcha.ts";
import { checkCaptcha, type FormOutcome, invalidInput, issuesOf, refusalOf } from "../captcha/form-outcome.ts";
import type { Sql } from "../db/database.ts";
import { handleCommand } from "../eventstore/command-handler.ts";
import type { Upcasters } from "../eventstore/upcasting.ts";
import type { Logger } from "../log/logger.ts";
import { inTransaction } from "../mail/transaction.ts";
import type { ContactFormType } from "./categories.ts";
import { contactDecider } from "./decider.ts";
import { contactStreamId } from "./events.ts";
import { CONTACT_MESSAGES as M } from "./messages.ts";
import { customerContactSchema, partnerContactSchema } from "./schema.ts";

/** How long a request's personal data is kept: a year answers any follow-up (docs/decisions/0020). */
export const CONTACT_PII_RETENTION_DAYS = 365;

export interface ContactDeps {
  sql: Sql;
  upcasters?: Upcasters;
  captcha: CaptchaProvider;
  logger: Logger;
  now?: () => Date;
}

export type ContactOutcome = FormOutcome<{ requestId: string }>;

export interface ContactService {
  submit(formType: ContactFormType, input: unknown, context: { ip: string | null }): Promise<ContactOutcome>;
}

/** The personal part of either form, as contact_pii stores it. */
interface ContactPii {
  name: string;
  email: string;
  company: string | null;
  website: string | null;
  message: string;
}

function parse(formType: ContactFormType, input: unknown) {
  if (formType === "customer") {
    const parsed = customerContactSchema.safeParse(input);
    if (!parsed.success) return { issues: issuesOf(parsed.error) };
    const { name, email, message, category, language, captchaToken } = parsed.data;
    const pii: ContactPii = { name, email, company: null, website: null, message };
    return { pii, category, language, captchaToken };
  }
  const parsed = partnerContactSchema.safeParse(input);
  if (!parsed.success) return { issues: issuesOf(parsed.error) };
  const { contactPerson, companyName, website, email, message, category, language, captchaToken } = parsed.data;
  const pii: ContactPii = { name: contactPerson, email, company: companyName, website: website || null, message };
  return { pii, category, language, captchaToken };
}

export function createContactService(deps: ContactDeps): ContactService {
  const now = deps.now ?? (() => new Date());
  return {
    async submit(formType, input, context) {
      const form = parse(formType, input);
      if ("issues" in form) return invalidInput(form.issues ?? []);
      const refused = await checkCaptcha(deps.captcha, form.captchaToken, context.ip, {
        path: "captchaToken",
        failed: M.turnstileRequired,
        unavailable: M.tryAgainLater,
        logger: deps.logger,
      });
      if (refused) return refused;
      const requestId = randomUUID();
      const at = now();
      const retentionUntil = new Date(at.getTime() + CONTACT_PII_RETENTION_DAYS * 86_400_000);
      try {
        await inTransaction(deps.sql, deps.upcasters, async ({ tx, store }) => {
          const { pii } = form;
          await tx`
            INSERT INTO contact_pii (request_id, name, email, company, website, message, ip_address, retention_until)
            VALUES (${requestId}, ${pii.name}, ${pii.email}, ${pii.company}, ${pii.website}, ${pii.message},
                    ${context.ip}, ${retentionUntil})`;
          await handleCommand(
            store,
            contactStreamId(requestId),
            contactDecider,
            {
              type: "SubmitContactRequest",
              requestId,
              formType,
              category: form.category,
              language: form.language,
              captchaVerified: true,
              captchaKind: deps.captcha.kind,
              at: at.toISOString(),
              retentionUntil: retentionUntil.toISOString(),
            },
            { metadata: { actor: "visitor" } },
          );
        });
      } catch (error) {
        return refusalOf(error);
      }
      return { ok: true, status: 201, message: M.sent, data: { requestId } };
    },
  };
}
