import { renderToString } from "react-dom/server";
import { createRoutesStub, matchRoutes } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, type OperatorDetails, operatorDetails, parseEnv } from "../../core/config/env.ts";
import { BGN_PER_EUR, BROWSER_STORAGE_KEYS, PREFERENCES_COOKIE } from "../../core/constants.ts";
import { createTestDatabase, type TestDatabase } from "../../core/testing/test-database.ts";
import { installedProjections } from "../../projections/testing.ts";
import { LanguageProvider } from "../i18n/dictionary.ts";
import { legalSections } from "../i18n/legal-sections.server.ts";
import { legalCopy } from "../i18n/sections/legal.ts";
import { type Language, pathFor } from "../route-table.ts";
import { screenRoutes } from "../screen-routes.ts";
import Links from "../site/links.tsx";
import Legal, { loader, meta } from "./legal.tsx";
import { LEGAL_PAGES, type LegalPage, legalPageOfPath } from "./pages.ts";

const BARE: OperatorDetails = { name: "flydealsbg", address: null, email: null, vatId: null };
const FULL: OperatorDetails = {
  name: "Флай Дийлс ЕООД",
  address: "гр. София 1000, ул. „Граф Игнатиев“ 1",
  email: "hello@flydeals.example",
  vatId: "BG123456789",
};

type Component = (props: never) => React.ReactNode;

function render(Page: Component, path: string, loaderData?: unknown): string {
  const lang: Language = path === "/en" || path.startsWith("/en/") ? "en" : "bg";
  const Stub = createRoutesStub([{ id: "page", path, Component: Page as never }]);
  return renderToString(
    <LanguageProvider lang={lang}>
      <Stub initialEntries={[path]} hydrationData={loaderData ? { loaderData: { page: loaderData } } : undefined} />
    </LanguageProvider>,
  );
}

const renderLegal = (page: LegalPage, lang: Language, operator: OperatorDetails = BARE) =>
  render(Legal as Component, pathFor(page, lang), {
    page,
    sections: legalSections(lang, page),
    operator,
    site: "flydeals.example",
  });

/** Text without tags or entities, for reading the copy as a visitor does. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

describe("operator configuration", () => {
  it("defaults to the product name and nothing else", () => {
    expect(operatorDetails({})).toEqual(BARE);
    expect(operatorDetails({ OPERATOR_NAME: " ", OPERATOR_ADDRESS: "", OPERATOR_EMAIL: "" })).toEqual(BARE);
  });

  it("reads every detail, from the raw environment or a parsed one", () => {
    const raw = {
      OPERATOR_NAME: FULL.name,
      OPERATOR_ADDRESS: FULL.address ?? "",
      OPERATOR_EMAIL: FULL.email ?? "",
      OPERATOR_VAT_ID: FULL.vatId ?? "",
    };
    expect(operatorDetails(raw)).toEqual(FULL);
    expect(operatorDetails(parseEnv(raw))).toEqual(FULL);
  });

  it("stops the start on a bad e-mail or VAT number, naming the variable", () => {
    expect(() => parseEnv({ OPERATOR_EMAIL: "not-an-address" })).toThrow(/OPERATOR_EMAIL/);
    expect(() => parseEnv({ OPERATOR_VAT_ID: "123" })).toThrow(/OPERATOR_VAT_ID: must be an EU VAT number/);
    expect(() => operatorDetails({ OPERATOR_EMAIL: "x" })).toThrow(ConfigError);
  });
});

describe("route config", () => {
  const table = screenRoutes().map((route) => ({ id: route.id ?? route.file, path: route.path, file: route.file }));
  const routeFor = (path: string) => matchRoutes(table, path)?.at(-1)?.route;

  it.each([
    ["/imprint", "imprint-bg", "legal/legal.tsx"],
    ["/en/imprint", "imprint-en", "legal/legal.tsx"],
    ["/privacy", "privacy-bg", "legal/legal.tsx"],
    ["/en/privacy", "privacy-en", "legal/legal.tsx"],
    ["/cookie-policy", "cookiePolicy-bg", "legal/legal.tsx"],
    ["/en/cookie-policy", "cookiePolicy-en", "legal/legal.tsx"],
    ["/terms", "terms-bg", "legal/legal.tsx"],
    ["/en/terms", "terms-en", "legal/legal.tsx"],
    ["/linkove", "links-bg", "site/links.tsx"],
    ["/en/links", "links-en", "site/links.tsx"],
  ])("%s is %s", (path, id, file) => {
    expect(routeFor(path)).toMatchObject({ id, file });
  });
});

describe("legal screens", () => {
  it("know which screen a path is, in both languages", () => {
    for (const page of LEGAL_PAGES) {
      expect(legalPageOfPath(pathFor(page, "bg"))).toBe(page);
      expect(legalPageOfPath(pathFor(page, "en"))).toBe(page);
    }
    expect(legalPageOfPath("/Cookie-Policy/")).toBe("cookiePolicy");
    expect(legalPageOfPath("/linkove")).toBeNull();
    expect(legalPageOfPath("/en/imprint/x")).toBeNull();
  });

  describe("on a database with no CMS content for them", () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase();
      await installedProjections(database.sql);
    });
    afterAll(() => database.drop());

    it("load the operator from the context, keep their built-in words and 404 on anything else", async () => {
      const now = () => new Date("2026-11-26T10:00:00Z");
      const context = { operator: FULL, publicUrl: "https://flydeals.example", db: database.db, now } as never;
      const args = (url: string) => ({ request: new Request(url), context, params: {} }) as never;
      expect(await loader(args("https://flydeals.example/en/privacy"))).toEqual({
        page: "privacy",
        sections: legalSections("en", "privacy"),
        editorial: null,
        requestTime: "2026-11-26T10:00:00.000Z",
        operator: FULL,
        site: "flydeals.example",
      });
      await expect(loader(args("https://flydeals.example/en/nothing"))).rejects.toBeDefined();
      const thrown = await loader(args("https://flydeals.example/En/Privacy?x=1")).catch((error: unknown) => error);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(301);
      expect((thrown as Response).headers.get("location")).toBe("/en/privacy?x=1");
    });
  });

  it("have their own title and description in each language", () => {
    for (const page of LEGAL_PAGES) {
      for (const lang of ["bg", "en"] as const) {
        const tags = meta({
          loaderData: { page, operator: BARE, site: "x" },
          location: { pathname: pathFor(page, lang) },
        } as never);
        expect(tags).toContainEqual({ title: `${legalCopy(lang)[page].metaTitle} | flydealsbg` });
        expect(tags).toContainEqual({ name: "description", content: legalCopy(lang)[page].metaDescription });
      }
    }
  });

  it.each(LEGAL_PAGES.flatMap((page) => (["bg", "en"] as const).map((lang) => [page, lang] as const)))(
    "%s (%s) renders every section with no placeholder left over",
    (page, lang) => {
      const html = renderLegal(page, lang);
      const copy = legalCopy(lang)[page];
      expect(text(html)).not.toMatch(/\{\w+\}/);
      expect(html).toContain(`<h1>${copy.title}</h1>`);
      for (const section of legalSections(lang, page)) expect(text(html)).toContain(section.heading);
      // the four legal screens link to each other
      for (const other of LEGAL_PAGES) expect(html).toContain(`href="${pathFor(other, lang)}"`);
      expect(html).toContain('aria-current="page"');
    },
  );

  it("imprint without configured e-mail points to the contact forms and invents nothing", () => {
    const html = renderLegal("imprint", "bg");
    const operator = html.slice(html.indexOf('data-testid="operator"'));
    expect(operator).toContain("flydealsbg");
    expect(operator).toContain('href="/kontakti/klienti"');
    expect(operator).toContain('href="/kontakti/partniori"');
    expect(operator).not.toContain("mailto:");
    expect(operator).not.toContain(legalCopy("bg").imprint.address);
    expect(operator).not.toContain(legalCopy("bg").imprint.vatId);
    const en = renderLegal("imprint", "en");
    expect(en).toContain('href="/en/contact/customers"');
    expect(en).toContain('href="/en/contact/partners"');
  });

  it("imprint shows every configured detail", () => {
    const html = renderLegal("imprint", "en", FULL);
    expect(text(html)).toContain(FULL.name);
    expect(text(html)).toContain(FULL.address);
    expect(html).toContain(`href="mailto:${FULL.email}"`);
    expect(html).toContain(FULL.vatId);
    expect(html).toContain('href="https://www.cpdp.bg/"');
  });

  it("privacy names the controller, the КЗЛД, the click-out data and the e-mail when set", () => {
    const bg = text(renderLegal("privacy", "bg", FULL));
    expect(bg).toContain(`Администратор на личните данни е ${FULL.name}`);
    expect(bg).toContain("Комисията за защита на личните данни (КЗЛД)");
    expect(bg).toContain("user agent");
    expect(bg).toContain("двойно потвърждение");
    expect(bg).toContain(PREFERENCES_COOKIE.name);
    expect(renderLegal("privacy", "bg", FULL)).toContain(`href="mailto:${FULL.email}"`);
    const en = text(renderLegal("privacy", "en"));
    expect(en).toContain("Комисия за защита на личните данни, КЗЛД");
    expect(en).toContain("double opt-in");
    expect(en).toContain("ad storage, sharing user data for advertising and ad personalisation are always denied");
  });

  it("cookie policy lists the preferences cookie and the theme key from the constants", () => {
    for (const lang of ["bg", "en"] as const) {
      const html = renderLegal("cookiePolicy", lang);
      const table = html.slice(html.indexOf('data-testid="cookie-table"'), html.indexOf("</table>"));
      expect(table).toContain(`<code>${PREFERENCES_COOKIE.name}</code>`);
      expect(table).toContain(`<code>${BROWSER_STORAGE_KEYS.theme}</code>`);
      expect(table).toContain(`<code>${BROWSER_STORAGE_KEYS.demoNotice}</code>`);
      expect(table).toContain(`${PREFERENCES_COOKIE.maxAgeDays} `);
      expect(table).toContain("<code>_ga</code>");
      expect(text(html)).toContain("SameSite=Strict");
    }
  });

  it("terms state the fixed rate in the page's number format", () => {
    expect(text(renderLegal("terms", "bg"))).toContain(`1 € = ${String(BGN_PER_EUR).replace(".", ",")} лв.`);
    expect(text(renderLegal("terms", "en"))).toContain(`€1 = BGN ${BGN_PER_EUR}`);
    expect(text(renderLegal("terms", "en"))).toContain("These terms govern your use of flydeals.example.");
  });
});

describe("link hub", () => {
  it.each(["bg", "en"] as const)("links every destination of the bio page from the route table (%s)", (lang) => {
    const html = render(Links as Component, pathFor("links", lang));
    const keys = [
      "bestDeals",
      "weekendDeals",
      "lastMinuteDeals",
      "christmasDeals",
      "destinations",
      "airlines",
      "airportSofia",
      "airportVarna",
      "airportBurgas",
      "airportPlovdiv",
      "newsletter",
      "contactCustomers",
    ] as const;
    for (const key of keys) {
      expect(html).toContain(`class="link-hub__link" href="${pathFor(key, lang)}"`);
      expect(text(html)).toContain(legalCopy(lang).linkHub.items[key].label);
    }
    expect(html.match(/class="link-hub__link"/g)).toHaveLength(keys.length);
    expect(text(html)).not.toMatch(/\{\w+\}/);
    expect(html).toContain(`href="${pathFor("privacy", lang)}"`);
  });
});
