/**
 * The price-alert mail: one live deal that matches a subscriber's alert, as an HTML and a
 * plain-text mail in Bulgarian or English. Pure rendering, no I/O. Built from the digest's parts
 * (mail/digest.tsx), so the deal card, the prices, the personal-link markers and the mail-client
 * rules (tables, inline styles, 600px, no classes, no web fonts) are the digest's.
 *
 * renderAlertMailTemplate renders with the digest's marker links; personalise() swaps in one
 * subscriber's links, so a deal that matches many alerts with the same words is rendered once.
 */
import { Hr, Section, Text } from "@react-email/components";
import type { ReactElement } from "react";
import { PRODUCT_KEY } from "../core/constants.ts";
import type { Currency } from "../core/pricing/fare.ts";
import type { FareMode } from "../core/pricing/fare-mode.ts";
import { roundPrice } from "../core/pricing/money.ts";
import { fill, formatDualPrice, formatTrip, oneLine } from "./format.ts";
import type { DigestDeal, PersonalLinks, RenderedMail } from "./mail-types.ts";
import { DealCard, MailFooter, MailFrame, Masthead, mailSubject, renderHtmlAndText } from "./parts.tsx";
import { MARKER_LINKS, personalise } from "./personal-links.ts";
import { MAIL_STYLES } from "./styles.ts";

export type { RenderedMail } from "./mail-types.ts";

export interface AlertMailInput {
  language: "bg" | "en";
  /** What the alert watches, already in words, e.g. "полети от София до Лондон до 77 € (150 лв.)" */
  alertDescription: string;
  deal: DigestDeal;
  /** The deal got cheaper since we last wrote about it: the previous price in BGN, else null */
  previousPriceBgn: number | null;
  publicUrl: string;
  /** Which currency the prices show first, the `currency` setting; the euro when left out (decision 0045). */
  priceFirst?: Currency;
  /** "demo": the mail says its fares are simulated, in its subject and at its top (decision 0087). */
  fareMode?: FareMode;
}

/**
 * The words of the mail; the deal card's own words (dates, "обикновено", "преди", buttons) are the
 * digest's. Bulgarian is written as Bulgarian, addressing the reader with "вие".
 */
const COPY = {
  bg: {
    kind: "Ценови сигнал",
    subject: "Ценови сигнал: {route} за {price}",
    subjectCheaper: "Ценови сигнал: {route} поевтиня на {price}",
    intro: "Намерихме оферта по вашия сигнал за {description}.",
    preview: "{trip} · обикновено {usual}",
    why: "Получавате това писмо, защото сте създали ценови сигнал на {site}.",
    manageLead: "Искате да промените или да спрете сигнала?",
    manage: "Управление на сигналите",
    unsubscribeLead: "Не искате повече писма от нас?",
    unsubscribe: "Отпишете се",
  },
  en: {
    kind: "Price alert",
    subject: "Price alert: {route} for {price}",
    subjectCheaper: "Price alert: {route} now {price}",
    intro: "We found a deal for your alert on {description}.",
    preview: "{trip} · usually {usual}",
    why: "You get this e-mail because you set a price alert on {site}.",
    manageLead: "Want to change or stop the alert?",
    manage: "Manage your alerts",
    unsubscribeLead: "Don't want these e-mails any more?",
    unsubscribe: "Unsubscribe",
  },
} as const;

type Copy = (typeof COPY)[AlertMailInput["language"]];

const STYLES = MAIL_STYLES;

/**
 * The previous price when the deal really is cheaper now, else null: a mail must not say "cheaper"
 * about a price that is not, and a caller's slip is no reason to lose the mail.
 */
function previousPriceOf(input: AlertMailInput): number | null {
  const previous = input.previousPriceBgn;
  if (previous === null || !Number.isFinite(previous)) return null;
  return roundPrice(previous) > roundPrice(input.deal.priceBgn) ? previous : null;
}

function subjectOf(input: AlertMailInput, copy: Copy, cheaper: boolean): string {
  return oneLine(
    fill(cheaper ? copy.subjectCheaper : copy.subject, {
      route: `${input.deal.fromCity} → ${input.deal.toCity}`,
      price: formatDualPrice(input.language, input.deal.priceBgn, input.priceFirst),
    }),
  );
}

/**
 * An amount and its currency on one line, as the deal card keeps them: "77\u00a0€", "150\u00a0лв.",
 * "BGN\u00a0150". The description comes in words with plain spaces.
 */
function keepPricesTogether(text: string): string {
  return text.replace(/(\d) (€|лв\.)/g, "$1\u00a0$2").replace(/\bBGN (\d)/g, "BGN\u00a0$1");
}

/** "…за полети до Лондон до 77 € (150 лв.)." without the description's own full stop doubled. */
function introOf(input: AlertMailInput, copy: Copy): string {
  const description = keepPricesTogether(oneLine(input.alertDescription));
  return fill(copy.intro, { description }).replace(/\.\.$/, ".");
}

function AlertMail({
  input,
  links,
  previousPriceBgn,
}: {
  input: AlertMailInput;
  links: PersonalLinks;
  previousPriceBgn: number | null;
}): ReactElement {
  const copy = COPY[input.language];
  const preview = fill(copy.preview, {
    trip: formatTrip(input.language, input.deal),
    usual: formatDualPrice(input.language, input.deal.usualPriceBgn, input.priceFirst),
  });
  return (
    <MailFrame language={input.language} preview={preview}>
      <Section>
        <Masthead publicUrl={input.publicUrl} language={input.language} demo={input.fareMode === "demo"} />
        <Text style={STYLES.issue}>{copy.kind}</Text>
        <Text style={STYLES.intro}>{introOf(input, copy)}</Text>
      </Section>
      <Hr style={STYLES.divider} />
      <DealCard
        deal={input.deal}
        language={input.language}
        previousPriceBgn={previousPriceBgn}
        priceFirst={input.priceFirst}
      />
      <Hr style={STYLES.divider} />
      <MailFooter
        language={input.language}
        publicUrl={input.publicUrl}
        priceFirst={input.priceFirst}
        why={fill(copy.why, { site: PRODUCT_KEY })}
        links={[
          { lead: copy.manageLead, label: copy.manage, href: links.preferencesUrl },
          { lead: copy.unsubscribeLead, label: copy.unsubscribe, href: links.unsubscribeUrl },
        ]}
      />
    </MailFrame>
  );
}

/**
 * Renders the alert mail once, with the digest's UNSUBSCRIBE_URL_MARKER and PREFERENCES_URL_MARKER
 * where the personal links go; personalise() from mail/digest.tsx fills them in.
 */
export async function renderAlertMailTemplate(input: AlertMailInput): Promise<RenderedMail> {
  const copy = COPY[input.language];
  const previousPriceBgn = previousPriceOf(input);
  const { html, text } = await renderHtmlAndText(
    <AlertMail input={input} links={MARKER_LINKS} previousPriceBgn={previousPriceBgn} />,
  );
  return {
    subject: mailSubject(subjectOf(input, copy, previousPriceBgn !== null), input.language, input.fareMode),
    html,
    text,
  };
}

/** One subscriber's alert mail: the template with their links put in. */
export async function renderAlertMail(input: AlertMailInput & PersonalLinks): Promise<RenderedMail> {
  const { unsubscribeUrl, preferencesUrl, ...template } = input;
  return personalise(await renderAlertMailTemplate(template), { unsubscribeUrl, preferencesUrl });
}
