import { randomUUID } from "node:crypto";
import type { CaptchaProvider } from "../captcha/captcha.ts";
import { captchaGate, type FormOutcome, invalidInput, issuesOf } from "../captcha/form-outcome.ts";
import type { Sql } from "../db/database.ts";
import { handleCommand } from "../eventstore/command-handler.ts";
import type { Upcasters } from "../eventstore/upcasting.ts";
import type { Logger } from "../log/logger.ts";
import type { Mailer } from "../mail/mail.ts";
import { loadSettings } from "../settings/service.ts";
import { forAddress } from "./address-request.ts";
import { alertInputSchema } from "./alert-schema.ts";
import { describeAlert, type PlaceNames } from "./alert-text.ts";
import { confirmationMail } from "./confirmation-mail.ts";
import { newsletterDecider } from "./decider.ts";
import { newsletterStreamId } from "./events.ts";
import { NEWSLETTER_MESSAGES as M, NEWSLETTER_CAPTCHA_COPY } from "./messages.ts";
import { normaliseEmail } from "./schema.ts";
import { signLink } from "./signed-links.ts";
import { hashToken, newLinkToken } from "./tokens.ts";

export interface AlertServiceDeps {
  sql: Sql;
  upcasters?: Upcasters;
  captcha: CaptchaProvider;
  mailer: Mailer;
  publicUrl: string;
  logger: Logger;
  /** Signs the unsubscribe link of the confirmation mail (decision 0041). */
  linkSecret: string;
  /** A destination's names, or null when the catalog has no such destination. */
  destinationNames: (destinationId: string) => Promise<PlaceNames | null>;
  now?: () => Date;
}

export interface AlertService {
  /**
   * "Alert me": validates, checks the captcha, records the alert (and a paused subscription for a
   * new address) and mails its confirmation link. The same answer whoever the address belongs to.
   */
  requestAlert(input: unknown, context: { ip: string | null }): Promise<FormOutcome>;
}

export function createAlertService(deps: AlertServiceDeps): AlertService {
  const now = deps.now ?? (() => new Date());
  const captchaRefusal = captchaGate(deps.captcha, deps.logger, NEWSLETTER_CAPTCHA_COPY);
  return {
    async requestAlert(input, context) {
      const parsed = alertInputSchema.safeParse(input);
      if (!parsed.success) return invalidInput(issuesOf(parsed.error));
      const form = parsed.data;
      const destination = form.destinationId ? await deps.destinationNames(form.destinationId) : null;
      if (form.destinationId && !destination)
        return invalidInput([{ path: "destinationId", message: M.unknownDestination }]);
      const refused = await captchaRefusal(form.captchaToken, context.ip);
      if (refused) return refused;
      const criteria = {
        fromAirport: form.fromAirport,
        destinationId: form.destinationId,
        maxPriceBgn: form.maxPriceBgn,
      };
      const email = normaliseEmail(form.email);
      return forAddress(
        deps,
        { email, ip: context.ip },
        async ({ tx, store, subscriptionId }) => {
          const confirmToken = newLinkToken(subscriptionId);
          // a new subscription records one, but the mail carries a signed link: it works whether the address is new or not
          const unsubscribeToken = newLinkToken(subscriptionId);
          const { events, state } = await handleCommand(
            store,
            newsletterStreamId(subscriptionId),
            newsletterDecider,
            {
              type: "RequestAlert",
              subscriptionId,
              alertId: randomUUID(),
              criteria,
              language: form.language,
              captchaVerified: true,
              captchaKind: deps.captcha.kind,
              confirmationTokenHash: hashToken(confirmToken),
              unsubscribeTokenHash: hashToken(unsubscribeToken),
              at: now().toISOString(),
            },
            { metadata: { actor: "visitor" } },
          );
          if (events.length === 0) return;
          const language = state.language;
          // a price cap reads in both currencies, the settings' one first
          const priceFirst = criteria.maxPriceBgn === null ? undefined : (await loadSettings(store)).settings.currency;
          const mail = confirmationMail({
            to: email,
            language,
            subscriptionId,
            alert: describeAlert(criteria, destination, language, priceFirst),
            confirmToken,
            unsubscribeToken: signLink(deps.linkSecret, "unsubscribe", subscriptionId, now()),
            preferencesToken: signLink(deps.linkSecret, "preferences", subscriptionId, now()),
            publicUrl: deps.publicUrl,
          });
          await deps.mailer.send(mail, { tx });
        },
        { ok: true, status: 201, message: M.alertRequested },
      );
    },
  };
}
