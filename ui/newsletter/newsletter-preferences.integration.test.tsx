import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../core/catalog/seed.ts";
import { BGN_PER_EUR } from "../../core/constants.ts";
import type { FormServices } from "../../core/contact/form-services.ts";
import { silentLogger } from "../../core/log/logger.ts";
import type { NewsletterPreferences } from "../../core/newsletter/preferences.ts";
import { signLink } from "../../core/newsletter/signed-links.ts";
import { testFormServices } from "../../core/testing/form-services.ts";
import { destinationNames } from "../../projections/newsletter/queries.ts";
import { testProjectionBed } from "../../projections/testing.ts";
import { renderScreen, unwrap } from "../forms/testing.tsx";
import PreferenceCentre, { action, headers, loader, meta } from "./newsletter-preferences.tsx";

/** The secret testFormServices signs with: links signed with it are the service's own. */
const LINK_SECRET = "form-services-test-link-secret-0123456789";
const BG = "/newsletter/nastroyki";
const EN = "/en/newsletter/preferences";
const DAY_MS = 86_400_000;

const bed = testProjectionBed();
let forms: FormServices;

beforeAll(async () => {
  await seedCatalog(bed.store, silentLogger);
  await bed.projections.catchUp();
  // as testFormServices makes them, with the catalog's destination names for price alerts
  forms = testFormServices(bed.database.sql, bed.store, {
    linkSecret: LINK_SECRET,
    destinationNames: (id) => destinationNames(bed.database.db, id),
  });
});

const args = (request: Request) => ({ request, context: { forms, db: bed.database.db }, params: {} }) as never;

interface LoaderPage {
  ok: boolean;
  problem?: string;
  values?: Record<string, unknown>;
  countries?: { code: string; name: string }[];
  alerts?: { alertId: string; what: string; pending: boolean }[];
}

async function load(path: string) {
  return unwrap<LoaderPage>(await loader(args(new Request(`http://localhost${path}`))));
}

/** A form post as a browser sends it, repeated names (checkbox groups) included. */
async function submit(path: string, fields: [string, string][]) {
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "192.0.2.10" },
  });
  return unwrap<Record<string, unknown>>(await action(args(request)));
}

async function screen(path: string, actionData?: unknown) {
  const { data } = await load(path);
  return renderScreen(PreferenceCentre as never, path, { loaderData: data, actionData });
}

const at = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

/** Whether the rendered input with this id is ticked, whatever order React writes its attributes in. */
function ticked(html: string, id: string): boolean {
  const tag = new RegExp(`<input [^>]*id="${id}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no input #${id}`);
  return tag.includes('checked=""');
}

/** A confirmed subscriber, as the existing screen makes one: subscribe, then the mailed link. */
async function subscriber(email: string, preferences: Partial<NewsletterPreferences>): Promise<string> {
  const challenge = forms.captcha.challenge();
  const subscribed = await forms.newsletter.subscribe(
    {
      email,
      consent: true,
      captchaToken: challenge.kind === "local" ? challenge.token : "",
      preferences,
      language: "bg",
    },
    { ip: "192.0.2.10" },
  );
  expect(subscribed.ok).toBe(true);
  const [mail] = await bed.database.sql<{ text_body: string }[]>`
    SELECT text_body FROM mail_outbox WHERE to_address = ${email}`;
  const confirm = /confirm=(\S+)/.exec(mail?.text_body ?? "")?.[1] ?? "";
  expect(await forms.newsletter.confirm(decodeURIComponent(confirm))).toMatchObject({ ok: true });
  const [row] = await bed.database.sql<{ subscription_id: string }[]>`
    SELECT subscription_id FROM newsletter_pii WHERE email = ${email}`;
  return row?.subscription_id ?? "";
}

async function saved(token: string): Promise<NewsletterPreferences | undefined> {
  const outcome = await forms.newsletter.preferences(token);
  return outcome.ok ? outcome.data?.preferences : undefined;
}

/** The form a subscriber would send: the page's fields, each as the browser names it. */
function fields(token: string, change: Record<string, string | string[]>): [string, string][] {
  const form: Record<string, string | string[]> = {
    intent: "save",
    token,
    airports: ["SOF"],
    frequency: "weekly",
    deals: "on",
    maxPrice: "",
    ...change,
  };
  return Object.entries(form).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((one): [string, string] => [name, one]),
  );
}

describe("newsletter preference centre", () => {
  it("shows a subscriber's settings behind a valid signed link, never cached or indexed", async () => {
    const id = await subscriber("prefs-view@example.com", {
      airports: ["VAR", "SOF"],
      frequency: "monthly",
      deals: true,
      tips: true,
      countries: ["IT"],
      maxPriceBgn: 150 * BGN_PER_EUR,
    });
    const token = signLink(LINK_SECRET, "preferences", id, new Date());
    const { status, data } = await load(at(BG, token));
    expect(status).toBe(200);
    expect(data.values).toEqual({
      airports: ["SOF", "VAR"],
      frequency: "monthly",
      deals: true,
      tips: true,
      countries: ["IT"],
      maxPrice: "150",
    });

    const html = await screen(at(BG, token));
    expect(html).toContain("Настройки на бюлетина");
    expect(html).toContain('data-testid="preferences-form"');
    expect(html).toContain(`<input type="hidden" name="token" value="${token}"/>`);
    expect(["SOF", "VAR", "BOJ", "PDV"].map((code) => ticked(html, `airports-${code}`))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(html).toContain('<label for="airports-BOJ">Бургас</label>');
    expect(html).toContain('<label for="airports-PDV">Пловдив</label>');
    expect(ticked(html, "frequency-monthly")).toBe(true);
    expect(ticked(html, "frequency-weekly")).toBe(false);
    expect(html).toContain('<label for="frequency-paused">На пауза</label>');
    expect(ticked(html, "tips")).toBe(true);
    expect(ticked(html, "countries-IT")).toBe(true);
    expect(ticked(html, "countries-GR")).toBe(false);
    expect(html).toContain("Избрани: Италия.");
    expect(html).toContain('<label for="countries-IT">Италия</label>');
    expect(html).toMatch(/<input type="number" id="maxPrice"[^>]* value="150"/);
    expect(html).toContain("Отпишете се");

    // countries in the page's own alphabetical order
    const names = (data.countries ?? []).map((country) => country.name);
    expect(names.length).toBeGreaterThan(10);
    expect(names).toEqual([...names].sort(new Intl.Collator("bg-BG").compare));
    expect(names[0]?.[0]).toBe("А");

    const english = await screen(at(EN, token));
    expect(english).toContain("Newsletter preferences");
    expect(english).toContain('<label for="airports-VAR">Varna</label>');
    expect(english).toContain('<label for="countries-IT">Italy</label>');
    expect(english).toContain('<label for="frequency-paused">Paused</label>');

    expect(headers({} as never)).toEqual({ "cache-control": "no-store" });
    expect(meta({ location: { pathname: BG } } as never)).toContainEqual({ name: "robots", content: "noindex" });
  });

  it("records a change and says so", async () => {
    const id = await subscriber("prefs-save@example.com", { airports: ["SOF"] });
    const token = signLink(LINK_SECRET, "preferences", id, new Date());
    const change = fields(token, {
      airports: ["PDV", "BOJ"],
      frequency: "paused",
      tips: "on",
      countries: ["GR", "it"],
      maxPrice: "99,50",
    });
    const { status, data } = await submit(at(BG, token), change);
    expect(status).toBe(200);
    expect(data).toMatchObject({ ok: true, intent: "save", errors: {} });
    expect(await saved(token)).toEqual({
      airports: ["BOJ", "PDV"],
      frequency: "paused",
      deals: true,
      tips: true,
      countries: ["GR", "IT"],
      maxPriceBgn: Math.round(99.5 * BGN_PER_EUR * 100) / 100,
    });
    expect(await screen(at(BG, token), data)).toContain("Настройките ви са запазени.");
    expect(await screen(at(EN, token), data)).toContain("Your preferences are saved.");

    // the saved cap comes back in whole euros; emptying it means any price
    expect((await load(at(BG, token))).data.values?.maxPrice).toBe("100");
    await submit(at(BG, token), fields(token, { maxPrice: " " }));
    expect((await saved(token))?.maxPriceBgn).toBeNull();
  });

  it.each(["-5", "abc", "0"])("refuses a maximum price of %j beside the field and changes nothing", async (price) => {
    const id = await subscriber(`prefs-price${price.length}${price.charCodeAt(0)}@example.com`, {
      airports: ["SOF"],
      maxPriceBgn: 300,
    });
    const token = signLink(LINK_SECRET, "preferences", id, new Date());
    const before = await saved(token);
    const { status, data } = await submit(at(BG, token), fields(token, { airports: ["VAR"], maxPrice: price }));
    expect(status).toBe(400);
    expect(data).toMatchObject({ ok: false, errors: { maxPrice: "invalidMaxPrice" } });
    expect(await saved(token)).toEqual(before);
    const html = await screen(at(BG, token), data);
    expect(html).toContain('<p class="form-field__error" id="maxPrice-error">');
    expect(html).toContain("Максималната цена трябва да е положително число");
    expect(html).toContain('aria-describedby="maxPrice-hint maxPrice-error"');
    // what was sent stays on the form, not what is saved
    expect(ticked(html, "airports-VAR")).toBe(true);
    expect(ticked(html, "airports-SOF")).toBe(false);
  });

  it("asks for at least one airport and names an unknown country", async () => {
    const id = await subscriber("prefs-airports@example.com", { airports: ["SOF"] });
    const token = signLink(LINK_SECRET, "preferences", id, new Date());
    const none = await submit(at(EN, token), fields(token, { airports: [] }));
    expect(none).toMatchObject({ status: 400, data: { errors: { airports: "airportsRequired" } } });
    const html = await screen(at(EN, token), none.data);
    expect(html).toContain(
      '<p class="form-field__error" id="airports-error">Choose at least one departure airport</p>',
    );
    expect(html).toContain('<a href="#airports">');
    const country = await submit(at(EN, token), fields(token, { countries: ["IT", "Italy"] }));
    expect(country).toMatchObject({ status: 400, data: { errors: { countries: "unknownCountry" } } });
    expect(await saved(token)).toMatchObject({ airports: ["SOF"], countries: [] });
  });

  it("answers a forged link with 404, an expired one with 410 and a missing one with 400", async () => {
    const id = await subscriber("prefs-links@example.com", {});
    const valid = signLink(LINK_SECRET, "preferences", id, new Date());
    const forged = signLink("some-other-secret-0123456789abcdef", "preferences", id, new Date());
    const expired = signLink(LINK_SECRET, "preferences", id, new Date(Date.now() - 500 * DAY_MS));

    const forgedPage = await load(at(BG, forged));
    expect(forgedPage).toEqual({ status: 404, data: { ok: false, problem: "invalidLink" } });
    const forgedHtml = await screen(at(BG, forged));
    expect(forgedHtml).toContain("Връзката е невалидна или вече е заменена с по-нова.");
    expect(forgedHtml).toContain('href="/newsletter"');
    expect(forgedHtml).toContain("Абонирайте се отново");
    expect(forgedHtml).not.toContain('data-testid="preferences-form"');

    expect(await load(at(EN, expired))).toEqual({ status: 410, data: { ok: false, problem: "expiredSignedLink" } });
    const expiredHtml = await screen(at(EN, expired));
    expect(expiredHtml).toContain("This link has expired. Use the link in a more recent e-mail from us.");
    expect(expiredHtml).toContain('href="/en/newsletter"');

    expect(await load(BG)).toEqual({ status: 400, data: { ok: false, problem: "missingLink" } });
    expect(await screen(BG)).toContain("В адреса липсва кодът от писмото.");
    expect((await load(`${BG}?token=`)).status).toBe(400);

    // an unsubscribe link is not a preferences link, and nothing odd in a token is a server error
    expect((await load(at(BG, signLink(LINK_SECRET, "unsubscribe", id, new Date())))).status).toBe(404);
    for (const odd of [`${valid}\u0000`, "\u0000", `${id}.p.zzz.\u0000`, "x".repeat(5000), "%", "é.p.1.x"]) {
      const { status } = await load(at(BG, odd));
      expect(status, JSON.stringify(odd)).toBeGreaterThanOrEqual(400);
      expect(status, JSON.stringify(odd)).toBeLessThan(500);
    }

    // a forged key cannot change anything either
    const change = await submit(at(BG, forged), fields(forged, { frequency: "daily" }));
    expect(change).toMatchObject({ status: 404, data: { ok: false, formError: "invalidLink" } });
    expect((await saved(valid))?.frequency).toBe("weekly");
  });

  it("unsubscribes from the page and deletes the address", async () => {
    const id = await subscriber("prefs-leave@example.com", {});
    const token = signLink(LINK_SECRET, "preferences", id, new Date());
    expect(await screen(at(BG, token))).toContain('data-testid="unsubscribe-form"');
    const left = await submit(at(BG, token), [
      ["intent", "unsubscribe"],
      ["token", token],
    ]);
    expect(left).toMatchObject({ status: 200, data: { ok: true, intent: "unsubscribe" } });
    const rows = await bed.database.sql`SELECT 1 FROM newsletter_pii WHERE subscription_id = ${id}`;
    expect(rows).toHaveLength(0);
    const html = renderScreen(PreferenceCentre as never, at(BG, token), {
      loaderData: (await load(at(BG, token))).data,
      actionData: left.data,
    });
    expect(html).toContain("Отписахте се. Изтрихме имейл адреса ви.");
    expect(html).not.toContain('data-testid="preferences-form"');
    // the link names nobody any more
    expect((await load(at(EN, token))).status).toBe(404);
  });

  it("lists the subscriber's price alerts and deletes one", async () => {
    const email = "prefs-alerts@example.com";
    const id = await subscriber(email, { airports: ["SOF"] });
    const token = signLink(LINK_SECRET, "preferences", id, new Date());
    const none = await screen(at(BG, token));
    expect(none).toContain("Ценови сигнали");
    expect(none).toContain("Нямате ценови сигнали.");

    const alert = async (criteria: {
      fromAirport: string | null;
      destinationId: string | null;
      maxPriceBgn: number | null;
    }) => {
      const challenge = forms.captcha.challenge();
      const captchaToken = challenge.kind === "local" ? challenge.token : "";
      const outcome = await forms.alerts.requestAlert(
        { email, consent: true, captchaToken, language: "bg", ...criteria },
        { ip: "192.0.2.10" },
      );
      expect(outcome).toMatchObject({ ok: true });
    };
    await alert({ fromAirport: "SOF", destinationId: "BCN", maxPriceBgn: 150 });
    // the first alert's mailed link confirms it; the second waits for its own
    const [mail] = await bed.database.sql<{ text_body: string }[]>`
      SELECT text_body FROM mail_outbox WHERE to_address = ${email} AND kind = 'newsletter_alert_confirmation'`;
    const confirm = /confirm=(\S+)/.exec(mail?.text_body ?? "")?.[1] ?? "";
    expect(await forms.newsletter.confirm(decodeURIComponent(confirm))).toMatchObject({ ok: true });
    await alert({ fromAirport: "VAR", destinationId: null, maxPriceBgn: 300 });

    const { data } = await load(at(BG, token));
    expect(data.alerts?.map(({ what, pending }) => ({ what, pending }))).toEqual([
      { what: "Полети от София до Барселона на цена до 77 € (150 лв.)", pending: false },
      { what: "Всички полети от Варна на цена до 153 € (300 лв.)", pending: true },
    ]);
    const html = await screen(at(BG, token));
    expect(html).toContain('data-testid="alerts"');
    expect(html).toContain("Полети от София до Барселона на цена до 77 € (150 лв.)");
    expect(html).toContain("Всички полети от Варна на цена до 153 € (300 лв.)");
    expect(html.match(/>чака потвърждение</g)).toHaveLength(1);
    expect(html.match(/>Изтрий<\/button>/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Изтрий сигнала: Полети от София до Барселона на цена до 77 € (150 лв.)"');
    expect(html).toContain('<input type="hidden" name="intent" value="delete-alert"/>');
    const english = await screen(at(EN, token));
    expect(english).toContain("Price alerts");
    expect(english).toContain("Flights from Sofia to Barcelona under €77 (BGN 150)");
    expect(english).toContain("Every flight from Varna under €153 (BGN 300)");
    expect(english).toContain("waiting for confirmation");
    expect(english).toContain(">Delete</button>");

    const [first, second] = data.alerts ?? [];
    const remove = (key: string, alertId: string) =>
      submit(at(BG, key), [
        ["intent", "delete-alert"],
        ["token", key],
        ["alertId", alertId],
      ]);
    const deleted = await remove(token, first?.alertId ?? "");
    expect(deleted).toMatchObject({ status: 200, data: { ok: true, intent: "delete-alert", formError: null } });
    const after = await screen(at(BG, token), deleted.data);
    expect(after).toContain("Сигналът е изтрит.");
    expect(after).not.toContain("до Барселона");
    expect(after).toContain("Всички полети от Варна");
    // the other forms on the page say nothing about it
    expect(after).not.toContain("Настройките ви са запазени.");
    expect((await load(at(BG, token))).data.alerts).toHaveLength(1);
    expect(await screen(at(EN, token), deleted.data)).toContain("The alert is deleted.");

    // once more: it is gone; a forged key deletes nothing
    const again = await remove(token, first?.alertId ?? "");
    expect(again).toMatchObject({ status: 404, data: { ok: false, formError: "alertNotFound" } });
    expect(await screen(at(BG, token), again.data)).toContain("Този сигнал вече не съществува.");
    const forged = signLink("some-other-secret-0123456789abcdef", "preferences", id, new Date());
    expect(await remove(forged, second?.alertId ?? "")).toMatchObject({
      status: 404,
      data: { ok: false, formError: "invalidLink" },
    });
    for (const odd of ["", "\u0000", "x".repeat(500)]) {
      const { status } = await remove(token, odd);
      expect(status, JSON.stringify(odd)).toBe(404);
    }
    expect((await load(at(BG, token))).data.alerts).toHaveLength(1);
  });
});
