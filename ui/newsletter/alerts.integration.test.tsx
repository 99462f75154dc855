import type { ComponentType } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../core/catalog/seed.ts";
import { BGN_PER_EUR } from "../../core/constants.ts";
import type { FormServices } from "../../core/contact/form-services.ts";
import { PostgresSnapshotStore } from "../../core/eventstore/snapshots.ts";
import { silentLogger } from "../../core/log/logger.ts";
import { newsletterStreamId } from "../../core/newsletter/events.ts";
import { crawlOf, sofiaBarcelonaFare } from "../../core/pricing/fare-fixture.ts";
import { recordFareObservations } from "../../core/pricing/record-fares.ts";
import { testFormServices } from "../../core/testing/form-services.ts";
import { seedTestHistory } from "../../core/testing/seed-history.ts";
import { destinationNames } from "../../projections/newsletter/queries.ts";
import { testProjectionBed } from "../../projections/testing.ts";
import { detectDealsAt } from "../../workers/deal-jobs.ts";
import Airport, { action as airportAction, loader as airportLoader } from "../catalog/airport.tsx";
import Destination, { action as destinationAction, loader as destinationLoader } from "../catalog/destination.tsx";
import Deal, { action as dealAction, headers as dealHeaders, loader as dealLoader } from "../deals/deal.tsx";
import { formPost, renderScreen as renderForm, unwrap } from "../forms/testing.tsx";
import { ToastProvider } from "../site/toast/toast.tsx";
import type { AlertFormData } from "./alert-form.tsx";
import Newsletter, { loader as newsletterLoader } from "./newsletter.tsx";

/**
 * "Alert me" on the deal, destination and airport pages: the screens' loaders, actions and
 * markup on a real database, with the same alert service as POST /api/newsletter/alerts.
 */

const bed = testProjectionBed({ max: 12 });
let forms: FormServices;
let dealCode = "";

/** A month well inside the simulated horizon, so the route has plenty of seasonal samples. */
const now = new Date();
const target = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 10));
const departure = target.toISOString().slice(0, 10);
const returning = new Date(target.getTime() + 5 * 86_400_000).toISOString().slice(0, 10);

/** A Sofia-Barcelona fare far under the route's usual price: a deal. */
async function cheapFare(price: number) {
  const fare = sofiaBarcelonaFare({
    price,
    departureDate: departure,
    returnDate: returning,
    foundAt: new Date().toISOString(),
  });
  await recordFareObservations(
    { store: bed.store, snapshots: new PostgresSnapshotStore(bed.database.sql) },
    crawlOf(fare, "alerts-1"),
  );
  await bed.projections.catchUp();
  const [event] = await bed.store.readAll({ direction: "backward", eventTypes: ["FaresObserved"], limit: 1 });
  if (!event) throw new Error("no fares recorded");
  await detectDealsAt({ store: bed.store, db: bed.database.db, affiliateMarker: "testmarker" }, event.globalPosition);
  await bed.projections.catchUp();
}

beforeAll(async () => {
  await seedCatalog(bed.store, silentLogger);
  await seedTestHistory(bed.database.sql, bed.store, {
    fareSeed: 9,
    routes: [{ from: "SOF", to: "BCN" }],
    days: 40,
    now: new Date(),
  });
  await bed.projections.catchUp();
  await cheapFare(40);
  const [deal] = await bed.database.sql<{ short_code: string }[]>`SELECT short_code FROM destination_deals LIMIT 1`;
  dealCode = deal?.short_code ?? "";
  // the form services as the Hono app builds them (scripts/system.ts): destinations named by the catalog
  forms = testFormServices(bed.database.sql, bed.store, {
    destinationNames: (id) => destinationNames(bed.database.db, id),
  });
}, 120_000);

/** The forms' harness, inside the toasts the share bar of the deal and destination pages uses. */
function renderScreen(
  Component: ComponentType<never>,
  path: string,
  state: { loaderData: unknown; actionData?: unknown },
) {
  const Screen = Component as ComponentType<Record<string, unknown>>;
  const WithToasts = (props: Record<string, unknown>) => (
    <ToastProvider>
      <Screen {...props} />
    </ToastProvider>
  );
  return renderForm(WithToasts as never, path, state);
}

const context = () => ({
  forms,
  db: bed.database.db,
  now: () => new Date(),
  publicUrl: "http://localhost",
  logger: silentLogger,
});
const get = (path: string) => ({ request: new Request(`http://localhost${path}`), context: context(), params: {} });

const dealPath = () => `/oferta/${dealCode}`;
const dealArgs = (request: Request) => ({ request, context: context(), params: { dealId: dealCode } }) as never;

type DealPage = Awaited<ReturnType<typeof dealLoader>>;

async function dealPage(path = dealPath()): Promise<DealPage> {
  return dealLoader({ ...get(path), params: { dealId: dealCode } } as never);
}

const tokenOf = (alert: AlertFormData | null) => (alert?.captcha.kind === "local" ? alert.captcha.token : "");

/** The deal page's alert form as the visitor sends it, filled in, with a fresh captcha. */
async function dealForm(change: Record<string, string> = {}): Promise<Record<string, string>> {
  const page = await dealPage();
  return {
    intent: "alert",
    fromAirport: page.alert?.fromAirport ?? "",
    destinationId: page.alert?.destinationId ?? "",
    email: "",
    maxPrice: page.alert?.maxPrice ?? "",
    consent: "on",
    captchaToken: tokenOf(page.alert),
    ...change,
  };
}

async function postDeal(fields: Record<string, string>, path = dealPath()) {
  return unwrap<Record<string, unknown>>(await dealAction(dealArgs(formPost(path, fields))));
}

async function dealScreen(actionData?: unknown, path = dealPath()): Promise<string> {
  const loaderData = await dealPage(path);
  return renderScreen(Deal as never, path, { loaderData, actionData });
}

async function subscriptionOf(email: string): Promise<string | null> {
  const [row] = await bed.database.sql<{ subscription_id: string }[]>`
    SELECT subscription_id FROM newsletter_pii WHERE email = ${email}`;
  return row?.subscription_id ?? null;
}

async function alertEvents(email: string) {
  const id = await subscriptionOf(email);
  if (!id) return [];
  return bed.database.sql<{ type: string; data: { criteria: Record<string, unknown> } }[]>`
    SELECT type, data FROM events WHERE stream_id = ${newsletterStreamId(id)} AND type = 'NewsletterAlertRequested'`;
}

async function mailsTo(email: string) {
  return bed.database.sql<{ kind: string; text_body: string; subject: string }[]>`
    SELECT kind, text_body, subject FROM mail_outbox WHERE to_address = ${email}`;
}

/** Nothing the visitor could have left behind: no address (so no event stream), no mail. */
async function nothingRecordedFor(email: string) {
  expect(await subscriptionOf(email)).toBeNull();
  expect(await mailsTo(email)).toHaveLength(0);
}

describe("alert form on the deal page", () => {
  it("comes after the deal, for its route, starting at today's price in whole euros", async () => {
    const page = await dealPage();
    const euros = Math.floor(Number(page.deal.currentPrice) / BGN_PER_EUR);
    expect(page.alert).toMatchObject({
      fromAirport: "SOF",
      destinationId: "BCN",
      what: "полети от София до Барселона",
      maxPrice: String(euros),
      priceRequired: false,
      captcha: { kind: "local" },
    });
    const html = await dealScreen();
    const form = html.indexOf('data-testid="alert-form"');
    expect(form).toBeGreaterThan(html.indexOf('data-testid="book-button"'));
    expect(form).toBeGreaterThan(html.indexOf('data-testid="deal-why"'));
    expect(html).toContain("Пишете ми, когато поевтинее");
    expect(html).toContain(
      "Ще следим полети от София до Барселона и ще ви пишем, щом се появи оферта до цената, която посочите.",
    );
    expect(html).toMatch(/<details[^>]* id="price-alert"/);
    // open from the start, on a phone too: the deal is what a traveller wants watched
    expect(html).toMatch(/<details[^>]* open=""/);
    expect(html).toContain(`<input type="hidden" name="intent" value="alert"/>`);
    expect(html).toContain(`<input type="hidden" name="fromAirport" value="SOF"/>`);
    expect(html).toContain(`<input type="hidden" name="destinationId" value="BCN"/>`);
    expect(html).toMatch(new RegExp(`<input type="number" id="maxPrice"[^>]* value="${euros}"`));
    expect(html).toContain(`action="${dealPath()}#price-alert"`);
    expect(html).toContain('method="post"');
    expect(html).toMatch(/<input type="checkbox" id="captchaToken"[^>]* value="v1\.[^"]+"/);
    expect(html).toContain('href="/privacy"');

    const english = await dealScreen(undefined, `/en/deal/${dealCode}`);
    expect(english).toContain("Alert me when it gets cheaper");
    expect(english).toContain("We will watch flights from Sofia to Barcelona");
  });

  it("records the alert for the address and mails its confirmation", async () => {
    const email = "deal-alert@example.com";
    const fields = await dealForm({ email, maxPrice: "75" });
    const { status, data } = await postDeal(fields);
    expect(status).toBe(201);
    expect(data).toMatchObject({ intent: "alert", ok: true, errors: {}, formError: null });

    const events = await alertEvents(email);
    expect(events).toHaveLength(1);
    expect(events[0]?.data.criteria).toEqual({
      fromAirport: "SOF",
      destinationId: "BCN",
      maxPriceBgn: Math.round(75 * BGN_PER_EUR * 100) / 100,
    });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.kind).toBe("newsletter_alert_confirmation");
    expect(mails[0]?.text_body).toContain("полети от София до Барселона на цена до 75 € (147 лв.)");
    expect(mails[0]?.text_body).toContain("http://localhost/newsletter?confirm=");

    const html = await dealScreen(data);
    expect(html).toContain('data-testid="alert-success"');
    expect(html).toContain("Проверете пощата си: сигналът започва да работи, след като го потвърдите.");
    expect(html).toMatch(/<details[^>]* open=""/);
    expect(html).not.toContain('name="email"');
  });

  it("confirms the alert from its mail, saying which alert is on, with the way to the preference centre", async () => {
    const email = "deal-alert-confirm@example.com";
    await postDeal(await dealForm({ email, maxPrice: "75" }));
    const [mail] = await mailsTo(email);
    expect(mail?.text_body).toContain("http://localhost/newsletter/nastroyki?token=");
    const confirm = /confirm=(\S+)/.exec(mail?.text_body ?? "")?.[1] ?? "";
    const path = `/newsletter?confirm=${confirm}`;
    const loaderData = await newsletterLoader(get(path) as never);
    expect(loaderData.link).toMatchObject({
      kind: "confirm",
      ok: true,
      alert: "полети от София до Барселона на цена до 75 € (147 лв.)",
    });
    const html = renderScreen(Newsletter as never, path, { loaderData });
    expect(html).toContain("Ценовият сигнал е включен");
    expect(html).toContain("Ще ви пишем веднага щом намерим полети от София до Барселона на цена до 75 € (147 лв.).");
    expect(html).not.toContain("Абонаментът е потвърден");
    expect(html).toMatch(
      /href="http:\/\/localhost\/newsletter\/nastroyki\?token=[^"]+">Настройки на бюлетина и сигналите</,
    );
    // a second click on the same link says the same
    expect((await newsletterLoader(get(path) as never)).link).toMatchObject({ ok: true, alert: expect.any(String) });
  });

  it("answers in English on the English page, and the mail is English", async () => {
    const email = "deal-alert-en@example.com";
    const path = `/en/deal/${dealCode}`;
    const { status, data } = await postDeal(await dealForm({ email, maxPrice: "" }), path);
    expect(status).toBe(201);
    expect(await alertEvents(email)).toMatchObject([{ data: { criteria: { maxPriceBgn: null } } }]);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe("Please confirm your flydealsbg price alert");
    expect(await dealScreen(data, path)).toContain("Check your inbox: the alert starts once you confirm it.");
  });

  it.each(["-5", "0", "abc"])("refuses a maximum price of %j beside the field and records nothing", async (price) => {
    const email = `deal-price-${price.charCodeAt(0)}@example.com`;
    const { status, data } = await postDeal(await dealForm({ email, maxPrice: price }));
    expect(status).toBe(400);
    expect(data).toMatchObject({ ok: false, errors: { maxPrice: "invalidMaxPrice" }, values: { email } });
    await nothingRecordedFor(email);
    const html = await dealScreen(data);
    expect(html).toContain(
      '<p class="form-field__error" id="maxPrice-error">Максималната цена трябва да е положително число</p>',
    );
    expect(html).toContain('aria-describedby="maxPrice-hint maxPrice-error"');
    expect(html).toContain('<a href="#maxPrice">');
    // what was typed stays, and the box is open to show it
    expect(html).toContain(`value="${email}"`);
    expect(html).toMatch(/<details[^>]* open=""/);
  });

  it("names an unknown destination and records nothing", async () => {
    const email = "deal-unknown@example.com";
    const { status, data } = await postDeal(await dealForm({ email, destinationId: "ZZZ" }));
    expect(status).toBe(400);
    expect(data).toMatchObject({ ok: false, formError: "unknownDestination" });
    await nothingRecordedFor(email);
    expect(await dealScreen(data)).toContain("Непозната дестинация");
    expect(await dealScreen(data, `/en/deal/${dealCode}`)).toContain("Unknown destination");
    // the captcha was not spent on it: the same token still passes
    const again = await dealForm({ email: "deal-unknown-then@example.com" });
    expect((await postDeal({ ...again, destinationId: "ZZZ" })).status).toBe(400);
    expect((await postDeal(again)).status).toBe(201);
  });

  it("shows the spec's messages for a missing address, consent and captcha", async () => {
    const { status, data } = await postDeal({ intent: "alert", fromAirport: "SOF", destinationId: "BCN", email: "x@" });
    expect(status).toBe(400);
    expect(data).toMatchObject({
      errors: { email: "invalidEmail", consent: "consentRequired", captchaToken: "captchaRequired" },
    });
    const html = await dealScreen(data);
    expect(html).toContain("Моля, въведете валиден имейл адрес");
    expect(html).toContain("За да се абонирате, трябва да приемете политиката за поверителност");
    expect(html).toContain("Моля, потвърдете, че не сте робот");
    // a used token is refused with the captcha message
    const fields = await dealForm({ email: "twice@example.com" });
    expect((await postDeal(fields)).status).toBe(201);
    const reused = await postDeal({ ...fields, email: "twice-other@example.com" });
    expect(reused).toMatchObject({ status: 400, data: { errors: { captchaToken: "captchaRequired" } } });
  });

  it("answers odd bytes with a 4xx, never a 500", async () => {
    const odd = ["\u0000", "a\u0000@example.com", "a@exa\u0000mple.com", `${"x".repeat(300)}@example.com`];
    for (const email of odd) {
      const { status } = await postDeal(await dealForm({ email }));
      expect(status, JSON.stringify(email)).toBeGreaterThanOrEqual(400);
      expect(status, JSON.stringify(email)).toBeLessThan(500);
    }
    const fields = await dealForm({ email: "odd-fields@example.com" });
    const changes: Record<string, string>[] = [
      { destinationId: "B\u0000N" },
      { fromAirport: "\u0000" },
      { maxPrice: "1\u00000" },
      { captchaToken: "\u0000" },
      { captchaToken: `${fields.captchaToken}\u0000x` },
      { intent: "\u0000" },
    ];
    for (const change of changes) {
      const { status } = await postDeal({ ...fields, ...change });
      expect(status, JSON.stringify(change)).toBeGreaterThanOrEqual(400);
      expect(status, JSON.stringify(change)).toBeLessThan(500);
    }
    // a body that is no form at all
    const broken = new Request(`http://localhost${dealPath()}`, {
      method: "POST",
      body: "--x\r\nnonsense",
      headers: { "content-type": "multipart/form-data; boundary=y" },
    });
    expect(unwrap(await dealAction(dealArgs(broken))).status).toBe(400);
    await nothingRecordedFor("odd-fields@example.com");
  });

  it("keeps the page shareable by caches, but never the answer to a post", async () => {
    expect(dealHeaders({ actionHeaders: new Headers() } as never)).toMatchObject({
      "cache-control": expect.stringMatching(/s-maxage/),
    });
    const answered = (await dealAction(dealArgs(formPost(dealPath(), { intent: "alert" })))) as {
      init?: { headers?: Record<string, string> };
    };
    const headers = new Headers(answered.init?.headers);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(dealHeaders({ actionHeaders: headers } as never)).toEqual({ "cache-control": "no-store" });
  });

  it("says 'Please try again later.' without the form services, and has no form then", async () => {
    const request = formPost(dealPath(), { intent: "alert", email: "a@example.com" });
    const answer = unwrap(
      await dealAction({ request, context: { db: bed.database.db, now: () => new Date() }, params: {} } as never),
    );
    expect(answer).toMatchObject({ status: 503, data: { formError: "tryAgainLater" } });
    const page = await dealLoader({
      request: new Request(`http://localhost${dealPath()}`),
      context: { db: bed.database.db, now: () => new Date() },
      params: { dealId: dealCode },
    } as never);
    expect(page.alert).toBeNull();
  });
});

describe("alert form on the destination and airport pages", () => {
  const destinationPath = "/ispaniya/barselona";

  it("watches a destination from any Bulgarian airport, at any price", async () => {
    const page = (await destinationLoader({
      ...get(destinationPath),
      params: { countrySlug: "ispaniya", citySlug: "barselona" },
    } as never)) as { alert: AlertFormData | null };
    expect(page.alert).toMatchObject({
      fromAirport: null,
      destinationId: "BCN",
      what: "полети до Барселона от всички летища в България",
      maxPrice: "",
      priceRequired: false,
    });
    const html = renderScreen(Destination as never, destinationPath, { loaderData: page });
    expect(html).toContain(
      "Ще следим полети до Барселона от всички летища в България и ще ви пишем, щом се появи изгодна оферта.",
    );
    expect(html).toContain("Оставете празно, ако цената няма значение.");
    // a destination page keeps it collapsed on a phone, under its fares
    expect(html).not.toMatch(/<details[^>]* open=""/);
    expect(html.indexOf('data-testid="alert-form"')).toBeGreaterThan(html.indexOf('id="fares-heading"'));

    const email = "destination-alert@example.com";
    const fields = {
      intent: "alert",
      fromAirport: "",
      destinationId: "BCN",
      email,
      maxPrice: "",
      consent: "on",
      captchaToken: tokenOf(page.alert),
    };
    const request = formPost(destinationPath, fields);
    const { status, data } = unwrap(await destinationAction({ request, context: context(), params: {} } as never));
    expect(status).toBe(201);
    expect(data).toMatchObject({ ok: true });
    expect(await alertEvents(email)).toMatchObject([
      { data: { criteria: { fromAirport: null, destinationId: "BCN", maxPriceBgn: null } } },
    ]);
    expect((await mailsTo(email))[0]?.kind).toBe("newsletter_alert_confirmation");
  });

  it("watches everything from an airport, which needs a price", async () => {
    const path = "/poleti-ot/varna";
    const page = await airportLoader(get(path) as never);
    expect(page.alert).toMatchObject({
      fromAirport: "VAR",
      destinationId: null,
      what: "всички полети от Варна",
      maxPrice: "",
      priceRequired: true,
    });
    const html = renderScreen(Airport as never, path, { loaderData: page });
    expect(html).toContain("Ще следим всички полети от Варна и ще ви пишем");
    expect(html).toMatch(/<input type="number" id="maxPrice"[^>]* aria-required="true"/);
    expect(html.indexOf('data-testid="alert-form"')).toBeGreaterThan(html.indexOf('id="fares-heading"'));

    const email = "airport-alert@example.com";
    const fields = {
      intent: "alert",
      fromAirport: "VAR",
      destinationId: "",
      email,
      maxPrice: "",
      consent: "on",
      captchaToken: tokenOf(page.alert),
    };
    const post = async (change: Record<string, string>) =>
      unwrap(
        await airportAction({
          request: formPost(path, { ...fields, ...change }),
          context: context(),
          params: {},
        } as never),
      );
    const priceless = await post({});
    expect(priceless).toMatchObject({ status: 400, data: { errors: { maxPrice: "alertNeedsPrice" } } });
    await nothingRecordedFor(email);
    const refused = renderScreen(Airport as never, path, { loaderData: page, actionData: priceless.data });
    expect(refused).toContain("Когато следите всички полети от летището, посочете и най-висока цена");
    const english = renderScreen(Airport as never, "/en/flights-from/varna", {
      loaderData: await airportLoader(get("/en/flights-from/varna") as never),
      actionData: priceless.data,
    });
    expect(english).toContain("Set a maximum price for an alert on everything from an airport");

    const nowhere = await post({ fromAirport: "" });
    expect(nowhere).toMatchObject({ status: 400, data: { formError: "alertNeedsPlace" } });

    const priced = await post({ maxPrice: "99,5" });
    expect(priced.status).toBe(201);
    expect(await alertEvents(email)).toMatchObject([
      {
        data: {
          criteria: {
            fromAirport: "VAR",
            destinationId: null,
            maxPriceBgn: Math.round(99.5 * BGN_PER_EUR * 100) / 100,
          },
        },
      },
    ]);
  });
});
