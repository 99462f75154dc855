/** The parts every mail is built from, so a deal looks the same in each (mail/digest.tsx, mail/alert.tsx). */
import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Html,
  Img,
  Link,
  Preview,
  Row,
  Section,
  Text,
} from "@react-email/components";
import { render, toPlainText } from "@react-email/render";
import { Fragment, type ReactElement, type ReactNode } from "react";
import { PRODUCT_KEY } from "../core/constants.ts";
import { DEFAULT_FIRST_CURRENCY, showPrice } from "../core/pricing/display.ts";
import type { Currency } from "../core/pricing/fare.ts";
import type { FareMode } from "../core/pricing/fare-mode.ts";
import { COPY } from "./copy.ts";
import { fill, formatDualPrice, formatTrip, pricesNote, siteHost } from "./format.ts";
import type { DigestDeal, DigestLanguage } from "./mail-types.ts";
import { CONTENT_WIDTH_PX, MAIL_STYLES as STYLES } from "./styles.ts";

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
export function Masthead({
  publicUrl,
  language,
  demo = false,
}: {
  publicUrl: string;
  language: DigestLanguage;
  /** The fares are simulated: the mail says so before anything else (decision 0087). */
  demo?: boolean;
}): ReactElement {
  return (
    <Row>
      <Column>
        <Link href={publicUrl} style={STYLES.site}>
          {PRODUCT_KEY}
        </Link>
        <Text style={STYLES.tagline}>{COPY[language].tagline}</Text>
        {demo && <Text style={STYLES.demo}>{COPY[language].demo}</Text>}
      </Column>
    </Row>
  );
}

/** The subject as it goes out: with "[Демо]" first while the fares are simulated. */
export function mailSubject(subject: string, language: DigestLanguage, fareMode: FareMode | undefined): string {
  return fareMode === "demo" ? fill(COPY[language].demoSubject, { subject }) : subject;
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

/** A mail's HTML and its plain-text part, converted from that HTML. */
export async function renderHtmlAndText(mail: ReactElement): Promise<{ html: string; text: string }> {
  const html = await render(mail);
  // the same conversion render(el, { plainText: true }) runs, on the HTML we already have
  // instead of rendering the React tree a second time
  return { html, text: toPlainText(html) };
}
