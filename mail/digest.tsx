/**
 * The newsletter digest: a list of flight deals as an HTML and a plain-text mail, in Bulgarian or
 * English. Pure rendering, no I/O. A worker sends one issue to many subscribers, so the mail is
 * rendered once per issue with marker links (renderDigestMailTemplate) and only the personal
 * links are swapped in per subscriber (personalise), which is string replacement, not React.
 *
 * Mail-client safety: React Email's table-based components, inline styles only, no classes,
 * no external CSS or fonts, one column so nothing needs media queries on a phone.
 *
 * Other mails are built from the same parts (MailFrame, Masthead, DealCard, MAIL_STYLES), so a deal
 * looks the same in every mail; mail/alert.tsx is one.
 */
import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Row,
  Section,
  Text,
} from "@react-email/components";
import { render, toPlainText } from "@react-email/render";
import { type CSSProperties, Fragment, type ReactElement, type ReactNode } from "react";
import { BGN_PER_EUR, PRODUCT_KEY } from "../core/constants.ts";
import { DEFAULT_FIRST_CURRENCY, priceText, showPrice } from "../core/pricing/display.ts";
import type { Currency } from "../core/pricing/fare.ts";

export interface DigestDeal {
  shortCode: string;
  /** IATA, e.g. "SOF" */
  fromAirport: string;
  /** In the mail's language, e.g. "София" */
  fromCity: string;
  toAirport: string;
  toCity: string;
  country: string;
  /** ISO day, e.g. "2026-12-04" */
  departureDate: string;
  returnDate: string | null;
  /** Current price in BGN */
  priceBgn: number;
  /** The route's usual (median) price in BGN */
  usualPriceBgn: number;
  /** 0..100 */
  savingsPercent: number;
  isDirect: boolean;
  /** Absolute URL of a 1200x630 PNG */
  imageUrl: string;
  /** Absolute URL of the deal page */
  dealUrl: string;
  /** Absolute click-out URL, already carrying the campaign tag */
  bookUrl: string;
}

export type DigestLanguage = "bg" | "en";
export type DigestFrequency = "daily" | "weekly" | "monthly";

export interface DigestMailInput {
  language: DigestLanguage;
  frequency: DigestFrequency;
  /** ISO day the issue is for, e.g. "2026-11-26" */
  issueDay: string;
  /** Departure airports of this issue, e.g. ["SOF", "VAR"] with their city names */
  airports: Array<{ code: string; city: string }>;
  /** 1..10, best first */
  deals: DigestDeal[];
  /** e.g. "https://flydeals.bg" */
  publicUrl: string;
  unsubscribeUrl: string;
  preferencesUrl: string;
  /** Which currency the prices show first, the `currency` setting; the euro when left out (decision 0045). */
  priceFirst?: Currency;
}

export type DigestTemplateInput = Omit<DigestMailInput, "unsubscribeUrl" | "preferencesUrl">;

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface PersonalLinks {
  unsubscribeUrl: string;
  preferencesUrl: string;
}

/**
 * Stand-ins for the personal links in a rendered template. Letters, digits, dots, slashes and
 * dashes only: React's attribute escaping and html-to-text's link output leave them byte for byte
 * as they are, and the reserved .invalid domain makes a marker that slipped through go nowhere.
 */
export const UNSUBSCRIBE_URL_MARKER = "https://personal-link.invalid/unsubscribe-url-marker";
export const PREFERENCES_URL_MARKER = "https://personal-link.invalid/preferences-url-marker";

interface PluralForms {
  one: string;
  other: string;
}

/** The words of the mail. Bulgarian is written as Bulgarian, not translated from the English. */
const COPY = {
  bg: {
    locale: "bg-BG",
    tagline: "Евтини полети от България",
    issue: { daily: "Дневен бюлетин", weekly: "Седмичен бюлетин", monthly: "Месечен бюлетин" },
    /** "{day} {month} {year}" of the issue date */
    issueDate: "{day} {month} {year} г.",
    deals: { one: "{count} оферта", other: "{count} оферти" },
    period: { daily: "днес", weekly: "тази седмица", monthly: "този месец" },
    subject: "{deals} от {cities} {period}: {city} от {price}",
    intro: "Ето най-изгодните полети от {cities} {period}. Всички цени са доста под обичайните за съответния маршрут.",
    previewItem: "{city} за {price}",
    previewMore: "{list} и още {deals}",
    and: "и",
    weekdays: ["нд", "пн", "вт", "ср", "чт", "пт", "сб"],
    months: ["ян.", "февр.", "март", "апр.", "май", "юни", "юли", "авг.", "септ.", "окт.", "ноем.", "дек."],
    monthsLong: [
      "януари",
      "февруари",
      "март",
      "април",
      "май",
      "юни",
      "юли",
      "август",
      "септември",
      "октомври",
      "ноември",
      "декември",
    ],
    day: "{weekday}, {day} {month}",
    roundTrip: "{out} – {back}",
    nights: { one: "{count} нощ", other: "{count} нощи" },
    oneWay: "{out} · еднопосочен полет",
    usually: "обикновено {price}",
    was: "преди {price}",
    savings: "−{percent}%",
    direct: "Директен полет",
    withStops: "С прекачване",
    book: "Виж офертата",
    details: "Подробности и история на цената",
    pricesNote:
      "Цените са към момента на изпращане и може да се променят. Сумите в лева са по фиксирания курс 1\u00a0€ = {rate}\u00a0лв.",
    pricesNoteLevFirst:
      "Цените са към момента на изпращане и може да се променят. Сумите в евро са по фиксирания курс 1\u00a0€ = {rate}\u00a0лв.",
    why: "Получавате това писмо, защото сте се абонирали за {frequency} бюлетин на {site} с оферти за полети от {cities}.",
    whyFrequency: { daily: "ежедневния", weekly: "седмичния", monthly: "месечния" },
    unsubscribeLead: "Не искате повече писма от нас?",
    unsubscribe: "Отпишете се",
    preferencesLead: "Искате други летища или писма по-често или по-рядко?",
    preferences: "Променете настройките си",
  },
  en: {
    locale: "en-GB",
    tagline: "Cheap flights from Bulgaria",
    issue: { daily: "Daily digest", weekly: "Weekly digest", monthly: "Monthly digest" },
    issueDate: "{day} {month} {year}",
    deals: { one: "{count} deal", other: "{count} deals" },
    period: { daily: "today", weekly: "this week", monthly: "this month" },
    subject: "{deals} from {cities} {period}: {city} from {price}",
    intro: "Here are the best flight deals from {cities} {period}, each well below what its route usually costs.",
    previewItem: "{city} for {price}",
    previewMore: "{list} and {count} more",
    and: "and",
    weekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
    months: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
    monthsLong: [
      "January",
      "February",
      "March",
      "April",
      "May",
      "June",
      "July",
      "August",
      "September",
      "October",
      "November",
      "December",
    ],
    day: "{weekday} {day} {month}",
    roundTrip: "{out} – {back}",
    nights: { one: "{count} night", other: "{count} nights" },
    oneWay: "{out} · one way",
    usually: "usually {price}",
    was: "was {price}",
    savings: "−{percent}%",
    direct: "Direct flight",
    withStops: "With stops",
    book: "See the deal",
    details: "Details and price history",
    pricesNote: "Prices are as of sending and can change. Lev amounts use the fixed rate €1 = BGN\u00a0{rate}.",
    pricesNoteLevFirst:
      "Prices are as of sending and can change. Euro amounts use the fixed rate €1 = BGN\u00a0{rate}.",
    why: "You receive this e-mail because you subscribed to the {frequency} {site} newsletter of flight deals from {cities}.",
    whyFrequency: { daily: "daily", weekly: "weekly", monthly: "monthly" },
    unsubscribeLead: "Don't want these e-mails any more?",
    unsubscribe: "Unsubscribe",
    preferencesLead: "Want other airports, or e-mails more or less often?",
    preferences: "Change your preferences",
  },
} as const;

type Copy = (typeof COPY)[DigestLanguage];

/** Destinations named in the inbox preview line before "and more". */
const PREVIEW_DEALS = 3;

const COLORS = {
  page: "#f5f7fa",
  surface: "#ffffff",
  text: "#17212b",
  muted: "#556270",
  border: "#dce2e8",
  accent: "#0b63c5",
  accentText: "#ffffff",
  price: "#0b4f9c",
  savingsText: "#0b6b34",
  savingsBg: "#e2f4e8",
} as const;

// System fonts only: web fonts do not load in most mail clients, and every font here has Cyrillic.
const FONT_STACK = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const CONTENT_WIDTH_PX = 560;

/** The digest's look, shared with the other mails built from its parts (mail/alert.tsx). */
export const MAIL_STYLES = {
  body: { backgroundColor: COLORS.page, margin: "0", padding: "0", fontFamily: FONT_STACK, color: COLORS.text },
  container: {
    backgroundColor: COLORS.surface,
    maxWidth: "600px",
    width: "100%",
    margin: "0 auto",
    padding: "24px 20px",
  },
  site: { fontSize: "22px", fontWeight: 700, color: COLORS.accent, textDecoration: "none" },
  tagline: { fontSize: "13px", lineHeight: "18px", color: COLORS.muted, margin: "2px 0 0" },
  issue: { fontSize: "13px", lineHeight: "18px", color: COLORS.muted, margin: "16px 0 0" },
  intro: { fontSize: "16px", lineHeight: "24px", color: COLORS.text, margin: "6px 0 0" },
  divider: { borderColor: COLORS.border, margin: "24px 0" },
  image: {
    display: "block",
    width: "100%",
    maxWidth: `${CONTENT_WIDTH_PX}px`,
    height: "auto",
    border: "0",
    borderRadius: "8px",
  },
  imageLink: { color: COLORS.accent, textDecoration: "none" },
  route: { fontSize: "20px", lineHeight: "26px", fontWeight: 700, color: COLORS.text, margin: "14px 0 0" },
  place: { fontSize: "14px", lineHeight: "20px", color: COLORS.muted, margin: "2px 0 0" },
  dates: { fontSize: "15px", lineHeight: "22px", color: COLORS.text, margin: "8px 0 0" },
  priceLine: { margin: "10px 0 0", lineHeight: "34px" },
  priceMain: { fontSize: "28px", fontWeight: 700, color: COLORS.price },
  priceSecond: { fontSize: "17px", fontWeight: 700, color: COLORS.price },
  usual: { fontSize: "14px", lineHeight: "20px", color: COLORS.muted, margin: "2px 0 0" },
  was: { fontSize: "14px", lineHeight: "20px", color: COLORS.muted, margin: "0" },
  wasPrice: { textDecoration: "line-through" },
  savings: {
    fontSize: "14px",
    fontWeight: 700,
    color: COLORS.savingsText,
    backgroundColor: COLORS.savingsBg,
    padding: "2px 6px",
    borderRadius: "4px",
    whiteSpace: "nowrap",
  },
  stops: { fontSize: "14px", lineHeight: "20px", color: COLORS.muted, margin: "2px 0 0" },
  button: {
    display: "block",
    backgroundColor: COLORS.accent,
    color: COLORS.accentText,
    fontSize: "16px",
    fontWeight: 700,
    lineHeight: "20px",
    textAlign: "center",
    textDecoration: "none",
    borderRadius: "6px",
    padding: "14px 20px",
    margin: "16px 0 0",
  },
  detailsLine: { fontSize: "14px", lineHeight: "20px", textAlign: "center", margin: "10px 0 0" },
  detailsLink: { color: COLORS.accent, textDecoration: "underline" },
  footer: { fontSize: "13px", lineHeight: "20px", color: COLORS.muted, margin: "0 0 10px" },
  footerLink: { color: COLORS.muted, textDecoration: "underline", fontWeight: 700 },
} satisfies Record<string, CSSProperties>;

const STYLES = MAIL_STYLES;

/** Puts values into a `{name}` template; an unknown name stays visible rather than vanishing. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole: string, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

// Building Intl objects costs far more than using them, and a worker renders many issues.
const pluralRules = new Map<string, Intl.PluralRules>();

function plural(copy: Copy, forms: PluralForms, count: number): string {
  let rules = pluralRules.get(copy.locale);
  if (!rules) {
    rules = new Intl.PluralRules(copy.locale);
    pluralRules.set(copy.locale, rules);
  }
  return fill(rules.select(count) === "one" ? forms.one : forms.other, { count });
}

/** The peg as written in the language: "1,95583", "1.95583". */
function formatRate(copy: Copy): string {
  return new Intl.NumberFormat(copy.locale, { maximumFractionDigits: 5 }).format(BGN_PER_EUR);
}

/** The footer's note that prices can change and how the second currency's amounts are worked out. */
export function pricesNote(language: DigestLanguage, priceFirst: Currency = DEFAULT_FIRST_CURRENCY): string {
  const copy = COPY[language];
  return fill(priceFirst === "BGN" ? copy.pricesNoteLevFirst : copy.pricesNote, { rate: formatRate(copy) });
}

/**
 * Both currencies, the settings' one first, the other beside it at the fixed rate (core/pricing/display.ts):
 * "89 € (174 лв.)", "€89 (BGN 174)", or "174 лв. (89 €)" with the lev first.
 */
export function formatDualPrice(
  language: DigestLanguage,
  priceBgn: number,
  priceFirst: Currency = DEFAULT_FIRST_CURRENCY,
): string {
  return priceText(language, priceBgn, priceFirst);
}

/** The price in the currency that comes first only, for a subject or a preview line: "89 €", "€89". */
function formatFirst(language: DigestLanguage, priceBgn: number, priceFirst: Currency | undefined): string {
  return showPrice(language, priceBgn, priceFirst).primary;
}

/** Reads an ISO day at UTC midnight so the server's time zone cannot shift it. */
function parseDay(isoDay: string, field: string): Date {
  const date = /^\d{4}-\d{2}-\d{2}/.test(isoDay) ? new Date(`${isoDay.slice(0, 10)}T00:00:00Z`) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) throw new RangeError(`digest mail: ${field} is not an ISO day: ${isoDay}`);
  return date;
}

/**
 * "пт, 4 дек." / "Fri 4 Dec". Built from the copy rather than Intl: bg-BG's short month in ICU is
 * "4.12", which is not how a Bulgarian writes a travel date.
 */
export function formatTravelDay(language: DigestLanguage, isoDay: string): string {
  const copy = COPY[language];
  const date = parseDay(isoDay, "travel day");
  return fill(copy.day, {
    weekday: copy.weekdays[date.getUTCDay()]!,
    day: date.getUTCDate(),
    month: copy.months[date.getUTCMonth()]!,
  });
}

function formatIssueDate(copy: Copy, isoDay: string): string {
  const date = parseDay(isoDay, "issueDay");
  return fill(copy.issueDate, {
    day: date.getUTCDate(),
    month: copy.monthsLong[date.getUTCMonth()]!,
    year: date.getUTCFullYear(),
  });
}

const DAY_MS = 86_400_000;

/** The trip in words: "пт, 4 дек. – пт, 11 дек. · 7 нощи", "Fri 15 Jan · one way". */
export function formatTrip(language: DigestLanguage, deal: DigestDeal): string {
  const copy = COPY[language];
  const out = formatTravelDay(language, deal.departureDate);
  if (deal.returnDate === null) return fill(copy.oneWay, { out });
  const back = formatTravelDay(language, deal.returnDate);
  const nights = Math.round(
    (parseDay(deal.returnDate, "returnDate").getTime() - parseDay(deal.departureDate, "departureDate").getTime()) /
      DAY_MS,
  );
  const range = fill(copy.roundTrip, { out, back });
  return nights > 0 ? `${range} · ${plural(copy, copy.nights, nights)}` : range;
}

/** "София", "София и Варна", "София, Варна и Бургас". */
function joinCities(copy: Copy, cities: readonly string[]): string {
  if (cities.length <= 1) return cities[0] ?? "";
  return `${cities.slice(0, -1).join(", ")} ${copy.and} ${cities.at(-1)}`;
}

/** The issue's departure cities; without a list, the cities the deals leave from. */
function departureCities(input: DigestTemplateInput): string[] {
  const named = input.airports.map((airport) => airport.city);
  const cities = named.length > 0 ? named : input.deals.map((deal) => deal.fromCity);
  return [...new Set(cities)];
}

export function siteHost(publicUrl: string): string {
  return new URL(publicUrl).host;
}

// A subject is a header: a stray line break in a city name must not start a new one.
export function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

function subjectOf(input: DigestTemplateInput, copy: Copy, cities: string): string {
  const top = input.deals[0]!;
  return oneLine(
    fill(copy.subject, {
      deals: plural(copy, copy.deals, input.deals.length),
      cities,
      period: copy.period[input.frequency],
      city: top.toCity,
      price: formatFirst(input.language, top.priceBgn, input.priceFirst),
    }),
  );
}

function previewOf(input: DigestTemplateInput, copy: Copy): string {
  const list = input.deals
    .slice(0, PREVIEW_DEALS)
    .map((deal) =>
      fill(copy.previewItem, {
        city: deal.toCity,
        price: formatFirst(input.language, deal.priceBgn, input.priceFirst),
      }),
    )
    .join(", ");
  const more = input.deals.length - PREVIEW_DEALS;
  if (more <= 0) return list;
  return fill(copy.previewMore, { list, count: more, deals: plural(copy, copy.deals, more) });
}

interface DigestViewProps {
  input: DigestTemplateInput;
  links: PersonalLinks;
}

export interface DealCardProps {
  deal: DigestDeal;
  language: DigestLanguage;
  /** A price in BGN the deal used to cost, shown struck through under the current one; null for none */
  previousPriceBgn?: number | null;
  /** Which currency comes first; the euro when left out */
  priceFirst?: Currency;
}

/** One deal as the digest shows it: picture, route, dates, price, the usual price, book and details. */
export function DealCard({
  deal,
  language,
  previousPriceBgn = null,
  priceFirst = DEFAULT_FIRST_CURRENCY,
}: DealCardProps): ReactElement {
  const copy = COPY[language];
  const [wasLead, wasTail] = copy.was.split("{price}") as [string, string];
  const price = showPrice(language, deal.priceBgn, priceFirst);
  return (
    <Section>
      {/* the picture links to the same place as the button; the text part needs neither twice */}
      <Link href={deal.bookUrl} data-skip-in-text="true" style={STYLES.imageLink}>
        <Img src={deal.imageUrl} width={CONTENT_WIDTH_PX} alt={deal.toCity} style={STYLES.image} />
      </Link>
      <Text style={STYLES.route}>{`${deal.fromCity} → ${deal.toCity}`}</Text>
      <Text style={STYLES.place}>{`${deal.fromAirport} → ${deal.toAirport} · ${deal.country}`}</Text>
      <Text style={STYLES.dates}>{formatTrip(language, deal)}</Text>
      <Text style={STYLES.priceLine}>
        <span style={STYLES.priceMain}>{price.primary}</span>{" "}
        <span style={STYLES.priceSecond}>{`(${price.secondary})`}</span>
      </Text>
      {previousPriceBgn === null ? null : (
        <Text style={STYLES.was}>
          {wasLead}
          <span style={STYLES.wasPrice}>{formatDualPrice(language, previousPriceBgn, priceFirst)}</span>
          {wasTail}
        </Text>
      )}
      <Text style={STYLES.usual}>
        <span style={STYLES.savings}>{fill(copy.savings, { percent: Math.round(deal.savingsPercent) })}</span>{" "}
        {fill(copy.usually, { price: formatDualPrice(language, deal.usualPriceBgn, priceFirst) })}
      </Text>
      <Text style={STYLES.stops}>{deal.isDirect ? copy.direct : copy.withStops}</Text>
      <Button href={deal.bookUrl} style={STYLES.button}>
        {copy.book}
      </Button>
      <Text style={STYLES.detailsLine}>
        <Link href={deal.dealUrl} style={STYLES.detailsLink}>
          {copy.details}
        </Link>
      </Text>
    </Section>
  );
}

/** The site's name, linking home, and its tagline: the top of every mail. */
export function Masthead({ publicUrl, language }: { publicUrl: string; language: DigestLanguage }): ReactElement {
  return (
    <Row>
      <Column>
        <Link href={publicUrl} style={STYLES.site}>
          {PRODUCT_KEY}
        </Link>
        <Text style={STYLES.tagline}>{COPY[language].tagline}</Text>
      </Column>
    </Row>
  );
}

function Header({ input, copy, cities }: { input: DigestTemplateInput; copy: Copy; cities: string }): ReactElement {
  return (
    <Section>
      <Masthead publicUrl={input.publicUrl} language={input.language} />
      <Text style={STYLES.issue}>{`${copy.issue[input.frequency]} · ${formatIssueDate(copy, input.issueDay)}`}</Text>
      <Text style={STYLES.intro}>{fill(copy.intro, { cities, period: copy.period[input.frequency] })}</Text>
    </Section>
  );
}

/**
 * The end of every newsletter mail: the prices note, why they get it, their two personal links in
 * the order the mail wants, and the site.
 */
export function MailFooter({
  language,
  publicUrl,
  why,
  links,
  priceFirst,
}: {
  language: DigestLanguage;
  publicUrl: string;
  why: string;
  links: Array<{ lead: string; label: string; href: string }>;
  priceFirst?: Currency | undefined;
}): ReactElement {
  return (
    <Section>
      <Text style={STYLES.footer}>{pricesNote(language, priceFirst)}</Text>
      <Text style={STYLES.footer}>{why}</Text>
      <Text style={STYLES.footer}>
        {links.map((link, index) => (
          <Fragment key={link.label}>
            {index > 0 && <br />}
            {link.lead}{" "}
            <Link href={link.href} style={STYLES.footerLink}>
              {link.label}
            </Link>
          </Fragment>
        ))}
      </Text>
      <Text style={STYLES.footer}>
        <Link href={publicUrl} style={STYLES.footerLink}>
          {siteHost(publicUrl)}
        </Link>
      </Text>
    </Section>
  );
}

/** The document around a mail's content: language, light colour scheme, inbox preview line, 600px column. */
export function MailFrame({
  language,
  preview,
  children,
}: {
  language: DigestLanguage;
  preview: string;
  children: ReactNode;
}): ReactElement {
  return (
    <Html lang={language} dir="ltr">
      <Head>
        {/* white stays white: the palette is made for a light background */}
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={STYLES.body}>
        <Container style={STYLES.container}>{children}</Container>
      </Body>
    </Html>
  );
}

function DigestMail({ input, links }: DigestViewProps): ReactElement {
  const copy = COPY[input.language];
  const cities = joinCities(copy, departureCities(input));
  return (
    <MailFrame language={input.language} preview={previewOf(input, copy)}>
      <Header input={input} copy={copy} cities={cities} />
      {input.deals.map((deal) => (
        <Section key={deal.shortCode}>
          <Hr style={STYLES.divider} />
          <DealCard deal={deal} language={input.language} priceFirst={input.priceFirst} />
        </Section>
      ))}
      <Hr style={STYLES.divider} />
      <MailFooter
        language={input.language}
        publicUrl={input.publicUrl}
        priceFirst={input.priceFirst}
        why={fill(copy.why, { frequency: copy.whyFrequency[input.frequency], site: PRODUCT_KEY, cities })}
        links={[
          { lead: copy.unsubscribeLead, label: copy.unsubscribe, href: links.unsubscribeUrl },
          { lead: copy.preferencesLead, label: copy.preferences, href: links.preferencesUrl },
        ]}
      />
    </MailFrame>
  );
}

/** The personal links as markers, for a template that personalise() fills in. */
export const MARKER_LINKS: Readonly<PersonalLinks> = Object.freeze({
  unsubscribeUrl: UNSUBSCRIBE_URL_MARKER,
  preferencesUrl: PREFERENCES_URL_MARKER,
});

/** A mail's HTML and its plain-text part, converted from that HTML. */
export async function renderHtmlAndText(mail: ReactElement): Promise<{ html: string; text: string }> {
  const html = await render(mail);
  // the same conversion render(el, { plainText: true }) runs, on the HTML we already have
  // instead of rendering the React tree a second time
  return { html, text: toPlainText(html) };
}

/**
 * Renders an issue once, with UNSUBSCRIBE_URL_MARKER and PREFERENCES_URL_MARKER where the personal
 * links go; personalise() fills them in per subscriber.
 */
export async function renderDigestMailTemplate(input: DigestTemplateInput): Promise<RenderedMail> {
  if (input.deals.length === 0) throw new RangeError("digest mail: an issue needs at least one deal");
  const copy = COPY[input.language];
  const { html, text } = await renderHtmlAndText(<DigestMail input={input} links={MARKER_LINKS} />);
  return { subject: subjectOf(input, copy, joinCities(copy, departureCities(input))), html, text };
}

/** What React writes for an attribute value, so a personal link reads as if it had been rendered. */
function escapeHtmlAttribute(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");
}

// split/join rather than replaceAll: a replacement string reads "$&" and "$'" in a URL as patterns
function replaceLiterally(haystack: string, marker: string, value: string): string {
  return haystack.split(marker).join(value);
}

function assertWebUrl(value: string, name: string): void {
  const protocol = URL.canParse(value) ? new URL(value).protocol : "";
  if (protocol !== "https:" && protocol !== "http:") throw new RangeError(`digest mail: ${name} is not a web URL`);
}

/**
 * Puts a subscriber's links into a rendered template: HTML-escaped in the HTML (they sit in href
 * attributes), as they are in the plain text.
 */
export function personalise(rendered: RenderedMail, links: PersonalLinks): RenderedMail {
  assertWebUrl(links.unsubscribeUrl, "unsubscribeUrl");
  assertWebUrl(links.preferencesUrl, "preferencesUrl");
  return {
    subject: rendered.subject,
    html: replaceLiterally(
      replaceLiterally(rendered.html, UNSUBSCRIBE_URL_MARKER, escapeHtmlAttribute(links.unsubscribeUrl)),
      PREFERENCES_URL_MARKER,
      escapeHtmlAttribute(links.preferencesUrl),
    ),
    text: replaceLiterally(
      replaceLiterally(rendered.text, UNSUBSCRIBE_URL_MARKER, links.unsubscribeUrl),
      PREFERENCES_URL_MARKER,
      links.preferencesUrl,
    ),
  };
}

/** One subscriber's digest. For many subscribers, render the template once and personalise each. */
export async function renderDigestMail(input: DigestMailInput): Promise<RenderedMail> {
  const { unsubscribeUrl, preferencesUrl, ...template } = input;
  return personalise(await renderDigestMailTemplate(template), { unsubscribeUrl, preferencesUrl });
}
