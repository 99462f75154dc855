import { BULGARIAN_AIRPORTS as DEPARTURE_AIRPORTS } from "../core/catalog/seed.ts";
import type { Db } from "../core/db/database.ts";
import type { OutgoingMail } from "../core/mail/mail.ts";
import { campaignOfIssue, chooseDeals, DIGEST_POOL_SIZE, type IssueKey, issueIdOf } from "../core/newsletter/digest.ts";
import { oneClickUnsubscribeHeaders, preferencesLink, unsubscribeLink } from "../core/newsletter/links.ts";
import { signLink } from "../core/newsletter/signed-links.ts";
import type { Currency } from "../core/pricing/fare.ts";
import type { FareMode } from "../core/pricing/fare-mode.ts";
import { pathFor } from "../core/routes/route-table.ts";
import { type DigestDealFacts, digestPool } from "../projections/newsletter/queries.ts";
import { renderAlertMailTemplate } from "./alert.tsx";
import { renderDigestMailTemplate } from "./digest.tsx";
import type { DigestDeal, RenderedMail } from "./mail-types.ts";
import { personalise } from "./personal-links.ts";

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, "");
const cityOf = (code: string, language: "bg" | "en") => {
  const airport = DEPARTURE_AIRPORTS.find((a) => a.iataCode === code);
  return airport ? (language === "bg" ? airport.cityBg : airport.cityEn) : code;
};

/** A live deal as a mail shows it: the language's names, absolute links, click-outs tagged with `campaign`. */
export function mailDealOf(
  facts: DigestDealFacts,
  language: "bg" | "en",
  publicUrl: string,
  campaign: string,
): DigestDeal {
  const site = base(publicUrl);
  return {
    shortCode: facts.shortCode,
    fromAirport: facts.fromAirport,
    fromCity: cityOf(facts.fromAirport, language),
    toAirport: facts.toAirport,
    toCity: facts.city[language],
    country: facts.country[language],
    departureDate: facts.departureDate,
    returnDate: facts.returnDate,
    priceBgn: facts.priceBgn,
    usualPriceBgn: facts.usualPriceBgn,
    savingsPercent: facts.savingsPercent,
    isDirect: facts.isDirect,
    imageUrl: /^https?:\/\//.test(facts.imagePath) ? facts.imagePath : site + facts.imagePath,
    dealUrl: site + pathFor("dealById", language, { dealId: facts.shortCode }),
    bookUrl: `${site}/go/${facts.shortCode}?campaign=${encodeURIComponent(campaign)}`,
  };
}

/** A live deal as one issue's mail shows it, its click-outs tagged with the issue. */
export function digestDealOf(facts: DigestDealFacts, key: IssueKey, publicUrl: string): DigestDeal {
  return mailDealOf(facts, key.language, publicUrl, campaignOfIssue(issueIdOf(key)));
}

/** How an issue's mails are written: the site, the settings' currency order, whether the fares are real. */
export interface IssueStyle {
  publicUrl: string;
  priceFirst?: Currency;
  fareMode?: FareMode;
}

/** One issue's mail for a set of deals, with the personal links still markers, prices in the settings' order. */
export function renderIssueTemplate(
  key: IssueKey,
  deals: readonly DigestDealFacts[],
  { publicUrl, priceFirst, fareMode }: IssueStyle,
): Promise<RenderedMail> {
  return renderDigestMailTemplate({
    priceFirst,
    fareMode,
    language: key.language,
    frequency: key.frequency,
    issueDay: key.day,
    airports: key.airports.map((code) => ({ code, city: cityOf(code, key.language) })),
    deals: deals.map((facts) => digestDealOf(facts, key, publicUrl)),
    publicUrl: base(publicUrl),
  });
}

/**
 * One subscriber's digest: the template with their signed preference and unsubscribe links,
 * and RFC 8058 one-click unsubscribe headers that mail clients show as an "Unsubscribe" button.
 */
export function personalDigest(
  template: RenderedMail,
  recipient: { to: string; subscriptionId: string; language: "bg" | "en" },
  links: { publicUrl: string; secret: string; now: Date },
): OutgoingMail {
  const unsubscribeToken = signLink(links.secret, "unsubscribe", recipient.subscriptionId, links.now);
  const preferencesToken = signLink(links.secret, "preferences", recipient.subscriptionId, links.now);
  const mail = personalise(template, {
    unsubscribeUrl: unsubscribeLink(links.publicUrl, recipient.language, unsubscribeToken),
    preferencesUrl: preferencesLink(links.publicUrl, recipient.language, preferencesToken),
  });
  return {
    kind: "newsletter_digest",
    to: recipient.to,
    language: recipient.language,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: oneClickUnsubscribeHeaders(links.publicUrl, unsubscribeToken),
    relatedId: recipient.subscriptionId,
    bulk: true,
  };
}

/**
 * Renders one issue's mails: the template once per distinct set of deals (most subscribers of
 * an issue share one), then each subscriber's links, in microseconds rather than milliseconds.
 */
export function issueMailer(
  key: IssueKey,
  links: IssueStyle & { secret: string },
): (
  recipient: { to: string; subscriptionId: string },
  deals: readonly DigestDealFacts[],
  now: Date,
) => Promise<OutgoingMail> {
  const templates = new Map<string, Promise<RenderedMail>>();
  return async (recipient, deals, now) => {
    const templateKey = deals.map((deal) => deal.dealId).join(",");
    let template = templates.get(templateKey);
    if (!template) {
      template = renderIssueTemplate(key, deals, links);
      templates.set(templateKey, template);
    }
    return personalDigest(
      await template,
      { ...recipient, language: key.language },
      { publicUrl: links.publicUrl, secret: links.secret, now },
    );
  };
}

export interface DigestPreview {
  deals: DigestDealFacts[];
  mail: RenderedMail;
}

/**
 * The next issue for a language and airport set as a subscriber with no filters and no history
 * would get it now, with the personal links pointing at the preference centre's example page;
 * null when no live deal would go out.
 */
export async function previewDigest(
  db: Db,
  key: IssueKey,
  options: IssueStyle & { now: Date },
): Promise<DigestPreview | null> {
  const pool = await digestPool(db, key.airports, { limit: DIGEST_POOL_SIZE, now: options.now });
  const chosen = new Set(chooseDeals(pool, { countries: [], maxPriceBgn: null }, new Set()));
  const deals = pool.filter((deal) => chosen.has(deal.dealId));
  if (deals.length === 0) return null;
  const template = await renderIssueTemplate(key, deals, options);
  const site = base(options.publicUrl);
  const mail = personalise(template, {
    unsubscribeUrl: `${site}${pathFor("newsletter", key.language)}`,
    preferencesUrl: `${site}${pathFor("newsletter", key.language)}`,
  });
  return { deals, mail };
}

/**
 * Renders alert mails for one deal: a template per language, alert wording and previous price
 * (a few for thousands of alerts), then each subscriber's signed links.
 */
export function alertMailer(
  facts: DigestDealFacts,
  links: IssueStyle & { secret: string },
): (
  recipient: { to: string; subscriptionId: string; language: "bg" | "en" },
  alert: { description: string; previousPriceBgn: number | null },
  now: Date,
) => Promise<OutgoingMail> {
  const templates = new Map<string, Promise<RenderedMail>>();
  return async (recipient, alert, now) => {
    const key = `${recipient.language}|${alert.description}|${alert.previousPriceBgn ?? ""}`;
    let template = templates.get(key);
    if (!template) {
      template = renderAlertMailTemplate({
        language: recipient.language,
        alertDescription: alert.description,
        // click-outs from alert mails say so, and not which alert: that is the subscriber's business
        deal: mailDealOf(facts, recipient.language, links.publicUrl, "alert"),
        previousPriceBgn: alert.previousPriceBgn,
        publicUrl: base(links.publicUrl),
        priceFirst: links.priceFirst,
        fareMode: links.fareMode,
      });
      templates.set(key, template);
    }
    return { ...personalDigest(await template, recipient, { ...links, now }), kind: "newsletter_alert" };
  };
}
