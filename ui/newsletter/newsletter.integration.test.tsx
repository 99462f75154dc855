import { describe, expect, it } from "vitest";
import { PREFERENCES_COOKIE } from "../../core/constants.ts";
import { signLink } from "../../core/newsletter/signed-links.ts";
import { formPost, renderScreen, testFormsBed, unwrap } from "../forms/testing.tsx";
import Newsletter, { action, loader } from "./newsletter.tsx";

const bed = testFormsBed();

const args = (request: Request) => ({ request, context: { forms: bed.forms }, params: {} }) as never;

async function load(path: string, cookie?: string) {
  const request = new Request(`http://localhost${path}`, cookie ? { headers: { cookie } } : {});
  return (await loader(args(request))) as Awaited<ReturnType<typeof loader>>;
}

/** The visitor's preferences cookie with the search form's departure airport. */
const searchingFrom = (airport: string) =>
  `${PREFERENCES_COOKIE.name}=${encodeURIComponent(JSON.stringify({ searchDefaults: { departureAirport: airport } }))}`;

/** Whether the rendered input with this id is ticked, whatever order React writes its attributes in. */
function ticked(html: string, id: string): boolean {
  const tag = new RegExp(`<input [^>]*id="${id}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no input #${id}`);
  return tag.includes('checked=""');
}

const airportsTicked = (html: string) =>
  ["SOF", "VAR", "BOJ", "PDV"].filter((code) => ticked(html, `airports-${code}`));

async function submit(path: string, fields: Record<string, string>) {
  return unwrap<Record<string, unknown>>(await action(args(formPost(path, fields))));
}

async function screen(path: string, fields?: Record<string, string>) {
  const loaderData = await load(path);
  const actionData = fields ? (await submit(path, fields)).data : undefined;
  return renderScreen(Newsletter as never, path, { loaderData, actionData });
}

const tokenOf = (loaderData: Awaited<ReturnType<typeof loader>>) =>
  loaderData.captcha?.kind === "local" ? loaderData.captcha.token : "";

describe("newsletter screen", () => {
  it("renders a labelled form with the captcha checkbox carrying a server token", async () => {
    const html = await screen("/en/newsletter");
    expect(html).toContain('data-testid="newsletter-form"');
    expect(html).toMatch(/<label for="email">E-mail address/);
    expect(html).toContain('id="email"');
    expect(html).toMatch(/<input type="checkbox" id="captchaToken"[^>]* name="captchaToken" value="v1\.[^"]+"\/>/);
    expect(html).toContain('<label for="captchaToken">I am not a robot</label>');
    expect(html).toContain('href="/en/privacy"');
    expect(html.toLowerCase()).toContain("novalidate");
  });

  it("shows the spec's messages beside the fields in English and keeps what was typed", async () => {
    const fields = { intent: "subscribe", email: "maria@", frequency: "monthly", tips: "on" };
    const { status, data } = await submit("/en/newsletter", fields);
    expect(status).toBe(400);
    expect(data).toMatchObject({
      ok: false,
      errors: { email: "invalidEmail", consent: "consentRequired", captchaToken: "captchaRequired" },
    });
    const html = await screen("/en/newsletter", fields);
    expect(html).toContain('<p class="form-field__error" id="email-error">Please enter a valid email address</p>');
    expect(html).toContain('aria-describedby="email-error"');
    expect(html).toContain("You must agree to the privacy policy to subscribe");
    expect(html).toContain("Please confirm you are not a robot");
    expect(html).toContain('value="maria@"');
    expect(html).toMatch(/<option value="monthly" selected="">Once a month/);
    expect(html).toMatch(/id="tips" name="tips" checked=""/);
  });

  it("translates them on the Bulgarian screen", async () => {
    const html = await screen("/newsletter", { intent: "subscribe", email: "" });
    expect(html).toContain("Моля, въведете валиден имейл адрес");
    expect(html).toContain("За да се абонирате, трябва да приемете политиката за поверителност");
    expect(html).toContain("Моля, потвърдете, че не сте робот");
    expect(html).toContain('href="/privacy"');
  });

  it("subscribes through the same service as the API and shows the success message", async () => {
    const token = tokenOf(await load("/newsletter"));
    const fields = {
      intent: "subscribe",
      email: "screen@example.com",
      consent: "on",
      captchaToken: token,
      deals: "on",
    };
    const { status, data } = await submit("/newsletter", fields);
    expect(status).toBe(201);
    expect(data).toMatchObject({ ok: true });
    const html = renderScreen(Newsletter as never, "/newsletter", {
      loaderData: await load("/newsletter"),
      actionData: data,
    });
    expect(html).toContain("Почти готово!");
    const [mail] = await bed.database.sql<{ text_body: string }[]>`
      SELECT text_body FROM mail_outbox WHERE to_address = 'screen@example.com'`;
    expect(mail?.text_body).toContain("http://localhost/newsletter?confirm=");

    // the mailed link lands here and confirms
    const confirm = /confirm=(\S+)/.exec(mail?.text_body ?? "")?.[1] ?? "";
    const confirmed = await load(`/newsletter?confirm=${confirm}`);
    // no alert: the subscription is what was confirmed, and the preference centre is a signed link away
    expect(confirmed.link).toMatchObject({ kind: "confirm", ok: true, alert: null });
    expect(confirmed.link).toHaveProperty(
      "preferencesUrl",
      expect.stringMatching(/^http:\/\/localhost\/newsletter\/nastroyki\?token=/),
    );
    expect(mail?.text_body).toContain("http://localhost/newsletter/nastroyki?token=");
    expect(renderScreen(Newsletter as never, `/newsletter?confirm=${confirm}`, { loaderData: confirmed })).toContain(
      "Абонаментът е потвърден",
    );
    expect((await load("/en/newsletter?confirm=nonsense")).link).toEqual({
      kind: "confirm",
      ok: false,
      problem: "invalidLink",
    });

    // the unsubscribe link asks first, then the button unsubscribes
    const unsubscribe = /unsubscribe=(\S+)/.exec(mail?.text_body ?? "")?.[1] ?? "";
    const asking = renderScreen(Newsletter as never, `/newsletter?unsubscribe=${unsubscribe}`, {
      loaderData: await load(`/newsletter?unsubscribe=${unsubscribe}`),
    });
    expect(asking).toContain('data-testid="unsubscribe-form"');
    const left = await submit(`/newsletter?unsubscribe=${unsubscribe}`, {
      intent: "unsubscribe",
      token: decodeURIComponent(unsubscribe),
    });
    expect(left).toMatchObject({ status: 200, data: { ok: true } });
  });

  it("offers the departure airports, ticking the one the visitor searches from", async () => {
    const html = await screen("/newsletter");
    expect(html).toContain("<legend>От кои летища летите</legend>");
    expect(html).toContain('<label for="airports-BOJ">Бургас</label>');
    expect(airportsTicked(html)).toEqual(["SOF"]);

    const fromVarna = await load("/en/newsletter", searchingFrom("VAR"));
    expect(fromVarna.airports).toEqual(["VAR"]);
    const english = renderScreen(Newsletter as never, "/en/newsletter", { loaderData: fromVarna });
    expect(english).toContain('<label for="airports-VAR">Varna</label>');
    expect(airportsTicked(english)).toEqual(["VAR"]);
    // an airport the newsletter does not cover falls back to Sofia
    expect((await load("/newsletter", searchingFrom("LHR"))).airports).toEqual(["SOF"]);
  });

  it("records the chosen airports with the subscription", async () => {
    const fields = {
      intent: "subscribe",
      email: "airports@example.com",
      consent: "on",
      captchaToken: tokenOf(await load("/newsletter")),
      deals: "on",
      airportsOffered: "1",
    };
    const post = formPost("/newsletter", fields);
    const body = new URLSearchParams(await post.text());
    body.append("airports", "PDV");
    body.append("airports", "VAR");
    const request = new Request(post.url, { method: "POST", body, headers: post.headers });
    const { status } = unwrap(await action(args(request)));
    expect(status).toBe(201);
    const [row] = await bed.database.sql<{ subscription_id: string }[]>`
      SELECT subscription_id FROM newsletter_pii WHERE email = 'airports@example.com'`;
    const link = signLink(
      "form-services-test-link-secret-0123456789",
      "preferences",
      row?.subscription_id ?? "",
      new Date(),
    );
    const view = await bed.forms.newsletter.preferences(link);
    expect(view.ok && view.data?.preferences.airports).toEqual(["VAR", "PDV"]);
  });

  it("asks for an airport when every box is unticked, and keeps the others' default", async () => {
    const fields = { intent: "subscribe", email: "none@example.com", airportsOffered: "1" };
    const { status, data } = await submit("/newsletter", fields);
    expect(status).toBe(400);
    expect(data).toMatchObject({ errors: { airports: "airportsRequired" } });
    const html = await screen("/newsletter", fields);
    expect(html).toContain(
      '<p class="form-field__error" id="airports-error">Изберете поне едно летище, от което летите</p>',
    );
    expect(airportsTicked(html)).toEqual([]);
    // a form without the airport choice (an old page still open) subscribes from the default airport
    const old = await submit("/newsletter", { intent: "subscribe", email: "old@example.com" });
    expect(old.data).not.toHaveProperty("errors.airports");
    expect(old.data).toMatchObject({ values: { airports: ["SOF"] } });
  });

  it("says 'Please try again later.' when the forms are not available", async () => {
    const result = unwrap<Record<string, unknown>>(
      await action({ request: formPost("/en/newsletter", { intent: "subscribe" }), context: {}, params: {} } as never),
    );
    expect(result).toMatchObject({ status: 503, data: { formError: "tryAgainLater" } });
  });
});
