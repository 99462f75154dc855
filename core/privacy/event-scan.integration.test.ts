import { isIP } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { createHttpApp, type HttpApp } from "../../http/app.ts";
import { allProjections } from "../../projections/index.ts";
import { discoveryCatalog } from "../../projections/search/queries.ts";
import { testProjectionBed } from "../../projections/testing.ts";
import { rankBestDeals } from "../../workers/deal-jobs.ts";
import { rotateHomepageHero } from "../../workers/hero-jobs.ts";
import { purgePersonalData } from "../../workers/privacy-jobs.ts";
import { AdminAuth, adminMetadata } from "../admin-auth/auth.ts";
import { hashPassword } from "../admin-auth/password.ts";
import { ANALYTICS_EVENT_TYPES } from "../analytics/events.ts";
import type { CaptchaProvider } from "../captcha/captcha.ts";
import { seedCatalog } from "../catalog/seed.ts";
import { PREVIEW_TOKEN_EVENT_TYPES } from "../cms/preview-tokens.ts";
import { seedCmsPages } from "../cms/seed.ts";
import { contactDecider } from "../contact/decider.ts";
import { eraseContactPii } from "../contact/erasure.ts";
import { CONTACT_EVENT_TYPES, contactStreamId } from "../contact/events.ts";
import { createFormServices, type FormServices } from "../contact/form-services.ts";
import { seedSearchProfiles } from "../crawling/seed.ts";
import { dealSnapshotFixture } from "../deals/fixtures.ts";
import { detectDeal } from "../deals/service.ts";
import { handleCommand } from "../eventstore/command-handler.ts";
import type { RecordedEvent } from "../eventstore/types.ts";
import { silentLogger } from "../log/logger.ts";
import { MAIL_EVENT_TYPES } from "../mail/events.ts";
import { NEWSLETTER_ADMIN_EVENT_TYPES } from "../newsletter/admin-events.ts";
import { eraseNewsletterSubscriber } from "../newsletter/erasure.ts";
import { NEWSLETTER_EVENT_TYPES } from "../newsletter/events.ts";
import { NEWSLETTER_ISSUE_EVENT_TYPES } from "../newsletter/issue-decider.ts";
import { signLink } from "../newsletter/signed-links.ts";
import { PRICING_EVENT_TYPES } from "../pricing/events.ts";
import { discoverDestination } from "../search/discovery.ts";
import { SEARCH_EVENT_TYPES } from "../search/events.ts";
import { SEED_EVENT_TYPES } from "../seed/progress.ts";
import { SETTINGS_EVENT_TYPES } from "../settings/events.ts";
import { runSettingsCommand } from "../settings/service.ts";
import { addSocialAccount, createPostTemplate } from "../social/service.ts";
import { crawlTestRoutes } from "../testing/seed-history.ts";
import { seedTestVisaRules } from "../visa/testing.ts";
import { WEBHOOK_EVENT_TYPES } from "../webhooks/events.ts";
import { PRIVACY_EVENT_TYPES } from "./events.ts";
import { referrerOrigin } from "./referrer.ts";

const PUBLIC_URL = "https://flydeals.example";
const LINK_SECRET = "event-scan-test-link-secret-0123456789abcdef";
const ADMIN = { username: "admin", password: "correct admin password" };
const VISITOR_IP = "203.0.113.77";
const ADMIN_IP = "198.51.100.10";
const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";

const passingCaptcha: CaptchaProvider = {
  kind: "local",
  challenge: () => ({ kind: "local", token: "t", expiresAt: new Date(Date.now() + 60_000).toISOString() }),
  verify: async () => ({ success: true, errorCodes: [] }),
};

const bed = testProjectionBed({ max: 12 });
let app: HttpApp;
let forms: FormServices;

beforeAll(async () => {
  forms = createFormServices({
    sql: bed.database.sql,
    store: bed.store,
    captcha: passingCaptcha,
    publicUrl: PUBLIC_URL,
    logger: silentLogger,
    linkSecret: LINK_SECRET,
    destinationNames: async (id) => (id === "LON" ? { bg: "Лондон", en: "London" } : null),
  });
  app = createHttpApp({
    database: bed.database,
    projections: bed.projections,
    store: bed.store,
    logger: silentLogger,
    publicUrl: PUBLIC_URL,
    readyMaxLag: 1000,
    // a click-out redirects, as with real fares; it records the same events in either mode
    fareMode: "live",
    forms,
  });
}, 300_000);

const json = (body: unknown, ip = VISITOR_IP) => ({
  method: "POST",
  headers: { "content-type": "application/json", "x-forwarded-for": ip, "user-agent": USER_AGENT },
  body: JSON.stringify(body),
});

async function mailTo(address: string): Promise<string> {
  const [row] = await bed.database.sql<{ text_body: string }[]>`
    SELECT text_body FROM mail_outbox WHERE to_address = ${address} ORDER BY created_at DESC LIMIT 1`;
  return row?.text_body ?? "";
}
const linkToken = (text: string, kind: string) =>
  decodeURIComponent(new RegExp(`[?&]${kind}=([^\\s&]+)`).exec(text)?.[1] ?? "");

/** What the site records on an ordinary day, by everyone who can make it record something. */
async function runRealisticFlows(): Promise<void> {
  // the editors' seeds: catalog, CMS pages, search profiles, visa rules
  await seedCatalog(bed.store, silentLogger);
  await seedCmsPages(bed.store, silentLogger);
  await seedSearchProfiles(bed.store, silentLogger);
  await seedTestVisaRules(bed.store, "Initial import of the passport-index dataset");
  // fares, deals, the ranking and the hero
  const now = new Date();
  const anHourAgo = new Date(now.getTime() - 3_600_000);
  await crawlTestRoutes(bed.database.sql, bed.store, { fareSeed: 3, from: "SOF", to: ["LTN", "BCN"], at: anHourAgo });
  await detectDeal(bed.store, dealSnapshotFixture({ validUntil: new Date(now.getTime() + 86_400_000).toISOString() }));
  await bed.projections.catchUp();
  await rankBestDeals({ store: bed.store, db: bed.database.db, affiliateMarker: "test" }, now);
  await rotateHomepageHero({ store: bed.store, db: bed.database.db, logger: silentLogger }, now);
  await bed.projections.catchUp();

  // a visitor goes to the deal from a webmail page whose address carries theirs
  const [deal] = await bed.database.sql<{ short_code: string }[]>`SELECT short_code FROM destination_deals LIMIT 1`;
  for (const [referer, query] of [
    ["https://mail.example.com/inbox?to=ivan.petrov%40example.com&sid=QzXwvK", "?tz=Europe/Sofia"],
    ["http://192.168.0.12:3000/deals?user=ivan", ""],
    [
      "https://www.google.com/search?q=%D0%B8%D0%B2%D0%B0%D0%BD+%D0%BF%D0%B5%D1%82%D1%80%D0%BE%D0%B2",
      "?campaign=alert",
    ],
  ] as const) {
    const response = await app.request(`/go/${deal?.short_code}${query}`, {
      headers: { referer, "user-agent": USER_AGENT, "x-forwarded-for": VISITOR_IP },
      redirect: "manual",
    });
    expect(response.status).toBe(302);
  }

  // and from a search's results, the same webmail page behind it
  const searchClick = await app.request(
    "/go/search?from=SOF&to=LTN&depart=2027-02-10&return=2027-02-15&adults=2&children=0&infants=0&cabin=M&currency=EUR",
    {
      headers: {
        referer: "https://mail.example.com/inbox?to=ivan.petrov%40example.com&sid=QzXwvK",
        "user-agent": USER_AGENT,
        "x-forwarded-for": VISITOR_IP,
      },
      redirect: "manual",
    },
  );
  expect(searchClick.status).toBe(302);

  // searches: a place, a name and number, an address, an airport code we lack
  for (const q of ["Лондон", "Иван Петров 0888 123 456", "ivan.petrov@example.com", "KLU"]) {
    const response = await app.request(`/api/search?q=${encodeURIComponent(q)}`, {
      headers: { "x-forwarded-for": VISITOR_IP, "user-agent": USER_AGENT },
    });
    expect(response.status).toBe(200);
  }
  const [discovery] = await bed.store.readAll({ eventTypes: ["DestinationDiscoveryRequested"] });
  await discoverDestination(
    { ...discoveryCatalog(bed.database.db), store: bed.store, requestCrawl: async () => {} },
    { jobId: (discovery?.data as { jobId: string } | undefined)?.jobId ?? "", iataCode: "KLU" },
  );

  // the newsletter: subscribe, confirm, change preferences, an alert, leave; another is erased
  const email = "ivan.petrov@example.com";
  const subscribe = await app.request(
    "/api/newsletter",
    json({ email, consent: true, captchaToken: "t", airports: ["SOF"], language: "bg" }),
  );
  expect(subscribe.status).toBe(201);
  const confirmation = await mailTo(email);
  const confirmed = await app.request(
    `/api/newsletter/confirm?token=${encodeURIComponent(linkToken(confirmation, "confirm"))}`,
  );
  expect(confirmed.status).toBe(200);
  const [pii] = await bed.database.sql<{ subscription_id: string }[]>`
    SELECT subscription_id FROM newsletter_pii WHERE email = ${email}`;
  const subscriptionId = pii?.subscription_id ?? "";
  const preferencesLink = signLink(LINK_SECRET, "preferences", subscriptionId, new Date());
  const changed = await forms.newsletter.changePreferences(preferencesLink, {
    airports: ["SOF", "VAR"],
    countries: ["IT"],
    frequency: "weekly",
    maxPriceBgn: 300,
  });
  expect(changed.ok, JSON.stringify(changed)).toBe(true);
  const alert = await app.request(
    "/api/newsletter/alerts",
    json({ email, consent: true, captchaToken: "t", fromAirport: "SOF", destinationId: "LON", maxPriceBgn: 250 }),
  );
  expect(alert.status).toBeLessThan(300);
  const left = await forms.newsletter.unsubscribe(signLink(LINK_SECRET, "unsubscribe", subscriptionId, new Date()));
  expect(left.ok).toBe(true);
  // leaving erases the address, its IP and every mail to it at once (/privacy)
  const [remains] = await bed.database.sql<{ pii: number; mails: number }[]>`
    SELECT (SELECT count(*)::int FROM newsletter_pii WHERE subscription_id = ${subscriptionId}) AS pii,
           (SELECT count(*)::int FROM mail_outbox WHERE lower(to_address) = ${email} OR related_id = ${subscriptionId}) AS mails`;
  expect(remains).toEqual({ pii: 0, mails: 0 });
  const other = "maria.georgieva@example.com";
  await app.request("/api/newsletter", json({ email: other, consent: true, captchaToken: "t" }));
  await eraseNewsletterSubscriber({ sql: bed.database.sql, upcasters: bed.store.upcasters }, other, {
    by: "admin:admin",
  });

  // the contact forms, then the team answers and erases one
  const customer = await app.request(
    "/api/contact/customers",
    json({
      category: "idea",
      name: "Иван Петров",
      email,
      message: "Моля, добавете полети от Пловдив до Лисабон. Телефон: 0888 123 456.",
      gdprConsent: true,
      captchaToken: "t",
      language: "bg",
    }),
  );
  expect(customer.status).toBe(201);
  const partner = await app.request(
    "/api/contact/partners",
    json({
      category: "tour_operator",
      companyName: "Example Travel OOD",
      contactPerson: "Maria Georgieva",
      website: "https://travel.example/about?ref=ivan",
      email: other,
      message: "We would like to advertise our tours on your site.",
      gdprConsent: true,
      captchaToken: "t",
      language: "en",
    }),
  );
  expect(partner.status, await partner.clone().text()).toBe(201);
  const requests = await bed.store.readAll({ eventTypes: ["ContactRequestSubmitted"] });
  const adminRequest = { ip: ADMIN_IP, userAgent: USER_AGENT, requestId: "req-1" };
  const first = (requests[0]?.data as { requestId: string } | undefined)?.requestId ?? "";
  await handleCommand(
    bed.store,
    contactStreamId(first),
    contactDecider,
    { type: "SetContactStatus", requestId: first, to: "answered", by: "admin:admin", at: new Date().toISOString() },
    { metadata: adminMetadata(ADMIN.username, "contact.status", adminRequest) },
  );
  await eraseContactPii({ sql: bed.database.sql, upcasters: bed.store.upcasters }, first, {
    by: "admin:admin",
    metadata: adminMetadata(ADMIN.username, "contact.erase", adminRequest),
  });

  // the admin area: a stranger types a password into the user name field, the admin signs in
  const auth = new AdminAuth(
    {
      username: ADMIN.username,
      passwordHash: await hashPassword(ADMIN.password),
      sessionSecret: "event-scan-session-secret-".repeat(2),
    },
    bed.store,
  );
  const refused = await auth.signIn("Tr0ub4dor&3 ivan.petrov@example.com", "guess", {
    ip: VISITOR_IP,
    userAgent: USER_AGENT,
  });
  expect(refused.ok).toBe(false);
  await auth.signIn(ADMIN.username, "wrong password", { ip: VISITOR_IP, userAgent: USER_AGENT });
  const signedIn = await auth.signIn(ADMIN.username, ADMIN.password, adminRequest);
  if (!signedIn.ok) throw new Error("the admin could not sign in");
  await runSettingsCommand(
    bed.store,
    {
      type: "ChangeSettings",
      changes: { ipAllowlist: ["198.51.100.0/24", ADMIN_IP], newsletterKillSwitch: false },
      lastModifiedBy: "admin:admin",
      at: new Date().toISOString(),
    },
    adminMetadata(ADMIN.username, "settings.change", adminRequest),
  );
  await addSocialAccount(
    bed.store,
    {
      network: "telegram",
      name: "Канал с оферти",
      target: "@flydealsbg",
      language: "bg",
      enabled: true,
      maxPostsPerHour: 4,
      minDealSavings: 20,
    },
    adminMetadata(ADMIN.username, "social.account.add", adminRequest),
  );
  await createPostTemplate(
    bed.store,
    { name: "Оферта", network: "any", language: "bg", body: "✈ {from} → {to} за {price}! {url}" },
    adminMetadata(ADMIN.username, "social.template.create", adminRequest),
  );
  await auth.signOut(signedIn.claims, adminRequest);

  // and the night's purge
  await purgePersonalData(
    { sql: bed.database.sql, store: bed.store, upcasters: bed.store.upcasters, logger: silentLogger },
    new Date(),
  );
  await bed.projections.catchUp();
}

// ── The scan ─────────────────────────────────────────────────────────────────────────────────

/**
 * How each event type may hold text (docs/decisions/0052):
 * - `visitor`: caused by a visitor (or about one). Every string field is declared with the shape
 *   it must have; an undeclared field, or a value of another shape, is a finding. This is what
 *   catches a search's words, a full referrer or a typed user name.
 * - `system`: written by the system. Strings must be tokens (ids, codes, times, enums, URLs: no
 *   spaces, ASCII only) except in the listed fields, which the system composes from catalog and
 *   deal data or from errors of services it calls, never from what a visitor typed.
 * - `admin`: content that editors and admins write (the catalog, CMS pages, visa notes, post
 *   templates, settings) or that seeds stand in for: any text, as long as it holds no e-mail or
 *   IP address outside the fields listed in `addresses`.
 * Every type must be classified, so a new event type cannot slip past the scan.
 */
type Rule = RegExp | ((value: string) => boolean);
type Policy =
  | { kind: "visitor"; fields: Record<string, Rule> }
  | { kind: "system"; text?: string[] }
  | { kind: "admin"; why: string; addresses?: string[] };

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const HASH = /^[0-9a-f]{64}$/;
const WORD = /^[a-z][a-z0-9_]*$/;
const CODE = /^[A-Z]{2,3}$/;
const LANGUAGE = /^(bg|en)$/;
const ACTOR = /^(visitor|visitor:search|anonymous|system:[a-z-]+|admin:[A-Za-z0-9._-]+)$/;
const ORIGIN: Rule = (value) => referrerOrigin(value) === value;

const SUBSCRIPTION = { subscriptionId: ID };
const PUSH = { pushId: ID };
const PREFERENCES = { "preferences.airports[]": CODE, "preferences.countries[]": CODE, "preferences.frequency": WORD };

const POLICIES: Record<string, Policy> = {
  // visitors: the public site's requests
  ClickOutRecorded: {
    kind: "visitor",
    fields: {
      clickId: ID,
      dealId: ID,
      shortCode: /^[A-Z0-9]{4,6}$/,
      timeZone: /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$/,
      timeZoneSource: WORD,
      referrer: ORIGIN,
      campaign: /^(nl\.[A-Za-z0-9.-]{1,80}|alert)$/,
      deviceClass: /^(mobile|tablet|desktop)$/,
      language: LANGUAGE,
    },
  },
  SearchClickOutRecorded: {
    kind: "visitor",
    fields: {
      clickId: ID,
      "search.fromAirport": CODE,
      "search.toAirport": CODE,
      "search.departureDate": /^\d{4}-\d{2}-\d{2}$/,
      "search.returnDate": /^\d{4}-\d{2}-\d{2}$/,
      "search.cabinClass": /^[MWCF]$/,
      "search.currency": /^(BGN|EUR)$/,
      timeZone: /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$/,
      timeZoneSource: WORD,
      referrer: ORIGIN,
      deviceClass: /^(mobile|tablet|desktop)$/,
      language: LANGUAGE,
    },
  },
  SiteSearchRecorded: {
    kind: "visitor",
    fields: {
      searchId: ID,
      action: WORD,
      matchType: WORD,
      topResultType: WORD,
      topResultCode: CODE,
      language: LANGUAGE,
      source: WORD,
      searchedAt: TIME,
    },
  },
  DestinationDiscoveryRequested: {
    kind: "visitor",
    fields: { jobId: /^[A-Z]{3}-[0-9a-f-]{36}$/, iataCode: CODE, language: LANGUAGE, requestedAt: TIME },
  },
  NewsletterSubscriptionRequested: {
    kind: "visitor",
    fields: {
      ...SUBSCRIPTION,
      ...PREFERENCES,
      language: LANGUAGE,
      consentAt: TIME,
      captchaKind: WORD,
      confirmationTokenHash: HASH,
      unsubscribeTokenHash: HASH,
      requestedAt: TIME,
    },
  },
  NewsletterSubscriptionConfirmed: { kind: "visitor", fields: { ...SUBSCRIPTION, confirmedAt: TIME } },
  NewsletterPreferencesChanged: { kind: "visitor", fields: { ...SUBSCRIPTION, ...PREFERENCES, changedAt: TIME } },
  NewsletterUnsubscribed: { kind: "visitor", fields: { ...SUBSCRIPTION, unsubscribedAt: TIME } },
  NewsletterAddressUndeliverable: { kind: "visitor", fields: { ...SUBSCRIPTION, at: TIME } },
  NewsletterAlertRequested: {
    kind: "visitor",
    fields: {
      ...SUBSCRIPTION,
      alertId: ID,
      "criteria.fromAirport": CODE,
      "criteria.destinationId": CODE,
      confirmationTokenHash: HASH,
      requestedAt: TIME,
    },
  },
  NewsletterAlertConfirmed: { kind: "visitor", fields: { ...SUBSCRIPTION, alertId: ID, confirmedAt: TIME } },
  NewsletterAlertDeleted: { kind: "visitor", fields: { ...SUBSCRIPTION, alertId: ID, deletedAt: TIME } },
  NewsletterTelegramLinkRequested: {
    kind: "visitor",
    fields: { ...SUBSCRIPTION, tokenHash: HASH, requestedAt: TIME },
  },
  NewsletterTelegramBound: { kind: "visitor", fields: { ...SUBSCRIPTION, boundAt: TIME } },
  NewsletterTelegramUnbound: { kind: "visitor", fields: { ...SUBSCRIPTION, unboundAt: TIME } },
  NewsletterSubscriberErased: { kind: "visitor", fields: { ...SUBSCRIPTION, erasedAt: TIME, by: ACTOR } },
  // a device's endpoint and keys are in push_endpoints (docs/decisions/0106), never here
  PushDeviceSubscribed: { kind: "visitor", fields: { ...PUSH, language: LANGUAGE, at: TIME } },
  PushAlertAdded: {
    kind: "visitor",
    fields: {
      ...PUSH,
      alertKey: /^([A-Z]{3}|\*)-([A-Z]{3}|\*)-(\d+(\.\d+)?|\*)$/,
      "criteria.fromAirport": CODE,
      "criteria.destinationId": CODE,
      at: TIME,
    },
  },
  PushDailyBestChosen: { kind: "visitor", fields: { ...PUSH, fromAirport: CODE, at: TIME } },
  PushDeviceBound: { kind: "visitor", fields: { ...PUSH, ...SUBSCRIPTION, at: TIME } },
  PushDeviceRenewed: { kind: "visitor", fields: { ...PUSH, at: TIME } },
  PushDeviceUnsubscribed: { kind: "visitor", fields: { ...PUSH, reason: WORD, at: TIME } },
  ContactRequestSubmitted: {
    kind: "visitor",
    fields: {
      requestId: ID,
      formType: WORD,
      category: WORD,
      language: LANGUAGE,
      captchaKind: WORD,
      submittedAt: TIME,
      retentionUntil: TIME,
    },
  },
  ContactAttachmentReceived: {
    kind: "visitor",
    // never the file's name, bytes or hash: those are in contact_attachments (decision 0080)
    fields: {
      requestId: ID,
      attachmentId: ID,
      contentType: /^(image\/(png|jpeg|webp)|application\/pdf)$/,
      scanner: WORD,
      scanStatus: WORD,
      signature: /^[A-Za-z0-9._-]{1,100}$/,
      scannedAt: TIME,
    },
  },
  ContactRequestPiiErased: {
    kind: "visitor",
    fields: { requestId: ID, reason: WORD, by: ACTOR, erasedAt: TIME },
  },
  ContactRequestStatusChanged: {
    kind: "visitor",
    fields: { requestId: ID, from: WORD, to: WORD, by: ACTOR, at: TIME },
  },
  // what someone typed as a user name may be a password: only the configured admin's own name
  AdminSignInFailed: { kind: "visitor", fields: { username: (value) => value === ADMIN.username } },

  // the system's own records
  AdminSignedIn: { kind: "system" },
  AdminSignedOut: { kind: "system" },
  FaresObserved: { kind: "system", text: ["observations[].itinerarySignature"] },
  RouteLowestPriceLowered: { kind: "system", text: ["itinerarySignature"] },
  DealDetected: { kind: "system", text: ["deal.itinerarySignature", "deal.airlineName"] },
  DealRepriced: { kind: "system", text: ["deal.itinerarySignature", "deal.airlineName"] },
  DealExpired: { kind: "system" },
  ShortCodeReserved: { kind: "system" },
  BestDealsRanked: { kind: "system" },
  // composed from the catalog's names and the fare
  HomepageHeroRotated: { kind: "system", text: ["headline", "subheadline", "altText", "ctaText"] },
  HomepageHeroCleared: { kind: "system" },
  DestinationDiscoveryStarted: { kind: "system" },
  DestinationDiscoveryCompleted: { kind: "system" },
  // the error of a service the job called, for operators
  DestinationDiscoveryFailed: { kind: "system", text: ["error"] },
  DestinationSlugReserved: { kind: "system" },
  SearchBindingCreated: { kind: "system" },
  SearchBindingUpdated: { kind: "system" },
  SearchBindingCrawlRequested: { kind: "system" },
  // the fare source's error message
  SearchBindingCrawled: { kind: "system", text: ["error"] },
  FareRecheckDropped: { kind: "system" },
  SearchBindingPaused: { kind: "system" },
  SearchBindingResumed: { kind: "system" },
  NewsletterIssuePlanned: { kind: "system" },
  NewsletterIssueCompleted: { kind: "system" },
  // rendered from an admin's template and the deal; a manual post is an admin's own text
  PostQueued: { kind: "system", text: ["text"] },
  PostSkipped: { kind: "system", text: ["detail"] },
  PostStarted: { kind: "system" },
  PostPublished: { kind: "system" },
  // the network's own error message
  PostFailed: { kind: "system", text: ["errorMessage"] },
  PostRetryRequested: { kind: "system" },
  PersonalDataPurged: { kind: "system" },

  // what editors and admins write
  WebhookEndpointRegistered: { kind: "admin", why: "an outside system's URL and the topics it wants (no secret)" },
  WebhookEndpointPaused: { kind: "admin", why: "webhook endpoint state" },
  WebhookEndpointResumed: { kind: "admin", why: "webhook endpoint state" },
  WebhookEndpointRemoved: { kind: "admin", why: "webhook endpoint state" },
  WebhookDeliveryRetryRequested: { kind: "admin", why: "an admin's retry of a webhook delivery" },
  WebhookDeliveryDiscarded: { kind: "admin", why: "an admin's discard of a webhook delivery" },
  AnalyticsExported: { kind: "admin", why: "which analytics view an admin exported, for which days and filters" },
  OutboxMailViewed: { kind: "admin", why: "which recorded mail an admin opened: its id and kind, never its recipient" },
  CatalogEntryRegistered: { kind: "admin", why: "catalog entries: names, descriptions, FAQs (seed and editors)" },
  CatalogEntryUpdated: { kind: "admin", why: "catalog edits" },
  CatalogEntryActivated: { kind: "admin", why: "catalog state" },
  CatalogEntryDeactivated: { kind: "admin", why: "catalog state" },
  DestinationPictureChosen: { kind: "admin", why: "a photo an admin chose, with the credit its licence requires" },
  DestinationPictureCleared: { kind: "admin", why: "the admin's choice undone" },
  CmsPageCreated: { kind: "admin", why: "CMS pages" },
  CmsPageLocalized: { kind: "admin", why: "CMS page titles and content" },
  CmsPagePublishingStateChanged: { kind: "admin", why: "CMS workflow" },
  CmsPreviewTokenIssued: { kind: "admin", why: "the label an admin gives a preview link" },
  CmsPreviewTokenRevoked: { kind: "admin", why: "CMS preview links" },
  CmsContentDraftSaved: { kind: "admin", why: "a page's content as an admin (or the draft generator) wrote it" },
  CmsContentSubmitted: { kind: "admin", why: "CMS content workflow" },
  CmsContentReturned: { kind: "admin", why: "a reviewer's reason for returning content to draft" },
  CmsContentPublished: { kind: "admin", why: "CMS content workflow" },
  CmsPageSeoChanged: { kind: "admin", why: "a page's SEO title and description as an admin wrote them" },
  CmsRouteConstraintSet: { kind: "admin", why: "CMS address rules" },
  CmsRouteConstraintRemoved: { kind: "admin", why: "CMS address rules" },
  CmsSeoSnippetSaved: { kind: "admin", why: "reusable SEO phrases an admin wrote" },
  CmsSeoSnippetDeleted: { kind: "admin", why: "CMS snippets" },
  CmsShortlinkClaimed: { kind: "admin", why: "page shortlinks" },
  CmsShortlinkReleased: { kind: "admin", why: "page shortlinks" },
  MediaAssetUploaded: { kind: "admin", why: "a picture's file name and alt texts as an admin uploaded it" },
  MediaAltTextChanged: { kind: "admin", why: "alt texts an admin wrote" },
  MediaAssetDeleted: { kind: "admin", why: "media library" },
  CmsGenerationRequested: { kind: "admin", why: "an admin's request for a generated draft" },
  CmsGenerationStarted: { kind: "system" },
  CmsGenerationCompleted: { kind: "admin", why: "generated page text, a draft for an admin's review" },
  CmsGenerationFailed: { kind: "system", text: ["error"] },
  CmsGenerationCancelled: { kind: "admin", why: "an admin's cancel of a generation job" },
  EdgePurgeQueued: { kind: "system" },
  EdgePurgeStarted: { kind: "system" },
  EdgePurgeCompleted: { kind: "system" },
  EdgePurgeFailed: { kind: "system", text: ["error"] },
  EdgePurgeRetried: { kind: "system" },
  EdgePurgeSkipped: { kind: "system", text: ["why"] },
  VisaRevisionProposed: { kind: "admin", why: "visa rules, notes and sources (dataset, corrections, editors)" },
  VisaRevisionApproved: { kind: "admin", why: "a reviewer's comment" },
  VisaRevisionRejected: { kind: "admin", why: "a reviewer's comment" },
  VisaOverrideFieldsLocked: { kind: "admin", why: "visa field locks" },
  VisaOverrideFieldsUnlocked: { kind: "admin", why: "visa field locks" },
  VisaAutoUpdateSet: { kind: "admin", why: "visa settings" },
  SearchProfileCreated: { kind: "admin", why: "a crawl profile's label and use case" },
  SearchProfileUpdated: { kind: "admin", why: "a crawl profile's label and use case" },
  SearchProfilePaused: { kind: "admin", why: "crawl profiles" },
  SearchProfileResumed: { kind: "admin", why: "crawl profiles" },
  SystemSettingsChanged: {
    kind: "admin",
    why: "settings, including the admin area's IP allowlist, which holds the admins' own addresses",
    addresses: ["settings.ipAllowlist[]", "changes[].from[]", "changes[].to[]"],
  },
  SocialAccountAdded: { kind: "admin", why: "an account's name and target" },
  SocialAccountUpdated: { kind: "admin", why: "an account's name and target" },
  PostTemplateCreated: { kind: "admin", why: "post templates" },
  PostTemplateEdited: { kind: "admin", why: "post templates" },
  PostTemplateStatusChanged: { kind: "admin", why: "post templates" },
  ShareNetworksChanged: { kind: "admin", why: "which share buttons the site offers" },
  NewsletterIssueRequested: { kind: "admin", why: "an admin's 'send now'" },
  NewsletterTestSent: { kind: "admin", why: "an admin's test mail (its recipient is never recorded)" },
  SeedStepCompleted: { kind: "system" },
};

/** Every event type the code declares, and the few appended without a constant naming them. */
const DECLARED_TYPES = new Set<string>([
  ...allProjections.flatMap((projection) => projection.eventTypes),
  ...ANALYTICS_EVENT_TYPES,
  ...MAIL_EVENT_TYPES,
  ...WEBHOOK_EVENT_TYPES,
  ...CONTACT_EVENT_TYPES,
  ...NEWSLETTER_EVENT_TYPES,
  ...NEWSLETTER_ADMIN_EVENT_TYPES,
  ...NEWSLETTER_ISSUE_EVENT_TYPES,
  ...PRICING_EVENT_TYPES,
  ...SEARCH_EVENT_TYPES,
  ...SETTINGS_EVENT_TYPES,
  ...PREVIEW_TOKEN_EVENT_TYPES,
  ...PRIVACY_EVENT_TYPES,
  ...SEED_EVENT_TYPES,
  "AdminSignInFailed",
  "AdminSignedIn",
  "AdminSignedOut",
  "ShortCodeReserved",
  "DestinationSlugReserved",
]);

type Finding = { type: string; where: string; value: string; problem: string };
type ScannedEvent = Pick<RecordedEvent, "type" | "data" | "metadata">;

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
const TOKEN = /^[\x21-\x7e]*$/;

function decoded(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, " "));
  } catch {
    return value;
  }
}

function holdsAddress(value: string): "e-mail address" | "IP address" | null {
  const text = `${value} ${decoded(value)}`;
  if (EMAIL.test(text)) return "e-mail address";
  if (text.split(/[^0-9A-Fa-f:.]+/).some((token) => token.length >= 7 && isIP(token) !== 0)) return "IP address";
  return null;
}

function matches(rule: Rule, value: string): boolean {
  return typeof rule === "function" ? rule(value) : rule.test(value);
}

function collect(value: unknown, path: string, out: Array<{ path: string; value: string }>): void {
  if (typeof value === "string") out.push({ path, value });
  else if (Array.isArray(value)) for (const item of value) collect(item, `${path}[]`, out);
  else if (value && typeof value === "object")
    for (const [key, child] of Object.entries(value)) collect(child, path ? `${path}.${key}` : key, out);
}

/** Everything in the events that the log must not keep, as findings; none is the only good answer. */
function scanEvents(events: readonly ScannedEvent[]): Finding[] {
  const findings: Finding[] = [];
  for (const event of events) {
    const policy = POLICIES[event.type];
    const report = (where: string, value: string, problem: string) =>
      findings.push({ type: event.type, where, value: value.slice(0, 120), problem });
    if (!policy) {
      report("", "", "event type not classified: say in POLICIES which of its fields may hold text");
      continue;
    }
    const data: Array<{ path: string; value: string }> = [];
    collect(event.data, "", data);
    for (const { path, value } of data) {
      const where = `data.${path}`;
      const address = holdsAddress(value);
      if (address && !(policy.kind === "admin" && policy.addresses?.includes(path))) report(where, value, address);
      if (policy.kind === "visitor") {
        const rule = policy.fields[path];
        if (!rule) report(where, value, "a field the scan does not know: declare its shape");
        else if (!matches(rule, value)) report(where, value, "not the declared shape: free text?");
      } else if (policy.kind === "system" && !TOKEN.test(value) && !policy.text?.includes(path)) {
        report(where, value, "free text in a system event");
      }
    }
    // metadata: who did it; an address and a browser only in the admin area's audit entries
    const audited = typeof event.metadata.action === "string";
    const metadata: Array<{ path: string; value: string }> = [];
    collect(event.metadata, "", metadata);
    for (const { path, value } of metadata) {
      const where = `metadata.${path}`;
      if (audited && (path === "ip" || path === "userAgent")) continue;
      if (path === "ip" || path === "userAgent") report(where, value, "an address or browser outside the audit log");
      else if (holdsAddress(value)) report(where, value, holdsAddress(value) ?? "");
      else if (path === "actor" && !ACTOR.test(value)) report(where, value, "not an actor");
      else if (!TOKEN.test(value)) report(where, value, "free text in metadata");
    }
  }
  return findings;
}

describe("the event log keeps no visitor's personal data (decision 0052)", () => {
  it("every event type the code appends is classified", () => {
    expect([...DECLARED_TYPES].filter((type) => !POLICIES[type]).sort()).toEqual([]);
  });

  it("a realistic day's log holds no e-mail or IP address and no visitor's free text", async () => {
    await runRealisticFlows();
    const events = await bed.store.readAll({ limit: 10_000_000 });
    const types = new Set(events.map((event) => event.type));
    // the flows reach the visitor-facing events that used to hold personal data
    for (const type of [
      "ClickOutRecorded",
      "SearchClickOutRecorded",
      "SiteSearchRecorded",
      "AdminSignInFailed",
      "ContactRequestSubmitted",
    ])
      expect(types, type).toContain(type);
    expect(types.size).toBeGreaterThanOrEqual(30);
    expect(scanEvents(events)).toEqual([]);
    // and nothing the visitors typed made it in anywhere, under any field
    const log = JSON.stringify(events.map((event) => [event.data, event.metadata]));
    const typed = [
      "ivan.petrov",
      "Петров",
      "петров",
      // ids and hashes are hex: nothing here could turn up in one by chance
      "0888 123 456",
      "Tr0ub4dor",
      "добавете",
      "QzXwvK",
      "travel.example",
      "Georgieva",
    ];
    expect(typed.filter((text) => log.toLowerCase().includes(text.toLowerCase()))).toEqual([]);
  }, 300_000);

  it("fails on what older versions stored, and on anything new of the kind", () => {
    const visitor = { actor: "visitor" };
    const clickOut = {
      clickId: "88c8d583-50ca-49c9-8378-ae382f330673",
      dealId: "aed9beda-72b8-e55e-d014-324e21898299",
      shortCode: "S8Y8A",
      timeZone: "Europe/Sofia",
      timeZoneSource: "client",
      campaign: null,
    };
    const bad: ScannedEvent[] = [
      // a full referrer, an e-mail address in its query
      {
        type: "ClickOutRecorded",
        data: { ...clickOut, referrer: "https://mail.example.com/inbox?to=ivan.petrov%40example.com" },
        metadata: {},
      },
      // a path alone is enough to refuse it: it may name anything
      {
        type: "ClickOutRecorded",
        data: { ...clickOut, referrer: "https://forum.example/u/ivan-petrov" },
        metadata: {},
      },
      // the words of a search, even harmless-looking ones
      {
        type: "SiteSearchRecorded",
        data: { searchId: "01a2150b-b908-75c4-885b-8ba83a5ac063", query: "paris", action: "redirect" },
        metadata: visitor,
      },
      // what a stranger typed as a user name
      { type: "AdminSignInFailed", data: { username: "hunter2", at: 1 }, metadata: { actor: "anonymous" } },
      // an IP address where no one looks for one, and a visitor's address in metadata
      {
        type: "NewsletterSubscriptionConfirmed",
        data: { subscriptionId: "1ca2b706-09d0-4c78-a759-50fef15d99dd", confirmedAt: "2001:db8::7" },
        metadata: { actor: "visitor", ip: "203.0.113.7" },
      },
      // free text in a system event's undeclared field
      { type: "FaresObserved", data: { note: "call Ivan back" }, metadata: { actor: "system:crawler" } },
      // an admin's content may hold prose, never an address
      { type: "CmsPageLocalized", data: { content: "Write to maria@example.com" }, metadata: {} },
      // a type nobody classified
      { type: "SomethingNew", data: {}, metadata: {} },
    ];
    const findings = scanEvents(bad);
    expect(findings.map((finding) => `${finding.type} ${finding.where}: ${finding.problem}`)).toEqual([
      "ClickOutRecorded data.referrer: e-mail address",
      "ClickOutRecorded data.referrer: not the declared shape: free text?",
      "ClickOutRecorded data.referrer: not the declared shape: free text?",
      "SiteSearchRecorded data.query: a field the scan does not know: declare its shape",
      "AdminSignInFailed data.username: not the declared shape: free text?",
      "NewsletterSubscriptionConfirmed data.confirmedAt: IP address",
      "NewsletterSubscriptionConfirmed data.confirmedAt: not the declared shape: free text?",
      "NewsletterSubscriptionConfirmed metadata.ip: an address or browser outside the audit log",
      "FaresObserved data.note: free text in a system event",
      "CmsPageLocalized data.content: e-mail address",
      "SomethingNew : event type not classified: say in POLICIES which of its fields may hold text",
    ]);
  });
});
