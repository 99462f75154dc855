import { describe, expect, it } from "vitest";
import { addressHasher } from "../../core/limits/address-hash.ts";
import { limitFormServices } from "../../core/limits/form-limits.ts";
import { createPostgresRateLimiter } from "../../core/limits/postgres-rate-limiter.ts";
import { formPost, renderScreen, testFormsBed, unwrap } from "../forms/testing.tsx";
import Contact, { action, headers, loader } from "./contact.tsx";

const bed = testFormsBed();

// the address as the Hono app reads it through TRUST_PROXY (http/client-ip.ts)
const args = (request: Request) =>
  ({ request, context: { forms: bed.forms, clientAddress: "192.0.2.10" }, params: {} }) as never;
const load = async () => (await loader(args(new Request("http://localhost/")))) as Awaited<ReturnType<typeof loader>>;
const tokenOf = async () => {
  const { captcha } = await load();
  return captcha?.kind === "local" ? captcha.token : "";
};

async function submit(path: string, fields: Record<string, string>) {
  return unwrap<Record<string, unknown>>(await action(args(formPost(path, fields))));
}

async function screen(path: string, fields?: Record<string, string>) {
  const actionData = fields ? (await submit(path, fields)).data : undefined;
  return renderScreen(Contact as never, path, { loaderData: await load(), actionData });
}

describe("customer contact screen", () => {
  it("renders every field with its label, the categories in Bulgarian, a hidden honeypot and the captcha", async () => {
    const html = await screen("/kontakti/klienti");
    expect(html).toContain("Пишете ни");
    for (const field of ["category", "name", "email", "message", "gdprConsent", "captchaToken"]) {
      expect(html, field).toContain(`for="${field}"`);
      expect(html, field).toContain(`id="${field}"`);
    }
    for (const label of ["Грешка в сайта", "Грешна цена", "Грешна връзка", "Защита на личните данни", "Друго"]) {
      expect(html).toContain(label);
    }
    expect(html).not.toContain('id="companyName"');
    expect(html).toMatch(/<div class="form-honeypot" aria-hidden="true">.*tabindex="-1".*name="fax"/i);
    expect(html).toContain('href="/kontakti/partniori"');
  });

  it("shows the exact spec messages beside the fields in English, keeping what was typed", async () => {
    const fields = { category: "wrong_link", name: "J", email: "john@example.com", message: "short" };
    const { status, data } = await submit("/en/contact/customers", fields);
    expect(status).toBe(400);
    expect(data).toMatchObject({
      errors: {
        name: "nameLength",
        message: "customerMessageLength",
        gdprConsent: "gdprConsentRequired",
        captchaToken: "turnstileRequired",
      },
    });
    const html = await screen("/en/contact/customers", fields);
    expect(html).toContain('<p class="form-field__error" id="gdprConsent-error">GDPR consent required</p>');
    expect(html).toContain('<p class="form-field__error" id="captchaToken-error">Turnstile verification required</p>');
    expect(html).toContain("Message must be between 10 and 2000 characters");
    expect(html).toContain('value="john@example.com"');
    expect(html).toContain(">short</textarea>");
    expect(html).toMatch(/<option value="wrong_link" selected="">Wrong link/);
  });

  it("translates the messages on the Bulgarian screen", async () => {
    const html = await screen("/kontakti/klienti", { category: "" });
    expect(html).toContain("Задължително поле");
    expect(html).toContain("Нужно е съгласието ви за обработка на личните данни");
    expect(html).toContain("Моля, потвърдете, че не сте робот");
  });

  it("refuses a filled honeypot as a whole-form message", async () => {
    const fields = {
      category: "idea",
      name: "Bot",
      email: "bot@example.com",
      message: "Buy cheap watches now!",
      gdprConsent: "on",
      captchaToken: await tokenOf(),
      fax: "+1 555 0100",
    };
    const { status, data } = await submit("/en/contact/customers", fields);
    expect(status).toBe(400);
    expect(data).toMatchObject({ ok: false, formError: "botDetected", errors: {} });
    expect(await screen("/en/contact/customers", { ...fields, captchaToken: await tokenOf() })).toContain(
      "Bot detection triggered",
    );
  });

  it("sends a valid message through the same service as the API", async () => {
    const fields = {
      category: "translation",
      name: "Петя Димитрова",
      email: "petya@example.com",
      message: "В английската версия има правописна грешка.",
      gdprConsent: "on",
      captchaToken: await tokenOf(),
      fax: "",
    };
    const { status, data } = await submit("/kontakti/klienti", fields);
    expect(status).toBe(201);
    const html = renderScreen(Contact as never, "/kontakti/klienti", { loaderData: await load(), actionData: data });
    expect(html).toContain("Благодарим ви! Съобщението ви беше изпратено.");
    const [row] = await bed.database
      .sql`SELECT name, email, ip_address FROM contact_pii WHERE email = 'petya@example.com'`;
    expect(row).toEqual({ name: "Петя Димитрова", email: "petya@example.com", ip_address: "192.0.2.10" });
  });
});

describe("partner contact screen", () => {
  it("asks for company, contact person and an optional website, with partner categories", async () => {
    const html = await screen("/en/contact/partners");
    expect(html).toContain("Let&#x27;s work together");
    for (const field of ["companyName", "contactPerson", "website"]) expect(html).toContain(`for="${field}"`);
    expect(html).not.toContain('id="name"');
    expect(html).toMatch(/<label for="website">Website<span class="form-field__optional"> <!-- -->\(optional\)/);
    for (const label of ["Affiliate partner", "Tour operator", "Marketing collaboration"])
      expect(html).toContain(label);
  });

  it("validates and records a partner request", async () => {
    const bad = await submit("/kontakti/partniori", { website: "not a site", message: "Too short" });
    expect(bad.data).toMatchObject({
      errors: {
        category: "required",
        companyName: "required",
        contactPerson: "required",
        website: "invalidWebsite",
        message: "partnerMessageLength",
      },
    });
    const good = await submit("/kontakti/partniori", {
      category: "affiliate_partner",
      companyName: "Пътешествия ЕООД",
      contactPerson: "Георги Николов",
      email: "georgi@pateshestviya.example",
      website: "",
      message: "Предлагаме партньорство за почивки в Гърция през лятото.",
      gdprConsent: "on",
      captchaToken: await tokenOf(),
    });
    expect(good.status).toBe(201);
  });
});

describe("too many submissions from one address (docs/decisions/0054)", () => {
  it("refuses with 429, Retry-After and the screen's own words; nothing stored, other addresses unaffected", async () => {
    let clock = 0;
    const limiter = createPostgresRateLimiter(
      bed.database.sql,
      { limit: 2, windowMs: 600_000 },
      { name: "contact-screen", hash: addressHasher("contact-screen-test-secret-0123456789abcdef"), now: () => clock },
    );
    const limited = limitFormServices(bed.forms, limiter);
    const send = async (path: string, clientAddress: string, email: string) => {
      const fields = {
        category: "idea",
        name: "Мария Иванова",
        email,
        message: "Добавете, моля, полети до Порто.",
        gdprConsent: "on",
        captchaToken: await tokenOf(),
      };
      const request = formPost(path, fields);
      return (await action({
        request,
        context: { forms: limited, clientAddress },
        params: {},
      } as never)) as unknown as {
        data: Record<string, unknown>;
        init: { status: number; headers?: Record<string, string> };
      };
    };
    const count = async (email: string) =>
      (await bed.database.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM contact_pii WHERE email = ${email}`)[0]
        ?.n;

    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await send("/kontakti/klienti", "198.51.100.7", "maria@example.com")).init.status);
    expect(statuses).toEqual([201, 201, 429, 429]);
    expect(await count("maria@example.com")).toBe(2);

    clock = 60_000;
    const refused = await send("/kontakti/klienti", "198.51.100.7", "maria@example.com");
    expect(refused.init).toEqual({ status: 429, headers: { "retry-after": "540" } });
    expect(refused.data).toMatchObject({ ok: false, formError: "tooManySubmissions", errors: {} });
    const bg = renderScreen(Contact as never, "/kontakti/klienti", {
      loaderData: await load(),
      actionData: refused.data,
    });
    expect(bg).toContain("Изпратихте много форми за кратко време. Моля, опитайте отново след няколко минути.");
    const en = await send("/en/contact/partners", "198.51.100.7", "maria@example.com");
    const enHtml = renderScreen(Contact as never, "/en/contact/partners", {
      loaderData: await load(),
      actionData: en.data,
    });
    expect(enHtml).toContain("You have sent several forms in a short time. Please try again in a few minutes.");
    expect(await count("maria@example.com")).toBe(2);
    // the page's headers keep the action's Retry-After
    const pageHeaders = headers({ actionHeaders: new Headers(refused.init.headers) } as never) as Record<
      string,
      string
    >;
    expect(pageHeaders).toEqual({ "cache-control": "no-store", "retry-after": "540" });

    expect((await send("/kontakti/klienti", "198.51.100.8", "other@example.com")).init.status).toBe(201);
    clock = 600_001;
    expect((await send("/kontakti/klienti", "198.51.100.7", "maria@example.com")).init.status).toBe(201);
  });
});
