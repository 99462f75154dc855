import { PRODUCT_KEY } from "../constants.ts";
import type { OutgoingMail } from "../mail/mail.ts";
import { confirmationLink, oneClickUnsubscribeHeaders, preferencesLink, unsubscribeLink } from "./links.ts";

const COPY = {
  bg: {
    subject: `Потвърдете абонамента си за ${PRODUCT_KEY}`,
    body: (confirm: string, unsubscribe: string, preferences: string) => `Здравейте,

получихме заявка за абонамент за бюлетина на ${PRODUCT_KEY} с този имейл адрес. За да я потвърдите, отворете връзката:

${confirm}

Връзката е валидна 7 дни. Ако не сте се абонирали вие, просто не обръщайте внимание на писмото: без потвърждение няма да ви пишем повече.

Летищата, честотата на писмата и ценовите си сигнали избирате в настройките:
${preferences}

Ако размислите, можете да се отпишете по всяко време:
${unsubscribe}

Поздрави,
екипът на ${PRODUCT_KEY}
`,
  },
  en: {
    subject: `Please confirm your ${PRODUCT_KEY} subscription`,
    body: (confirm: string, unsubscribe: string, preferences: string) => `Hello,

we received a request to subscribe this e-mail address to the ${PRODUCT_KEY} newsletter. To confirm it, open this link:

${confirm}

The link works for 7 days. If it wasn't you, simply ignore this e-mail: without a confirmation we won't write to you again.

Choose your airports, how often we write and your price alerts in your settings:
${preferences}

If you change your mind, you can unsubscribe at any time:
${unsubscribe}

Best wishes,
the ${PRODUCT_KEY} team
`,
  },
} as const;

/** The double opt-in mail: the confirmation link, and an unsubscribe link that works from the start. */
export function confirmationMail(options: {
  to: string;
  language: "bg" | "en";
  subscriptionId: string;
  confirmToken: string;
  unsubscribeToken: string;
  /** The signed link of the preference centre (signLink "preferences"). */
  preferencesToken: string;
  publicUrl: string;
}): OutgoingMail {
  const copy = COPY[options.language];
  return {
    kind: "newsletter_confirmation",
    to: options.to,
    language: options.language,
    subject: copy.subject,
    text: copy.body(
      confirmationLink(options.publicUrl, options.language, options.confirmToken),
      unsubscribeLink(options.publicUrl, options.language, options.unsubscribeToken),
      preferencesLink(options.publicUrl, options.language, options.preferencesToken),
    ),
    headers: oneClickUnsubscribeHeaders(options.publicUrl, options.unsubscribeToken),
    relatedId: options.subscriptionId,
  };
}
