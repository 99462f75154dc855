import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FormServices } from "../../core/contact/form-services.ts";
import { createTestDatabase, type TestDatabase } from "../../core/testing/test-database.ts";
import { formPost, renderScreen, testFormServices, unwrap } from "../components/forms/testing.tsx";
import Newsletter, { action, loader } from "./newsletter.tsx";

let database: TestDatabase;
let forms: FormServices;

beforeAll(async () => {
  database = await createTestDatabase();
  forms = testFormServices(database);
});
afterAll(() => database.drop());

const args = (request: Request) => ({ request, context: { forms }, params: {} }) as never;

async function load(path: string) {
  return (await loader(args(new Request(`http://localhost${path}`)))) as Awaited<ReturnType<typeof loader>>;
}

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
    expect(html).toContain("Успешно се абонирахте!");
    const [mail] = await database.sql<{ text_body: string }[]>`
      SELECT text_body FROM mail_outbox WHERE to_address = 'screen@example.com'`;
    expect(mail?.text_body).toContain("http://localhost/newsletter?confirm=");

    // the mailed link lands here and confirms
    const confirm = /confirm=(\S+)/.exec(mail?.text_body ?? "")?.[1] ?? "";
    const confirmed = await load(`/newsletter?confirm=${confirm}`);
    expect(confirmed.link).toEqual({ kind: "confirm", ok: true });
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

  it("says 'Please try again later.' when the forms are not available", async () => {
    const result = unwrap<Record<string, unknown>>(
      await action({ request: formPost("/en/newsletter", { intent: "subscribe" }), context: {}, params: {} } as never),
    );
    expect(result).toMatchObject({ status: 503, data: { formError: "tryAgainLater" } });
  });
});
