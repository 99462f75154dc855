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
import { Hr, Section, Text } from "@react-email/components";
import type { ReactElement } from "react";
import { PRODUCT_KEY } from "../core/constants.ts";
import { COPY, type Copy } from "./copy.ts";
import { departureCities, fill, formatFirst, formatIssueDate, joinCities, oneLine, plural } from "./format.ts";
import type { DigestMailInput, DigestTemplateInput, PersonalLinks, RenderedMail } from "./mail-types.ts";
import { DealCard, MailFooter, MailFrame, Masthead, mailSubject, renderHtmlAndText } from "./parts.tsx";
import { MARKER_LINKS, personalise } from "./personal-links.ts";
import { MAIL_STYLES as STYLES } from "./styles.ts";

/** Destinations named in the inbox preview line before "and more". */
const PREVIEW_DEALS = 3;

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

function Header({ input, copy, cities }: { input: DigestTemplateInput; copy: Copy; cities: string }): ReactElement {
  return (
    <Section>
      <Masthead publicUrl={input.publicUrl} language={input.language} demo={input.fareMode === "demo"} />
      <Text style={STYLES.issue}>{`${copy.issue[input.frequency]} · ${formatIssueDate(copy, input.issueDay)}`}</Text>
      <Text style={STYLES.intro}>{fill(copy.intro, { cities, period: copy.period[input.frequency] })}</Text>
    </Section>
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

/**
 * Renders an issue once, with UNSUBSCRIBE_URL_MARKER and PREFERENCES_URL_MARKER where the personal
 * links go; personalise() fills them in per subscriber.
 */
export async function renderDigestMailTemplate(input: DigestTemplateInput): Promise<RenderedMail> {
  if (input.deals.length === 0) throw new RangeError("digest mail: an issue needs at least one deal");
  const copy = COPY[input.language];
  const { html, text } = await renderHtmlAndText(<DigestMail input={input} links={MARKER_LINKS} />);
  const subject = subjectOf(input, copy, joinCities(copy, departureCities(input)));
  return { subject: mailSubject(subject, input.language, input.fareMode), html, text };
}

/** One subscriber's digest. For many subscribers, render the template once and personalise each. */
export async function renderDigestMail(input: DigestMailInput): Promise<RenderedMail> {
  const { unsubscribeUrl, preferencesUrl, ...template } = input;
  return personalise(await renderDigestMailTemplate(template), { unsubscribeUrl, preferencesUrl });
}
