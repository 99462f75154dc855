import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../core/catalog/seed.ts";
import { silentLogger } from "../../core/log/logger.ts";
import { seedTestVisaRules } from "../../core/visa/testing.ts";
import { testProjectionBed } from "../../projections/testing.ts";
import { renderScreen } from "../forms/testing.tsx";
import Visa, { loader } from "./visa.tsx";

/**
 * The visa page as the server renders it, on a database seeded as `npm start` seeds it: the
 * catalog, then the passport-index dataset with the corrections of decision 0043.
 */

const bed = testProjectionBed();

beforeAll(async () => {
  await seedCatalog(bed.store, silentLogger);
  await seedTestVisaRules(bed.store);
  await bed.projections.catchUp();
});

/** The page's HTML, or the redirect/status the loader threw. */
async function page(path: string): Promise<string> {
  const [, , countrySlug] = path.replace(/^\/en/, "").split("/");
  const loaderData = await loader({
    request: new Request(`http://localhost${path}`),
    params: { countrySlug },
    context: { db: bed.database.db, logger: silentLogger },
  } as never);
  return renderScreen(Visa as never, path, { loaderData });
}

/** The visible text, tags dropped, so sentences split by markup still match. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

describe("the visa page", () => {
  it("leads the United Kingdom's page with the ETA, its source and the day it was verified", async () => {
    const bg = await page("/visa/velikobritaniya");
    const words = text(bg);
    expect(words).toContain(
      "Не е нужна виза, но преди пътуването трябва да получите електронно разрешение за пътуване (ETA).",
    );
    expect(words).toContain("Проверено на 25 ноември 2026 г.");
    expect(words).toContain("16 британски лири");
    expect(words).toContain("Нужен е паспорт: личната карта не се приема.");
    expect(bg).toContain('href="https://www.gov.uk/eta"');
    expect(bg).toContain('dateTime="2026-11-25T00:00:00.000Z"');
    // the rule and its date come before any detail
    expect(bg.indexOf('data-testid="visa-headline"')).toBeLessThan(bg.indexOf('class="facts"'));
    expect(bg.indexOf('data-testid="visa-verified"')).toBeLessThan(bg.indexOf('class="facts"'));
    expect(words).not.toContain("180 дни");

    const en = text(await page("/en/visa/united-kingdom"));
    expect(en).toContain("you must get an electronic travel authorisation (ETA) before you travel");
    expect(en).toContain("Verified on 25 November 2026");
    expect(en).toContain("Since 2 April 2025");
    expect(en).toContain("£16");
  });

  it("tells Bulgarians that Bulgaria is their own country, and sends nobody to a consulate", async () => {
    const html = await page("/visa/balgariya");
    const words = text(html);
    expect(words).toContain("Не е нужна виза: това е вашата собствена държава.");
    expect(words).toContain("Проверено на 25 ноември 2026 г.");
    expect(words).not.toMatch(/консулств/i);
    expect(html).not.toContain('data-testid="visa-empty"');

    const en = text(await page("/en/visa/bulgaria"));
    expect(en).toContain("No visa needed: this is your own country.");
    expect(en).not.toMatch(/consulate/i);
  });

  it("says the same on Bulgaria's page of a site whose store has no rule for it yet", () => {
    const html = renderScreen(Visa as never, "/visa/balgariya", {
      loaderData: { lang: "bg", country: "България", countryHref: null, ownCountry: true, visa: null, alternates: {} },
    });
    expect(text(html)).toContain("Не е нужна виза: това е вашата собствена държава.");
    expect(text(html)).not.toMatch(/консулств/i);
  });

  it("says an identity card is enough in the EU and Schengen, and what ETIAS and EES mean for EU citizens", async () => {
    const words = text(await page("/visa/germaniya"));
    expect(words).toContain("Не е нужна виза. Достатъчна е лична карта.");
    expect(words).toContain("Достатъчна е валидна лична карта; може да пътувате и с паспорт.");
    expect(words).toContain("пълноправен член от 1 януари 2025 г.");
    expect(words).toContain("ETIAS и EES не се отнасят за гражданите на ЕС.");
    expect(text(await page("/visa/sarbiya"))).toContain(
      "Не е нужна виза за престой до 90 дни. Достатъчна е лична карта.",
    );
  });

  it("never leads with 'awaiting review': an unchecked rule shows the rule, then a plain word on where it comes from and the official source", async () => {
    const html = await page("/visa/tailand");
    const words = text(html);
    expect(words).toContain("Не е нужна виза за престой до 60 дни.");
    expect(words).toContain(
      "Редакцията още не е проверила това правило: то е от публичната база данни passport-index. Проверете го в официалния източник: www.mfa.bg",
    );
    expect(html).toContain('href="https://www.mfa.bg/bg/embassyinfo"');
    // a repository is where the data came from, not a source to check it against
    expect(html).not.toContain("github.com");
    expect(words).not.toMatch(/Очаква преглед/);
    expect(html).not.toContain("notice--warning");
    expect(html.indexOf('data-testid="visa-headline"')).toBeLessThan(html.indexOf('data-testid="visa-unverified"'));
  });

  it("says a Bulgarian identity card is enough for Türkiye, and the United States needs a visa, each with its source", async () => {
    const turkey = await page("/visa/turciya");
    expect(text(turkey)).toContain("Не е нужна виза за престой до 90 дни. Достатъчна е лична карта.");
    expect(turkey).toContain('data-testid="visa-verified"');
    expect(turkey).toContain('href="https://www.mfa.gov.tr/visa-information-for-foreigners.en.mfa"');
    const usa = await page("/en/visa/united-states");
    expect(text(usa)).toContain("Verified on 29 November 2026");
    expect(usa).toContain("travel.state.gov");
  });
});
