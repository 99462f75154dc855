import { DAY_MS, PRODUCT_KEY } from "../constants.ts";
import type { OutgoingMail } from "../mail/mail.ts";
import { CONFIRMATION_TTL_MS } from "./decider.ts";
import { confirmationLink, oneClickUnsubscribeHeaders, preferencesLink, unsubscribeLink } from "./links.ts";

type Language = "bg" | "en";

/** {confirm}, {preferences}, {unsubscribe} and, for an alert, {what} are filled in by confirmationMail. */
const COPY = {
  newsletter_confirmation: {
    bg: {
      subject: `Потвърдете абонамента си за ${PRODUCT_KEY}`,
      opening: `получихме заявка за абонамент за бюлетина на ${PRODUCT_KEY} с този имейл адрес. За да я потвърдите, отворете връзката:`,
      ignore:
        "Ако не сте се абонирали вие, просто не обръщайте внимание на писмото: без потвърждение няма да ви пишем повече.",
      preferences: "Летищата, честотата на писмата и ценовите си сигнали избирате в настройките:",
      unsubscribe: "Ако размислите, можете да се отпишете по всяко време:",
    },
    en: {
      subject: `Please confirm your ${PRODUCT_KEY} subscription`,
      opening: `we received a request to subscribe this e-mail address to the ${PRODUCT_KEY} newsletter. To confirm it, open this link:`,
      ignore: "If it wasn't you, simply ignore this e-mail: without a confirmation we won't write to you again.",
      preferences: "Choose your airports, how often we write and your price alerts in your settings:",
      unsubscribe: "If you change your mind, you can unsubscribe at any time:",
    },
  },
  newsletter_alert_confirmation: {
    bg: {
      subject: `Потвърдете ценовия си сигнал в ${PRODUCT_KEY}`,
      opening: "получихме заявка да ви пишем, когато има оферта за {what}. За да пуснем сигнала, отворете връзката:",
      ignore: "Ако заявката не е от вас, просто не обръщайте внимание на писмото: без потвърждение няма да ви пишем.",
      preferences: "Всичките си сигнали и настройките на бюлетина виждате и променяте тук:",
      unsubscribe: "Можете да се отпишете по всяко време:",
    },
    en: {
      subject: `Please confirm your ${PRODUCT_KEY} price alert`,
      opening:
        "we received a request to e-mail this address when there is a deal on {what}. To start the alert, open this link:",
      ignore: "If it wasn't you, simply ignore this e-mail: without a confirmation we won't write to you.",
      preferences: "See and change all your alerts and newsletter settings here:",
      unsubscribe: "You can unsubscribe at any time:",
    },
  },
} as const;

const VALID_DAYS = CONFIRMATION_TTL_MS / DAY_MS;

const FRAME = {
  bg: {
    hello: "Здравейте,",
    valid: `Връзката е валидна ${VALID_DAYS} дни.`,
    bye: `Поздрави,\nекипът на ${PRODUCT_KEY}`,
  },
  en: {
    hello: "Hello,",
    valid: `The link works for ${VALID_DAYS} days.`,
    bye: `Best wishes,\nthe ${PRODUCT_KEY} team`,
  },
} as const;

/**
 * A double opt-in mail: of the newsletter, or of a price alert when `alert` describes one (in
 * the mail's language). The confirmation link, the preference centre, and an unsubscribe link
 * (with RFC 8058's one-click headers) that works from the start.
 */
export function confirmationMail(options: {
  to: string;
  language: Language;
  subscriptionId: string;
  /** The alert this mail confirms, described for the reader ("flights from Sofia to Athens ..."). */
  alert?: string;
  confirmToken: string;
  unsubscribeToken: string;
  /** The signed link of the preference centre (signLink "preferences"). */
  preferencesToken: string;
  publicUrl: string;
}): OutgoingMail {
  const { language, publicUrl } = options;
  const kind = options.alert === undefined ? "newsletter_confirmation" : "newsletter_alert_confirmation";
  const copy = COPY[kind][language];
  const frame = FRAME[language];
  const text = [
    frame.hello,
    copy.opening.replace("{what}", options.alert ?? ""),
    confirmationLink(publicUrl, language, options.confirmToken),
    `${frame.valid} ${copy.ignore}`,
    `${copy.preferences}\n${preferencesLink(publicUrl, language, options.preferencesToken)}`,
    `${copy.unsubscribe}\n${unsubscribeLink(publicUrl, language, options.unsubscribeToken)}`,
    frame.bye,
  ].join("\n\n");
  return {
    kind,
    to: options.to,
    language,
    subject: copy.subject,
    text: `${text}\n`,
    headers: oneClickUnsubscribeHeaders(publicUrl, options.unsubscribeToken),
    relatedId: options.subscriptionId,
  };
}
