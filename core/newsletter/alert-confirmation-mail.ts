import { PRODUCT_KEY } from "../constants.ts";
import type { OutgoingMail } from "../mail/mail.ts";
import { confirmationLink, oneClickUnsubscribeHeaders, preferencesLink, unsubscribeLink } from "./links.ts";

const COPY = {
  bg: {
    subject: `Потвърдете ценовия си сигнал в ${PRODUCT_KEY}`,
    body: (what: string, confirm: string, unsubscribe: string, preferences: string) => `Здравейте,

получихме заявка да ви пишем, когато има оферта за ${what}. За да пуснем сигнала, отворете връзката:

${confirm}

Връзката е валидна 7 дни. Ако заявката не е от вас, просто не обръщайте внимание на писмото: без потвърждение няма да ви пишем.

Всичките си сигнали и настройките на бюлетина виждате и променяте тук:
${preferences}

Можете да се отпишете по всяко време:
${unsubscribe}

Поздрави,
екипът на ${PRODUCT_KEY}
`,
  },
  en: {
    subject: `Please confirm your ${PRODUCT_KEY} price alert`,
    body: (what: string, confirm: string, unsubscribe: string, preferences: string) => `Hello,

we received a request to e-mail this address when there is a deal on ${what}. To start the alert, open this link:

${confirm}

The link works for 7 days. If it wasn't you, simply ignore this e-mail: without a confirmation we won't write to you.

See and change all your alerts and newsletter settings here:
${preferences}

You can unsubscribe at any time:
${unsubscribe}

Best wishes,
the ${PRODUCT_KEY} team
`,
  },
} as const;

/** The alert's double opt-in mail; `what` describes the alert in the mail's language. */
export function alertConfirmationMail(options: {
  to: string;
  language: "bg" | "en";
  subscriptionId: string;
  what: string;
  confirmToken: string;
  unsubscribeToken: string;
  /** The signed link of the preference centre (signLink "preferences"). */
  preferencesToken: string;
  publicUrl: string;
}): OutgoingMail {
  const copy = COPY[options.language];
  return {
    kind: "newsletter_alert_confirmation",
    to: options.to,
    language: options.language,
    subject: copy.subject,
    text: copy.body(
      options.what,
      confirmationLink(options.publicUrl, options.language, options.confirmToken),
      unsubscribeLink(options.publicUrl, options.language, options.unsubscribeToken),
      preferencesLink(options.publicUrl, options.language, options.preferencesToken),
    ),
    headers: oneClickUnsubscribeHeaders(options.publicUrl, options.unsubscribeToken),
    relatedId: options.subscriptionId,
  };
}
